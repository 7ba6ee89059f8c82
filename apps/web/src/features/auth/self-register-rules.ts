/** Field rules of the self sign-up form (SPEC §2, §5, §8 texts). */
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isEmailAddress } from '@insight/contracts/validation';
import { passwordErrors } from '../../lib/password-rules';

/** Values of the self sign-up form. */
export type SelfRegisterValues = { email: string; name: string; surname: string; password: string; repeat: string; terms: boolean };

/** Field errors of the self sign-up form. */
export type SelfRegisterErrors = Partial<Record<'email' | 'name' | 'surname' | 'password' | 'repeat' | 'terms', string>>;

/** Text shown when the terms are not accepted. */
export const TERMS_TEXT = 'Please accept the terms of service and privacy policy.';

/** Errors of `values`; `emailExists` is the answer of the exists check ('Email is already in use.' when true). */
export function selfRegisterErrors(values: SelfRegisterValues, emailExists: boolean): SelfRegisterErrors {
  const errors: SelfRegisterErrors = { ...passwordErrors(values.password, values.repeat) };
  const email = values.email.trim();
  if (!email) errors.email = ERROR_TEXTS.required;
  else if (!isEmailAddress(email)) errors.email = ERROR_TEXTS.invalidEmail;
  else if (emailExists) errors.email = ERROR_TEXTS.emailInUse;
  if (!values.name.trim()) errors.name = ERROR_TEXTS.required;
  if (!values.surname.trim()) errors.surname = ERROR_TEXTS.required;
  if (!values.terms) errors.terms = TERMS_TEXT;
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => Boolean(text))) as SelfRegisterErrors;
}

/** True when the address looks like an e-mail worth checking with the server. */
export function isEmailLike(email: string): boolean {
  return isEmailAddress(email.trim());
}
