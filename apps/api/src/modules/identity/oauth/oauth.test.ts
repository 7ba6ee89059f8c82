import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, REFRESH_COOKIE } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../../test/app';
import { createClient, createProject, createUser } from '../../../../test/factories';
import { startOidcMock, type OidcMock } from '../../../../test/oidc-provider';

/** Cookies of a response as `name=value` pairs. */
const cookiesOf = (res: { cookies: { name: string; value: string }[] }) => Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

describe(`OpenID Connect sign-in against a local provider on ${testDriver}`, () => {
  let t: TestApp;
  let provider: OidcMock;
  let clientId: string;

  beforeAll(async () => {
    provider = await startOidcMock();
    t = await createTestApp({
      PUBLIC_URL: 'http://portal.test',
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: 'portal-client',
      OIDC_GOOGLE_CLIENT_SECRET: 'portal-secret',
    });
    clientId = (await createClient(t.db, { name: 'Acme Foods' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Runs the whole flow: our redirect → provider authorize (real HTTP) → our callback. Answers the callback response. */
  async function signIn(opts: { tamperState?: boolean; dropCookie?: boolean; redirectUrl?: string } = {}) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/redirect/google${opts.redirectUrl ? `?redirect_url=${encodeURIComponent(opts.redirectUrl)}` : ''}`,
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const state = cookiesOf(start).oidc_state;
    expect(state).toBeTruthy();
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    expect(callback.href.startsWith('http://portal.test/api/auth/oauth/callback/google')).toBe(true);
    if (opts.tamperState) callback.searchParams.set('state', 'forged');
    return t.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: opts.dropCookie ? {} : { oidc_state: state } });
  }

  it('lists only configured providers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ data: [{ id: 'google', name: 'Google' }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oauth/redirect/microsoft' })).statusCode).toBe(404);
  });

  it('signs in an existing Active user by verified e-mail; the refresh cookie then yields a token', async () => {
    const user = await createUser(t.db, clientId, { email: 'oidc.user@acme.test', roleName: 'Researcher' });
    provider.signInAs({ email: 'OIDC.User@acme.test', email_verified: true });
    const res = await signIn({ redirectUrl: '/studies' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://portal.test/login?redirect_url=%2Fstudies&action_type=login');
    const refresh = cookiesOf(res)[REFRESH_COOKIE];
    expect(refresh).toBeTruthy();
    const token = await t.app.inject({ method: 'GET', url: '/api/auth/refresh_token', cookies: { [REFRESH_COOKIE]: refresh } });
    expect(token.statusCode).toBe(200);
    expect((await t.get('/api/user', token.json().access_token)).json().data.id).toBe(user.id);
  });

  it('signs in and activates an invited (Pending) user with their projects', async () => {
    const master = await createUser(t.db, clientId, { roleName: 'Master' });
    const masterToken = await t.login(master.email, master.password);
    const project = await createProject(t.db, clientId);
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/invite_users`,
      payload: { emails: ['invited.oidc@acme.test'], project_ids: [project.id] },
      headers: { authorization: `Bearer ${masterToken}` },
    });
    expect(invite.statusCode).toBe(200);
    provider.signInAs({ email: 'invited.oidc@acme.test', email_verified: true, given_name: 'Ivy', family_name: 'Invited' });
    const res = await signIn();
    // The first sign-in of an invited address registers it (SPEC §3 action_type register) …
    expect(res.headers.location).toBe('http://portal.test/login?redirect_url=%2F&action_type=register');
    const token = await t.app.inject({ method: 'GET', url: '/api/auth/refresh_token', cookies: { [REFRESH_COOKIE]: cookiesOf(res)[REFRESH_COOKIE] } });
    expect((await t.get('/api/user', token.json().access_token)).json().data).toMatchObject({ status: 'Active', name: 'Ivy', surname: 'Invited' });
    // … and every later one logs in.
    const again = await signIn();
    expect(new URL(again.headers.location as string).searchParams.get('action_type')).toBe('login');
  });

  it('sends an unknown e-mail back to the login page with an error', async () => {
    provider.signInAs({ email: 'stranger@nowhere.test', email_verified: true });
    const res = await signIn();
    expect(res.statusCode).toBe(302);
    expect(new URL(res.headers.location as string).searchParams.get('error')).toBe(AUTH_TEXTS.oauthUnknownEmail);
    expect(cookiesOf(res)[REFRESH_COOKIE]).toBeUndefined();
  });

  it('refuses an unverified e-mail', async () => {
    await createUser(t.db, clientId, { email: 'unverified@acme.test' });
    provider.signInAs({ email: 'unverified@acme.test', email_verified: false });
    const res = await signIn();
    expect(new URL(res.headers.location as string).searchParams.get('error')).toBe(AUTH_TEXTS.oauthEmailNotVerified);
  });

  it('refuses a forged state and a missing state cookie', async () => {
    await createUser(t.db, clientId, { email: 'state@acme.test' });
    provider.signInAs({ email: 'state@acme.test', email_verified: true });
    for (const res of [await signIn({ tamperState: true }), await signIn({ dropCookie: true })]) {
      expect(new URL(res.headers.location as string).searchParams.get('error')).toBe(AUTH_TEXTS.oauthFailed);
      expect(cookiesOf(res)[REFRESH_COOKIE]).toBeUndefined();
    }
  });

  it('keeps only same-site redirect paths', async () => {
    await createUser(t.db, clientId, { email: 'redirect@acme.test' });
    provider.signInAs({ email: 'redirect@acme.test', email_verified: true });
    const res = await signIn({ redirectUrl: '//evil.test/steal' });
    expect(res.headers.location).toBe('http://portal.test/login?redirect_url=%2F&action_type=login');
  });
});
