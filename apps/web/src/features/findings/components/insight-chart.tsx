import { useId, useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { Chart } from '../../../lib/api-types';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { chartSummary, formatPercent } from '../chart-text';

/** Props of {@link InsightChart}: the chart, compact (card) or full size, and the heading level of its title. */
export type InsightChartProps = { chart: Chart; isCompact?: boolean; headingLevel?: 'h3' | 'h4' | 'h5' };

const ROW_HEIGHT = 34;

/**
 * One task's chart (SPEC §3 Chart) as horizontal bars in the theme's primary colour (Recharts), with a table
 * alternative: the table is what screen readers get (the drawing is hidden from them) and anyone can show it.
 */
export function InsightChart({ chart, isCompact = false, headingLevel = 'h3' }: InsightChartProps) {
  const theme = useTheme();
  const [isTableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const points = chart.points;
  // Free texts are sentences: they read as a ranked table, not as bar labels.
  const isText = chart.task.type === 'FREE_TEXT' || chart.task.type === 'OPEN_LIST';
  const labelLength = isCompact ? 18 : 26;
  const height = Math.max(2, points.length) * (isCompact ? 24 : ROW_HEIGHT) + 16;
  const title = `${chart.task.position_name ? `${chart.task.position_name}. ` : ''}${chart.task.text}`;

  const table = (
    <Table size="small" id={tableId} aria-labelledby={titleId}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Answer
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Participants
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Share
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {chart.points.map((point) => (
          <TableRow key={point.title}>
            <TableCell component="th" scope="row">
              {point.title}
            </TableCell>
            <TableCell align="right">{point.count}</TableCell>
            <TableCell align="right">{formatPercent(point.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }} aria-labelledby={titleId}>
      <Typography id={titleId} component={isCompact ? 'p' : headingLevel} variant={isCompact ? 'body2' : 'h5'} sx={isCompact ? { fontWeight: 600 } : undefined}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {chartSummary(chart)}
      </Typography>
      {points.length > 0 && !isText && (
        <Box aria-hidden="true" sx={{ width: '100%', height }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={points} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 48, bottom: 0, left: 0 }}>
              {!isCompact && <CartesianGrid horizontal={false} stroke={theme.palette.divider} />}
              <XAxis
                type="number"
                domain={[0, 100]}
                hide={isCompact}
                tickFormatter={(v: number) => `${v}%`}
                stroke={theme.palette.text.secondary}
                fontSize={12}
              />
              <YAxis
                type="category"
                dataKey="title"
                width={isCompact ? 124 : 180}
                tickFormatter={(label: string) => (label.length > labelLength ? `${label.slice(0, labelLength - 1)}…` : label)}
                tick={{ fontSize: isCompact ? 11 : 13, fill: theme.palette.text.primary }}
                interval={0}
              />
              <Bar dataKey="value" fill={theme.palette.primary.main} radius={[0, 4, 4, 0]} isAnimationActive={false} barSize={isCompact ? 14 : 20}>
                <LabelList
                  dataKey="value"
                  position="right"
                  formatter={(v: unknown) => formatPercent(Number(v))}
                  fontSize={isCompact ? 11 : 12}
                  fill={theme.palette.text.primary}
                />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </Box>
      )}
      {isText && !isCompact ? (
        table
      ) : isCompact ? (
        <VisuallyHidden>{table}</VisuallyHidden>
      ) : (
        <>
          <Button
            size="small"
            sx={{ justifySelf: 'start' }}
            aria-expanded={isTableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {isTableShown ? 'Hide table' : 'Show as table'}
          </Button>
          {isTableShown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
        </>
      )}
    </Box>
  );
}
