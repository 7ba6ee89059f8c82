/**
 * Stored study and segment counts (decision 0240, migration 0018): the counts the studies list and the study detail answer stay
 * equal to the live rows through the API's writes (quotes made and deleted, showreels made and deleted) and direct
 * writes (interviews, insights, business questions added; an interview deleted with its quotes), and a rolled-back
 * write leaves them as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteResponse, ShowreelResponse, StudiesResponse, StudyResponse, TranscriptResponse } from '@insight/contracts';
import { businessQuestions, interviews, quotes, studies } from '@insight/db';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createBusinessQuestion, createInsight, createInterview, createQuote } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`stored study counts on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let admin: string;

  const send = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  /** The counts of `studyId` as the study detail answers them. */
  const detailCounts = async (studyId: string) => {
    const res = await t.get(`/api/v3/studies/${studyId}`, master);
    expect(res.statusCode, res.body).toBe(200);
    return StudyResponse.parse(res.json()).data.counts;
  };

  /** Every study's and segment's stored counts next to the live counts (they must be equal). */
  const storedAndLive = async () => {
    const { rows } = await t.db.execute<{ id: string; stored: string; live: string }>(sql`
      select s.id,
        concat_ws(',', s.quote_count, s.interview_count, s.insight_count, s.custom_showreel_count, s.curated_showreel_count, s.business_question_count) as stored,
        concat_ws(',',
          (select count(*) from quotes q where q.study_id = s.id and q.client_id = s.client_id and q.deleted_at is null),
          (select count(*) from interviews i where i.study_id = s.id and i.client_id = s.client_id),
          (select count(*) from insights i where i.study_id = s.id and i.client_id = s.client_id),
          (select count(*) from showreels r where r.study_id = s.id and r.client_id = s.client_id and r.type = 'CUSTOM'),
          (select count(*) from showreels r where r.study_id = s.id and r.client_id = s.client_id and r.type = 'CURATED'),
          (select count(*) from business_questions b where b.study_id = s.id and b.client_id = s.client_id)) as live
      from studies s
      union all
      select g.id, concat_ws(',', g.quote_count, g.interview_count),
        concat_ws(',',
          (select count(*) from quotes q where q.segment_id = g.id and q.client_id = g.client_id and q.deleted_at is null),
          (select count(*) from interviews i where i.segment_id = g.id and i.client_id = g.client_id))
      from segments g order by 1`);
    return rows;
  };
  const expectExact = async () => {
    for (const row of await storedAndLive()) expect(row.stored, `study ${row.id}`).toBe(row.live);
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    [master, admin] = await Promise.all([t.login(w.users.master.email, w.users.master.password), t.login(w.users.admin.email, w.users.admin.password)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('start equal to the live rows (the workspace was written row by row)', async () => {
    await expectExact();
    expect(await detailCounts(w.study.id)).toEqual({ insights: 1, interviews: 2, showreels: { custom: 1, curated: 1 }, quotes: 5, business_questions: 2 });
  });

  it('follow quotes, showreels, interviews, insights and business questions as they are written and deleted', async () => {
    const before = await detailCounts(w.study.id);
    // An interview with a transcript whose chunks are single words.
    const interview = await createInterview(t.db, w.segments.copenhagen, {
      lines: [{ start: 0, end: 6, text: 'Cycling is cheap and healthy', taskId: w.tasks.commute.id }],
    });
    expect(await detailCounts(w.study.id)).toMatchObject({ interviews: before.interviews + 1, quotes: before.quotes });

    // Quotes through the API: two made, one deleted (a soft delete: the row stays for the reels that use it).
    const transcript = TranscriptResponse.parse((await t.get(`/api/v3/interviews/${interview.id}/transcript`, master)).json()).data;
    const chunks = transcript.sections.flatMap((s) => s.tasks.flatMap((task) => task.chunks));
    const made: string[] = [];
    for (const [from, to] of [
      [0, 1],
      [2, 4],
    ]) {
      const res = await send('POST', '/api/v3/quotes', master, {
        interview_id: interview.id,
        start: { chunk_id: chunks[from].id, word: 0 },
        end: { chunk_id: chunks[to].id, word: 0 },
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push(QuoteResponse.parse(res.json()).data.id);
    }
    expect(await detailCounts(w.study.id)).toMatchObject({ quotes: before.quotes + 2 });

    // A curated showreel of the new quotes (admin: research team), then the first quote deleted.
    const reel = await send('POST', '/api/v3/showreels', admin, {
      client_id: w.acme.id,
      study_id: w.study.id,
      type: 'CURATED',
      title: 'Counted reel',
      quotes: made.map((id) => ({ id })),
    });
    expect(reel.statusCode, reel.body).toBe(201);
    const reelId = ShowreelResponse.parse(reel.json()).data.id;
    expect((await send('DELETE', `/api/v3/quotes/${made[0]}`, master)).statusCode).toBeLessThan(300);
    expect(await detailCounts(w.study.id)).toMatchObject({
      quotes: before.quotes + 1,
      showreels: { custom: before.showreels.custom, curated: before.showreels.curated + 1 },
    });

    // The list answers the same stored counts as the detail.
    const listed = StudiesResponse.parse((await t.get('/api/v3/studies', master)).json()).data.find((s) => s.id === w.study.id)!;
    expect(listed.counts).toEqual(await detailCounts(w.study.id));

    // Insight and business question written directly; the showreel deleted through the API.
    await createInsight(t.db, w.study);
    await createBusinessQuestion(t.db, w.study);
    expect((await send('DELETE', `/api/v3/showreels/${reelId}?client_id=${w.acme.id}`, admin)).statusCode).toBeLessThan(300);
    expect(await detailCounts(w.study.id)).toMatchObject({
      insights: before.insights + 1,
      business_questions: before.business_questions + 1,
      showreels: before.showreels,
    });

    // Deleting the interview deletes its quotes (cascade): both counts drop.
    await t.db.delete(interviews).where(eq(interviews.id, interview.id));
    expect(await detailCounts(w.study.id)).toMatchObject({ interviews: before.interviews, quotes: before.quotes });
    await expectExact();
  });

  it('follow a quote restored, moved to another study, and bulk statements; a rolled-back write changes nothing', async () => {
    const interview = w.interviews.one;
    const [a, b] = [
      await createQuote(t.db, interview, { contentOriginal: 'one' }),
      await createQuote(t.db, interview, { contentOriginal: 'two', deletedAt: new Date() }),
    ];
    await t.db.update(quotes).set({ deletedAt: null }).where(eq(quotes.id, b.id));
    await t.db.update(quotes).set({ contentOriginal: 'one, edited' }).where(eq(quotes.id, a.id));
    await t.db.update(quotes).set({ studyId: w.draft.id }).where(eq(quotes.id, a.id));
    await expectExact();
    const before = await detailCounts(w.study.id);
    await expect(
      t.db.transaction(async (tx) => {
        await createQuote(tx, interview, { contentOriginal: 'three' });
        await tx.delete(businessQuestions).where(eq(businessQuestions.studyId, w.study.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await detailCounts(w.study.id)).toEqual(before);
    // One statement over many rows and studies.
    await t.db.delete(quotes).where(eq(quotes.clientId, w.acme.id));
    const [row] = await t.db.select({ quoteCount: studies.quoteCount }).from(studies).where(eq(studies.id, w.study.id));
    expect(row.quoteCount).toBe(0);
    // A quote moved to another segment moves its count.
    const moved = await createQuote(t.db, interview, { contentOriginal: 'four' });
    await t.db.update(quotes).set({ segmentId: w.segments.aarhus.id }).where(eq(quotes.id, moved.id));
    await expectExact();
  });
});
