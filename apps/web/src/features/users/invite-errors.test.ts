import { describe, expect, it } from 'vitest';
import { checkInvite, mapInviteErrors, parseEmails } from './invite-errors';

describe('invite errors', () => {
  it('parses addresses separated by commas, spaces and lines, once each', () => {
    expect(parseEmails(' A@x.test, b@x.test;\nA@x.test  c@x.test ')).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
  });
  it('flags invalid addresses and more addresses than seats', () => {
    expect(checkInvite(['a@x.test', 'nope'], 5)).toEqual({ byEmail: { nope: 'The email must be a valid email address.' }, general: undefined });
    expect(checkInvite(['a@x.test', 'b@x.test'], 1).general).toMatch(/only 1 seat is available/);
    expect(checkInvite([], 3).general).toBe('This value is required');
  });
  it('puts API errors beside the address they name', () => {
    const mapped = mapInviteErrors(
      ['a@x.test', 'b@x.test'],
      [
        { name: 'body.emails.1', reason: 'Already invited.' },
        { name: 'a@x.test', reason: 'Email is already in use.' },
        { name: 'emails', reason: 'Too many e-mails for the available seats.' },
      ],
    );
    expect(mapped).toEqual({
      byEmail: { 'b@x.test': 'Already invited.', 'a@x.test': 'Email is already in use.' },
      general: ['Too many e-mails for the available seats.'],
    });
  });
});
