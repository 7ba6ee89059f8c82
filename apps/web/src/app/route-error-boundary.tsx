import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { LIMITS } from '@insight/contracts/limits';
import { ErrorPage } from '../components/error-page';
import { paths } from '../config/paths';
import { isApiError } from '../lib/api-client';
import { EmptyLayout } from './layouts/empty-layout';

const CHUNK_RELOAD_KEY = 'chunk_reload_at';

/** HTTP status of a route error: route responses and API errors carry one; anything else is 500 (SPEC §8). */
export function statusOfError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status || 500;
  return 500;
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

/** The root error element: 401 → login, a stale chunk → one reload, else the error page with the status (SPEC §2, §8). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = statusOfError(error);

  if (status === 401) return <Navigate to={paths.auth.login.getHref(location.pathname + location.search)} replace />;
  if (isStaleChunkError(error) && reloadForStaleChunk()) return null;
  if (status >= 500 && !isRouteErrorResponse(error)) console.error(error);

  return (
    <EmptyLayout>
      <ErrorPage status={status} />
    </EmptyLayout>
  );
}
