import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import spa from './vite.config.ts';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * The light entries (decision 0280): login.html and public.html, built after the SPA into the same apps/web/dist
 * (`npm run build` runs both), with the SPA's plugins (compressed twins) and settings but chunks of their own: the
 * SPA's `codeSplitting` groups gather every first-page library into one `vendor` file, which would bring React Router
 * and TanStack Query back. Left to rolldown, the two entries share one file of what both need and keep the rest.
 */
const base = spa as UserConfig;

/** The `<head>…</head>` and `<div id="root">…</div>` of `html` (the first of each). */
const partsOf = (html: string) => ({
  head: /<head>[\s\S]*?<\/head>/.exec(html)?.[0],
  root: /<div id="root">[\s\S]*?<\/div>\s*<\/div>/.exec(html)?.[0],
});

/**
 * Writes index.html's head (fonts, spinner style) and spinner into each light page before Vite reads its assets, so the
 * three pages share one head. Throws when index.html or a page lost its head or root.
 */
function indexHead(): Plugin {
  return {
    name: 'insight:index-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const index = partsOf(readFileSync(page('./index.html'), 'utf8'));
        if (!index.head || !index.root || !/<head>[\s\S]*?<\/head>/.test(html) || !html.includes('<div id="root"></div>'))
          throw new Error('index.html and the light pages need a <head> and a <div id="root">');
        return html.replace(/<head>[\s\S]*?<\/head>/, index.head).replace('<div id="root"></div>', index.root);
      },
    },
  };
}

export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), indexHead()],
  build: {
    ...base.build,
    emptyOutDir: false,
    rolldownOptions: { input: { login: page('./login.html'), public: page('./public.html') } },
  },
});
