import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotesResponse } from '@insight/contracts';
import { quotes, searchConfigFor } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';
import { RANK_CANDIDATES } from './quotes.repository';

// Decisions 0180 and 0230: a search ranks at most RANK_CANDIDATES matches, the newest first, so a common word costs what a
// rare one does; its total stops counting there.
describe(`bounded quote search ranking on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    master = await t.login(w.users.master.email, w.users.master.password);
    const one = w.interviews.one;
    const day = 86_400_000;
    // RANK_CANDIDATES + 5 quotes made two years ago, then ten of this month (the newest recency tier).
    await t.db.insert(quotes).values(
      Array.from({ length: RANK_CANDIDATES + 15 }, (_, i) => ({
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
        createdAt: new Date(Date.now() - (i < RANK_CANDIDATES + 5 ? 730 : 1 + (i % 20)) * day),
      })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages a common word through its ranked candidates, each once, best first, ties newest first, recent quotes included', async () => {
    const seen: string[] = [];
    const ranks: boolean[] = [];
    const dates: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `search=kettle&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.get(`/api/v3/quotes?${query}`, master);
      expect(res.statusCode, res.body).toBe(200);
      const body = QuotesResponse.parse(res.json());
      seen.push(...body.data.map((q) => q.id));
      ranks.push(...body.data.map((q) => q.content.startsWith('kettle,')));
      dates.push(...body.data.map((q) => q.created_at!));
      cursor = body.meta.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(RANK_CANDIDATES);
    expect(new Set(seen).size).toBe(RANK_CANDIDATES);
    // Quotes saying the word three times rank above those saying it once.
    const firstOnce = ranks.indexOf(false);
    expect(ranks.slice(firstOnce).every((thrice) => !thrice)).toBe(true);
    // The ten recent quotes are candidates (not only the first 1,000 in table order) and lead their rank.
    const recent = dates.filter((d) => Date.now() - Date.parse(d) < 100 * 86_400_000);
    expect(recent).toHaveLength(10);
    expect(dates.slice(0, 5).every((d) => recent.includes(d))).toBe(true);
    expect(dates.slice(firstOnce, firstOnce + 5).every((d) => recent.includes(d))).toBe(true);
  });

  it('counts a search up to RANK_CANDIDATES and says when more match', async () => {
    const many = QuotesResponse.parse((await t.get('/api/v3/quotes?search=kettle&with_total=true', master)).json());
    expect(many.meta).toMatchObject({ total: RANK_CANDIDATES, total_capped: true });
    const few = QuotesResponse.parse((await t.get('/api/v3/quotes?search=cykler&with_total=true', master)).json());
    expect(few.meta.total_capped).toBe(false);
    expect(few.meta.total).toBe(few.data.length);
  });

  it('still ranks every match of a rare word', async () => {
    const res = await t.get('/api/v3/quotes?search=cykler', master);
    expect(res.statusCode).toBe(200);
    expect(QuotesResponse.parse(res.json()).data.length).toBeGreaterThan(0);
  });
});
