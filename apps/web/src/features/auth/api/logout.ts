/** GET /api/auth/logout (SPEC §7 Auth): ends the server session; the local session is cleared even when the call fails. */
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { studyStore } from '../../../lib/study-store';

/** Signs out: calls the API, then forgets the token, cached server state and the active client. */
export async function logout(): Promise<void> {
  try {
    await apiClient.request<void>('/auth/logout', { isAuthCall: true });
  } catch {
    // The server session may already be gone; the local session is cleared regardless.
  } finally {
    apiClient.clearSession();
    queryClient.clear();
    studyStore.setClient(null);
    studyStore.setStudy(null);
  }
}
