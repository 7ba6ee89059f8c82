import type { ElementType } from 'react';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { safeRedirectTarget } from '../../../lib/redirect-target';
import { useDocumentTitle } from '../../../lib/document-title';
import { LoginForm } from './login-form';
import { OAuthButtons } from './oauth-buttons';

/**
 * Props of {@link LoginPage}: the page's query (reset-success and session-expired notices, redirect_url), what to do once
 * signed in, and the component of its links (see {@link LoginForm}).
 */
export type LoginPageProps = { searchParams: URLSearchParams; onSuccess: () => void; linkComponent?: ElementType };

/**
 * The login screen of SPEC §2 (reset-success notice, configured Google/Microsoft buttons), without routing: the SPA's
 * `/auth/login` route and the login page's light entry (decision 0280) both render it.
 */
export function LoginPage({ searchParams, onSuccess, linkComponent }: LoginPageProps) {
  useDocumentTitle('Log in');
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
          <LoginForm onSuccess={onSuccess} linkComponent={linkComponent} />
          <OAuthButtons redirectUrl={safeRedirectTarget(searchParams.get('redirect_url'))} />
        </Paper>
      </Box>
    </Box>
  );
}

/**
 * What opening the login page at `url` should do before it shows (SPEC §2): an OpenID Connect result (`oauth=success` or
 * `error=…`) goes to the /login callback page; a signed-in visitor goes to redirect_url (same-origin paths only) or the
 * root; else null (show the page).
 */
export function loginPageRedirect(url: URL, isLoggedIn: boolean): string | null {
  if (url.searchParams.get('oauth') === 'success' || url.searchParams.has('error')) return paths.auth.oauthCallback.getHref() + url.search;
  if (!isLoggedIn) return null;
  return safeRedirectTarget(url.searchParams.get('redirect_url')) ?? paths.root.getHref();
}
