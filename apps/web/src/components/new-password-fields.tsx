import { useId } from 'react';
import { Box, TextField } from '@mui/material';
import { PasswordRuleList } from './password-rule-list';

/** Props of {@link NewPasswordFields}: both values, their change handlers and the field errors to show. */
export type NewPasswordFieldsProps = {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  errors: { password?: string; repeat?: string };
  passwordLabel?: string;
};

/** A new password and its repeat, with the SPEC §5 rules shown live and 'Password does not match' on the repeat. */
export function NewPasswordFields({ password, repeat, onPasswordChange, onRepeatChange, errors, passwordLabel = 'Password' }: NewPasswordFieldsProps) {
  const rulesId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={passwordLabel}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        fullWidth
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
      />
      <PasswordRuleList password={password} id={rulesId} />
      <TextField
        label="Repeat password"
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        required
        fullWidth
        value={repeat}
        onChange={(event) => onRepeatChange(event.target.value)}
        error={Boolean(errors.repeat)}
        helperText={errors.repeat}
      />
    </Box>
  );
}
