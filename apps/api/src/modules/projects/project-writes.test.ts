import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectResponse, ProjectsResponse, ProjectUsersResponse } from '@insight/contracts';
import { projectUsers } from '@insight/db';
import { and, eq } from 'drizzle-orm';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createProject, createUser } from '../../../test/factories';

describe(`project writes and project users on ${testDriver}`, () => {
  let t: TestApp;
  let acme: { id: string };
  let beta: { id: string };
  let tokens: Record<'admin' | 'master' | 'researcher' | 'autoGrant' | 'consumer' | 'betaMaster', string>;
  let ids: Record<'admin' | 'master' | 'researcher' | 'autoGrant' | 'consumer', string>;
  let existing: { id: string };
  let betaProject: { id: string };

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const fieldsOf = (res: { json(): unknown }) => ((res.json() as { invalidParams?: { name: string }[] }).invalidParams ?? []).map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createClient(t.db, { name: 'Acme' });
    beta = await createClient(t.db, { name: 'Beta' });
    existing = await createProject(t.db, acme.id, { title: 'Existing' });
    betaProject = await createProject(t.db, beta.id, { title: 'Beta only' });
    const admin = await createUser(t.db, acme.id, { roleName: 'Admin' });
    const master = await createUser(t.db, acme.id, { roleName: 'Master' });
    const researcher = await createUser(t.db, acme.id, { roleName: 'Researcher' });
    const autoGrant = await createUser(t.db, acme.id, { roleName: 'Researcher', autoGrantNewProjects: true });
    const consumer = await createUser(t.db, acme.id, { roleName: 'Consumer' });
    const betaMaster = await createUser(t.db, beta.id, { roleName: 'Master' });
    await t.db.insert(projectUsers).values({ projectId: existing.id, userId: researcher.id });
    ids = { admin: admin.id, master: master.id, researcher: researcher.id, autoGrant: autoGrant.id, consumer: consumer.id };
    const [a, m, r, g, c, b] = await Promise.all([admin, master, researcher, autoGrant, consumer, betaMaster].map((u) => t.login(u.email, u.password)));
    tokens = { admin: a, master: m, researcher: r, autoGrant: g, consumer: c, betaMaster: b };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /projects: Masters and the research team create; auto-grant users get the new project at once', async () => {
    const res = await call('POST', '/api/projects', tokens.master, { title: '  Breakfast  ', description: 'Morning habits' });
    expect(res.statusCode).toBe(201);
    const created = ProjectResponse.parse(res.json()).data;
    expect(created).toMatchObject({ title: 'Breakfast', description: 'Morning habits', client_id: acme.id, archived_at: null, counts: { studies: 0 } });
    const grants = await t.db.select().from(projectUsers).where(eq(projectUsers.projectId, created.id));
    expect(grants.map((g) => g.userId)).toEqual([ids.autoGrant]);

    const byAdmin = await call('POST', '/api/projects', tokens.admin, { title: 'Admin made' });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().data.description).toBe('');
  });

  it('a study created in a project grants that project to auto-grant users who lacked it (SPEC §6)', async () => {
    const project = await createProject(t.db, acme.id, { title: 'Older project' });
    const before = await t.db.select().from(projectUsers).where(eq(projectUsers.projectId, project.id));
    expect(before).toEqual([]);
    const draft = await call('POST', '/api/v3/studies/drafts', tokens.master, { brief: 'Snacking at work', project_id: project.id });
    expect(draft.statusCode).toBe(201);
    const after = await t.db.select().from(projectUsers).where(eq(projectUsers.projectId, project.id));
    expect(after.map((g) => g.userId)).toEqual([ids.autoGrant]);
  });

  it('POST /projects: a Researcher and a Consumer get 403; bad input names the field; a foreign client_id is 404', async () => {
    expect((await call('POST', '/api/projects', tokens.researcher, { title: 'Nope' })).statusCode).toBe(403);
    expect((await call('POST', '/api/projects', tokens.consumer, { title: 'Nope' })).statusCode).toBe(403);
    for (const [body, field] of [
      [{ title: '   ' }, 'title'],
      [{}, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'ok', description: 5 }, 'description'],
      [{ title: 'ok', client_id: 'nope' }, 'client_id'],
    ] as const) {
      const res = await call('POST', '/api/projects', tokens.master, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(body)).toContain(field);
    }
    expect((await call('POST', '/api/projects', tokens.master, { title: 'X', client_id: beta.id })).statusCode).toBe(404);
  });

  it('PUT /projects/{id}: update_project changes title and description, archives (leaves the list) and restores', async () => {
    const project = await createProject(t.db, acme.id, { title: 'To change' });
    const res = await call('PUT', `/api/projects/${project.id}`, tokens.master, { title: 'Changed', description: 'Now with words' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Changed', description: 'Now with words' });

    const archived = await call('PUT', `/api/projects/${project.id}`, tokens.master, { archived: true });
    expect(archived.json().data.archived_at).toEqual(expect.any(String));
    const live = ProjectsResponse.parse((await t.get('/api/projects?per_page=100', tokens.master)).json());
    expect(live.data.map((p) => p.id)).not.toContain(project.id);
    const shelf = ProjectsResponse.parse((await t.get('/api/projects?archived=true', tokens.master)).json());
    expect(shelf.data.map((p) => p.id)).toEqual([project.id]);

    const restored = await call('PUT', `/api/projects/${project.id}`, tokens.master, { archived: false });
    expect(restored.json().data.archived_at).toBeNull();
    expect((await t.get('/api/projects?archived=true', tokens.master)).json().meta.total).toBe(0);
  });

  it('PUT /projects/{id}: 403 without update_project, 404 for another client, 400 naming the field', async () => {
    expect((await call('PUT', `/api/projects/${existing.id}`, tokens.researcher, { title: 'Mine' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/projects/${existing.id}`, tokens.consumer, { title: 'Mine' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/projects/${betaProject.id}`, tokens.master, { title: 'Stolen' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/projects/${existing.id}`, tokens.betaMaster, { title: 'Stolen' })).statusCode).toBe(404);
    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ archived: 'yes' }, 'archived'],
      [{ colour: 'red' }, ''],
    ] as const) {
      const res = await call('PUT', `/api/projects/${existing.id}`, tokens.master, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(fieldsOf(res)).toContain(field);
    }
    expect((await call('PUT', '/api/projects/nope', tokens.master, { title: 'x' })).statusCode).toBe(400);
    expect((await t.get('/api/projects?archived=maybe', tokens.master)).statusCode).toBe(400);
  });

  it('GET /projects/{id}/users lists every member with how they reach the project', async () => {
    const res = await call('GET', `/api/projects/${existing.id}/users`, tokens.master);
    expect(res.statusCode).toBe(200);
    const byId = new Map(ProjectUsersResponse.parse(res.json()).data.map((u) => [u.id, u]));
    expect(byId.get(ids.admin)).toMatchObject({ access: 'ALL_PROJECTS', can_change: false });
    expect(byId.get(ids.master)).toMatchObject({ access: 'ALL_PROJECTS', can_change: false });
    expect(byId.get(ids.researcher)).toMatchObject({ access: 'GRANTED', can_change: true, role: 'Researcher' });
    expect(byId.get(ids.autoGrant)).toMatchObject({ access: 'AUTO_GRANT', can_change: false });
    expect(byId.get(ids.consumer)).toMatchObject({ access: 'NONE', can_change: true });
    expect(byId.size).toBe(5);

    expect((await call('GET', `/api/projects/${existing.id}/users`, tokens.researcher)).statusCode).toBe(403);
    expect((await call('GET', `/api/projects/${betaProject.id}/users`, tokens.master)).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${existing.id}/users`, tokens.betaMaster)).statusCode).toBe(404);
  });

  it('grant and revoke follow the /users rules and change what the member sees', async () => {
    const project = await createProject(t.db, acme.id, { title: 'Granted later' });
    const seen = async () => (await t.get('/api/projects?per_page=100', tokens.researcher)).json().data.map((p: { id: string }) => p.id);
    expect(await seen()).not.toContain(project.id);

    const grant = await call('POST', `/api/projects/${project.id}/users`, tokens.master, { user_id: ids.researcher });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data).toMatchObject({ id: ids.researcher, access: 'GRANTED' });
    expect(await seen()).toContain(project.id);
    // Granting twice changes nothing.
    expect((await call('POST', `/api/projects/${project.id}/users`, tokens.master, { user_id: ids.researcher })).statusCode).toBe(200);

    const revoke = await call('DELETE', `/api/projects/${project.id}/users/${ids.researcher}`, tokens.master);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().data.access).toBe('NONE');
    expect(await seen()).not.toContain(project.id);
    const [left] = await t.db
      .select()
      .from(projectUsers)
      .where(and(eq(projectUsers.projectId, project.id), eq(projectUsers.userId, ids.researcher)));
    expect(left).toBeUndefined();
  });

  it('grant and revoke: 409 for every-project members, 403 without edit_user_access, 404 across clients, 400 naming the field', async () => {
    const project = await createProject(t.db, acme.id, { title: 'Rules' });
    const grant = (token: string, body: unknown) => call('POST', `/api/projects/${project.id}/users`, token, body);
    const master409 = await grant(tokens.master, { user_id: ids.master });
    expect(master409.statusCode).toBe(409);
    expect(master409.json().detail ?? master409.json().title).toMatch(/every project/);
    expect((await grant(tokens.master, { user_id: ids.autoGrant })).statusCode).toBe(409);
    expect((await grant(tokens.researcher, { user_id: ids.researcher })).statusCode).toBe(403);
    expect((await grant(tokens.consumer, { user_id: ids.researcher })).statusCode).toBe(403);
    // A Master may not change an Admin's access (a higher role); the Admin is every-project anyway → 409 first.
    expect((await grant(tokens.master, { user_id: ids.admin })).statusCode).toBe(409);
    const betaUser = await createUser(t.db, beta.id, { roleName: 'Researcher' });
    expect((await grant(tokens.master, { user_id: betaUser.id })).statusCode).toBe(404);
    expect((await call('POST', `/api/projects/${betaProject.id}/users`, tokens.master, { user_id: ids.researcher })).statusCode).toBe(404);
    const bad = await grant(tokens.master, { user_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('user_id');
    expect((await call('DELETE', `/api/projects/${project.id}/users/nope`, tokens.master)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/projects/${project.id}/users/${ids.researcher}`, tokens.betaMaster)).statusCode).toBe(404);
  });
});
