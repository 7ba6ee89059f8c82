import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ProjectStudy } from '../../../lib/api-types';
import { formatDate } from '../../../lib/format';
import { StudyCover } from './study-cover';
import { StudyStatusChip } from './study-status-chip';
import { CARD_GRID_SX } from '../../../lib/theme';

/** The study fields a {@link StudyLinkList} shows (a project's study, SPEC §3 Project studies, or any study). */
export type StudyLinkItem = Pick<ProjectStudy, 'id' | 'title' | 'display_status_code' | 'cover_image' | 'created_at'>;

/** Props of {@link StudyLinkList}: the studies, the list's accessible name, and where each opens. */
export type StudyLinkListProps = { studies: StudyLinkItem[]; label: string; getHref: (study: StudyLinkItem) => string };

/** Compact study links (cover, title, status, creation date), e.g. the studies of a project. */
export function StudyLinkList({ studies, label, getHref }: StudyLinkListProps) {
  return (
    <Box component="ul" aria-label={label} sx={CARD_GRID_SX}>
      {studies.map((study) => (
        <li key={study.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={getHref(study)}
              sx={{ height: '100%', display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
            >
              <Box sx={{ width: 88, minHeight: 88, flexShrink: 0 }}>
                <StudyCover src={study.cover_image} seed={study.id} height="100%" />
              </Box>
              <Box sx={{ p: 2, display: 'grid', gap: 0.75, alignContent: 'start', minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {study.title}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <StudyStatusChip code={study.display_status_code} />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Created {formatDate(study.created_at)}
                  </Typography>
                </Box>
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
