/** The active client id persisted in sessionStorage (SPEC §9: session client_id), so a new page load keeps the choice. */

/** sessionStorage key of the active client id. */
export const CLIENT_STORAGE_KEY = 'client_id';

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
