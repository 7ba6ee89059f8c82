/**
 * Bad input is a 400 naming the field and every /api error is problem+json, whatever raised it (issue 8 #6, #10, #11):
 * NUL bytes in any text input, malformed escapes, over-long URLs and headers, a `%` in a media path.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from './app';
import { createClient, createUser } from './factories';

const PROBLEM = /application\/problem\+json/;

describe(`bad input on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const client = await createClient(t.db);
    const user = await createUser(t.db, client.id, { roleName: 'Master' });
    userId = user.id;
    token = await t.login(user.email, user.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL byte in any query text with 400 naming the parameter', async () => {
    for (const url of [
      '/api/v3/quotes?search=%00',
      '/api/v3/studies?search=a%00b',
      '/api/v3/tags?q=%00',
      '/api/v3/showreels?search=%00',
      '/api/v3/stories?search=%00',
    ]) {
      const res = await t.get(url, token);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(PROBLEM);
      const name = url.includes('?q=') ? 'q' : 'search';
      expect(res.json().invalidParams, url).toEqual([{ name, reason: 'must not contain a NUL byte' }]);
    }
  });

  it('refuses a NUL byte in a JSON body field, signed in and anonymous, naming the field', async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${userId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Ann\u0000' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject({ code: 'VALIDATION', invalidParams: [{ name: 'name' }] });

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password/email', payload: { email: 'a\u0000@example.test' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.headers['content-type']).toMatch(PROBLEM);
    expect(reset.json().invalidParams).toEqual([{ name: 'email', reason: 'must not contain a NUL byte' }]);
  });

  it('answers a malformed escape in the path with problem+json 400', async () => {
    const res = await t.get('/api/v3/quotes/%E0%A4%A', token);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(res.json().detail).toMatch(/address/i);
  });

  it('answers an id longer than the router takes with problem+json 414', async () => {
    const res = await t.get(`/api/v3/quotes/${'a'.repeat(9000)}`, token);
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json()).toMatchObject({ status: 414, code: 'URI_TOO_LONG' });
  });

  it('answers a `%` in a media path with 403 problem+json (the key is decoded once), not 500', async () => {
    const expires = Math.floor(Date.now() / 1000) + 60;
    const res = await t.app.inject({ method: 'GET', url: `/api/media/%25?expires=${expires}&sig=aaaaaaaaaaaaaaaa` });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(PROBLEM);
  });

  it('answers over-large headers on a real socket with problem+json 431', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).toMatch(/content-type: application\/problem\+json/i);
    expect(answer).toContain('"code":"HEADERS_TOO_LARGE"');
  });
});
