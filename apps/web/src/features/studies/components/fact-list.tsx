import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One fact: a label and its value, text or e.g. a link (facts with an empty value, null, undefined or '', are skipped). */
export type Fact = { label: string; value: ReactNode };

/** Props of {@link FactList}. */
export type FactListProps = { facts: Fact[] };

/** Label/value pairs as a description list. */
export function FactList({ facts }: FactListProps) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 3, rowGap: 1 }}>
      {shown.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
