import { NewsBanner } from '../../features/home/components/news-banner';
import { lazy, Suspense, useState } from 'react';
import { AppBar, Box, Button, IconButton, ThemeProvider, Toolbar, useMediaQuery } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { keepClientId, paths } from '../../config/paths';
import { Logo } from '../../components/logo';
import { GlobalSearchBox } from '../../features/search/components/global-search-box';
import { CONTAINER_WIDTHS, coverTheme, HEADER_HEIGHT, NARROW_LAYOUT_QUERY, theme } from '../../lib/theme';
import { useWantedOnce } from '../../lib/on-demand';
import { useClientId, useIsConsumer } from '../../lib/session';
import { HeaderNav } from './header-nav';
import { UserMenu } from './user-menu';
import { ActiveClientMenu } from './active-client-menu';
import { useNavItems } from './use-nav-items';

// The burger menu's drawer and the create-study dialog load when first opened (issue 15, decision 0290).
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
const CreateStudyDialog = lazy(() => import('../../features/study-creation/components/create-study-dialog').then((m) => ({ default: m.CreateStudyDialog })));

/** Media query of a header wide enough for the search box beside navigation and menus. */
const WIDE_HEADER_QUERY = '(min-width:1440px)';

/** True on a story's page (its own or in a board), where the header floats over the story's dark cover (SPEC §2). */
function isStoryPage(pathname: string): boolean {
  if (matchPath(paths.board.story.path, pathname)) return true;
  const match = matchPath(`${paths.story.root.path}/*`, pathname);
  // The story's objective pages (decision 0084) have no dark cover: the header keeps its normal colours there.
  const isObjectives = Boolean(matchPath(`${paths.story.objectives.path}/*`, pathname));
  return Boolean(match && match.params.story !== 'new' && !matchPath(paths.story.edit.path, pathname) && !isObjectives);
}

/**
 * The header of SPEC §2: logo (a link to /home except for consumers), main navigation (inline when wide, burger drawer
 * below 1120 px), the search across all studies (issue 14; not for consumers), Create study for non-consumers (in the burger menu when narrow), the client and user menus; 100 px high on desktop, 80 px on mobile (156/136 with the news banner); transparent on the stories pages.
 */
export function AppHeader() {
  const isNarrow = useMediaQuery(NARROW_LAYOUT_QUERY);
  // Below 1440 px the search box gives way to a button to the search page, so the navigation and menus keep their room.
  const hasSearchBox = useMediaQuery(WIDE_HEADER_QUERY);
  const isConsumer = useIsConsumer();
  const clientId = useClientId();
  const items = useNavItems();
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isEditor = Boolean(matchPath(paths.story.create.path, pathname) || matchPath(paths.story.edit.path, pathname));
  // Stories and boards use the 1680 px stories container (SPEC §9); the header's grid follows so titles line up.
  const isWide = (pathname.startsWith(paths.stories.path) || pathname.startsWith(paths.boards.path)) && !isEditor;
  const isTransparent = (pathname.startsWith(paths.stories.path) || pathname.startsWith(`${paths.boards.path}/`)) && !isEditor;
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  // A story page runs its dark cover under the header: the header floats over it in light colours.
  const isOverCover = isStoryPage(pathname);
  const hasDrawerOpened = useWantedOnce(isDrawerOpen);
  const hasCreateOpened = useWantedOnce(isCreateOpen);
  const height = isNarrow ? HEADER_HEIGHT.mobile : HEADER_HEIGHT.desktop;

  return (
    <>
      <ThemeProvider theme={isOverCover ? coverTheme : theme}>
        <AppBar
          component="header"
          position={isOverCover ? 'relative' : 'sticky'}
          color="inherit"
          elevation={0}
          sx={{
            bgcolor: isTransparent ? 'transparent' : 'background.paper',
            color: 'text.primary',
            borderBottom: 1,
            borderColor: isTransparent ? 'transparent' : 'divider',
            backdropFilter: isTransparent && !isOverCover ? 'blur(8px)' : undefined,
            zIndex: (t) => t.zIndex.appBar,
          }}
        >
          {/* The news banner (SPEC §2): with it the header is 156 px high on desktop, 136 on mobile. */}
          <NewsBanner />
          {/* The header shares the page grid (PageContainer): its logo starts where page titles start. */}
          <Toolbar
            sx={{
              height,
              minHeight: `${height}px !important`,
              gap: 2,
              px: { xs: 2, md: 4 },
              width: '100%',
              maxWidth: isWide ? CONTAINER_WIDTHS.wide : CONTAINER_WIDTHS.default,
              mx: 'auto',
            }}
          >
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
              <Box sx={{ ml: { xs: 1, xl: 4 } }}>
                <HeaderNav items={items} />
              </Box>
            )}
            <Box sx={{ flex: 1 }} />
            {!isConsumer && !isNarrow && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreateOpen(true)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                Create study
              </Button>
            )}
            {!isConsumer &&
              (hasSearchBox ? (
                <GlobalSearchBox isCompact={false} />
              ) : (
                <IconButton component={RouterLink} to={keepClientId(paths.search.getHref(), clientId)} aria-label="Search everything">
                  <SearchIcon />
                </IconButton>
              ))}
            {!isConsumer && <ActiveClientMenu isCompact={isNarrow} />}
            <UserMenu />
          </Toolbar>
        </AppBar>
      </ThemeProvider>
      {isNarrow && hasDrawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer
            isOpen={isDrawerOpen}
            items={items}
            onClose={() => setIsDrawerOpen(false)}
            onCreateStudy={isConsumer ? undefined : () => setIsCreateOpen(true)}
          />
        </Suspense>
      )}
      {!isConsumer && hasCreateOpened && (
        <Suspense fallback={null}>
          <CreateStudyDialog isOpen={isCreateOpen} onClose={() => setIsCreateOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
