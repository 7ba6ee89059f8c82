import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

/** Verified tokens are remembered (decision 0240), but a remembered token still expires and another secret still fails. */
describe('access token verification', () => {
  const secret = new TextEncoder().encode('access-token-test-secret-0123456789abcdef');
  const other = new TextEncoder().encode('another-access-token-secret-0123456789abcd');

  it('answers the user and session again from memory, then expires on time', async () => {
    const token = await signAccessToken(secret, 'user-1', 'client-1', 'session-1', 1);
    expect(await verifyAccessToken(secret, token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await verifyAccessToken(secret, token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    await expect(verifyAccessToken(other, token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expect(verifyAccessToken(secret, token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    await expect(verifyAccessToken(secret, `${token.slice(0, -2)}xx`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
