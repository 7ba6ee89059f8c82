import { Box, Button, Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useAnalyzeResults } from '../../features/findings/api/get-analyze-results';
import { useBusinessQuestion } from '../../features/findings/api/get-business-question';
import { BusinessQuestionView } from '../../features/findings/components/business-question-view';
import { useSegmentScope, type SegmentScope } from '../../features/segments/segment-scope';
import { useClientHref } from '../../lib/session';
import { useStudyStore } from '../../lib/study-store';

/** Link of one objective of the scope (segment or segment group). */
function objectiveHref(scope: SegmentScope, objectiveId: string): string {
  return scope.kind === 'segment'
    ? paths.segmentObjective.getHref(scope.id, objectiveId, { crossSegments: scope.isCrossSegments })
    : paths.segmentGroupObjective.getHref(scope.id, objectiveId);
}

/** /study-segments/:segment/objectives and /study-segment-groups/:segmentGroup/objectives (SPEC §2): the business questions in scope. */
export function SegmentObjectivesRoute() {
  const scope = useSegmentScope();
  const clientHref = useClientHref();
  return (
    <Box component="section" aria-labelledby="objectives-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="objectives-heading" variant="h2">
        Objectives
      </Typography>
      {scope.businessQuestions.length === 0 ? (
        <EmptyState title="No objectives" description="This study has no business questions yet." />
      ) : (
        <List component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
          {scope.businessQuestions.map((question) => (
            <ListItem key={question.id} sx={{ display: 'list-item', py: 0.75 }}>
              <Link component={RouterLink} to={clientHref(objectiveHref(scope, question.id))}>
                {question.title}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * …/objectives/:objective (SPEC §2): one business question seen from a segment or group — its charts recomputed for the
 * participants of the segments in scope (analyze results by role), its insights and showreels.
 */
export function SegmentObjectiveRoute() {
  const scope = useSegmentScope();
  const objectiveId = useParams().objective ?? '';
  const clientHref = useClientHref();
  const translation = useStudyStore((state) => state.language);
  const question = useBusinessQuestion(objectiveId, translation);
  const results = useAnalyzeResults(scope.studyId ?? '', { role: scope.segmentIds, language: [], audience_answer: [], user: [] }, translation);
  if (question.isError) return <ErrorState error={question.error} onRetry={() => void question.refetch()} />;
  if (!question.data) return <Skeleton variant="rounded" height={320} aria-label="Loading objective" />;
  const data = question.data;
  const charts = (results.data?.charts ?? []).filter((chart) => chart.task.business_question?.id === data.id);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Button component={RouterLink} to={clientHref(scope.getSectionHref('objectives'))} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
        All objectives
      </Button>
      <BusinessQuestionView
        question={data}
        charts={results.data ? charts : data.charts}
        headingLevel="h2"
        showreelHref={(id) => clientHref(paths.study.showreel.getHref(data.study_id, id))}
      >
        {data.insights.length > 0 && (
          <Box component="section" aria-labelledby="objective-insights-heading">
            <Typography id="objective-insights-heading" variant="h3" sx={{ mb: 1 }}>
              Insights
            </Typography>
            <List>
              {data.insights.map((insight) => (
                <ListItem key={insight.id} sx={{ display: 'block', px: 0 }}>
                  <Link component={RouterLink} to={clientHref(paths.study.insight.getHref(data.study_id, insight.id))} sx={{ fontWeight: 600 }}>
                    {insight.title}
                  </Link>
                  {insight.lead && <Typography sx={{ color: 'text.secondary' }}>{insight.lead}</Typography>}
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Charts show the participants of {scope.segments.length === 1 ? 'this segment' : `these ${scope.segments.length} segments`}
          {results.data ? ` (${results.data.participants.matching} of ${results.data.participants.total})` : ''}.
        </Typography>
      </BusinessQuestionView>
    </Box>
  );
}
