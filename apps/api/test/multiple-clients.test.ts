/**
 * SPEC §6 access_multiple_clients on the server: a `user_clients` grant counts only with that permission (or
 * access_all_clients); without it a user acts only in their own client whatever `client_id` says (decision 0130).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from './app';
import { createClient, createStudy, createUser } from './factories';

describe(`access_multiple_clients on ${testDriver}`, () => {
  let t: TestApp;
  let home: { id: string };
  let other: { id: string };
  let granted: string;
  let ungranted: string;
  let otherStudyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    home = await createClient(t.db, { name: 'Home Co' });
    other = await createClient(t.db, { name: 'Other Co' });
    otherStudyId = (await createStudy(t.db, other.id, { title: 'Other client study' })).id;
    await createStudy(t.db, home.id, { title: 'Home study' });
    // Both hold a grant to the other client; only one holds the permission.
    const withPermission = await createUser(t.db, home.id, {
      roleName: 'Master',
      extraPermissions: ['access_multiple_clients'],
      extraClientIds: [other.id],
      autoGrantNewProjects: true,
    });
    const withoutPermission = await createUser(t.db, home.id, { roleName: 'Master', extraClientIds: [other.id], autoGrantNewProjects: true });
    granted = await t.login(withPermission.email, withPermission.password);
    ungranted = await t.login(withoutPermission.email, withoutPermission.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /user/clients lists only the own client without the permission, the granted ones with it', async () => {
    const without = await t.get(`/api/user/clients?client_id=${other.id}`, ungranted);
    expect(without.statusCode).toBe(200);
    expect(without.json().data.map((c: { name: string }) => c.name)).toEqual(['Home Co']);
    const withIt = await t.get(`/api/user/clients?client_id=${other.id}`, granted);
    expect(withIt.json().data.map((c: { name: string }) => c.name)).toEqual(['Other Co', 'Home Co']);
  });

  it('reads and team routes for the other client are 404 without the permission, 200 with it', async () => {
    for (const url of [`/api/v3/studies?client_id=${other.id}`, `/api/v3/studies/${otherStudyId}?client_id=${other.id}`, `/api/client/${other.id}/users`]) {
      expect((await t.get(url, ungranted)).statusCode, url).toBe(404);
      expect((await t.get(url, granted)).statusCode, url).toBe(200);
    }
  });

  it('without the permission the own client still answers, and its data never includes the other client', async () => {
    const res = await t.get('/api/v3/studies', ungranted);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Home study');
    expect(res.body).not.toContain('Other client study');
  });
});
