import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordErrors } from './password-rules';

describe('password rules (SPEC §5)', () => {
  it('needs 8 characters, a letter, a number and a symbol', () => {
    expect(isPasswordValid('Research-2026!')).toBe(true);
    expect(isPasswordValid('a1!aaaa')).toBe(false);
    expect(isPasswordValid('abcdefg1')).toBe(false);
    expect(isPasswordValid('abcdefg!')).toBe(false);
    expect(isPasswordValid('12345678!')).toBe(false);
    expect(isPasswordValid('Ærlig-123')).toBe(true);
  });
  it('names a missing value and a mismatching repeat', () => {
    expect(passwordErrors('', '')).toEqual({ password: 'This value is required', repeat: 'This value is required' });
    expect(passwordErrors('Research-2026!', 'Research-2026?')).toEqual({ repeat: 'Password does not match' });
    expect(passwordErrors('Research-2026!', 'Research-2026!')).toEqual({});
  });
});
