import type { ReactNode } from 'react';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import type { Insight, Quote } from '../../../lib/api-types';
import { RichText } from '../../../components/rich-text';
import { InsightChart } from './insight-chart';

/** Props of {@link InsightView}: the insight, links to its neighbours, and how its quotes and showreel are shown. */
export type InsightViewProps = {
  insight: Insight;
  previousHref: string | null;
  nextHref: string | null;
  toolbar?: ReactNode;
  renderQuote: (quote: Quote) => ReactNode;
  showreel?: ReactNode;
};

/**
 * An insight page (SPEC §2 /studies/{study}/insights/{insight}): title, lead, sanitised content, key takeaways, the
 * charts of its tasks, its supporting quotes (played in place by `renderQuote`), its showreel and previous/next.
 */
export function InsightView({ insight, previousHref, nextHref, toolbar, renderQuote, showreel }: InsightViewProps) {
  return (
    <Box component="article" aria-labelledby="insight-title" sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {insight.label && <Chip size="small" label={insight.label} />}
          {insight.business_question && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Business question: {insight.business_question.title}
            </Typography>
          )}
        </Box>
        <Typography id="insight-title" variant="h1" component="h2">
          {insight.title}
        </Typography>
        {insight.lead && <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary' }}>{insight.lead}</Typography>}
        {toolbar}
      </Box>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(300px, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
          {insight.content && <RichText html={insight.content} sx={{ fontSize: '1.05rem', lineHeight: 1.7 }} />}
          {insight.charts.length > 0 && (
            <Box component="section" aria-labelledby="charts-heading" sx={{ display: 'grid', gap: 3 }}>
              <Typography id="charts-heading" variant="h3">
                What participants answered
              </Typography>
              {insight.charts.map((chart) => (
                <Paper key={chart.task.id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                  <InsightChart chart={chart} headingLevel="h4" />
                </Paper>
              ))}
            </Box>
          )}
          {insight.quotes.length > 0 && (
            <Box component="section" aria-labelledby="quotes-heading" sx={{ display: 'grid', gap: 2 }}>
              <Typography id="quotes-heading" variant="h3">
                Supporting quotes
              </Typography>
              {insight.quotes.map((quote) => (
                <Box key={quote.id}>{renderQuote(quote)}</Box>
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {insight.key_takeaways && (insight.key_takeaways.html || insight.key_takeaways.text) && (
            <Paper component="section" aria-labelledby="takeaways-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.default' }}>
              <Typography id="takeaways-heading" variant="h3" sx={{ mb: 1 }}>
                {insight.key_takeaways.title || 'Key takeaways'}
              </Typography>
              <RichText html={insight.key_takeaways.html} text={insight.key_takeaways.text} />
            </Paper>
          )}
          {showreel && (
            <Box component="section" aria-labelledby="showreel-heading" sx={{ display: 'grid', gap: 1.5 }}>
              <Typography id="showreel-heading" variant="h3">
                Showreel
              </Typography>
              {showreel}
            </Box>
          )}
        </Box>
      </Box>
      <Box
        component="nav"
        aria-label="Other insights"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider', pt: 3 }}
      >
        {previousHref ? (
          <Button component={RouterLink} to={previousHref} startIcon={<ArrowBackIcon />}>
            Previous insight
          </Button>
        ) : (
          <span />
        )}
        {nextHref && (
          <Button component={RouterLink} to={nextHref} endIcon={<ArrowForwardIcon />}>
            Next insight
          </Button>
        )}
      </Box>
    </Box>
  );
}
