import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isEmailAddress } from '@insight/contracts/validation';
import { paths } from '../../../config/paths';
import { PlainTextField } from '../../../components/plain-text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { apiErrorText } from '../api-error-text';

/** The forgot-password form (SPEC §2): an e-mail, then the same confirmation whatever the address. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const mutation = useRequestPasswordReset();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const error = !value ? ERROR_TEXTS.required : isEmailAddress(value) ? undefined : ERROR_TEXTS.invalidEmail;
    setFieldError(error);
    if (!error) mutation.mutate(value);
  };

  if (mutation.isSuccess) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Alert severity="success" role="status">
          If an account exists for {email.trim()}, we have sent an e-mail with a link to reset the password. The link works once and expires.
        </Alert>
        <Link component={RouterLink} to={paths.auth.login.getHref()}>
          Back to log in
        </Link>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Reset password" sx={{ display: 'grid', gap: 2.5 }}>
      {mutation.isError && (
        <Alert severity="error" role="alert">
          {apiErrorText(mutation.error)}
        </Alert>
      )}
      <PlainTextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        required
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError}
      />
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending} fullWidth>
        Send reset link
      </Button>
      <Link component={RouterLink} to={paths.auth.login.getHref()} variant="body2">
        Back to log in
      </Link>
    </Box>
  );
}
