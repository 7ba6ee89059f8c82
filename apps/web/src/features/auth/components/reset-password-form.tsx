import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageLoader } from '../../../components/page-loader';
import { useResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { apiErrorText } from '../api-error-text';
import { passwordErrors } from '../../../lib/password-rules';
import { NewPasswordFields } from '../../../components/new-password-fields';

/** Props of {@link ResetPasswordForm}: the token of the e-mailed link. */
export type ResetPasswordFormProps = { token: string };

/**
 * The reset-password form (SPEC §2): the token is checked first (an invalid or expired one offers a new link), then a
 * new password and its repeat; success goes to the login page with the reset-success notice.
 */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const tokenQuery = useResetToken(token);
  const mutation = useResetPassword();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  if (!token || tokenQuery.data === false) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error" role="alert">
          This password reset link is invalid or has expired.
        </Alert>
        <Typography>
          <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()}>
            Request a new reset link
          </Link>
        </Typography>
      </Box>
    );
  }
  if (tokenQuery.isPending) return <PageLoader />;
  if (tokenQuery.isError) {
    return (
      <Alert severity="error" role="alert">
        {apiErrorText(tokenQuery.error)}
      </Alert>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordErrors(password, repeat);
    setErrors(found);
    if (found.password || found.repeat) return;
    mutation.mutate(
      { token, password, password_confirmation: repeat },
      { onSuccess: () => navigate(paths.auth.login.getHref(undefined, { resetPasswordSuccess: true }), { replace: true }) },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Set a new password" sx={{ display: 'grid', gap: 2.5 }}>
      {mutation.isError && (
        <Alert severity="error" role="alert">
          {apiErrorText(mutation.error)}
        </Alert>
      )}
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPasswordChange={setPassword}
        onRepeatChange={setRepeat}
        errors={errors}
        passwordLabel="New password"
      />
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending} fullWidth>
        Set new password
      </Button>
    </Box>
  );
}
