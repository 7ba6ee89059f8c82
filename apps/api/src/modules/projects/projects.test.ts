import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createProject } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`project reads on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    for (let i = 1; i <= 5; i += 1) await createProject(t.db, w.acme.id, { title: `Zeta ${i}` });
    [master, consumer] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/projects pages 5 at a time by title with study, showreel and insight counts', async () => {
    const res = await t.get('/api/projects', master);
    expect(res.statusCode).toBe(200);
    const body = ProjectsResponse.parse(res.json());
    expect(body.meta).toEqual({ page: 1, per_page: 5, total: 7 });
    expect(body.data.map((p) => p.title)).toEqual(['Drinks', 'Snacks', 'Zeta 1', 'Zeta 2', 'Zeta 3']);
    // The counts the projects list shows: the reels filed under the project, the insights of its studies.
    const reels = (await t.get(`/api/v1/showreels?project_id=${w.projects.snacks.id}`, master)).json() as { meta: { total: number } };
    expect(body.data[1]).toMatchObject({
      id: w.projects.snacks.id,
      client_id: w.acme.id,
      counts: { studies: 1, showreels: reels.meta.total, insights: 1 },
      studies: [],
    });
    expect(reels.meta.total).toBeGreaterThan(0);
    const second = ProjectsResponse.parse((await t.get('/api/projects?page=2', master)).json());
    expect(second.data.map((p) => p.title)).toEqual(['Zeta 4', 'Zeta 5']);
  });

  it('accepts per_page / perPage, clientId and id; fields=studies adds the studies', async () => {
    expect((await t.get('/api/projects?perPage=2', master)).json().meta).toEqual({ page: 1, per_page: 2, total: 7 });
    const one = await t.get(`/api/projects?id=${w.projects.snacks.id}&fields=studies&clientId=${w.acme.id}`, master);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toHaveLength(1);
    expect(one.json().data[0].studies).toEqual([
      expect.objectContaining({
        id: w.study.id,
        title: 'Plant snacks in Denmark',
        status: 'IN_PROGRESS',
        display_status_code: 'COMPLETED',
        showreel: { id: w.curated.id, type: 'CURATED' },
      }),
    ]);
    expect(one.json().data[0].studies[0].cover_image).toMatch(/^\/api\/media\/studies\/cover\.jpg\?/);
  });

  it('answers 400 naming the field, 404 for a foreign client and 403 for the Consumer role', async () => {
    for (const [query, field] of [
      ['per_page=1000', 'per_page'],
      ['page=-1', 'page'],
      ['id=nope', 'id'],
    ]) {
      const res = await t.get(`/api/projects?${query}`, master);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().invalidParams.map((p: { name: string }) => p.name),
        query,
      ).toContain(field);
    }
    expect((await t.get(`/api/projects?client_id=${w.beta.id}`, master)).statusCode).toBe(404);
    expect((await t.get('/api/projects', consumer)).statusCode).toBe(403);
  });
});
