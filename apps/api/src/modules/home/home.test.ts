import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticlesResponse, CurrentNoticeResponse } from '@insight/contracts';
import { articles } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createUser } from '../../../test/factories';

describe(`Home articles and the news banner on ${testDriver}`, () => {
  let t: TestApp;
  let acme: { id: string };
  let beta: { id: string };
  let tokens: Record<'admin' | 'master' | 'researcher' | 'consumer' | 'betaMaster', string>;

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const fieldsOf = (res: { json(): unknown }) => ((res.json() as { invalidParams?: { name: string }[] }).invalidParams ?? []).map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createClient(t.db, { name: 'Acme' });
    beta = await createClient(t.db, { name: 'Beta' });
    const users = await Promise.all([
      createUser(t.db, acme.id, { roleName: 'Admin' }),
      createUser(t.db, acme.id, { roleName: 'Master' }),
      createUser(t.db, acme.id, { roleName: 'Researcher' }),
      createUser(t.db, acme.id, { roleName: 'Consumer' }),
      createUser(t.db, beta.id, { roleName: 'Master' }),
    ]);
    const [admin, master, researcher, consumer, betaMaster] = await Promise.all(users.map((u) => t.login(u.email, u.password)));
    tokens = { admin, master, researcher, consumer, betaMaster };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the research team creates, edits, publishes and orders articles; the team sees only published ones, in order', async () => {
    const first = await call('POST', '/api/articles', tokens.admin, {
      title: 'How to read a showreel',
      lead: 'Five minutes to your first insight',
      link: '/studies',
      published: true,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ title: 'How to read a showreel', position: 0, image_url: null, published_at: expect.any(String) });
    const second = await call('POST', '/api/articles', tokens.admin, {
      title: 'Our method',
      link: 'https://example.org/method',
      image_url: 'https://example.org/method.jpg',
    });
    expect(second.json().data).toMatchObject({ position: 1, published_at: null });
    const secondId = second.json().data.id as string;

    const visible = ArticlesResponse.parse((await t.get('/api/articles', tokens.researcher)).json());
    expect(visible.data.map((a) => a.title)).toEqual(['How to read a showreel']);
    const drafts = ArticlesResponse.parse((await t.get('/api/articles?drafts=true', tokens.admin)).json());
    expect(drafts.data.map((a) => a.title)).toEqual(['How to read a showreel', 'Our method']);

    const edited = await call('PUT', `/api/articles/${secondId}`, tokens.admin, { title: 'Our research method', published: true });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Our research method', published_at: expect.any(String) });

    const order = await call('PUT', '/api/articles/order', tokens.admin, { ids: [secondId, first.json().data.id] });
    expect(order.statusCode).toBe(200);
    expect(ArticlesResponse.parse((await t.get('/api/articles', tokens.master)).json()).data.map((a) => a.title)).toEqual([
      'Our research method',
      'How to read a showreel',
    ]);

    const withdrawn = await call('PUT', `/api/articles/${secondId}`, tokens.admin, { published: false });
    expect(withdrawn.json().data.published_at).toBeNull();
    expect((await t.get('/api/articles', tokens.master)).json().data).toHaveLength(1);

    expect((await call('DELETE', `/api/articles/${secondId}`, tokens.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/articles/${secondId}`, tokens.admin)).statusCode).toBe(404);
  });

  it('articles: 403 for writes outside the research team and for Consumers, 404 across clients, 400 naming the field', async () => {
    const article = (await call('POST', '/api/articles', tokens.admin, { title: 'Mine', link: '/home', published: true })).json().data as { id: string };
    expect((await call('POST', '/api/articles', tokens.master, { title: 'x', link: '/home' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/articles/${article.id}`, tokens.master, { title: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/articles/${article.id}`, tokens.researcher)).statusCode).toBe(403);
    expect((await t.get('/api/articles?drafts=true', tokens.master)).statusCode).toBe(403);
    expect((await t.get('/api/articles', tokens.consumer)).statusCode).toBe(403);
    expect((await t.get('/api/articles', tokens.betaMaster)).json().data).toEqual([]);
    expect((await t.get(`/api/articles?client_id=${acme.id}`, tokens.betaMaster)).statusCode).toBe(404);
    // The research team acts for another client through client_id; another client's article id is a 404 there.
    expect((await call('PUT', `/api/articles/${article.id}?client_id=${beta.id}`, tokens.admin, { title: 'x' })).statusCode).toBe(404);
    for (const [body, field] of [
      [{ title: '', link: '/home' }, 'title'],
      [{ title: 'x', link: 'javascript:alert(1)' }, 'link'],
      [{ title: 'x', link: '//evil.example' }, 'link'],
      [{ title: 'x', link: '/home', image_url: 'data:image/png;base64,AAAA' }, 'image_url'],
      [{ title: 'x', link: '/home', lead: 'x'.repeat(601) }, 'lead'],
      [{ title: 'x', link: '/home', published: 'yes' }, 'published'],
    ] as const) {
      const res = await call('POST', '/api/articles', tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(body)).toContain(field);
    }
    const order = await call('PUT', '/api/articles/order', tokens.admin, { ids: [article.id, article.id] });
    expect(order.statusCode).toBe(400);
    expect(fieldsOf(order)).toContain('ids');
    expect((await call('PUT', '/api/articles/nope', tokens.admin, { title: 'x' })).statusCode).toBe(400);
  });

  it("a stored article picture goes with the last article that shows it (the seed's copies share one file)", async () => {
    const key = `articles/${randomUUID()}/cover.jpg`;
    await t.storage.putBuffer(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    const [mine, theirs] = await t.db
      .insert(articles)
      .values([acme.id, beta.id].map((clientId) => ({ clientId, title: 'Shared cover', url: '/home', imageKey: key, position: 99, publishedAt: new Date() })))
      .returning({ id: articles.id });
    expect((await call('DELETE', `/api/articles/${mine.id}`, tokens.admin)).statusCode).toBe(200);
    expect(await t.storage.stat(key)).not.toBeNull();
    const replaced = await call('PUT', `/api/articles/${theirs.id}?client_id=${beta.id}`, tokens.admin, { image_url: 'https://example.org/new.jpg' });
    expect(replaced.json().data.image_url).toBe('https://example.org/new.jpg');
    expect(await t.storage.stat(key)).toBeNull();
  });

  it('the news banner: published to the client, dismissed per user on the server, withdrawn by the research team', async () => {
    expect(CurrentNoticeResponse.parse((await t.get('/api/notices/current', tokens.master)).json()).data).toBeNull();
    const created = await call('POST', '/api/notices', tokens.admin, { message: 'New: story objectives are live', link: '/stories' });
    expect(created.statusCode).toBe(201);
    const notice = created.json().data as { id: string };
    for (const who of ['master', 'researcher', 'consumer'] as const) {
      expect((await t.get('/api/notices/current', tokens[who])).json().data, who).toMatchObject({ id: notice.id, message: 'New: story objectives are live' });
    }
    expect((await t.get('/api/notices/current', tokens.betaMaster)).json().data).toBeNull();

    expect((await call('POST', `/api/notices/${notice.id}/dismiss`, tokens.master)).statusCode).toBe(200);
    expect((await call('POST', `/api/notices/${notice.id}/dismiss`, tokens.master)).statusCode).toBe(200);
    expect((await t.get('/api/notices/current', tokens.master)).json().data).toBeNull();
    expect((await t.get('/api/notices/current', tokens.researcher)).json().data).toMatchObject({ id: notice.id });
    expect((await call('POST', `/api/notices/${notice.id}/dismiss`, tokens.consumer)).statusCode).toBe(200);

    const withdrawn = await call('PUT', `/api/notices/${notice.id}`, tokens.admin, { published: false });
    expect(withdrawn.json().data.published_at).toBeNull();
    expect((await t.get('/api/notices/current', tokens.researcher)).json().data).toBeNull();
    expect((await t.get('/api/notices', tokens.admin)).json().data).toHaveLength(1);
  });

  it('notices: 403 for writes outside the research team, 404 across clients, 400 naming the field', async () => {
    const notice = (await call('POST', '/api/notices', tokens.admin, { message: 'Hello', published: false })).json().data as { id: string };
    expect((await call('POST', '/api/notices', tokens.master, { message: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/notices/${notice.id}`, tokens.master, { message: 'x' })).statusCode).toBe(403);
    expect((await t.get('/api/notices', tokens.master)).statusCode).toBe(403);
    expect((await call('POST', `/api/notices/${notice.id}/dismiss`, tokens.betaMaster)).statusCode).toBe(404);
    expect((await call('PUT', `/api/notices/${notice.id}?client_id=${beta.id}`, tokens.admin, { message: 'x' })).statusCode).toBe(404);
    for (const [body, field] of [
      [{ message: ' ' }, 'message'],
      [{ message: 'x'.repeat(301) }, 'message'],
      [{ message: 'x', link: 'ftp://files' }, 'link'],
    ] as const) {
      const res = await call('POST', '/api/notices', tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
    expect((await call('POST', '/api/notices/nope/dismiss', tokens.master)).statusCode).toBe(400);
  });
});
