import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/page-loader';
import { logout } from '../../features/auth/api/logout';
import { useDocumentTitle } from '../../lib/document-title';

/** /auth/logout (SPEC §2): calls the API, clears the session and goes to the login page. */
export async function logoutLoader() {
  await logout();
  return redirect(paths.auth.login.getHref());
}

/** Shown only while the logout call is under way. */
export function LogoutRoute() {
  useDocumentTitle('Logging out');
  return <PageLoader />;
}
