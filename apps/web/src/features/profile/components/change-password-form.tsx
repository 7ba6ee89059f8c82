import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { isApiError } from '../../../lib/api-client';
import { passwordErrors } from '../../../lib/password-rules';
import { useChangePassword } from '../api/change-password';

/** Props of {@link ChangePasswordForm}: the signed-in user's id. */
export type ChangePasswordFormProps = { userId: string };

/** Password change: the current password, a new one with the SPEC §5 rules shown live, and its repeat. */
export function ChangePasswordForm({ userId }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string; repeat?: string }>({});
  const mutation = useChangePassword(userId);
  const { enqueueSnackbar } = useSnackbar();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { ...passwordErrors(password, repeat), current: current ? undefined : ERROR_TEXTS.required };
    setErrors(found);
    if (found.current || found.password || found.repeat) return;
    mutation.mutate(
      { current_password: current, password, password_confirmation: repeat },
      {
        onSuccess: () => {
          enqueueSnackbar('Password changed', { variant: 'success' });
          setCurrent('');
          setPassword('');
          setRepeat('');
        },
      },
    );
  };

  const currentServerError = isApiError(mutation.error) ? mutation.error.invalidParams?.find((p) => p.name.endsWith('current_password'))?.reason : undefined;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Change password" sx={{ display: 'grid', gap: 2.5 }}>
      {mutation.isError && !currentServerError && (
        <Alert severity="error" role="alert">
          {isApiError(mutation.error) ? mutation.error.detail : ERROR_TEXTS.other}
        </Alert>
      )}
      <TextField
        label="Current password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={Boolean(errors.current ?? currentServerError)}
        helperText={errors.current ?? currentServerError}
      />
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPasswordChange={setPassword}
        onRepeatChange={setRepeat}
        errors={errors}
        passwordLabel="New password"
      />
      <Box>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Change password
        </Button>
      </Box>
    </Box>
  );
}
