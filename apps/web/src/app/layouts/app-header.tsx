import { useState } from 'react';
import { AppBar, Box, IconButton, Toolbar, useMediaQuery } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router';
import { LIMITS } from '@insight/contracts/limits';
import { keepClientId, paths } from '../../config/paths';
import { Logo } from '../../components/logo';
import { GlobalSearchBox } from '../../features/search/components/global-search-box';
import { HEADER_HEIGHT } from '../../lib/theme';
import { useClientId, useIsConsumer } from '../../lib/session';
import { HeaderNav } from './header-nav';
import { NavDrawer } from './nav-drawer';
import { UserMenu } from './user-menu';
import { useNavItems } from './use-nav-items';

/** Media query of the narrow layout (below 1120 px, SPEC §2). */
export const NARROW_LAYOUT_QUERY = `(max-width:${LIMITS.narrowLayoutPx - 0.02}px)`;

/**
 * The header of SPEC §2: logo (a link to /home except for consumers), main navigation (inline when wide, burger drawer
 * below 1120 px), the search across all studies (issue 14; not for consumers) and the user menu; 100 px high on desktop, 80 px on mobile; transparent on the stories pages.
 */
export function AppHeader() {
  const isNarrow = useMediaQuery(NARROW_LAYOUT_QUERY);
  const isConsumer = useIsConsumer();
  const clientId = useClientId();
  const items = useNavItems();
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isTransparent = pathname.startsWith(paths.stories.path);
  const height = isNarrow ? HEADER_HEIGHT.mobile : HEADER_HEIGHT.desktop;

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: isTransparent ? 'transparent' : 'background.paper',
        borderBottom: 1,
        borderColor: isTransparent ? 'transparent' : 'divider',
        backdropFilter: isTransparent ? 'blur(8px)' : undefined,
      }}
    >
      <Toolbar sx={{ height, minHeight: `${height}px !important`, gap: 2, px: { xs: 2, md: 4 } }}>
        {isNarrow && (
          <IconButton edge="start" onClick={() => setIsDrawerOpen(true)} aria-label="Open navigation menu" aria-expanded={isDrawerOpen}>
            <MenuIcon />
          </IconButton>
        )}
        {isConsumer ? (
          <Logo isCompact={isNarrow} />
        ) : (
          <Box
            component={RouterLink}
            to={keepClientId(paths.home.getHref(), clientId)}
            aria-label="Insight Portal home"
            sx={{ textDecoration: 'none', display: 'inline-flex' }}
          >
            <Logo isCompact={isNarrow} />
          </Box>
        )}
        {!isNarrow && (
          <Box sx={{ ml: 4 }}>
            <HeaderNav items={items} />
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {!isConsumer && <GlobalSearchBox isCompact={isNarrow} />}
        <UserMenu />
      </Toolbar>
      {isNarrow && <NavDrawer isOpen={isDrawerOpen} items={items} onClose={() => setIsDrawerOpen(false)} />}
    </AppBar>
  );
}
