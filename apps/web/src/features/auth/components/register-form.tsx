import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { paths } from '../../../config/paths';
import { PageLoader } from '../../../components/page-loader';
import { useInvitationEmail } from '../api/get-invitation-email';
import { useRegister } from '../api/register';
import { apiErrorText, fieldErrorOf } from '../api-error-text';
import { passwordErrors } from '../../../lib/password-rules';
import { AccountFields, type AccountFieldsProps } from './account-fields';

/** Props of {@link RegisterForm}: the invitation hash of the link and what to do once signed in. */
export type RegisterFormProps = { hash: string; onSuccess: () => void };

type Errors = { name?: string; surname?: string; password?: string; repeat?: string; terms?: string };

/**
 * Sign-up from an invitation (SPEC §2, §5): the invited e-mail shown read-only, name, surname, a new password with the
 * rules shown live, its repeat and the terms; submitting signs the user in.
 */
export function RegisterForm({ hash, onSuccess }: RegisterFormProps) {
  const emailQuery = useInvitationEmail(hash);
  const mutation = useRegister();
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  if (!hash || emailQuery.isError) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error" role="alert">
          {hash ? 'This invitation link is invalid, has already been used or has expired.' : ERROR_TEXTS.selfRegisterUnsupported}
        </Alert>
        <Typography>
          Ask the person who invited you to resend the invitation, or{' '}
          <Link component={RouterLink} to={paths.auth.login.getHref()}>
            log in
          </Link>{' '}
          if you already have an account.
        </Typography>
      </Box>
    );
  }
  if (emailQuery.isPending) return <PageLoader />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = { ...passwordErrors(password, repeat) };
    if (!name.trim()) found.name = ERROR_TEXTS.required;
    if (!surname.trim()) found.surname = ERROR_TEXTS.required;
    if (!terms) found.terms = 'Please accept the terms of service and privacy policy.';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    mutation.mutate({ hash, name: name.trim(), surname: surname.trim(), password, password_confirmation: repeat, terms: true }, { onSuccess });
  };

  const setters = { name: setName, surname: setSurname, password: setPassword, repeat: setRepeat, terms: setTerms } as const;
  const handleAccountChange: AccountFieldsProps['onChange'] = (field, value) => (setters[field] as (next: typeof value) => void)(value);
  const serverError = (field: string) => fieldErrorOf(mutation.error, field);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Create your account" sx={{ display: 'grid', gap: 2.5 }}>
      {mutation.isError && (
        <Alert severity="error" role="alert">
          {apiErrorText(mutation.error)}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        fullWidth
        value={emailQuery.data}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="The address you were invited with"
      />
      <AccountFields
        values={{ name, surname, password, repeat, terms }}
        onChange={handleAccountChange}
        errors={errors}
        serverError={serverError}
        isNameAutoFocused
      />
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending} fullWidth>
        Create account
      </Button>
    </Box>
  );
}
