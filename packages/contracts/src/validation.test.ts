import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginRequest } from './auth';
import { EMAIL_PATTERN, isEmailAddress, isPasswordValid, PASSWORD_RULES } from './validation';

describe('shared field rules (SPEC §5)', () => {
  it('needs 8 characters, a letter, a number and a symbol for a password', () => {
    expect(isPasswordValid('Research-2026!')).toBe(true);
    expect(isPasswordValid('a1!aaaa')).toBe(false);
    expect(isPasswordValid('abcdefg1')).toBe(false);
    expect(isPasswordValid('abcdefg!')).toBe(false);
    expect(isPasswordValid('12345678!')).toBe(false);
    expect(isPasswordValid('Ærlig-123')).toBe(true);
  });

  it('counts characters as code points and finds each kind anywhere, line breaks included', () => {
    expect(isPasswordValid('😀😀😀a1!')).toBe(false);
    expect(isPasswordValid('😀😀😀😀😀a1!')).toBe(true);
    expect(isPasswordValid('abcd\n123!')).toBe(true);
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual(['length', 'letter', 'number', 'symbol']);
  });

  it('takes e-mail addresses by the same rule as zod, and the login schema uses it', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    for (const good of ['ann@example.com', 'ann.lee+x@mail.example.co', "o'neil@example.dk"]) expect(isEmailAddress(good)).toBe(true);
    for (const bad of ['', 'ann', 'ann@example', 'ann@example.c', 'ann@@example.com', ' ann@example.com', 'ann@exa mple.com', 'ænne@example.com']) {
      expect(isEmailAddress(bad)).toBe(false);
    }
    expect(LoginRequest.safeParse({ email: 'ann@example', password: 'x' }).success).toBe(false);
    expect(LoginRequest.safeParse({ email: 'ann@example.com', password: 'x' }).success).toBe(true);
  });
});
