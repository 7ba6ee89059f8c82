import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { selfRegisterErrors, TERMS_TEXT } from './self-register-rules';

const valid = { email: 'fay@x.test', name: 'Fay', surname: 'Founder', password: 'secret1!x', repeat: 'secret1!x', terms: true };

describe('self sign-up rules', () => {
  it('accepts a complete form', () => {
    expect(selfRegisterErrors(valid, false)).toEqual({});
  });
  it('answers the spec text for an address already in use', () => {
    expect(selfRegisterErrors(valid, true)).toEqual({ email: ERROR_TEXTS.emailInUse });
  });
  it('requires every field, a valid e-mail, the password rules, a matching repeat and the terms', () => {
    expect(selfRegisterErrors({ email: '', name: ' ', surname: '', password: '', repeat: '', terms: false }, false)).toEqual({
      email: ERROR_TEXTS.required,
      name: ERROR_TEXTS.required,
      surname: ERROR_TEXTS.required,
      password: ERROR_TEXTS.required,
      repeat: ERROR_TEXTS.required,
      terms: TERMS_TEXT,
    });
    expect(selfRegisterErrors({ ...valid, email: 'nope' }, false).email).toBe(ERROR_TEXTS.invalidEmail);
    expect(selfRegisterErrors({ ...valid, password: 'short', repeat: 'short' }, false).password).toBeDefined();
    expect(selfRegisterErrors({ ...valid, repeat: 'other1!xx' }, false).repeat).toBe(ERROR_TEXTS.passwordMismatch);
  });
});
