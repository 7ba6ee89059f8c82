import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoriesResponse, StoryResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createStory } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`story reads on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    [master, consumer] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the Consumer role reads stories (while studies are 403)', async () => {
    expect((await t.get('/api/v3/studies', consumer)).statusCode).toBe(403);
    const list = await t.get('/api/v3/stories', consumer);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([w.story.id]);
    expect((await t.get(`/api/v3/stories/${w.story.id}`, consumer)).statusCode).toBe(200);
  });

  it('GET /api/v3/stories/{id} answers the story with signed media and highlighted interviews of the client only', async () => {
    const res = await t.get(`/api/v3/stories/${w.story.id}`, master);
    expect(res.statusCode).toBe(200);
    const { data } = StoryResponse.parse(res.json());
    expect(data).toMatchObject({
      id: w.story.id,
      client_id: w.acme.id,
      state: 'POPULATED',
      title: 'Why Danes snack on plants',
      tags: ['Snacks'],
      counts: { interviews: 2, markets: 1 },
      story_content: { type: 'doc' },
      participant_cover_video: null,
    });
    expect(data.cover_video).toEqual({ url: expect.stringMatching(/^\/api\/media\/stories\/cover\.mp4\?expires=/), duration: 12.5 });
    expect(data.slides).toEqual([
      {
        id: 'slide-1',
        label: 'Intro',
        title: 'Meet Mette',
        description: null,
        cover_video: { url: expect.stringMatching(/^\/api\/media\/stories\/slide1\.mp4\?/), duration: 4 },
      },
    ]);
    // Beta's interview id on an Acme story is not leaked.
    expect(data.highlighted_interviews).toEqual([
      { id: w.interviews.one.id, duration: 8.5, thumbnail: expect.stringMatching(/thumbnail\.jpg\?/), participant: { name: 'Mette', age: 31, country: 'DK' } },
    ]);
  });

  it('lists newest first with cursor paging, q filter and bad-input 400s', async () => {
    for (let i = 0; i < 4; i += 1) await createStory(t.db, w.acme.id, { title: `Extra story ${i}` });
    const all = StoriesResponse.parse((await t.get('/api/v3/stories?limit=100', master)).json());
    expect(all.data).toHaveLength(5);
    expect(all.data.at(-1)!.id).toBe(w.story.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = StoriesResponse.parse((await t.get(`/api/v3/stories?limit=2${cursor ? `&cursor=${cursor}` : ''}`, master)).json());
      seen.push(...page.data.map((s) => s.id));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.data.map((s) => s.id));
    expect((await t.get('/api/v3/stories?q=danes', master)).json().data.map((s: { id: string }) => s.id)).toEqual([w.story.id]);
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['cursor=%%%', 'cursor'],
      ['board_id=1', 'board_id'],
    ]) {
      const res = await t.get(`/api/v3/stories?${query}`, master);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().invalidParams[0].name, query).toBe(field);
    }
  });

  it('answers 404 for another client’s story', async () => {
    const res = await t.get(`/api/v3/stories/${w.betaStory.id}`, consumer);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Story not found');
  });
});
