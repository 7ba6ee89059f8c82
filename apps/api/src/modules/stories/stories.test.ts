import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoriesResponse, StoryResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { stories } from '@insight/db';
import { eq } from 'drizzle-orm';
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
    expect(data.cover_video).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/stories\/cover\.mp4\?expires=/), duration: 12.5 });
    expect(data.slides).toEqual([
      {
        id: 'slide-1',
        label: 'Intro',
        title: 'Meet Mette',
        description: null,
        cover_video: expect.objectContaining({ url: expect.stringMatching(/^\/api\/media\/stories\/slide1\.mp4\?/), duration: 4 }),
        link: null,
      },
    ]);
    // Beta's interview id on an Acme story is not leaked.
    expect(data.highlighted_interviews).toEqual([
      expect.objectContaining({
        id: w.interviews.one.id,
        study_id: w.study.id,
        duration: 8.5,
        thumbnail: expect.stringMatching(/thumbnail\.jpg\?/),
        participant: { name: 'Mette', age: 31, country: 'DK' },
      }),
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

  describe('writes', () => {
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    const text = (value: string) => [{ type: 'text', text: value }];
    const documentWithBlocks = () => ({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: text('What we heard') },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Read ' },
            { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
          ],
        },
        { type: 'quote', attrs: { id: w.quotes.cycling.id } },
        { type: 'showreel', attrs: { id: w.showreel.id } },
      ],
    });

    it('the research team creates a story with heading, paragraph, quote and showreel blocks; counts come from the interviews it draws on', async () => {
      const res = await send('POST', '/api/v3/stories', master, {
        title: 'Cycling and prices',
        story_content: documentWithBlocks(),
        tags: ['Bikes', 'bikes', 'Price'],
      });
      expect(res.statusCode).toBe(201);
      const { data } = StoryResponse.parse(res.json());
      expect(data.story_content?.content).toHaveLength(4);
      expect(data.tags).toEqual(['bikes', 'Price']);
      expect(data.counts).toEqual({ interviews: 2, markets: 1 });
      expect(data.showreels).toEqual([expect.objectContaining({ id: w.showreel.id, study_id: w.study.id, title: 'Best of' })]);
      expect(data.showreels[0].edit_list.clips).toHaveLength(2);
      expect(data.showreels[0].edit_list.subtitles.en.length).toBeGreaterThan(0);
      expect(data.quotes).toEqual([
        expect.objectContaining({
          id: w.quotes.cycling.id,
          content_en: 'I love cycling to work every day',
          start: 0.5,
          end: 3.9,
          video: expect.objectContaining({
            url: expect.stringMatching(/video\.mp4\?/),
            subtitles: { en: { url: expect.any(String) }, original: { url: expect.any(String) } },
          }),
        }),
      ]);
    });

    it('leaves out the blocks whose reel or quote the reader may not see (Consumer without project access)', async () => {
      const created = StoryResponse.parse(
        (await send('POST', '/api/v3/stories', master, { title: 'Hidden blocks', story_content: documentWithBlocks() })).json(),
      ).data;
      const res = await t.get(`/api/v3/stories/${created.id}`, consumer);
      expect(res.statusCode).toBe(200);
      const { data } = StoryResponse.parse(res.json());
      expect(data.story_content?.content.map((n) => (n as { type: string }).type)).toEqual(['heading', 'paragraph']);
      expect(data.showreels).toEqual([]);
      expect(data.quotes).toEqual([]);
      expect(res.body).not.toContain(w.showreel.id);
    });

    it('the Consumer and a Researcher cannot write; ids of another client are a 404; bad input names the field', async () => {
      const researcher = await t.login(w.users.multi.email, w.users.multi.password);
      expect((await send('POST', '/api/v3/stories', consumer, { title: 'Mine' })).statusCode).toBe(403);
      expect((await send('POST', '/api/v3/stories', researcher, { title: 'Mine' })).statusCode).toBe(403);
      expect((await send('DELETE', `/api/v3/stories/${w.story.id}`, consumer)).statusCode).toBe(403);
      const foreignReel = { type: 'doc', content: [{ type: 'quote', attrs: { id: w.quotes.beta.id } }] };
      const foreign = await send('POST', '/api/v3/stories', master, { title: 'X', story_content: foreignReel });
      expect(foreign.statusCode).toBe(404);
      expect((await send('POST', '/api/v3/stories', master, { title: 'X', highlighted_interview_ids: [w.interviews.beta.id] })).statusCode).toBe(404);
      expect((await send('PATCH', `/api/v3/stories/${w.betaStory.id}`, master, { title: 'X', updated_at: new Date().toISOString() })).statusCode).toBe(404);
      for (const [body, field] of [
        [{ title: '' }, 'title'],
        [{ title: 'X', story_content: { type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] } }, 'story_content.content.0.type'],
        [{ title: 'X', story_content: { type: 'doc', content: [{ type: 'showreel', attrs: { id: 'nope' } }] } }, 'story_content.content.0.attrs.id'],
        [
          {
            title: 'X',
            story_content: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }],
            },
          },
          'story_content.content.0.content.0.marks.0.attrs.href',
        ],
        [{ title: 'X', slides: [{ title: '' }] }, 'slides.0.title'],
      ] as const) {
        const res = await send('POST', '/api/v3/stories', master, body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().invalidParams[0].name, field).toBe(`body.${field}`.replace(/^body\./, ''));
      }
    });

    it('a stale updated_at answers 409 and changes nothing; slides keep their ids; delete removes the story', async () => {
      const created = StoryResponse.parse(
        (await send('POST', '/api/v3/stories', master, { title: 'Draft', slides: [{ title: 'One' }, { title: 'Two', label: 'Second' }] })).json(),
      ).data;
      const [one, two] = created.slides;
      const reordered = await send('PATCH', `/api/v3/stories/${created.id}`, master, {
        updated_at: created.updated_at,
        slides: [
          { id: two.id, title: 'Two', label: 'Second' },
          { id: one.id, title: 'One' },
        ],
      });
      expect(reordered.statusCode).toBe(200);
      const after = StoryResponse.parse(reordered.json()).data;
      expect(after.slides.map((s) => s.id)).toEqual([two.id, one.id]);
      const stale = await send('PATCH', `/api/v3/stories/${created.id}`, master, { title: 'Lost', updated_at: created.updated_at });
      expect(stale.statusCode).toBe(409);
      expect(StoryResponse.parse((await t.get(`/api/v3/stories/${created.id}`, master)).json()).data).toMatchObject({
        title: 'Draft',
        updated_at: after.updated_at,
      });
      expect((await send('DELETE', `/api/v3/stories/${created.id}`, master)).statusCode).toBe(204);
      expect((await t.get(`/api/v3/stories/${created.id}`, master)).statusCode).toBe(404);
    });

    it('a <script> or onerror stored by any path never comes back as markup', async () => {
      const row = await createStory(t.db, w.acme.id, {
        title: 'Tampered',
        storyContent: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
            { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
            {
              type: 'heading',
              attrs: { level: 2, onclick: 'alert(1)' },
              content: [{ type: 'text', text: 'Hi', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
            },
            { type: 'html', html: '<img src=x onerror=alert(1)>' },
          ],
        },
      });
      const res = await t.get(`/api/v3/stories/${row.id}`, master);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/onerror|onclick|javascript:|<img/);
      expect(res.json().data.story_content).toEqual({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Hi' }] },
        ],
      });
      await t.db.delete(stories).where(eq(stories.id, row.id));
    });

    it('filters the list by tag and segment group', async () => {
      const tagged = StoriesResponse.parse((await t.get('/api/v3/stories?tag=snacks&limit=100', master)).json());
      expect(tagged.data.map((s) => s.id)).toEqual([w.story.id]);
      expect(tagged.data[0].story_content).toBeNull();
      const bad = await t.get('/api/v3/stories?segment_group_id=x', master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0].name).toBe('segment_group_id');
    });
  });
});
