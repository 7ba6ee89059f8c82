import { describe, expect, it } from 'vitest';
import { passwordErrors } from './password-rules';

describe('password form errors (SPEC §5)', () => {
  it('names a missing value and a mismatching repeat', () => {
    expect(passwordErrors('', '')).toEqual({ password: 'This value is required', repeat: 'This value is required' });
    expect(passwordErrors('Research-2026!', 'Research-2026?')).toEqual({ repeat: 'Password does not match' });
    expect(passwordErrors('Research-2026!', 'Research-2026!')).toEqual({});
  });
});
