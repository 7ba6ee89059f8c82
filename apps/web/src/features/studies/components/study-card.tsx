import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { StudySummary } from '../../../lib/api-types';
import { formatLanguage } from '../../../lib/format';
import { useClientHref } from '../../../lib/session';
import { StudyCover } from './study-cover';
import { StudyStatusChip } from './study-status-chip';

/** Props of {@link StudyCard}: the study and the heading level of its title in the page outline. */
export type StudyCardProps = { study: StudySummary; headingLevel?: 'h2' | 'h3' };

function countLabel(count: number | undefined, singular: string, plural: string): string | null {
  if (count === undefined || count === null) return null;
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A study card: cover, title, status chip and counts; the whole card links to the study summary. */
export function StudyCard({ study, headingLevel = 'h2' }: StudyCardProps) {
  const clientHref = useClientHref();
  const counts = [
    countLabel(study.counts?.interviews, 'interview', 'interviews'),
    countLabel(study.counts?.quotes, 'quote', 'quotes'),
    countLabel(study.counts?.insights, 'insight', 'insights'),
  ].filter(Boolean);

  return (
    <Card sx={{ height: '100%', display: 'flex' }}>
      <CardActionArea
        component={RouterLink}
        to={clientHref(paths.study.summary.getHref(study.id))}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <StudyCover src={study.cover_image} seed={study.id} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <StudyStatusChip code={study.display_status_code} />
            {study.language && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatLanguage(study.language)}
              </Typography>
            )}
          </Stack>
          <Typography
            component={headingLevel}
            variant="h4"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {study.title}
          </Typography>
          {study.purpose && (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {study.purpose}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          {counts.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              {counts.join(' · ')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
