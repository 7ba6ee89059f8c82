import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image';
import type { InsightSummary } from '../../../lib/api-types';
import { InsightChart } from './insight-chart';

/** Props of {@link InsightCard}: the insight, where it opens, and the heading level of its title. */
export type InsightCardProps = { insight: InsightSummary; href: string; headingLevel?: 'h3' | 'h4' };

/** An insight in a list (SPEC §2 Insights tab): thumbnail, label, title (the link), lead, a small chart, quote count. */
export function InsightCard({ insight, href, headingLevel = 'h3' }: InsightCardProps) {
  const chart = insight.charts[0];
  return (
    <Card component="article" aria-labelledby={`insight-${insight.id}-title`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {insight.thumbnail && <CoverImage src={insight.thumbnail} width={960} height={420} lazy />}
      <CardContent sx={{ display: 'grid', gap: 1.25, flex: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {insight.label && <Chip size="small" label={insight.label} />}
          {insight.counts.quotes > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <FormatQuoteIcon fontSize="small" aria-hidden="true" />
              {insight.counts.quotes === 1 ? '1 quote' : `${insight.counts.quotes} quotes`}
            </Typography>
          )}
        </Box>
        <Typography id={`insight-${insight.id}-title`} component={headingLevel} variant="h4">
          <Link component={RouterLink} to={href} color="inherit">
            {insight.title}
          </Link>
        </Typography>
        {insight.lead && <Typography sx={{ color: 'text.secondary' }}>{insight.lead}</Typography>}
        {chart && <InsightChart chart={chart} isCompact />}
      </CardContent>
    </Card>
  );
}
