import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// Relative: the config is bundled before it runs, and Node cannot load the contracts' TypeScript through the package.
import { EARLY_REQUESTS_SCRIPT } from '../../packages/contracts/src/early-requests';

/** MUI, its icons and TanStack Query: the libraries of the shared `ui` file (decision 0210). */
const UI = /[\\/]node_modules[\\/](@mui|@tanstack)[\\/]/;

/**
 * MUI families no first render of the list and interview pages needs, each a file of its own (issue 15, decision
 * 0290): Autocomplete, what hangs from a Popper (Tooltip), dialogs and drawers, tabs, steppers, tables.
 */
const ON_DEMAND_UI = [
  { name: 'ui-popper', test: /[\\/]node_modules[\\/](@popperjs[\\/]|@mui[\\/]material[\\/](Popper|Tooltip)[\\/])/ },
  { name: 'ui-autocomplete', test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](useAutocomplete|Autocomplete)[\\/]/ },
  { name: 'ui-dialog', test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Dialog\w*|Drawer|Slide)[\\/]/ },
  { name: 'ui-tabs', test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Tabs|Tab|TabScrollButton)[\\/]/ },
  { name: 'ui-stepper', test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Step\w*|MobileStepper)[\\/]/ },
  { name: 'ui-table', test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Table\w*[\\/]/ },
];

/**
 * Builds with React Router's production files (issue 15, decision 0320): its package exports name only
 * `dist/development` (with `ENABLE_DEV_WARNINGS` on: route-matching warnings and their text), whatever the mode. The
 * two builds differ only in that flag; `vite dev` keeps the development files and their warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'insight:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: path.join(dist, 'index.mjs') }] } }),
  };
}

/**
 * Builds with Emotion's style insertion during render instead of in React's commit (issue 15, decision 0380): aliases
 * `@emotion/use-insertion-effect-with-fallbacks` to `src/lib/emotion-insertion.ts`, so the rules of a page's first
 * render are written in React's time slices rather than in one long commit task. `vite dev` keeps Emotion's own.
 */
function emotionInsertionInRender(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/emotion-insertion.ts', import.meta.url));
  return {
    name: 'insight:emotion-insertion-in-render',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^@emotion\/use-insertion-effect-with-fallbacks$/, replacement }] } }),
  };
}

/**
 * Writes the early calls' script (issue 15, decision 0340) into index.html's `<head>`, after its title: on an interview page it
 * starts the page's API calls and its poster while the scripts load. index.html only: the light login and public pages
 * (decision 0280), built with this config's plugins, have no interview. The API allows the script by its hash.
 */
function earlyRequests(): Plugin {
  return {
    name: 'insight:early-requests',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (path.basename(context.filename) !== 'index.html') return html;
        // After the title, not first: `<meta charset>` must stay within the first 1024 bytes.
        if (!html.includes('</title>')) throw new Error('index.html needs a <title> in its <head>');
        return html.replace('</title>', `</title>\n    <script>${EARLY_REQUESTS_SCRIPT}</script>`);
      },
    },
  };
}

/**
 * Writes the page shells (issue 15, decision 0330) beside index.html: for each path of
 * `src/app/entries/shell-pages.tsx`, index.html with the shell's probe and styles in its head and the shell's markup
 * in `#root` (after the spinner), as `shells/<path>.html` plus `shells.json` (path or route pattern → file), which the API reads to
 * answer those paths. Emitted into the bundle, so the compressed twins are made as for every page.
 */
function shellPages(): Plugin {
  return {
    name: 'insight:shell-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const entry = fileURLToPath(new URL('./src/app/entries/shell-pages.tsx', import.meta.url));
      // Run in Node through Vite's module runner (the app's TSX and the contracts' TypeScript are transformed; React, MUI
      // and Emotion load as Node packages, in their server builds).
      const { module } = await runnerImport<typeof import('./src/app/entries/shell-pages')>(entry, {
        resolve: { noExternal: [/^@insight\//] },
        logLevel: 'warn',
      });
      const html = String(index.source);
      const files: Record<string, string> = {};
      for (const shell of module.renderShellPages()) {
        if (!html.includes('</head>') || !/<div id="root">[\s\S]*<\/div>\s*<\/body>/.test(html))
          throw new Error('index.html needs a </head> and a #root before </body>');
        const fileName = `shells/${
          shell.path
            .replace(/^\/+|\/+$/g, '')
            .replace(/:/g, '')
            .replace(/\//g, '-') || 'root'
        }.html`;
        const page = html
          .replace('</head>', `${shell.head}\n  </head>`)
          .replace(
            /(<div id="root">[\s\S]*)(<\/div>\s*(?:<script[^>]*><\/script>\s*)*<\/body>)/,
            (_match, root: string, end: string) => `${root}${shell.root}${end}`,
          );
        this.emitFile({ type: 'asset', fileName, source: page });
        files[shell.path] = fileName;
      }
      this.emitFile({ type: 'asset', fileName: 'shells.json', source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}

/**
 * Vite config of the SPA: builds to apps/web/dist; in dev, /api is proxied to the API on port 3000. Every text asset
 * above 1 KB gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin at build, which the API serves as they
 * are (`@fastify/static` preCompressed, issue 15); source maps are left as they are (only developers load them).
 */
export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    emotionInsertionInRender(),
    earlyRequests(),
    shellPages(),
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `vendor` (the libraries every first page needs) is one file on purpose (decision 0210): ~540 KB minified, ~170 KB
    // gzip. Warn only above that, so a new library that lands in it by mistake still shows.
    chunkSizeWarningLimit: 600,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files (decision 0210): over HTTP/1.1 a phone fetches 6 at a time, so ~80 small chunks cost a
        // signed-in page seconds of round trips and held its API calls in the queue. What the first page needs
        // (the login and public showreel pages are in it) comes as libraries + app; the rest of MUI, its icons and
        // TanStack Query's other hooks as one file every signed-in page shares; the rest stays split per route.
        // MUI families that only some pages or on-demand parts use (decision 0290) are files of their own, loaded with
        // the first part that needs them rather than by every signed-in page.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'ui', test: (id) => UI.test(id) && !ON_DEMAND_UI.some((family) => family.test.test(id)), priority: 1 },
            // After `ui` (priorities are unsigned), so what they share with it stays there; in list order, so the popper
            // (which Autocomplete uses too) stays in its own file.
            ...ON_DEMAND_UI.map((family) => ({ name: family.name, test: family.test, priority: 0 })),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
