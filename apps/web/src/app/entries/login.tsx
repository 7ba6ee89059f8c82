/**
 * The login page's light entry (login.html, decision 0280): what the server answers when /auth/login is opened
 * directly. The same page as the SPA's route, without the router and TanStack Query; signing in, and the redirects the
 * route's loader makes, are full-page navigations into the SPA, whose files it prefetches once the form is used.
 */
import { paths } from '../../config/paths';
import { LoginPage, loginPageRedirect } from '../../features/auth/components/login-page';
import { apiClient } from '../../lib/api-client';
import { prefetchPortalOnFirstUse } from '../../lib/prefetch-portal';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { renderLightPage } from './render-light-page';

const url = new URL(window.location.href);
const target = loginPageRedirect(url, apiClient.isLoggedIn());
if (target !== null) {
  window.location.replace(target);
} else {
  const signedIn = () => window.location.replace(safeRedirectTarget(url.searchParams.get('redirect_url')) ?? paths.root.getHref());
  renderLightPage(<LoginPage searchParams={url.searchParams} onSuccess={signedIn} />);
  // Signing in loads the SPA: its files start downloading while the visitor types.
  prefetchPortalOnFirstUse();
}
