import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardResponse, BoardsResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createBoard, createCategory, createStory } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`boards on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let admin: string;
  let boards: { pulse: { id: string }; trends: { id: string }; beta: { id: string } };

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    [master, consumer, admin] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.admin.email, w.users.admin.password),
    ]);
    const other = await createStory(t.db, w.acme.id, { title: 'Second story', counts: { interviews: 3, markets: 2 } });
    const trendsCategory = await createCategory(t.db, w.acme.id, 'Trends');
    boards = {
      trends: await createBoard(t.db, w.acme.id, { title: 'Trends board', description: 'What moves' }, { categoryIds: [trendsCategory.id] }),
      pulse: await createBoard(
        t.db,
        w.acme.id,
        {
          title: 'Consumer pulse',
          label: 'Always on',
          alwaysOn: true,
          coverImageKey: 'boards/pulse.jpg',
          highlightedInterviewIds: [w.interviews.one.id, w.interviews.beta.id],
        },
        { categoryIds: [w.category.id], storyIds: [w.story.id, other.id] },
      ),
      beta: await createBoard(t.db, w.beta.id, { title: 'Beta board' }),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/v3/boards lists the client’s boards, always_on first, with counts, categories and signed covers', async () => {
    const res = await t.get('/api/v3/boards', master);
    expect(res.statusCode).toBe(200);
    const { data } = BoardsResponse.parse(res.json());
    expect(data.map((b) => b.title)).toEqual(['Consumer pulse', 'Trends board']);
    expect(data[0]).toMatchObject({
      label: 'Always on',
      always_on: true,
      counts: { stories: 2, interviews: 5, markets: 2 },
      categories: [{ id: w.category.id, title: 'Food' }],
      cover_image: expect.stringMatching(/^\/api\/media\/boards\/pulse\.jpg\?expires=/),
    });
    // Beta's interview is not leaked through an Acme board.
    expect(data[0].highlighted_interviews.map((i) => i.id)).toEqual([w.interviews.one.id]);
    expect(data[1].counts).toEqual({ stories: 0, interviews: 0, markets: 0 });
  });

  it('filters by category and title words; bad input is a 400 naming the field', async () => {
    const byCategory = BoardsResponse.parse((await t.get(`/api/v3/boards?category_ids=${w.category.id}`, master)).json());
    expect(byCategory.data.map((b) => b.title)).toEqual(['Consumer pulse']);
    expect(BoardsResponse.parse((await t.get('/api/v3/boards?q=trend', master)).json()).data.map((b) => b.title)).toEqual(['Trends board']);
    const bad = await t.get('/api/v3/boards?category_ids=nope', master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('category_ids');
  });

  it('the Consumer reads boards and categories but may not write them', async () => {
    expect((await t.get('/api/v3/boards', consumer)).statusCode).toBe(200);
    expect((await t.get(`/api/v3/boards/${boards.pulse.id}`, consumer)).statusCode).toBe(200);
    expect((await t.get('/api/v3/categories', consumer)).statusCode).toBe(200);
    expect((await send('POST', '/api/v3/boards', consumer, { title: 'Mine' })).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v3/boards/${boards.pulse.id}`, consumer)).statusCode).toBe(403);
  });

  it('answers 404 for another client’s board, and the admin may switch client', async () => {
    const res = await t.get(`/api/v3/boards/${boards.beta.id}`, master);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Board not found');
    expect((await t.get(`/api/v3/boards/${boards.beta.id}?client_id=${w.beta.id}`, admin)).statusCode).toBe(200);
    expect((await t.get(`/api/v3/boards/not-a-uuid`, master)).statusCode).toBe(400);
  });

  it('creates, updates (409 on a stale updated_at) and deletes a board; ids of another client are a 404', async () => {
    const created = await send('POST', '/api/v3/boards', master, {
      title: 'Launch board',
      category_ids: [w.category.id],
      story_ids: [w.story.id],
      always_on: false,
    });
    expect(created.statusCode).toBe(201);
    const board = BoardResponse.parse(created.json()).data;
    expect(board).toMatchObject({ title: 'Launch board', counts: { stories: 1 }, categories: [{ title: 'Food' }] });
    // The story moved: the pulse board has one story left.
    expect(BoardResponse.parse((await t.get(`/api/v3/boards/${boards.pulse.id}`, master)).json()).data.counts.stories).toBe(1);

    expect((await send('POST', '/api/v3/boards', master, { title: 'X', story_ids: [w.betaStory.id] })).statusCode).toBe(404);
    const noTitle = await send('POST', '/api/v3/boards', master, { title: ' ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().invalidParams[0].name).toBe('title');

    const patched = await send('PATCH', `/api/v3/boards/${board.id}`, master, { title: 'Launch board 2', updated_at: board.updated_at });
    expect(patched.statusCode).toBe(200);
    const stale = await send('PATCH', `/api/v3/boards/${board.id}`, master, { title: 'Lost edit', updated_at: board.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(BoardResponse.parse((await t.get(`/api/v3/boards/${board.id}`, master)).json()).data.title).toBe('Launch board 2');

    expect((await send('DELETE', `/api/v3/boards/${boards.beta.id}`, master)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v3/boards/${board.id}`, master)).statusCode).toBe(204);
    expect((await t.get(`/api/v3/boards/${board.id}`, master)).statusCode).toBe(404);
    // Its story stays, without a board.
    expect((await t.get(`/api/v3/stories/${w.story.id}`, master)).json().data.board_id).toBeNull();
  });
});
