/**
 * Request headers are not trusted (issue 8 #2, #3): forwarding headers count only from the proxies TRUST_PROXY names,
 * sign-in is limited per address across e-mails and globally, and mailed links come from configuration only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from './app';
import { createClient, createUser } from './factories';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/testing';

const login = (t: TestApp, email: string, headers: Record<string, string> = {}, remoteAddress = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong-pass-1' }, headers, remoteAddress });

describe(`header trust and sign-in limits on ${testDriver}`, () => {
  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('ignores X-Forwarded-For: a new forwarded address per try still hits the limit', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) codes.push((await login(t, 'victim@example.test', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    });

    it('limits one address across e-mails (3 × LOGIN_RATE_LIMIT a minute)', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 10; i += 1) codes.push((await login(t, `spray${i}@example.test`, {}, '192.0.2.20')).statusCode);
      expect(codes.slice(0, 9).every((code) => code === 401)).toBe(true);
      expect(codes[9]).toBe(429);
    });

    it('answers a spray of sign-ins from many addresses with 429 beyond the global ceiling of password checks', async () => {
      const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => login(t, `many${i}@example.test`, {}, `198.51.100.${i}`)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 401).length).toBeGreaterThan(0);
      const limited = answers.filter((a) => a.statusCode === 429);
      expect(limited.length).toBeGreaterThan(0);
      expect(limited[0].headers['retry-after']).toBeDefined();
      expect(limited[0].json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '192.0.2.1' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('takes the client address from X-Forwarded-For sent by that proxy, and from no one else', async () => {
      const viaProxy: number[] = [];
      for (let i = 0; i < 5; i += 1) viaProxy.push((await login(t, 'a@example.test', { 'x-forwarded-for': `203.0.113.${i}` }, '192.0.2.1')).statusCode);
      expect(viaProxy).toEqual([401, 401, 401, 401, 401]);
      const direct: number[] = [];
      for (let i = 0; i < 5; i += 1) direct.push((await login(t, 'b@example.test', { 'x-forwarded-for': `203.0.113.${i}` }, '192.0.2.99')).statusCode);
      expect(direct).toEqual([401, 401, 401, 429, 429]);
    });
  });

  describe('links in mails', () => {
    let t: TestApp;
    let smtp: TestSmtpServer;
    let email: string;
    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      t = await createTestApp({ SMTP_URL: smtp.smtpUrl, PORT: '3999' });
      const client = await createClient(t.db);
      email = (await createUser(t.db, client.id)).email;
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it('builds the reset link from the configured address, never from Host or X-Forwarded-Host', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/email',
        payload: { email },
        headers: { host: 'evil.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      const mail = await smtp.waitForMail(email);
      expect(mail.link).toMatch(/^http:\/\/localhost:3999\/auth\/reset_password\//);
    });
  });
});
