import { lazy, Suspense } from 'react';
import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { LIMITS } from '@insight/contracts/limits';
import { ErrorPage } from '../components/error-page';
import { paths } from '../config/paths';
import { isApiError } from '../lib/api-client';
import { FallbackSessionProvider, useOptionalSession } from '../lib/session';
import { cachedSession } from './guards';
import { AppShellSkeleton } from './layouts/app-shell-skeleton';
import { EmptyLayout } from './layouts/empty-layout';

// Loaded on demand (issue 15): the signed-out pages' bundle holds no app header, navigation or assistant.
const DefaultLayout = lazy(() => import('./layouts/default-layout').then((m) => ({ default: m.DefaultLayout })));

const CHUNK_RELOAD_KEY = 'chunk_reload_at';

/** HTTP status of a route error: route responses and API errors carry one; anything else is 500 (SPEC §8). */
export function statusOfError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status || 500;
  return 500;
}

/** What a 404 did not find, when it says so: a route answer's text or the API's detail (e.g. 'Study not found'). */
export function notFoundDetail(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return error.status === 404 && typeof error.data === 'string' && error.data ? error.data : null;
  if (isApiError(error, 404) && /not found/i.test(error.detail) && error.detail.length <= 120) return error.detail;
  return null;
}

function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message);
}

/** Reloads once per LIMITS.chunkReloadGuardMs (60 s) when a lazy route chunk is gone after a deploy (SPEC §8). */
function reloadForStaleChunk(): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < LIMITS.chunkReloadGuardMs) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    window.location.reload();
    return true;
  } catch {
    return false;
  }
}

/**
 * The error element of the root and of the signed-in layout: 401 → login, a stale chunk → one reload, else the error
 * page with the status (SPEC §2, §8) — under the app header while signed in, so the navigation stays.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const loadedSession = useOptionalSession();
  const status = statusOfError(error);

  if (status === 401) return <Navigate to={paths.auth.login.getHref(location.pathname + location.search)} replace />;
  if (isStaleChunkError(error) && reloadForStaleChunk()) return null;
  if (status >= 500 && !isRouteErrorResponse(error)) console.error(error);

  const page = <ErrorPage status={status} detail={notFoundDetail(error)} />;
  // A guard below the layout (403) stops before the layout's loader: the header then uses the cached session.
  const session = loadedSession ?? cachedSession();
  if (!session) return <EmptyLayout>{page}</EmptyLayout>;
  return (
    <FallbackSessionProvider value={session}>
      <Suspense fallback={<AppShellSkeleton />}>
        <DefaultLayout>{page}</DefaultLayout>
      </Suspense>
    </FallbackSessionProvider>
  );
}
