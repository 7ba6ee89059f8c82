import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { InsightSummary } from '../../../lib/api-types';
import { InsightCard } from './insight-card';

/** Props of {@link InsightGroups}: the insights, the link of one insight and of one business question's page. */
export type InsightGroupsProps = {
  insights: InsightSummary[];
  insightHref: (insight: InsightSummary) => string;
  questionHref?: (questionId: string) => string;
};

/** Insights grouped by business question in list order (SPEC §2 Insights tab), each group under its question as a heading. */
export function InsightGroups({ insights, insightHref, questionHref }: InsightGroupsProps) {
  const groups: { id: string | null; title: string; items: InsightSummary[] }[] = [];
  for (const insight of insights) {
    const key = `${insight.study_id}:${insight.business_question?.id ?? ''}`;
    let group = groups.find((g) => `${g.items[0].study_id}:${g.id ?? ''}` === key);
    if (!group) {
      group = { id: insight.business_question?.id ?? null, title: insight.business_question?.title ?? 'Other insights', items: [] };
      groups.push(group);
    }
    group.items.push(insight);
  }
  return (
    <Box sx={{ display: 'grid', gap: 5 }}>
      {groups.map((group) => (
        <Box component="section" key={`${group.items[0].study_id}:${group.id}`} aria-labelledby={`group-${group.items[0].study_id}-${group.id}`}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography id={`group-${group.items[0].study_id}-${group.id}`} variant="h3">
              {group.title}
            </Typography>
            {group.id && questionHref && (
              <Link component={RouterLink} to={questionHref(group.id)}>
                Open business question
              </Link>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {group.items.map((insight) => (
              <InsightCard key={insight.id} insight={insight} href={insightHref(insight)} headingLevel="h4" />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
