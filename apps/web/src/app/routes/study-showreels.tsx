import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ShowreelsPanel } from '../../features/showreels/components/showreels-panel';
import { useClientHref } from '../../lib/session';

/** /studies/:study/showreels (SPEC §2): the study's showreels with search, sort, pages and Delete. */
export function StudyShowreelsRoute() {
  const studyId = useParams().study ?? '';
  const clientHref = useClientHref();
  return (
    <Box component="section" aria-labelledby="showreels-heading" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="showreels-heading" variant="h2">
        Showreels
      </Typography>
      <ShowreelsPanel studyId={studyId} getHref={(reel) => clientHref(paths.study.showreel.getHref(studyId, reel.id))} />
    </Box>
  );
}
