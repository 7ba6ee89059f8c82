import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS, REFRESH_COOKIE } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../../test/app';
import { createClient, createUser } from '../../../../test/factories';

/** The refresh cookie value set by a response, or undefined. */
function refreshCookieOf(res: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE);
}

describe(`auth and user endpoints on ${testDriver}`, () => {
  let t: TestApp;
  let master: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let homeClientId: string;
  let otherClientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const home = await createClient(t.db, { name: 'Acme Foods' });
    const other = await createClient(t.db, { name: 'Beta Drinks' });
    homeClientId = home.id;
    otherClientId = other.id;
    master = await createUser(t.db, home.id, { roleName: 'Master', email: 'master@acme.test' });
    admin = await createUser(t.db, home.id, { roleName: 'Admin', email: 'admin@acme.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  let address = 0;
  // Each sign-in from its own address: the login route is rate-limited per client address.
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `192.0.2.${++address}` });
  const refresh = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/refresh_token', cookies: { [REFRESH_COOKIE]: token } });

  it('GET /api/health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('signs in: access token and an httpOnly refresh cookie', async () => {
    const res = await login('Master@Acme.test', master.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    expect(body.access_token.split('.')).toHaveLength(3);
    const cookie = refreshCookieOf(res);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with 401 and the spec text', async () => {
    const res = await login(master.email, 'Wrong-password-1');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', detail: ERROR_TEXTS.wrongCredentials });
  });

  it('refuses an unknown e-mail with the same 401', async () => {
    const res = await login('nobody@acme.test', 'Whatever-1!');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Wrong email or password. Please try again.');
  });

  it('answers 400 for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "master@acme.test", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('answers 400 naming `email` when it is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    const names = (res.json().invalidParams as { name: string }[]).map((p) => p.name);
    expect(names).toContain('email');
  });

  it('rotates the refresh token and the new access token works', async () => {
    const first = refreshCookieOf(await login(master.email, master.password))!.value;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const second = refreshCookieOf(res)!.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const me = await t.get('/api/user', res.json().access_token);
    expect(me.statusCode).toBe(200);
  });

  it('reusing a rotated refresh token revokes the whole family', async () => {
    const first = refreshCookieOf(await login(master.email, master.password))!.value;
    const rotated = await refresh(first);
    const second = refreshCookieOf(rotated)!.value;
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe(ERROR_TEXTS.refreshInvalid);
    // The newer token of the same family stopped working too.
    const afterReuse = await refresh(second);
    expect(afterReuse.statusCode).toBe(401);
  });

  it('refuses a missing or unknown refresh token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/refresh_token' })).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('logout ends the session and clears the cookie', async () => {
    const token = refreshCookieOf(await login(master.email, master.password))!.value;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE]: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = refreshCookieOf(res);
    expect(cleared?.value ?? '').toBe('');
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('rate-limits repeated sign-ins: the 11th attempt within a minute is 429 with Retry-After', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: master.email, password: 'Wrong-1!' }, remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate-limits per address and e-mail: other e-mails from the same address still get an answer', async () => {
    for (let i = 0; i < 12; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `someone${i}@acme.test`, password: 'Wrong-1!' },
        remoteAddress: '198.51.100.99',
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('GET /api/user answers the user under data', async () => {
    const token = await t.login(master.email, master.password);
    const res = await t.get('/api/user', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: master.id,
      email: 'master@acme.test',
      role: 'Master',
      role_id: master.role.id,
      client_id: homeClientId,
      client: { id: homeClientId, name: 'Acme Foods', can_invite_team_members: true },
      status: 'Active',
    });
    expect(res.json().data.permissions).toContain('update_study');
    expect(res.json().data).not.toHaveProperty('password_hash');
  });

  it('GET /api/user without a token is 401, with a garbage token 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await t.get('/api/user', 'garbage')).statusCode).toBe(401);
  });

  it('GET /api/user/clients: a normal user sees their own client, the admin sees both', async () => {
    const masterToken = await t.login(master.email, master.password);
    const own = await t.get('/api/user/clients', masterToken);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((c: { id: string }) => c.id)).toEqual([homeClientId]);

    const adminToken = await t.login(admin.email, admin.password);
    const all = await t.get('/api/user/clients', adminToken);
    expect(all.json().data.map((c: { id: string }) => c.id)).toEqual([homeClientId, otherClientId]);
    const asked = await t.get(`/api/user/clients?client_id=${otherClientId}`, adminToken);
    expect(asked.json().data[0].id).toBe(otherClientId);
  });
});
