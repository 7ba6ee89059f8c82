import { useEffect, useState } from 'react';
import { Alert, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from '../../lib/snackbar';
import type { AuthActionType } from '@insight/contracts/enums';
import { paths } from '../../config/paths';
import { PageLoader } from '../../components/page-loader';
import { AuthCard } from '../../features/auth/components/auth-card';
import { completeOAuthSignIn } from '../../features/auth/api/complete-oauth-sign-in';
import { apiErrorText } from '../../features/auth/api-error-text';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { useDocumentTitle } from '../../lib/document-title';

/** Texts for the error codes the API's OpenID Connect callback hands back in `?error=`. */
const OAUTH_ERRORS: Record<string, string> = {
  no_account: 'There is no Insight Portal account or invitation for this address. Ask your team to invite you.',
  access_denied: 'Sign-in was cancelled.',
  invalid_state: 'The sign-in took too long or was started elsewhere. Please try again.',
  provider_not_configured: 'This sign-in option is not available.',
};

/** The text for `?error=`: a known code's text, else the API's own text (it sends readable sentences), else a generic one. */
function oauthErrorText(error: string, description: string | null): string {
  if (OAUTH_ERRORS[error]) return OAUTH_ERRORS[error];
  if (description) return description;
  return /\s/.test(error) ? error : 'Sign-in failed. Please try again.';
}

/** What the notice says after the round trip, by `?action_type=` (SPEC §3: login or register). */
const AUTH_ACTION_NOTICES: Record<AuthActionType, string> = {
  register: 'Welcome to Insight Portal: your account is registered and you are signed in.',
  login: 'You are signed in.',
};

/**
 * /login (SPEC §2 callback): finishes a Google or Microsoft sign-in and says whether it registered the invited address
 * or signed in (`action_type`), or shows why it failed.
 */
export function OAuthCallbackRoute() {
  const [searchParams] = useSearchParams();
  useDocumentTitle('Signing in');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const errorCode = searchParams.get('error');
  const [failure, setFailure] = useState<string | null>(errorCode ? oauthErrorText(errorCode, searchParams.get('error_description')) : null);

  useEffect(() => {
    if (errorCode) return;
    let isCurrent = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    completeOAuthSignIn(fragment.get('access_token'))
      .then(() => {
        if (!isCurrent) return;
        const action = searchParams.get('action_type');
        if (action === 'register' || action === 'login') enqueueSnackbar(AUTH_ACTION_NOTICES[action], { variant: 'success' });
        navigate(safeRedirectTarget(searchParams.get('redirect_url')) ?? paths.root.getHref(), { replace: true });
      })
      .catch((error: unknown) => {
        if (isCurrent) setFailure(apiErrorText(error));
      });
    return () => {
      isCurrent = false;
    };
  }, [enqueueSnackbar, errorCode, navigate, searchParams]);

  if (!failure) return <PageLoader />;
  return (
    <AuthCard title="Sign-in failed">
      <Alert severity="error" role="alert">
        {failure}
      </Alert>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.auth.login.getHref()}>
          Back to log in
        </Link>
      </Typography>
    </AuthCard>
  );
}
