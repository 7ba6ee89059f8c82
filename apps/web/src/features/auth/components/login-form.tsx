import { useState, type ElementType, type FormEvent } from 'react';
import { Alert, Box, Button, Link } from '@mui/material';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isEmailAddress } from '@insight/contracts/validation';
import { paths } from '../../../config/paths';
import { PlainTextField } from '../../../components/plain-text-field';
import { isApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

/**
 * Props of {@link LoginForm}: called after the token is stored; the component of the forgot-password link (an `href`
 * taking router link in the SPA, a plain `<a>` in the login page's light entry, decision 0280).
 */
export type LoginFormProps = { onSuccess: () => void; linkComponent?: ElementType };

function loginErrorText(error: unknown): string {
  if (isApiError(error, 401)) return ERROR_TEXTS.wrongCredentials;
  if (isApiError(error, 400) || isApiError(error, 422)) return ERROR_TEXTS.invalidData;
  if (isApiError(error)) return error.detail || ERROR_TEXTS.other;
  return ERROR_TEXTS.other;
}

/** The login form of SPEC §2: labelled e-mail and password, submit, the SPEC §8 wrong-credentials text, forgot-password link. */
export function LoginForm({ onSuccess, linkComponent = 'a' }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const loginMutation = useLogin();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: { email?: string; password?: string } = {};
    if (!email.trim()) errors.email = ERROR_TEXTS.required;
    else if (!isEmailAddress(email.trim())) errors.email = ERROR_TEXTS.invalidEmail;
    if (!password) errors.password = ERROR_TEXTS.required;
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    loginMutation.mutate({ email: email.trim(), password }, { onSuccess });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Log in" sx={{ display: 'grid', gap: 2.5 }}>
      {loginMutation.isError && (
        <Alert severity="error" role="alert">
          {loginErrorText(loginMutation.error)}
        </Alert>
      )}
      <PlainTextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
      />
      <PlainTextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component={linkComponent} href={paths.auth.forgotPassword.getHref()} variant="body2">
          Forgot password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending} fullWidth>
        Log in
      </Button>
    </Box>
  );
}
