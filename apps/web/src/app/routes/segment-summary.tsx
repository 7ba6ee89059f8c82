import { Box, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { RichText } from '../../components/rich-text';
import { useSegmentScope } from '../../features/segments/segment-scope';
import { StudyCounts } from '../../features/studies/components/study-counts';
import { SegmentGroupStories } from '../../features/stories/components/segment-group-stories';
import { useClientHref } from '../../lib/session';

/** /study-segments/:segment/summary and /study-segment-groups/:segmentGroup/summary: takeaways, counts, segments in scope (and a group's stories). */
export function SegmentSummaryRoute() {
  const scope = useSegmentScope();
  const clientHref = useClientHref();
  const takeaways = scope.keyTakeaways;

  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 4 }}>
        {takeaways?.html || takeaways?.text ? (
          <Paper component="section" aria-labelledby="segment-takeaways-heading" variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography id="segment-takeaways-heading" variant="h2" sx={{ mb: 2 }}>
              {takeaways.title || 'Key takeaways'}
            </Typography>
            <RichText html={takeaways.html} text={takeaways.text} sx={{ fontSize: '1.05rem', lineHeight: 1.7 }} />
          </Paper>
        ) : (
          scope.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{scope.description}</Typography>
        )}
        {scope.businessQuestions.length > 0 && (
          <Box component="section" aria-labelledby="segment-business-questions-heading">
            <Typography id="segment-business-questions-heading" variant="h2" sx={{ mb: 1.5 }}>
              Business questions
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
              {scope.businessQuestions.map((question) => (
                <li key={question.id}>
                  <Typography>{question.title}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
        {scope.kind === 'segmentGroup' && <SegmentGroupStories segmentGroupId={scope.id} />}
        {scope.studyId && (
          <Typography>
            <Link component={RouterLink} to={clientHref(paths.study.summary.getHref(scope.studyId))}>
              Open the whole study
            </Link>
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 4 }}>
        {scope.counts && (
          <Box component="section" aria-labelledby="segment-counts-heading">
            <Typography id="segment-counts-heading" variant="h2" sx={{ mb: 1.5 }}>
              At a glance
            </Typography>
            <StudyCounts counts={scope.counts} />
          </Box>
        )}
        <Box component="section" aria-labelledby="segments-in-scope-heading">
          <Typography id="segments-in-scope-heading" variant="h2" sx={{ mb: 1 }}>
            {scope.segments.length === 1 ? 'Segment' : 'Segments'}
          </Typography>
          <List dense disablePadding>
            {scope.segments.map((segment) => (
              <ListItem key={segment.id} disableGutters>
                <Link component={RouterLink} to={clientHref(paths.segment.section.getHref(segment.id, 'summary'))}>
                  {segment.title}
                </Link>
              </ListItem>
            ))}
          </List>
        </Box>
      </Box>
    </Box>
  );
}
