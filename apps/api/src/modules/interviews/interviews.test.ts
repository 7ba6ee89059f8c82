import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { InterviewResponse, InterviewsResponse, TranscriptResponse } from '@insight/contracts';
import { interviewTranscripts, projectUsers } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createInterview, createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`interview reads on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    [master, consumer, admin] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.admin.email, w.users.admin.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

  describe('GET /api/v3/interviews', () => {
    it('lists the client’s interviews oldest first with signed media', async () => {
      const res = await t.get('/api/v3/interviews', master);
      expect(res.statusCode).toBe(200);
      const body = InterviewsResponse.parse(res.json());
      expect(ids(body)).toEqual([w.interviews.one.id, w.interviews.two.id]);
      expect(body.meta).toEqual({ next_cursor: null, limit: 20 });
      expect(body.data[0]).toMatchObject({
        language: 'da',
        duration: 8.5,
        participant: { name: 'Mette', age: 31, country: 'DK' },
        segment: { id: w.segments.copenhagen.id },
        study: { id: w.study.id },
      });
    });

    it('filters by study_id and segment_id', async () => {
      expect(ids((await t.get(`/api/v3/interviews?segment_id=${w.segments.aarhus.id}`, master)).json())).toEqual([w.interviews.two.id]);
      expect(ids((await t.get(`/api/v3/interviews?study_id=${w.draft.id}`, master)).json())).toEqual([]);
      expect(ids((await t.get(`/api/v3/interviews?study_id=${w.betaStudy.id}`, master)).json())).toEqual([]);
    });

    it('filters by segment_ids (comma-separated or repeated), narrowing together with the other filters', async () => {
      const list = async (query: string) => ids((await t.get(`/api/v3/interviews?${query}`, master)).json());
      const { copenhagen, aarhus, beta } = w.segments;
      expect(await list(`segment_ids=${copenhagen.id}`)).toEqual([w.interviews.one.id]);
      expect(await list(`segment_ids=${aarhus.id},${copenhagen.id}`)).toEqual([w.interviews.one.id, w.interviews.two.id]);
      expect(await list(`segment_ids=${aarhus.id}&segment_ids=${copenhagen.id}&study_id=${w.study.id}`)).toEqual([w.interviews.one.id, w.interviews.two.id]);
      expect(await list(`segment_ids=${aarhus.id}&segment_id=${copenhagen.id}`)).toEqual([]);
      expect(await list(`segment_ids=${copenhagen.id}&study_id=${w.draft.id}`)).toEqual([]);
      // Another client's segment matches nothing.
      expect(await list(`segment_ids=${beta.id}`)).toEqual([]);
      // Cursor paging walks the filtered list.
      const first = (await t.get(`/api/v3/interviews?segment_ids=${aarhus.id},${copenhagen.id}&limit=1`, master)).json();
      expect(ids(first)).toEqual([w.interviews.one.id]);
      const second = (await t.get(`/api/v3/interviews?segment_ids=${aarhus.id},${copenhagen.id}&limit=1&cursor=${first.meta.next_cursor}`, master)).json();
      expect(ids(second)).toEqual([w.interviews.two.id]);
      expect(second.meta.next_cursor).toBeNull();
    });

    it('searches participant names and countries with q (case-insensitive, % is literal), with the other filters', async () => {
      const list = async (query: string) => ids((await t.get(`/api/v3/interviews?${query}`, master)).json());
      expect(await list('q=METTE')).toEqual([w.interviews.one.id]);
      expect(await list(`q=jon&study_id=${w.study.id}`)).toEqual([w.interviews.two.id]);
      expect(await list(`q=jon&segment_ids=${w.segments.copenhagen.id}`)).toEqual([]);
      expect(await list('q=%25')).toEqual([]);
      // Another client's participant is never found.
      expect(await list('q=Beta person')).toEqual([]);
    });

    it('pages with a cursor, every interview exactly once, even with equal creation times', async () => {
      const at = new Date();
      for (let i = 0; i < 5; i += 1) await createInterview(t.db, w.segments.aarhus, { createdAt: at });
      const all = ids((await t.get(`/api/v3/interviews?limit=100`, master)).json());
      expect(all).toHaveLength(7);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await t.get(`/api/v3/interviews?limit=2${cursor ? `&cursor=${cursor}` : ''}`, master);
        expect(res.statusCode).toBe(200);
        seen.push(...ids(res.json()));
        cursor = res.json().meta.next_cursor;
      } while (cursor);
      expect(seen).toEqual(all);
    });

    it('answers 400 naming the field for bad input, 403 for the Consumer role', async () => {
      for (const [query, field] of [
        ['limit=1000', 'limit'],
        ['study_id=nope', 'study_id'],
        ['segment_id=1', 'segment_id'],
        ['segment_ids=nope', 'segment_ids'],
        ['cursor=garbage', 'cursor'],
        ['cursor=eyJ2IjoxLCJ0IjoieCIsImlkIjoieSJ9', 'cursor'],
      ]) {
        const res = await t.get(`/api/v3/interviews?${query}`, master);
        expect(res.statusCode, query).toBe(400);
        expect(
          res.json().invalidParams.map((p: { name: string }) => p.name),
          query,
        ).toContain(field);
      }
      expect((await t.get('/api/v3/interviews', consumer)).statusCode).toBe(403);
    });

    it('client_id switching: the admin sees Beta’s interviews, a normal user gets 404', async () => {
      expect(ids((await t.get(`/api/v3/interviews?client_id=${w.beta.id}`, admin)).json())).toEqual([w.interviews.beta.id]);
      expect((await t.get(`/api/v3/interviews?client_id=${w.beta.id}`, master)).statusCode).toBe(404);
    });
  });

  describe('GET /api/v3/interviews/{id} and /api/videos/{id}', () => {
    it('answers the interview with signed video, subtitle and thumbnail URLs', async () => {
      const res = await t.get(`/api/v3/interviews/${w.interviews.one.id}`, master);
      expect(res.statusCode).toBe(200);
      const { data } = InterviewResponse.parse(res.json());
      const prefix = `/api/media/interviews/${w.interviews.one.id}/`;
      expect(data.video.combined_url).toMatch(new RegExp(`^${prefix}video\\.mp4\\?expires=\\d+&sig=`));
      expect(data.video.face_url).toBeNull();
      expect(data.video.subtitles.original.url).toMatch(new RegExp(`^${prefix}subtitles\\.original\\.vtt\\?`));
      expect(data.video.subtitles.en.url).toMatch(new RegExp(`^${prefix}subtitles\\.en\\.vtt\\?`));
      expect(data.thumbnail).toMatch(new RegExp(`^${prefix}thumbnail\\.jpg\\?`));
      // No English subtitles for an interview without a translation.
      const two = await t.get(`/api/v3/interviews/${w.interviews.two.id}`, master);
      expect(two.json().data.video.subtitles.en.url).toBeNull();
    });

    it('the signed video URL serves the stored bytes with Range (206)', async () => {
      const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
      await t.storage.putBuffer(`interviews/${w.interviews.one.id}/video.mp4`, bytes, 'video/mp4');
      const url = (await t.get(`/api/v3/interviews/${w.interviews.one.id}`, master)).json().data.video.combined_url;
      const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe('bytes 10-19/1000');
      expect(res.rawPayload).toEqual(bytes.subarray(10, 20));
    });

    it('/videos/{id} answers exactly what /v3/interviews/{id} answers', async () => {
      const a = (await t.get(`/api/v3/interviews/${w.interviews.one.id}`, master)).json();
      const b = (await t.get(`/api/videos/${w.interviews.one.id}`, master)).json();
      const strip = (body: { data: unknown }) => JSON.parse(JSON.stringify(body).replace(/expires=\d+&sig=[\w-]+/g, 'signed'));
      expect(strip(b)).toEqual(strip(a));
    });

    it('answers 404 "Interview not found" for another client’s interview, 400 for a bad id, 403 for the Consumer', async () => {
      for (const url of [
        `/api/v3/interviews/${w.interviews.beta.id}`,
        `/api/videos/${w.interviews.beta.id}`,
        `/api/v3/interviews/${w.interviews.beta.id}/transcript`,
      ]) {
        const res = await t.get(url, master);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().detail, url).toBe('Interview not found');
      }
      const bad = await t.get('/api/videos/not-a-uuid', master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0].name).toBe('id');
      expect((await t.get(`/api/v3/interviews/${w.interviews.one.id}`, consumer)).statusCode).toBe(403);
      expect((await t.get(`/api/videos/${w.interviews.one.id}/transcript`, consumer)).statusCode).toBe(403);
    });
  });

  describe('transcripts', () => {
    it('answers the original transcript in the SPEC §3 shape (seconds)', async () => {
      const res = await t.get(`/api/v3/interviews/${w.interviews.one.id}/transcript`, master);
      expect(res.statusCode).toBe(200);
      const body = TranscriptResponse.parse(res.json());
      expect(Object.keys(body.data).sort()).toEqual(['interview', 'language', 'sections']);
      expect(body.data.interview).toEqual({ id: w.interviews.one.id });
      expect(body.data.language).toBe('da');
      expect(body.data.sections).toHaveLength(2);
      const [first] = body.data.sections;
      expect(Object.keys(first).sort()).toEqual(['end', 'html', 'start', 'tasks', 'text']);
      expect(first).toMatchObject({ start: 0, end: 4, text: 'Jeg elsker at cykle til arbejde hver dag' });
      expect(Object.keys(first.tasks[0]).sort()).toEqual(['chunks', 'end', 'html', 'id', 'start', 'text', 'type']);
      expect(first.tasks[0]).toMatchObject({ id: w.tasks.commute.id, type: 'TEXT_ONLY' });
      expect(first.tasks[0].chunks[0]).toMatchObject({ start: 0, end: 0.5, text: 'Jeg', words: [{ start: 0, end: 0.5, text: 'Jeg' }] });
    });

    it('each chunk has an id shared with its English translation, and timed words (issue 14)', async () => {
      const chunksOf = async (translation: string) =>
        TranscriptResponse.parse(
          (await t.get(`/api/v3/interviews/${w.interviews.one.id}/transcript?translation=${translation}`, master)).json(),
        ).data.sections.flatMap((s) => s.tasks.flatMap((task) => task.chunks));
      const [original, en] = [await chunksOf('original'), await chunksOf('en')];
      expect(original.map((c) => c.id)).toEqual(en.map((c) => c.id));
      expect(new Set(original.map((c) => c.id)).size).toBe(original.length);
      for (const chunk of original) {
        expect(chunk.words.map((word) => word.text).join(' ')).toBe(chunk.text);
        expect(chunk.words[0].start).toBe(chunk.start);
        expect(chunk.words.at(-1)!.end).toBe(chunk.end);
      }
    });

    it('translation=en answers the English transcript; none is a 404', async () => {
      const en = await t.get(`/api/v3/interviews/${w.interviews.one.id}/transcript?translation=en`, master);
      expect(en.json().data).toMatchObject({
        language: 'en',
        sections: [{ text: 'I love cycling to work every day' }, { text: 'We bought many vegetables in the shop' }],
      });
      const none = await t.get(`/api/v3/interviews/${w.interviews.two.id}/transcript?translation=en`, master);
      expect(none.statusCode).toBe(404);
      expect(none.json().detail).toBe('Transcript not found');
      const bad = await t.get(`/api/v3/interviews/${w.interviews.one.id}/transcript?translation=xx`, master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0].name).toBe('translation');
    });

    it('/videos/{id}/transcript answers what /v3/interviews/{id}/transcript answers', async () => {
      for (const q of ['', '?translation=en', '?translation=original']) {
        const a = (await t.get(`/api/v3/interviews/${w.interviews.one.id}/transcript${q}`, master)).json();
        const b = (await t.get(`/api/videos/${w.interviews.one.id}/transcript${q}`, master)).json();
        expect(b, q).toEqual(a);
      }
    });

    it('a kept answer is answered only while the interview and transcript are unchanged, and only to who may see it (decision 0310)', async () => {
      const url = `/api/v3/interviews/${w.interviews.one.id}/transcript?translation=en`;
      const researcherUser = await createUser(t.db, w.acme.id, { roleName: 'Researcher' });
      await t.db.insert(projectUsers).values({ projectId: w.projects.snacks.id, userId: researcherUser.id });
      const [researcher, beta] = await Promise.all([
        t.login(researcherUser.email, researcherUser.password),
        t.login(w.users.betaUser.email, w.users.betaUser.password),
      ]);
      const first = await t.get(url, master);
      const again = await t.get(url, researcher);
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body).toBe(first.body);
      TranscriptResponse.parse(again.json());

      // A write of the transcript (here straight to the database, as another API process sharing it would) is answered at once.
      const [en] = await t.db
        .select()
        .from(interviewTranscripts)
        .where(and(eq(interviewTranscripts.interviewId, w.interviews.one.id), eq(interviewTranscripts.language, 'en')));
      const edited = structuredClone(en.sections);
      edited[0].text = 'I love cycling to the office';
      await t.db.execute(sql`update interview_transcripts set sections = ${JSON.stringify(edited)}::jsonb where id = ${en.id}`);
      const afterEdit = await t.get(url, master);
      expect(afterEdit.json().data.sections[0].text).toBe('I love cycling to the office');
      // The same with the interview row (its version is part of the key), and back: each answer is what is stored now.
      await t.db.execute(sql`update interviews set participant_name = participant_name where id = ${w.interviews.one.id}`);
      await t.db.execute(sql`update interview_transcripts set sections = ${JSON.stringify(en.sections)}::jsonb where id = ${en.id}`);
      expect((await t.get(url, master)).body).toBe(first.body);

      // Tenancy and project access are checked on every request, kept answer or not.
      const foreign = await t.get(url, beta);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().detail).toBe('Interview not found');
      await t.db.delete(projectUsers).where(eq(projectUsers.userId, researcherUser.id));
      expect((await t.get(url, researcher)).statusCode).toBe(404);
      expect((await t.get(url, consumer)).statusCode).toBe(403);
    });
  });
});
