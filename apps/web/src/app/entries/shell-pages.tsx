/**
 * The page shells the build writes into the HTML (issue 15, decision 0330): run at build time in Node by
 * `vite.config.ts` (`shellPages`), never shipped to the browser. Each page is the router's fallback for its path
 * (`SignedInShell`: header placeholders, the page's heading, a skeleton) rendered to HTML with its Emotion styles, the
 * theme and the baseline, plus the signed-out probe that hides it from visitors without a session.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StaticRouter } from 'react-router';
import { SIGNED_OUT_ATTRIBUTE, SIGNED_OUT_PROBE } from '@insight/contracts/page-shell';
import { theme } from '../../lib/theme';
import { SHELL_PAGE_PATHS, SignedInShell } from '../layouts/signed-in-shell';

/** Class of the element around the shell's markup in `#root` (beside index.html's spinner). */
const SHELL_CLASS = 'app-shell';

/**
 * One page shell: the page's path, what goes at the end of `<head>` (probe, styles) and what goes into `#root` after
 * index.html's spinner (the shell, shown to signed-in visitors; signed-out ones get the spinner).
 */
export type ShellPage = { path: string; head: string; root: string };

/**
 * Renders the shell of every path in {@link SHELL_PAGE_PATHS}: exact paths and route patterns with `:name` segments
 * (the API matches those segment by segment, decision 0340); throws on optional or splat segments, which it does not.
 */
export function renderShellPages(): ShellPage[] {
  return SHELL_PAGE_PATHS.map((path) => {
    if (/[*?]/.test(path)) throw new Error(`a page shell needs an exact path or :name segments, not ${path}`);
    // Emotion's default key, as the SPA's: the same class names, and the SPA's cache takes these style tags as its own.
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <StaticRouter location={path}>
            <SignedInShell pathname={path} />
          </StaticRouter>
        </ThemeProvider>
      </CacheProvider>,
    );
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    const visibility = `html:not([${SIGNED_OUT_ATTRIBUTE}]) #root > .boot, html[${SIGNED_OUT_ATTRIBUTE}] #root > .${SHELL_CLASS} { display: none; }`;
    return {
      path,
      head: `<script>${SIGNED_OUT_PROBE}</script>\n${styles}\n<style>${visibility}</style>`,
      root: `<div class="${SHELL_CLASS}">${html}</div>`,
    };
  });
}
