/** The password rules of SPEC §5: at least 8 characters with a letter, a number and a symbol; the repeat must match. */
import { LIMITS } from '@insight/contracts/limits';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';

/** One rule: its label and whether a password meets it. */
export type PasswordRule = { id: string; label: string; test: (password: string) => boolean };

/** The rules shown live beside a new password. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${LIMITS.passwordMinLength} characters`, test: (p) => [...p].length >= LIMITS.passwordMinLength },
  { id: 'letter', label: 'At least 1 letter', test: (p) => /\p{L}/u.test(p) },
  { id: 'number', label: 'At least 1 number', test: (p) => /\p{N}/u.test(p) },
  { id: 'symbol', label: 'At least 1 symbol', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
];

/** True when the password meets every rule. */
export function isPasswordValid(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/** Field errors of a new password and its repeat (SPEC §5 texts), or an empty object. */
export function passwordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  const errors: { password?: string; repeat?: string } = {};
  if (!password) errors.password = ERROR_TEXTS.required;
  else if (!isPasswordValid(password)) errors.password = 'The password does not meet the rules below.';
  if (!repeat) errors.repeat = ERROR_TEXTS.required;
  else if (repeat !== password) errors.repeat = ERROR_TEXTS.passwordMismatch;
  return errors;
}
