import type { ReactNode } from 'react';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import type { InsightSummary } from '../../../lib/api-types';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useInsights } from '../api/get-insights';
import { useQuestionList } from '../api/get-question-list';
import { InsightGroups } from './insight-groups';
import { InsightsFilters } from './insights-filters';

/** Props of {@link InsightsList}: a study's or project's insights, filters from the URL and their change, links, and the toolbar. */
export type InsightsListProps = {
  scope: { studyId?: string; projectId?: string };
  translation: 'en' | 'original';
  q: string;
  objectiveId: string;
  onChange: (next: { q: string; objectiveId: string }) => void;
  insightHref: (insight: InsightSummary) => string;
  questionHref?: (questionId: string) => string;
  toolbar?: ReactNode;
  /** Shown above the list when a business question is chosen (its page). */
  questionPanel?: ReactNode;
};

/** The Insights tab (SPEC §2): search and business-question filter kept in the URL, insights grouped by business question. */
export function InsightsList({ scope, translation, q, objectiveId, onChange, insightHref, questionHref, toolbar, questionPanel }: InsightsListProps) {
  const questions = useQuestionList(scope);
  const insights = useInsights({ ...scope, translation, q: q || undefined, objectiveId: objectiveId || undefined });
  const items = insights.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="insights-heading" variant="h2">
          Insights
        </Typography>
        {toolbar}
      </Box>
      <InsightsFilters q={q} objectiveId={objectiveId} questions={(questions.data ?? []).map((x) => ({ id: x.id, title: x.title }))} onChange={onChange} />
      {questionPanel}
      {insights.isPending && (
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
          aria-busy="true"
          aria-label="Loading insights"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={320} />
          ))}
        </Box>
      )}
      {insights.isError && <ErrorState error={insights.error} onRetry={() => void insights.refetch()} />}
      {insights.isSuccess && items.length === 0 && (
        <EmptyState
          title={q || objectiveId ? 'No insights match these filters' : 'No insights yet'}
          description={q || objectiveId ? 'Try another search or business question.' : 'Insights appear here when the study is analysed.'}
          action={q || objectiveId ? <Button onClick={() => onChange({ q: '', objectiveId: '' })}>Clear filters</Button> : undefined}
        />
      )}
      {items.length > 0 && <InsightGroups insights={items} insightHref={insightHref} questionHref={questionHref} />}
      {insights.hasNextPage && (
        <Button sx={{ justifySelf: 'center' }} onClick={() => void insights.fetchNextPage()} disabled={insights.isFetchingNextPage}>
          Show more insights
        </Button>
      )}
    </Box>
  );
}
