import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SuggestionsResponse } from '@insight/contracts';
import { projectUsers } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createStudy, createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`GET /api/suggestions/{x} on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let betaMaster: string;
  let researcher: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    await createStudy(t.db, w.acme.id, { projectId: w.projects.snacks.id, title: 'Danish pastry habits' });
    await createStudy(t.db, w.acme.id, { title: 'Snacks for 50% off' });
    // A Researcher granted the drinks project only.
    const limited = await createUser(t.db, w.acme.id, { roleName: 'Researcher', name: 'Rita', surname: 'Reader' });
    await t.db.insert(projectUsers).values({ projectId: w.projects.drinks.id, userId: limited.id });
    [master, consumer, betaMaster, researcher] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.betaUser.email, w.users.betaUser.password),
      t.login(limited.email, limited.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const suggest = async (path: string, token = master) => {
    const res = await t.get(`/api/suggestions/${path}`, token);
    return { status: res.statusCode, body: res.json() };
  };
  const values = (body: unknown) => SuggestionsResponse.parse(body).data.map((s) => s.value);

  it('study titles: those starting with the text first, then those containing it; ids given', async () => {
    const { status, body } = await suggest('studies?q=pla');
    expect(status).toBe(200);
    expect(values(body)).toEqual(['Plant snacks in Denmark']);
    expect(body.data[0].id).toBe(w.study.id);
    expect(values((await suggest('studies?q=d')).body)).toEqual(['Danish pastry habits', 'Oat drinks at breakfast', 'Plant snacks in Denmark']);
    expect(values((await suggest('studies?q=d&limit=1')).body)).toEqual(['Danish pastry habits']);
    // % and _ are matched literally.
    expect(values((await suggest('studies?q=50%25')).body)).toEqual(['Snacks for 50% off']);
  });

  it('tags, countries and users of the client', async () => {
    expect(values((await suggest('tags?q=s')).body)).toEqual(['Snacks', 'Breakfast']);
    expect(values((await suggest('countries')).body)).toEqual(['DK']);
    const users = await suggest('users?q=rita');
    expect(users.status).toBe(200);
    expect(users.body.data).toEqual([expect.objectContaining({ value: 'Rita Reader', label: expect.stringContaining('(') })]);
  });

  it('tenancy and project access: another client’s rows never appear; studies outside the viewer’s projects neither', async () => {
    expect(values((await suggest('studies?q=beta')).body)).toEqual([]);
    expect(values((await suggest('studies?q=beta', betaMaster)).body)).toEqual(['Beta secret study']);
    expect(values((await suggest('studies?q=snacks', betaMaster)).body)).toEqual([]);
    expect(values((await suggest('tags?q=snacks', betaMaster)).body)).toEqual(['Snacks']);
    expect((await suggest('users?q=rita', betaMaster)).body.data).toEqual([]);
    const own = await suggest('studies', researcher);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(values(own.body)).toEqual(['Oat drinks at breakfast']);
    expect((await suggest(`studies?client_id=${w.beta.id}`)).status).toBe(404);
  });

  it('permissions and bad input: Consumer 403, users need view_team_account_status, unknown kind and bad limit 400', async () => {
    expect((await suggest('studies', consumer)).status).toBe(403);
    expect((await suggest('users', researcher)).status).toBe(403);
    const unknown = await suggest('planets');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('x');
    const limit = await suggest('studies?limit=500');
    expect(limit.status).toBe(400);
    expect(JSON.stringify(limit.body)).toContain('limit');
    expect((await suggest(`studies?q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/suggestions/studies' })).statusCode).toBe(401);
  });
});
