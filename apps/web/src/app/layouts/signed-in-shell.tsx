import type { ReactNode } from 'react';
import { AppBar, Box, Skeleton, Toolbar } from '@mui/material';
import { matchPath } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../../components/logo';
import { PageContainer } from '../../components/page-container';
import { StudiesHeading } from '../../features/studies/components/studies-heading';
import { InterviewShell } from '../../features/interviews/components/interview-shell';
import { ASSISTANT_GUTTER_SX, CARD_GRID_SX, CONTAINER_WIDTHS, HEADER_HEIGHT, NARROW_LAYOUT_QUERY } from '../../lib/theme';

/** CSS that applies below the narrow-layout width (SPEC §2): the shell is laid out by CSS alone, no script decides it. */
const NARROW = `@media ${NARROW_LAYOUT_QUERY}`;

/** Props of {@link SignedInShell}: the page's path, which picks what the page part shows. */
export type SignedInShellProps = { pathname: string };

/**
 * The page parts of pages whose largest paint the shell already shows, by route pattern: the studies list's heading
 * (decision 0330); the interview pages' video box, where the HTML's script shows the poster (decision 0340).
 */
const PAGE_SHELLS: { path: string; py: { xs: number; md: number }; render: () => ReactNode }[] = [
  {
    path: paths.studies.path,
    py: { xs: 3, md: 5 },
    render: () => (
      <>
        {/* The client id joins the link once the session is known (the page itself renders it then). */}
        <StudiesHeading allShowreelsHref={paths.client.getHref()} />
        <Box role="status" aria-label="Loading">
          <Skeleton variant="rounded" height={40} sx={{ mb: 3 }} />
          <PageBodySkeleton />
        </Box>
      </>
    ),
  },
  // The interview page's padding (InterviewPage).
  ...[paths.study.interview.path, paths.segment.interview.path, paths.segmentGroup.interview.path].map((path) => ({
    path,
    py: { xs: 3, md: 4 },
    render: () => <InterviewShell />,
  })),
];

/**
 * The paths whose shell shows more than placeholders (the studies heading, the interview's poster): the build writes a
 * page of its own for each (decisions 0330, 0340); the API answers a path matching one of these patterns with it.
 */
export const SHELL_PAGE_PATHS = PAGE_SHELLS.map((page) => page.path);

/**
 * What a signed-in page shows before its session and data are in (SPEC §2 layout): the header as it will look (logo,
 * navigation and avatar placeholders) and a page skeleton, or, on pages that have a shell of their own, their page
 * part: the studies list's heading (decision 0330), the interview's video box with its poster (decision 0340). The same markup is the router's fallback while the session loads and,
 * written at build time, the HTML the server sends for those pages, so nothing moves or flashes when React takes over;
 * it depends on no session, storage or script (narrow layouts by CSS).
 */
export function SignedInShell({ pathname }: SignedInShellProps) {
  const page = PAGE_SHELLS.find((shell) => matchPath(shell.path, pathname));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} aria-busy="true">
      <AppBar component="header" position="sticky" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar
          sx={{
            height: HEADER_HEIGHT.desktop,
            minHeight: `${HEADER_HEIGHT.desktop}px !important`,
            [NARROW]: { height: HEADER_HEIGHT.mobile, minHeight: `${HEADER_HEIGHT.mobile}px !important` },
            gap: 2,
            px: { xs: 2, md: 4 },
            width: '100%',
            maxWidth: CONTAINER_WIDTHS.default,
            mx: 'auto',
          }}
        >
          <Skeleton variant="circular" width={32} height={32} sx={{ display: 'none', [NARROW]: { display: 'block' } }} />
          <Logo compactQuery={NARROW_LAYOUT_QUERY} />
          <Box sx={{ ml: 4, display: 'flex', gap: 3, [NARROW]: { display: 'none' } }}>
            {[56, 64, 72].map((width) => (
              <Skeleton key={width} width={width} height={28} />
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          <Skeleton variant="circular" width={40} height={40} />
        </Toolbar>
      </AppBar>
      {page ? (
        <Box component="main" sx={ASSISTANT_GUTTER_SX}>
          <PageContainer sx={{ py: page.py }}>{page.render()}</PageContainer>
        </Box>
      ) : (
        <Box component="main" role="status" aria-label="Loading" sx={{ py: { xs: 3, md: 5 }, ...ASSISTANT_GUTTER_SX }}>
          <PageContainer>
            <Skeleton width="40%" height={56} />
            <Skeleton width="25%" height={24} sx={{ mb: 3 }} />
            <PageBodySkeleton />
          </PageContainer>
        </Box>
      )}
    </Box>
  );
}

/** Three card placeholders in the card grid. */
function PageBodySkeleton() {
  return (
    <Box sx={CARD_GRID_SX}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={260} />
      ))}
    </Box>
  );
}
