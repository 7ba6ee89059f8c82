import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { AccountFields, type AccountFieldsProps } from './account-fields';
import { selfEmailExists, useSelfRegister } from '../api/self-register';
import { apiErrorText, fieldErrorOf } from '../api-error-text';
import { isEmailLike, selfRegisterErrors, type SelfRegisterErrors } from '../self-register-rules';

/** Props of {@link SelfRegisterForm}: what to do once signed in. */
export type SelfRegisterFormProps = { onSuccess: () => void };

/**
 * Self sign-up (SPEC §2, §7; shown only when the deployment allows it): e-mail checked with the server ('Email is already
 * in use.'), name, surname, a new password with the rules shown live, its repeat and the terms; submitting signs the user in.
 */
export function SelfRegisterForm({ onSuccess }: SelfRegisterFormProps) {
  const mutation = useSelfRegister();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<SelfRegisterErrors>({});
  const [checking, setChecking] = useState(false);

  /** Asks the server whether the address is taken; a failed check is left to the submit answer. */
  const emailTaken = async (address: string): Promise<boolean> => {
    if (!isEmailLike(address)) return false;
    try {
      return await selfEmailExists(address.trim());
    } catch {
      return false;
    }
  };

  const handleEmailBlur = async () => {
    if (!isEmailLike(email)) return;
    const taken = await emailTaken(email);
    setErrors((current) => ({ ...current, email: taken ? ERROR_TEXTS.emailInUse : undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    const taken = await emailTaken(email);
    setChecking(false);
    const found = selfRegisterErrors({ email, name, surname, password, repeat, terms }, taken);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate({ email: email.trim(), name: name.trim(), surname: surname.trim(), password, password_confirmation: repeat, terms: true }, { onSuccess });
  };

  const setters = { name: setName, surname: setSurname, password: setPassword, repeat: setRepeat, terms: setTerms } as const;
  const handleAccountChange: AccountFieldsProps['onChange'] = (field, value) => (setters[field] as (next: typeof value) => void)(value);
  const serverError = (field: string) => fieldErrorOf(mutation.error, field);

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Create your account" sx={{ display: 'grid', gap: 2.5 }}>
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
        required
        autoFocus
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => void handleEmailBlur()}
        error={Boolean(errors.email ?? serverError('email'))}
        helperText={errors.email ?? serverError('email')}
      />
      <AccountFields values={{ name, surname, password, repeat, terms }} onChange={handleAccountChange} errors={errors} serverError={serverError} />
      <Button type="submit" variant="contained" size="large" loading={checking || mutation.isPending} fullWidth>
        Create account
      </Button>
    </Box>
  );
}
