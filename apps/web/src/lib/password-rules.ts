/** Form errors of a new password and its repeat: the shared SPEC §5 rule of contracts (`isPasswordValid`), the spec's texts. */
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isPasswordValid } from '@insight/contracts/validation';

/** Field errors of a new password and its repeat (SPEC §5 texts), or an empty object. */
export function passwordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  const errors: { password?: string; repeat?: string } = {};
  if (!password) errors.password = ERROR_TEXTS.required;
  else if (!isPasswordValid(password)) errors.password = 'The password does not meet the rules below.';
  if (!repeat) errors.repeat = ERROR_TEXTS.required;
  else if (repeat !== password) errors.repeat = ERROR_TEXTS.passwordMismatch;
  return errors;
}
