import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

/** Props of {@link EmptyState}: a short title, optional explanation and an optional action (e.g. clear filters). */
export type EmptyStateProps = { title: string; description?: string; action?: ReactNode };

/** Shown when a list has nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{ py: 8, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <InboxOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography component="p" variant="h4" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{description}</Typography>}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
