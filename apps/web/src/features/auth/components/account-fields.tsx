import { Box, Checkbox, FormControlLabel, FormHelperText, Link, TextField, Typography } from '@mui/material';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { LEGAL_LINKS } from './legal-links';
import { VisuallyHidden } from '../../../components/visually-hidden';

/** The values of the shared account fields. */
export type AccountValues = { name: string; surname: string; password: string; repeat: string; terms: boolean };

/** Error texts of the shared account fields, by field. */
export type AccountErrors = Partial<Record<keyof AccountValues, string>>;

/** Props of {@link AccountFields}: values, one change callback, client-side errors and the server's field errors. */
export type AccountFieldsProps = {
  values: AccountValues;
  onChange: <K extends keyof AccountValues>(field: K, value: AccountValues[K]) => void;
  errors: AccountErrors;
  serverError: (field: string) => string | undefined;
  isNameAutoFocused?: boolean;
};

/**
 * Name, surname, a new password with its repeat (SPEC §5 rules shown live) and the terms checkbox, shared by the
 * invitation and self sign-up forms (SPEC §2 /auth/register).
 */
export function AccountFields({ values, onChange, errors, serverError, isNameAutoFocused = false }: AccountFieldsProps) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="First name"
          name="given-name"
          autoComplete="given-name"
          required
          autoFocus={isNameAutoFocused}
          value={values.name}
          onChange={(event) => onChange('name', event.target.value)}
          error={Boolean(errors.name ?? serverError('name'))}
          helperText={errors.name ?? serverError('name')}
        />
        <TextField
          label="Last name"
          name="family-name"
          autoComplete="family-name"
          required
          value={values.surname}
          onChange={(event) => onChange('surname', event.target.value)}
          error={Boolean(errors.surname ?? serverError('surname'))}
          helperText={errors.surname ?? serverError('surname')}
        />
      </Box>
      <NewPasswordFields
        password={values.password}
        repeat={values.repeat}
        onPasswordChange={(value) => onChange('password', value)}
        onRepeatChange={(value) => onChange('repeat', value)}
        errors={{ password: errors.password ?? serverError('password'), repeat: errors.repeat }}
      />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.terms}
              onChange={(event) => onChange('terms', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': errors.terms ? 'terms-error' : undefined } }}
            />
          }
          label={
            <Typography variant="body2">
              I accept the{' '}
              <Link href={LEGAL_LINKS.terms} target="_blank" rel="noopener noreferrer">
                terms of service
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>{' '}
              and the{' '}
              <Link href={LEGAL_LINKS.privacy} target="_blank" rel="noopener noreferrer">
                privacy policy
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            </Typography>
          }
        />
        {errors.terms && (
          <FormHelperText id="terms-error" error>
            {errors.terms}
          </FormHelperText>
        )}
      </Box>
    </>
  );
}
