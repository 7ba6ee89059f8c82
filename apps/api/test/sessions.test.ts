/**
 * Sessions end at once (issue 8 #15): the access token names its session, checked on every request, so logout, a
 * password reset, a role change or removal from a client take effect on the next request, not up to 15 minutes later.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '@insight/contracts';
import { passwordResetTokens, userClients, users } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from './app';
import { createClient, createUser, ensureRole } from './factories';

describe(`session revocation on ${testDriver}`, () => {
  let t: TestApp;
  let clientId: string;
  let otherClientId: string;
  let address = 0;

  const signIn = async (email: string, password: string) => {
    address += 1;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `192.0.2.${address}` });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    return { token: (res.json() as { access_token: string }).access_token, cookie: `${REFRESH_COOKIE}=${cookie.value}` };
  };
  const me = (token: string) => t.get('/api/user', token);

  beforeAll(async () => {
    t = await createTestApp();
    clientId = (await createClient(t.db)).id;
    otherClientId = (await createClient(t.db)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logout ends the access token of that session on the next request, not the user’s other sessions', async () => {
    const user = await createUser(t.db, clientId);
    const first = await signIn(user.email, user.password);
    const second = await signIn(user.email, user.password);
    expect((await me(first.token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: first.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('a refresh keeps the session: the old and the new access token both work until logout', async () => {
    const user = await createUser(t.db, clientId);
    const session = await signIn(user.email, user.password);
    const refreshed = await t.app.inject({ method: 'GET', url: '/api/auth/refresh_token', headers: { cookie: session.cookie } });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await me(refreshed.json().access_token)).statusCode).toBe(200);
  });

  it('a password reset ends every session at once', async () => {
    const user = await createUser(t.db, clientId);
    const session = await signIn(user.email, user.password);
    const token = 'reset-token-for-the-session-test-0123456789';
    await t.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() + 600_000) });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'Another-pass-2', password_confirmation: 'Another-pass-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('a role change and removal from a client take effect on the next request', async () => {
    const user = await createUser(t.db, clientId, { roleName: 'Master', extraPermissions: ['access_multiple_clients'], extraClientIds: [otherClientId] });
    const session = await signIn(user.email, user.password);
    expect((await t.get(`/api/client/${clientId}/users`, session.token)).statusCode).toBe(200);
    expect((await t.get(`/api/v3/studies?client_id=${otherClientId}`, session.token)).statusCode).toBe(200);
    await t.db.delete(userClients).where(eq(userClients.userId, user.id));
    expect((await t.get(`/api/v3/studies?client_id=${otherClientId}`, session.token)).statusCode).toBe(404);
    const consumer = await ensureRole(t.db, 'Consumer');
    await t.db.update(users).set({ roleId: consumer.id }).where(eq(users.id, user.id));
    expect((await t.get(`/api/client/${clientId}/users`, session.token)).statusCode).toBe(403);
  });

  it('a deleted user’s token stops at once', async () => {
    const user = await createUser(t.db, clientId);
    const session = await signIn(user.email, user.password);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('the refresh cookie is Secure over https, also behind a trusted proxy, and not over plain http', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '192.0.2.250' });
    try {
      const user = await createUser(proxied.db, (await createClient(proxied.db)).id);
      const login = (headers: Record<string, string>, remoteAddress: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password }, headers, remoteAddress });
      const viaProxy = await login({ 'x-forwarded-proto': 'https' }, '192.0.2.250');
      expect(viaProxy.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure).toBe(true);
      const plain = await login({}, '192.0.2.251');
      expect(plain.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure).toBeFalsy();
      const spoofed = await login({ 'x-forwarded-proto': 'https' }, '192.0.2.252');
      expect(spoofed.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  }, 30_000);
});
