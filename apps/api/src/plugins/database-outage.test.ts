import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { createClient, createUser } from '../../test/factories';
import { isDatabaseUnavailable } from './error-handler';

describe(`a database outage (issue 15) on ${testDriver}`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 503 problem+json with Retry-After while the database is gone, not 500', { timeout: 180_000 }, async () => {
    t = await createTestApp();
    const client = await createClient(t.db, { name: 'Outage' });
    const user = await createUser(t.db, client.id, { roleName: 'Master' });
    const token = await t.login(user.email, user.password);
    expect((await t.get('/api/v3/studies', token)).statusCode).toBe(200);

    // The database goes away under the running API (its pool or embedded instance closed).
    await t.handle.close();
    const answer = await t.get('/api/v3/studies', token);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', detail: expect.stringMatching(/try again/) });
    // Sign-in also depends on the database: the same answer, never a 500.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(503);
    // What does not need the database keeps answering.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('tells database outages from other failures by their PostgreSQL codes and driver texts', () => {
    const query = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { query: 'select 1', cause });
    expect(isDatabaseUnavailable(query(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(query(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
    expect(isDatabaseUnavailable(query(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(query(new Error('Connection terminated unexpectedly')))).toBe(true);
    // A refused connection to something else (storage, an AI endpoint) is not the database's outage; nor is bad SQL.
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isDatabaseUnavailable(query(Object.assign(new Error('syntax error'), { code: '42601' })))).toBe(false);
  });
});
