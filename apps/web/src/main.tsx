import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { setRouteParamChecks } from './config/paths';

// SPEC §5: links built with a malformed id throw during development; the production build lets them through to a 404.
setRouteParamChecks(import.meta.env.DEV);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition: React renders the first page in slices and lets the browser breathe between them (issue 15).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
