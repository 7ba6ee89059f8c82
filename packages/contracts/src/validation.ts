/**
 * Field rules both sides apply (SPEC §5): the API refuses what breaks them and the web forms check the same rules
 * before sending. Zod-free, so the web imports `@insight/contracts/validation` without pulling zod into its bundle.
 */
import { LIMITS } from './limits';

/** One password rule of SPEC §5: its id, the label shown beside a new password, and its test. */
export type PasswordRule = { id: 'length' | 'letter' | 'number' | 'symbol'; label: string; test: (password: string) => boolean };

/**
 * The password rules of SPEC §5: at least {@link LIMITS.passwordMinLength} characters (counted as Unicode code points),
 * a letter, a number and a symbol (anything but a letter, a number or white space), anywhere in the password.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${LIMITS.passwordMinLength} characters`, test: (p) => [...p].length >= LIMITS.passwordMinLength },
  { id: 'letter', label: 'At least 1 letter', test: (p) => /\p{L}/u.test(p) },
  { id: 'number', label: 'At least 1 number', test: (p) => /\p{N}/u.test(p) },
  { id: 'symbol', label: 'At least 1 symbol', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
];

/** True when `password` meets every rule of {@link PASSWORD_RULES} (SPEC §5). */
export function isPasswordValid(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/**
 * What counts as an e-mail address (ours; SPEC §5 names only the error text): zod's "practical" rule (`z.regexes.email`),
 * repeated here without zod: ASCII local part and dotted domain with a top-level domain of 2+ letters.
 */
// eslint-disable-next-line no-useless-escape -- zod's pattern verbatim, so validation.test.ts can compare the sources
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** True when `value` (as given, not trimmed) is an e-mail address by {@link EMAIL_PATTERN}. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Profile picture types the API stores (checked there by their bytes, in the web by the file's type). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Largest profile picture in bytes (2 MB; ours, SPEC §5 names only the error). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Errors of a refused profile picture (SPEC §5 file size and type; wording ours). */
export const PICTURE_TEXTS = {
  tooLarge: 'The picture must be at most 2 MB.',
  type: 'The picture must be a PNG, JPEG or WebP image.',
} as const;
