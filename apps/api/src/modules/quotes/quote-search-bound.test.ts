import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotesResponse } from '@insight/contracts';
import { quotes, searchConfigFor } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';
import { RANK_CANDIDATES } from './quotes.repository';

// Decision 0180: a search ranks at most RANK_CANDIDATES matches, so a common word costs what a rare one does.
describe(`bounded quote search ranking on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    master = await t.login(w.users.master.email, w.users.master.password);
    const one = w.interviews.one;
    await t.db.insert(quotes).values(
      Array.from({ length: RANK_CANDIDATES + 5 }, (_, i) => ({
        clientId: one.clientId,
        studyId: one.studyId,
        segmentId: one.segmentId,
        interviewId: one.id,
        language: 'en',
        start: i,
        end: i + 1,
        participantName: '',
        searchConfig: searchConfigFor('en'),
        contentOriginal: i % 2 ? `the kettle number ${i}` : `kettle, kettle and kettle number ${i}`,
      })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages a common word through its ranked candidates, each once and best first', async () => {
    const seen: string[] = [];
    const ranks: boolean[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `search=kettle&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.get(`/api/v3/quotes?${query}`, master);
      expect(res.statusCode, res.body).toBe(200);
      const body = QuotesResponse.parse(res.json());
      seen.push(...body.data.map((q) => q.id));
      ranks.push(...body.data.map((q) => q.content.startsWith('kettle,')));
      cursor = body.meta.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(RANK_CANDIDATES);
    expect(new Set(seen).size).toBe(RANK_CANDIDATES);
    // Quotes saying the word three times rank above those saying it once.
    const firstOnce = ranks.indexOf(false);
    expect(ranks.slice(firstOnce).every((thrice) => !thrice)).toBe(true);
  });

  it('still ranks every match of a rare word', async () => {
    const res = await t.get('/api/v3/quotes?search=cykler', master);
    expect(res.statusCode).toBe(200);
    expect(QuotesResponse.parse(res.json()).data.length).toBeGreaterThan(0);
  });
});
