import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRouteParamChecks } from '../config/paths';

/**
 * Renders `page` into the document's `#root` in strict mode, as a transition (React renders the first page in slices
 * and lets the browser breathe between them, issue 15); the SPA (main.tsx) and the light entries (decision 0280) share
 * it. Throws when the HTML has no `#root`.
 */
export function mountRoot(page: ReactNode): void {
  // SPEC §5: links built with a malformed id throw during development; the production build lets them through to a 404.
  setRouteParamChecks(import.meta.env.DEV);
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{page}</StrictMode>));
}
