import { AppBar, Box, Skeleton, Toolbar, useMediaQuery } from '@mui/material';
import { Logo } from '../../components/logo';
import { PageContainer } from '../../components/page-container';
import { PageLoader } from '../../components/page-loader';
import { apiClient } from '../../lib/api-client';
import { CARD_GRID_SX, CONTAINER_WIDTHS, HEADER_HEIGHT, NARROW_LAYOUT_QUERY } from '../../lib/theme';

/** Paths that never show the signed-in header (they use the empty layout). */
const BARE_PREFIXES = ['/auth/', '/login', '/public/'];

/**
 * What a reload shows at once while the session loads (`GET /api/user` and `/api/user/clients`, in parallel): the
 * header as it will look (logo, navigation and avatar placeholders) and a page skeleton, so nothing jumps when the
 * page arrives. Signed-out visitors and the login, logout and public pages get the plain spinner.
 */
export function AppShellSkeleton() {
  const isNarrow = useMediaQuery(NARROW_LAYOUT_QUERY);
  const path = typeof location === 'undefined' ? '/' : location.pathname;
  if (!apiClient.isLoggedIn() || BARE_PREFIXES.some((prefix) => path.startsWith(prefix))) return <PageLoader />;
  const height = isNarrow ? HEADER_HEIGHT.mobile : HEADER_HEIGHT.desktop;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} aria-busy="true">
      <AppBar component="header" position="sticky" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar
          sx={{ height, minHeight: `${height}px !important`, gap: 2, px: { xs: 2, md: 4 }, width: '100%', maxWidth: CONTAINER_WIDTHS.default, mx: 'auto' }}
        >
          {isNarrow && <Skeleton variant="circular" width={32} height={32} />}
          <Logo isCompact={isNarrow} />
          {!isNarrow && (
            <Box sx={{ ml: 4, display: 'flex', gap: 3 }}>
              {[56, 64, 72].map((width) => (
                <Skeleton key={width} width={width} height={28} />
              ))}
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          <Skeleton variant="circular" width={40} height={40} />
        </Toolbar>
      </AppBar>
      <Box component="main" role="status" aria-label="Loading" sx={{ py: { xs: 3, md: 5 } }}>
        <PageContainer>
          <Skeleton width="40%" height={56} />
          <Skeleton width="25%" height={24} sx={{ mb: 3 }} />
          <Box sx={CARD_GRID_SX}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={260} />
            ))}
          </Box>
        </PageContainer>
      </Box>
    </Box>
  );
}
