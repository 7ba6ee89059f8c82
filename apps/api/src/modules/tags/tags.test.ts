import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesResponse, TagsResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { projectUsers } from '@insight/db';
import { createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`tag and category reads on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    [master, consumer, admin] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.admin.email, w.users.admin.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const titles = (body: { data: { title: string }[] }) => body.data.map((item) => item.title);

  it('GET /api/v3/tags lists the client’s tags by title', async () => {
    const res = await t.get('/api/v3/tags', master);
    expect(res.statusCode).toBe(200);
    const body = TagsResponse.parse(res.json());
    expect(titles(body)).toEqual(['Breakfast', 'Denmark', 'Snacks']);
    expect(body.data[0]).toEqual({ id: w.tags.breakfast.id, title: 'Breakfast', client_id: w.acme.id });
  });

  it('project access covers tags: a study outside the viewer’s projects shows no tags, like the study itself (404)', async () => {
    const researcher = await createUser(t.db, w.acme.id, { roleName: 'Researcher' });
    await t.db.insert(projectUsers).values({ projectId: w.projects.drinks.id, userId: researcher.id });
    const token = await t.login(researcher.email, researcher.password);
    expect((await t.get(`/api/v3/studies/${w.study.id}`, token)).statusCode).toBe(404);
    expect((await t.get(`/api/v3/tags?study_id=${w.study.id}`, token)).json().data).toEqual([]);
    expect(titles((await t.get(`/api/v3/tags?study_id=${w.draft.id}`, token)).json())).toEqual(['Breakfast']);
    // Unfiltered: only tags of studies the viewer sees (or of none).
    expect(titles((await t.get('/api/v3/tags', token)).json())).toEqual(['Breakfast']);
  });

  it('filters tags by study_id and q', async () => {
    expect(titles((await t.get(`/api/v3/tags?study_id=${w.study.id}`, master)).json())).toEqual(['Denmark', 'Snacks']);
    expect(titles((await t.get('/api/v3/tags?q=NACK', master)).json())).toEqual(['Snacks']);
    expect(titles((await t.get(`/api/v3/tags?study_id=${w.betaStudy.id}`, master)).json())).toEqual([]);
    const bad = await t.get('/api/v3/tags?study_id=nope', master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('study_id');
  });

  it('GET /api/v3/categories lists the client’s categories; the admin may switch client', async () => {
    const res = await t.get('/api/v3/categories', master);
    expect(res.statusCode).toBe(200);
    expect(CategoriesResponse.parse(res.json()).data).toEqual([{ id: w.category.id, title: 'Food', client_id: w.acme.id }]);
    expect(titles((await t.get(`/api/v3/categories?client_id=${w.beta.id}`, admin)).json())).toEqual(['Beverages']);
    expect((await t.get(`/api/v3/categories?client_id=${w.beta.id}`, master)).statusCode).toBe(404);
  });

  it('answers 403 for the Consumer role (tags); categories label the boards Consumers see', async () => {
    expect((await t.get('/api/v3/tags', consumer)).statusCode).toBe(403);
    expect((await t.get('/api/v3/categories', consumer)).statusCode).toBe(200);
  });
});
