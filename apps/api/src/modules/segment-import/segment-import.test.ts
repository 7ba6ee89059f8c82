import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SegmentImportResponse } from '@insight/contracts';
import { interviews, segmentImports, segments, transcriptLines } from '@insight/db';
import { buildApp } from '../../app';
import { createJobQueue, type PgJobQueue } from '../../jobs/queue';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createInterview, createSegment, createStudy, createUser } from '../../../test/factories';
import { until } from '../../../test/wait';
import { runSegmentImport } from './segment-import.service';

describe(`POST /v3/segments/import/{id} on ${testDriver}`, () => {
  let t: TestApp;
  let master: string;
  let researcher: string;
  let consumer: string;
  let otherMaster: string;
  const w = {} as {
    source: { id: string; clientId: string; studyId: string; language: string };
    sourceStudy: { id: string };
    target: { id: string; clientId: string };
    other: { id: string };
    otherSegment: { id: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const client = await createClient(t.db);
    const otherClient = await createClient(t.db);
    const sourceStudy = await createStudy(t.db, client.id, { title: 'Oat milk 2025' });
    const target = await createStudy(t.db, client.id, { title: 'Oat milk 2026' });
    await createSegment(t.db, target, { title: 'Existing', language: 'en', position: 0 });
    const source = await createSegment(t.db, sourceStudy, { title: 'Copenhagen', language: 'da', position: 0 });
    await createInterview(t.db, source, { participantName: 'Mette', lines: [{ start: 0, end: 4, text: 'Jeg drikker havremælk hver morgen' }] });
    await createInterview(t.db, source, { participantName: 'Søren', lines: [{ start: 0, end: 3, text: 'Kaffe med havre' }] });
    const other = await createStudy(t.db, otherClient.id, { title: 'Other client' });
    const otherSegment = await createSegment(t.db, other, { title: 'Theirs', language: 'en' });
    Object.assign(w, { source, sourceStudy, target, other, otherSegment });
    const users = await Promise.all([
      createUser(t.db, client.id, { roleName: 'Master' }),
      createUser(t.db, client.id, { roleName: 'Researcher' }),
      createUser(t.db, client.id, { roleName: 'Consumer' }),
      createUser(t.db, otherClient.id, { roleName: 'Master' }),
    ]);
    [master, researcher, consumer, otherMaster] = await Promise.all(users.map((u) => t.login(u.email, u.password)));
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (segmentId: string, body: unknown, token: string, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: `/api/v3/segments/import/${segmentId}`, payload: body as object, headers: { authorization: `Bearer ${token}` } });

  it('copies the segment with its interviews and transcripts to the end of the target study; a repeat is Already imported', async () => {
    const res = await post(w.source.id, { study_id: w.target.id }, master);
    expect(res.statusCode, res.body).toBe(202);
    const data = SegmentImportResponse.parse(res.json()).data;
    expect(data).toMatchObject({ source_segment_id: w.source.id, study_id: w.target.id, status: 'DONE', progress: 100, interviews: 2, message: 'Imported' });
    const [copy] = await t.db.select().from(segments).where(eq(segments.id, data.segment_id!));
    expect(copy).toMatchObject({ studyId: w.target.id, title: 'Copenhagen', language: 'da', position: 1 });
    const copied = await t.db.select().from(interviews).where(eq(interviews.segmentId, copy.id));
    expect(copied.map((i) => i.participantName).sort()).toEqual(['Mette', 'Søren']);
    expect(copied.every((i) => i.studyId === w.target.id)).toBe(true);
    // The copies are searchable: their transcript lines exist (the trigger filled them).
    const lines = await t.db.select().from(transcriptLines).where(eq(transcriptLines.interviewId, copied[0].id));
    expect(lines.length).toBeGreaterThan(0);
    // The source is untouched.
    expect(await t.db.select().from(interviews).where(eq(interviews.segmentId, w.source.id))).toHaveLength(2);

    const again = await post(w.source.id, { study_id: w.target.id }, master);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Already imported');
    expect(await t.db.select().from(segments).where(eq(segments.studyId, w.target.id))).toHaveLength(2);
  });

  it('tenancy: another client’s segment or study is a 404, and nothing is written', async () => {
    expect((await post(w.otherSegment.id, { study_id: w.target.id }, master)).json()).toMatchObject({ status: 404, detail: 'Segment not found' });
    expect((await post(w.source.id, { study_id: w.other.id }, master)).json()).toMatchObject({ status: 404, detail: 'Study not found' });
    expect((await post(w.source.id, { study_id: w.other.id }, otherMaster)).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(segmentImports)
      .where(and(eq(segmentImports.sourceSegmentId, w.source.id), eq(segmentImports.targetStudyId, w.other.id)));
    expect(rows).toHaveLength(0);
  });

  it('permissions: a Researcher (no update_study) and a Consumer get 403; no token 401', async () => {
    expect((await post(w.source.id, { study_id: w.other.id }, researcher)).statusCode).toBe(403);
    expect((await post(w.source.id, { study_id: w.other.id }, consumer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v3/segments/import/${w.source.id}`, payload: { study_id: w.target.id } })).statusCode).toBe(401);
  });

  it('bad input: 400 naming the field (missing or malformed study_id, malformed id, the segment’s own study)', async () => {
    const missing = await post(w.source.id, {}, master);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('study_id');
    expect((await post(w.source.id, { study_id: 'nope' }, master)).body).toContain('study_id');
    expect((await post('not-an-id', { study_id: w.target.id }, master)).statusCode).toBe(400);
    const own = await post(w.source.id, { study_id: w.sourceStudy.id }, master);
    expect(own.statusCode).toBe(400);
    expect(own.json().invalidParams).toEqual([{ name: 'study_id', reason: 'The segment already belongs to this study' }]);
  });

  it('with the durable queue: 202 QUEUED, then a pg-boss worker copies it; running it again changes nothing', async () => {
    const queue: PgJobQueue = await createJobQueue(t.handle, { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, sweepCron: null });
    const app = await buildApp(t.config, { db: t.db, storage: t.storage, queue });
    try {
      await app.ready();
      const third = await createStudy(t.db, w.target.clientId, { title: 'Oat milk 2027' });
      const res = await post(w.source.id, { study_id: third.id }, master, app);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().data).toMatchObject({ status: 'QUEUED', segment_id: null, message: null });
      await queue.workSegmentImports(({ importId }) => runSegmentImport(t.db, importId));
      const done = await until('the segment import to finish', async () => {
        const [row] = await t.db.select().from(segmentImports).where(eq(segmentImports.id, res.json().data.id));
        return row?.status === 'DONE' ? row : null;
      });
      expect(done.interviews).toBe(2);
      await runSegmentImport(t.db, done.id);
      expect(await t.db.select().from(segments).where(eq(segments.studyId, third.id))).toHaveLength(1);
    } finally {
      await queue.stop(false);
      await app.close();
    }
  });
});
