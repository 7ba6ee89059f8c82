import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoteResponse, NotesResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`notes on interviews on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let researcher: string;
  let outsider: string;
  let consumer: string;
  let betaMaster: string;

  const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const notesUrl = () => `/api/v3/interviews/${w.interviews.one.id}/notes`;
  const list = async (token: string, q = '') =>
    NotesResponse.parse((await send('GET', `${notesUrl()}${q ? `?q=${encodeURIComponent(q)}` : ''}`, token)).json()).data;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    const researcherUser = await createUser(t.db, w.acme.id, { roleName: 'Researcher', autoGrantNewProjects: true });
    const outsiderUser = await createUser(t.db, w.acme.id, { roleName: 'Researcher' });
    [master, researcher, outsider, consumer, betaMaster] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(researcherUser.email, researcherUser.password),
      t.login(outsiderUser.email, outsiderUser.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.betaUser.email, w.users.betaUser.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('team notes are read by the team, private notes by their author only; notes are searched', async () => {
    const team = await send('POST', notesUrl(), researcher, { start: 1, end: 3, body: 'Cycling is a daily habit', visibility: 'TEAM' });
    expect(team.statusCode, team.body).toBe(201);
    expect(NoteResponse.parse(team.json()).data).toMatchObject({ start: 1, end: 3, visibility: 'TEAM', is_mine: true, quote: null });
    const own = await send('POST', notesUrl(), researcher, {
      start: 4,
      end: 5,
      body: 'My hunch: price matters',
      visibility: 'PRIVATE',
      quote_id: w.quotes.vegetables.id,
    });
    expect(own.statusCode, own.body).toBe(201);
    const privateId = own.json().data.id;

    expect((await list(researcher)).map((n) => n.body)).toEqual(['Cycling is a daily habit', 'My hunch: price matters']);
    const seenByMaster = await list(master);
    expect(seenByMaster.map((n) => n.body)).toEqual(['Cycling is a daily habit']);
    expect(seenByMaster[0].is_mine).toBe(false);
    expect((await send('PATCH', `/api/v3/notes/${privateId}`, master, { body: 'x', updated_at: new Date().toISOString() })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v3/notes/${privateId}`, master)).statusCode).toBe(404);
    expect((await list(researcher, 'HUNCH')).map((n) => n.body)).toEqual(['My hunch: price matters']);
    expect(await list(master, 'hunch')).toEqual([]);
  });

  it('tenancy, project access and roles', async () => {
    expect((await send('GET', notesUrl(), betaMaster)).statusCode).toBe(404);
    expect((await send('POST', notesUrl(), betaMaster, { start: 0, end: 1, body: 'x' })).statusCode).toBe(404);
    expect((await send('GET', notesUrl(), outsider)).statusCode).toBe(404);
    expect((await send('GET', notesUrl(), consumer)).statusCode).toBe(403);
    expect((await send('POST', notesUrl(), consumer, { start: 0, end: 1, body: 'x' })).statusCode).toBe(403);
  });

  it('bad input answers 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ start: 3, end: 1, body: 'x' }, 'end'],
      [{ start: 0, end: 999, body: 'x' }, 'end'],
      [{ start: -1, end: 1, body: 'x' }, 'start'],
      [{ start: 0, end: 1, body: '   ' }, 'body'],
      [{ start: 0, end: 1, body: 'x', visibility: 'PUBLIC' }, 'visibility'],
      [{ start: 0, end: 1, body: 'x', quote_id: w.quotes.price.id }, 'quote_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', notesUrl(), master, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
    }
  });

  it('only the author edits or deletes; a stale updated_at is a 409', async () => {
    const note = NoteResponse.parse((await send('POST', notesUrl(), master, { start: 2, end: 2.5, body: 'Check this' })).json()).data;
    expect((await send('PATCH', `/api/v3/notes/${note.id}`, researcher, { body: 'Mine now', updated_at: note.updated_at })).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v3/notes/${note.id}`, researcher)).statusCode).toBe(403);
    const edited = await send('PATCH', `/api/v3/notes/${note.id}`, master, { body: 'Checked', visibility: 'PRIVATE', updated_at: note.updated_at });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ body: 'Checked', visibility: 'PRIVATE' });
    expect((await send('PATCH', `/api/v3/notes/${note.id}`, master, { body: 'Again', updated_at: note.updated_at })).statusCode).toBe(409);
    expect((await send('DELETE', `/api/v3/notes/${note.id}`, master)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v3/notes/${note.id}`, master)).statusCode).toBe(404);
  });
});
