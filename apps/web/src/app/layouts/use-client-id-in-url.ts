import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CLIENT_ID_PARAM } from '../../config/paths';
import { useOptionalSession } from '../../lib/session';

/**
 * Keeps the active client's id in the URL (SPEC §2: client_id is kept across navigation) without a redirect: a page
 * opened without it (a typed or shared link) renders at once for the active client, then this replaces the URL in
 * place (no new history entry, no loader run again, no scroll), so the address stays shareable. `isOn` false: nothing.
 */
export function useClientIdInUrl(isOn = true): void {
  const session = useOptionalSession();
  const clientId = isOn ? session?.activeClient.id : undefined;
  const location = useLocation();
  const navigate = useNavigate();
  // A layout effect runs before the page's own effects: a page that changes its query on mount (from the location
  // without client_id) then supersedes this replace, and the next render puts client_id in again.
  useLayoutEffect(() => {
    if (!clientId) return;
    const search = new URLSearchParams(location.search);
    if (search.get(CLIENT_ID_PARAM) === clientId) return;
    search.set(CLIENT_ID_PARAM, clientId);
    void navigate(
      { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true, defaultShouldRevalidate: false },
    );
  }, [clientId, location, navigate]);
}
