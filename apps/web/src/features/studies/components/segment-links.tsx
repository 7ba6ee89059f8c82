import { Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ErrorState } from '../../../components/error-state';
import { useClientHref } from '../../../lib/session';
import { useStudySegments } from '../../../resources/study/get-study-segments';

/** Props of {@link SegmentLinks}. */
export type SegmentLinksProps = { studyId: string };

/** The study's segments as links to their segment pages (SPEC §2 /study-segments/{segment}/summary), each showing its own people only. */
export function SegmentLinks({ studyId }: SegmentLinksProps) {
  const segments = useStudySegments(studyId);
  const clientHref = useClientHref();
  if (segments.isPending) return <Skeleton height={64} aria-hidden />;
  if (segments.isError) return <ErrorState error={segments.error} onRetry={() => void segments.refetch()} />;
  if (segments.data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No segments.</Typography>;
  return (
    <List dense disablePadding>
      {segments.data.map((segment) => (
        <ListItem key={segment.id} disableGutters>
          <Link component={RouterLink} to={clientHref(paths.segment.section.getHref(segment.id, 'summary'))}>
            {segment.title}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}
