import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../../components/logo';
import { LoginForm } from '../../features/auth/components/login-form';
import { OAuthButtons } from '../../features/auth/components/oauth-buttons';
import { apiClient } from '../../lib/api-client';
import { safeRedirectTarget } from '../guards';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * An OpenID Connect result (`oauth=success` or `error=…`) goes to the /login callback page; signed-in visitors skip the
 * login page and go to redirect_url (same-origin paths only) or the root.
 */
export function loginLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('oauth') === 'success' || url.searchParams.has('error')) return redirect(paths.auth.oauthCallback.getHref() + url.search);
  if (!apiClient.isLoggedIn()) return null;
  const target = safeRedirectTarget(url.searchParams.get('redirect_url'));
  return redirect(target ?? paths.root.getHref());
}

/** /auth/login (SPEC §2): the login screen in the empty layout (reset-success notice, configured Google/Microsoft buttons); after signing in it honours redirect_url. */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const handleSuccess = () => {
    navigate(safeRedirectTarget(searchParams.get('redirect_url')) ?? paths.root.getHref(), { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Box
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'flex-end',
          p: 8,
          color: '#fff',
          background: 'linear-gradient(135deg, #3f1b8f 0%, #5b2bbf 55%, #8a63d6 100%)',
        }}
      >
        <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.15, maxWidth: 520 }}>
          Hear your customers in their own words.
        </Typography>
        <Typography component="p" sx={{ mt: 2, fontSize: '1.1rem', maxWidth: 480, opacity: 0.92 }}>
          Watch interviews, search quotes and share what matters with your team.
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
          <Logo />
          <Typography variant="h1" sx={{ mt: 4, mb: 1, fontSize: '1.75rem' }}>
            Log in
          </Typography>
          <Typography sx={{ mb: 3, color: 'text.secondary' }}>Welcome back. Sign in with your work e-mail.</Typography>
          {searchParams.get('reset_password_success') === 'true' && (
            <Alert severity="success" role="status" sx={{ mb: 3 }}>
              Your password has been reset. Log in with your new password.
            </Alert>
          )}
          {searchParams.get('session_expired') === 'true' && (
            <Alert severity="warning" role="status" sx={{ mb: 3 }}>
              {ERROR_TEXTS.bothExpired} Log in again to continue.
            </Alert>
          )}
          <LoginForm onSuccess={handleSuccess} />
          <OAuthButtons redirectUrl={safeRedirectTarget(searchParams.get('redirect_url'))} />
        </Paper>
      </Box>
    </Box>
  );
}
