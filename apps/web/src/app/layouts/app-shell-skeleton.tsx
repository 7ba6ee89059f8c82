import { PageLoader } from '../../components/page-loader';
import { apiClient } from '../../lib/api-client';
import { SignedInShell } from './signed-in-shell';

/** Paths that never show the signed-in header (they use the empty layout). */
const BARE_PREFIXES = ['/auth/', '/login', '/public/'];

/**
 * What a reload shows at once while the session loads (`GET /api/user` and `/api/user/clients`, in parallel): the
 * signed-in shell (header placeholders and a page skeleton, the heading itself on the studies list), so nothing jumps
 * when the page arrives. Signed-out visitors and the login, logout and public pages get the plain spinner.
 */
export function AppShellSkeleton() {
  const path = typeof location === 'undefined' ? '/' : location.pathname;
  if (!apiClient.isLoggedIn() || BARE_PREFIXES.some((prefix) => path.startsWith(prefix))) return <PageLoader />;
  return <SignedInShell pathname={path} />;
}
