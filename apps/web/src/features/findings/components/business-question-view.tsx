import type { ReactNode } from 'react';
import { Box, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { BusinessQuestionDetail, Chart } from '../../../lib/api-types';
import { InsightChart } from './insight-chart';

/**
 * Props of {@link BusinessQuestionView}: the question with its findings, links of its showreels, extra sections (quotes,
 * insights), and `charts` to show instead of the question's own (e.g. recomputed for one segment).
 */
export type BusinessQuestionViewProps = {
  question: BusinessQuestionDetail;
  showreelHref: (showreelId: string) => string;
  children?: ReactNode;
  charts?: Chart[];
  headingLevel?: 'h2' | 'h3';
  /** Actions under the question (Edit business question for editors). */
  toolbar?: ReactNode;
};

/** The business-question page (SPEC §2): the question, its tasks with their charts, its showreels; insights and quotes come as children. */
export function BusinessQuestionView({ question, showreelHref, children, charts = question.charts, headingLevel = 'h3', toolbar }: BusinessQuestionViewProps) {
  return (
    <Box component="section" aria-labelledby="question-title" sx={{ display: 'grid', gap: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          Business question
        </Typography>
        <Typography id="question-title" variant="h2" component={headingLevel}>
          {question.title}
        </Typography>
        {question.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{question.description}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {question.counts.insights === 1 ? '1 insight' : `${question.counts.insights} insights`} ·{' '}
          {question.counts.quotes === 1 ? '1 quote' : `${question.counts.quotes} quotes`} ·{' '}
          {question.tasks.length === 1 ? '1 task' : `${question.tasks.length} tasks`}
        </Typography>
        {question.showreels.length > 0 && (
          <Box component="ul" aria-label="Showreels" sx={{ m: 0, pl: 2.5 }}>
            {question.showreels.map((reel) => (
              <li key={reel.id}>
                <Link component={RouterLink} to={showreelHref(reel.id)}>
                  {reel.title}
                </Link>
              </li>
            ))}
          </Box>
        )}
        {toolbar}
      </Paper>
      {children}
      {charts.length > 0 && (
        <Box component="section" aria-labelledby="question-tasks-heading" sx={{ display: 'grid', gap: 3 }}>
          <Typography id="question-tasks-heading" variant="h3" component="h4">
            Tasks and answers
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            {charts.map((chart) => (
              <Paper key={chart.task.id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                <InsightChart chart={chart} headingLevel="h5" />
              </Paper>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
