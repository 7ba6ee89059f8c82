import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { LoginPage, loginPageRedirect } from '../../features/auth/components/login-page';
import { apiClient } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { safeRedirectTarget } from '../../lib/redirect-target';

/**
 * An OpenID Connect result (`oauth=success` or `error=…`) goes to the /login callback page; signed-in visitors skip the
 * login page and go to redirect_url (same-origin paths only) or the root. The light entry does the same (decision 0280).
 */
export function loginLoader({ request }: LoaderFunctionArgs) {
  const target = loginPageRedirect(new URL(request.url), apiClient.isLoggedIn());
  return target === null ? null : redirect(target);
}

/** A router link taking `href`, for the login page's links inside the SPA (in-app navigation, no reload). */
const HrefRouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(function HrefRouterLink(
  { href, ...props },
  ref,
) {
  return <RouterLink ref={ref} to={href} {...props} />;
});

/**
 * /auth/login in the SPA (SPEC §2), reached by in-app navigation (e.g. after logging out); opened directly, the server
 * answers the light entry's page instead (decision 0280). After signing in it honours redirect_url.
 */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const handleSuccess = () => {
    // Cached data of any earlier user goes before the next page asks for its own.
    queryClient.clear();
    navigate(safeRedirectTarget(searchParams.get('redirect_url')) ?? paths.root.getHref(), { replace: true });
  };
  return <LoginPage searchParams={searchParams} onSuccess={handleSuccess} linkComponent={HrefRouterLink} />;
}
