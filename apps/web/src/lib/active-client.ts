/** The active client id persisted in sessionStorage (SPEC §9: session client_id), so a new page load keeps the choice. */

import { ACTIVE_CLIENT_STORAGE_KEY } from '@insight/contracts/early-requests';

/** sessionStorage key of the active client id (shared with the HTML's early calls, decision 0340). */
export const CLIENT_STORAGE_KEY = ACTIVE_CLIENT_STORAGE_KEY;

/** The stored active client id, or null. */
export function readStoredClientId(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CLIENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores (or, with null, clears) the active client id. */
export function storeClientId(clientId: string | null): void {
  try {
    if (typeof sessionStorage === 'undefined') return;
    if (clientId === null) sessionStorage.removeItem(CLIENT_STORAGE_KEY);
    else sessionStorage.setItem(CLIENT_STORAGE_KEY, clientId);
  } catch {
    // Storage disabled: the URL still carries client_id.
  }
}

/** Pages every client has (lists and own pages): a client switch stays on them. Detail pages hold one client's ids. */
const CLIENT_INDEPENDENT_PATHS = ['/home', '/studies', '/projects', '/stories', '/client', '/users', '/profile'];

/**
 * Where a client switch goes: the same page when the other client has it too (a list or own page, keeping its search
 * but dropping filters that name this client's ids and the page number), else home; always with the new client_id.
 */
export function hrefAfterClientSwitch(pathname: string, search: string, clientId: string, homePath = '/home'): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(search);
  if (!CLIENT_INDEPENDENT_PATHS.includes(path)) return `${homePath}?${new URLSearchParams({ client_id: clientId }).toString()}`;
  for (const key of [...params.keys()]) if (key.endsWith('_id') || key.endsWith('_ids') || key === 'page' || key === 'tag') params.delete(key);
  params.set('client_id', clientId);
  return `${path}?${params.toString()}`;
}
