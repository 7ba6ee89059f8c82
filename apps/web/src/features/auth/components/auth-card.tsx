import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Logo } from '../../../components/logo';

/** Props of {@link AuthCard}: the page's h1, an optional intro line and the content. */
export type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode };

/** The centred card of the auth pages (empty layout): logo, h1, intro and the form. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}>
        <Logo />
        <Typography variant="h1" sx={{ mt: 4, mb: 1, fontSize: '1.75rem' }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ mb: 3, color: 'text.secondary' }}>{intro}</Typography>}
        {children}
      </Paper>
    </Box>
  );
}
