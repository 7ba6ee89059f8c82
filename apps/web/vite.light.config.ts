import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import spa from './vite.config';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * The light entries (decision 0280): login.html and public.html, built after the SPA into the same apps/web/dist
 * (`npm run build` runs both), with the SPA's plugins (compressed twins) and settings but chunks of their own: the
 * SPA's `codeSplitting` groups gather every first-page library into one `vendor` file, which would bring React Router
 * and TanStack Query back. Left to rolldown, the two entries share one file of what both need and keep the rest.
 */
const base = spa as UserConfig;
export default defineConfig({
  ...base,
  build: {
    ...base.build,
    emptyOutDir: false,
    rolldownOptions: { input: { login: page('./login.html'), public: page('./public.html') } },
  },
});
