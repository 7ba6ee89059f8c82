import { Box, Button, Link, List, ListItem, Paper, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageContainer } from '../../components/page-container';
import { PageHeader, type Crumb } from '../../components/page-header';
import { InsightChart } from '../../features/findings/components/insight-chart';
import { useStory } from '../../features/stories/api/get-story';
import { useStoryObjectives } from '../../features/stories/api/get-story-objectives';
import { QuoteBlock } from '../../features/stories/components/quote-block';
import { TranslationToggle } from '../../components/translation-toggle';
import type { StoryObjectiveInsight, Translation } from '../../lib/api-types';
import { useDocumentTitle } from '../../lib/document-title';
import { useClientHref, useIsConsumer } from '../../lib/session';
import { studyStore, useStudyStore } from '../../lib/study-store';

/** The story, its crumbs and its objectives in the chosen language (shared by both objective routes). */
function useStoryObjectivesPage() {
  const storyId = useParams().story ?? '';
  const { data: story } = useStory(storyId);
  const clientHref = useClientHref();
  const translation = useStudyStore((s) => s.language);
  const objectives = useStoryObjectives(storyId, translation);
  const crumbs: Crumb[] = [
    { label: 'Stories', href: clientHref(paths.stories.getHref()) },
    { label: story.title, href: clientHref(paths.story.summary.getHref(story.id)) },
  ];
  return { story, clientHref, objectives, crumbs, translation };
}

/**
 * /stories/:story/objectives (SPEC §2, decision 0084): the business questions of the studies the story references, the
 * reader may see, each with its number of insights; every reader (the Consumer included) gets them read-only.
 */
export function StoryObjectivesRoute() {
  const { story, clientHref, objectives, crumbs } = useStoryObjectivesPage();
  useDocumentTitle('Objectives', story.title);
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <PageHeader crumbs={crumbs} title={`Objectives of ${story.title}`} />
      {objectives.isError ? (
        <ErrorState error={objectives.error} onRetry={() => void objectives.refetch()} />
      ) : !objectives.data ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading objectives" />
      ) : objectives.data.length === 0 ? (
        <EmptyState title="No objectives" description="The studies this story draws on have no business questions you can see." />
      ) : (
        <List component="ol" aria-label="Objectives" sx={{ listStyle: 'decimal', pl: 3 }}>
          {objectives.data.map((objective) => (
            <ListItem key={objective.id} sx={{ display: 'list-item', py: 0.75 }}>
              <Link component={RouterLink} to={clientHref(paths.story.objective.getHref(story.id, objective.id))}>
                {objective.title}
              </Link>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                {objective.insights.length === 1 ? '1 insight' : `${objective.insights.length} insights`}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </PageContainer>
  );
}

/**
 * One insight of a story objective: title (a link into the study for staff, plain text for a Consumer), lead, charts,
 * and its supporting quotes playing in place (Original/English).
 */
function ObjectiveInsight({ insight, href, translation }: { insight: StoryObjectiveInsight; href: string | null; translation: Translation }) {
  return (
    <Paper component="article" variant="outlined" aria-labelledby={`insight-${insight.id}-title`} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography id={`insight-${insight.id}-title`} variant="h4" component="h3">
        {href ? (
          <Link component={RouterLink} to={href} color="inherit">
            {insight.title}
          </Link>
        ) : (
          insight.title
        )}
      </Typography>
      {insight.lead && <Typography sx={{ color: 'text.secondary' }}>{insight.lead}</Typography>}
      {insight.charts.map((chart) => (
        <InsightChart key={chart.task.id} chart={chart} headingLevel="h4" />
      ))}
      {insight.quotes.length > 0 && (
        <Box component="section" aria-labelledby={`insight-${insight.id}-quotes`}>
          <Typography id={`insight-${insight.id}-quotes`} variant="h5" component="h4" sx={{ mt: 1 }}>
            Supporting quotes
          </Typography>
          {insight.quotes.map((quote) => (
            <QuoteBlock key={quote.id} quote={quote} translation={translation} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * /stories/:story/objectives/:objective (SPEC §2, decision 0084): one business question of the story's studies with its
 * insights, their charts and their quotes playing in place (Original/English); a Consumer reads them without links
 * into study pages.
 */
export function StoryObjectiveRoute() {
  const { story, clientHref, objectives, crumbs, translation } = useStoryObjectivesPage();
  const objectiveId = useParams().objective ?? '';
  const isConsumer = useIsConsumer();
  const objective = objectives.data?.find((o) => o.id === objectiveId);
  useDocumentTitle(objective?.title ?? 'Objective', story.title);
  const back = (
    <Button component={RouterLink} to={clientHref(paths.story.objectives.getHref(story.id))} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
      All objectives
    </Button>
  );
  if (objectives.isError) return <ErrorState error={objectives.error} onRetry={() => void objectives.refetch()} />;
  if (!objectives.data) return <Skeleton variant="rounded" height={320} aria-label="Loading objective" />;
  if (!objective) {
    return (
      <PageContainer sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
        <PageHeader crumbs={crumbs} title="Objective not found" />
        <EmptyState title="Objective not found" description="This business question is not part of the story, or you cannot see it." action={back} />
      </PageContainer>
    );
  }
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <PageHeader crumbs={[...crumbs, { label: 'Objectives', href: clientHref(paths.story.objectives.getHref(story.id)) }]} title={objective.title}>
        {objective.description && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{objective.description}</Typography>}
      </PageHeader>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {back}
        <TranslationToggle value={translation} onChange={(value) => studyStore.setLanguage(value)} label="Quotes language" />
      </Box>
      <Box component="section" aria-labelledby="objective-insights-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="objective-insights-heading" variant="h2">
          Insights
        </Typography>
        {objective.insights.length === 0 ? (
          <EmptyState title="No insights" description="This business question has no insights yet." />
        ) : (
          objective.insights.map((insight) => (
            <ObjectiveInsight
              key={insight.id}
              insight={insight}
              href={isConsumer ? null : clientHref(paths.study.insight.getHref(insight.study_id, insight.id))}
              translation={translation}
            />
          ))
        )}
      </Box>
    </PageContainer>
  );
}
