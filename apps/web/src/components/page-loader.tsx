import { Box, CircularProgress } from '@mui/material';

/** Full-area spinner for the first load of the app and for lazy sections. */
export function PageLoader() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
