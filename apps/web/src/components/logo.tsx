import { Box, Typography } from '@mui/material';
import { env } from '../config/env';

/** Props of {@link Logo}: `isCompact` hides the product name; `compactQuery` hides it by CSS where that media query matches. */
export type LogoProps = { isCompact?: boolean; compactQuery?: string };

/** The product mark and name. */
export function Logo({ isCompact = false, compactQuery }: LogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'text.primary' }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 36, height: 36, flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill="#5b2bbf" />
        <circle cx="16" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="16" cy="16" r="2.5" fill="#fff" />
      </Box>
      {!isCompact && (
        <Typography
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: '1.15rem',
            letterSpacing: '-0.01em',
            whiteSpace: 'nowrap',
            ...(compactQuery ? { [`@media ${compactQuery}`]: { display: 'none' } } : {}),
          }}
        >
          {env.appName}
        </Typography>
      )}
    </Box>
  );
}
