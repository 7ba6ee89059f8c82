import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StudiesResponse, StudyResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`study reads on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let admin: string;
  let multi: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    [master, consumer, admin, multi] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(w.users.admin.email, w.users.admin.password),
      t.login(w.users.multi.email, w.users.multi.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

  describe('GET /api/v3/studies', () => {
    it('lists the client’s studies newest first with counts, tags, client and a signed cover', async () => {
      const res = await t.get('/api/v3/studies', master);
      expect(res.statusCode).toBe(200);
      const body = StudiesResponse.parse(res.json());
      expect(ids(body)).toEqual([w.draft.id, w.study.id]);
      expect(body.meta).toEqual({ page: 1, per_page: 20, total: 2 });
      const study = body.data[1];
      expect(study).toMatchObject({
        id: w.study.id,
        study_id: w.study.id,
        title: 'Plant snacks in Denmark',
        purpose: 'Understand how Danes choose plant-based snacks',
        language: 'da',
        status: 'IN_PROGRESS',
        display_status_code: 'COMPLETED',
        counts: { insights: 1, interviews: 2, showreels: { custom: 1, curated: 1 }, quotes: 5, business_questions: 2 },
        showreel: { id: w.curated.id, type: 'CURATED' },
        client: { id: w.acme.id, name: 'Acme Foods', socrat_client_id: 'socrat-acme' },
        key_takeaways: { title: 'Key takeaways', text: 'Price matters', html: '<p>Price matters</p>' },
      });
      expect(study.tags.map((tag) => tag.title)).toEqual(['Denmark', 'Snacks']);
      expect(study.cover_image).toMatch(/^\/api\/media\/studies\/cover\.jpg\?expires=\d+&sig=/);
      expect(body.data[0].cover_image).toBeNull();
    });

    it('sorts by title, created or completed, and filters by status, language and creation days', async () => {
      const list = async (query: string) => ids((await t.get(`/api/v3/studies?${query}`, master)).json());
      // 'Oat drinks at breakfast' < 'Plant snacks in Denmark'; title sorts A–Z by default.
      expect(await list('sort_by=title')).toEqual([w.draft.id, w.study.id]);
      expect(await list('sort_by=title&sort_order=desc')).toEqual([w.study.id, w.draft.id]);
      expect(await list('sort_by=created_at&sort_order=asc')).toEqual([w.study.id, w.draft.id]);
      // Studies not completed come last whichever way.
      expect(await list('sort_by=completed_at')).toEqual([w.study.id, w.draft.id]);
      expect(await list('sort_by=completed_at&sort_order=asc')).toEqual([w.study.id, w.draft.id]);
      expect(await list('status=IN_PREPARATION')).toEqual([w.draft.id]);
      expect(await list('status=COMPLETED&language=da')).toEqual([w.study.id]);
      expect(await list('language=sv')).toEqual([]);
      const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
      expect(await list(`created_from=${day(-1)}&created_to=${day(0)}`)).toHaveLength(2);
      expect(await list(`created_from=${day(1)}`)).toEqual([]);
      expect(await list('created_to=2001-01-01')).toEqual([]);
      for (const bad of ['sort_by=price', 'status=DONE', 'language=Danish', 'created_from=yesterday']) {
        const res = await t.get(`/api/v3/studies?${bad}`, master);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().invalidParams[0].name, bad).toContain(bad.split('=')[0]);
      }
    });

    it('filters by q over title and purpose (case-insensitive, % is literal)', async () => {
      expect(ids((await t.get('/api/v3/studies?q=PLANT', master)).json())).toEqual([w.study.id]);
      expect(ids((await t.get('/api/v3/studies?q=oat%20milk', master)).json())).toEqual([w.draft.id]);
      expect(ids((await t.get('/api/v3/studies?q=%25', master)).json())).toEqual([]);
    });

    it('filters by project_id, type_id and tag (title or id)', async () => {
      expect(ids((await t.get(`/api/v3/studies?project_id=${w.projects.drinks.id}`, master)).json())).toEqual([w.draft.id]);
      expect(ids((await t.get(`/api/v3/studies?type_id=${w.studyType.id}`, master)).json())).toEqual([w.study.id]);
      expect(ids((await t.get('/api/v3/studies?type_id=CAPTURE', master)).json())).toEqual([w.draft.id]);
      expect(ids((await t.get('/api/v3/studies?type_id=UPLOAD', master)).json())).toEqual([w.study.id]);
      expect(ids((await t.get('/api/v3/studies?tag=breakfast', master)).json())).toEqual([w.draft.id]);
      expect(ids((await t.get(`/api/v3/studies?tag=${w.tags.snacks.id}`, master)).json())).toEqual([w.study.id]);
      expect(ids((await t.get('/api/v3/studies?tag=nothing', master)).json())).toEqual([]);
    });

    it('pages with page and per_page and reports the total', async () => {
      const res = await t.get('/api/v3/studies?page=2&per_page=1', master);
      expect(res.json().meta).toEqual({ page: 2, per_page: 1, total: 2 });
      expect(ids(res.json())).toEqual([w.study.id]);
    });

    it('reports the total on a page past the end, where the window count has no row (decision 0181)', async () => {
      const res = await t.get('/api/v3/studies?page=5&per_page=1', master);
      expect(res.json().meta).toEqual({ page: 5, per_page: 1, total: 2 });
      expect(ids(res.json())).toEqual([]);
    });

    it('answers 400 naming the field for bad input', async () => {
      for (const [query, field] of [
        ['per_page=1000', 'per_page'],
        ['page=0', 'page'],
        ['project_id=nope', 'project_id'],
        ['client_id=nope', 'client_id'],
        ['type_id=upload', 'type_id'],
        ['tag=' + 'x'.repeat(101), 'tag'],
        ['q=' + 'x'.repeat(201), 'q'],
      ]) {
        const res = await t.get(`/api/v3/studies?${query}`, master);
        expect(res.statusCode, query).toBe(400);
        expect(
          res.json().invalidParams.map((p: { name: string }) => p.name),
          query,
        ).toContain(field);
      }
    });

    it('answers 401 without a token and 403 for the Consumer role', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v3/studies' })).statusCode).toBe(401);
      const res = await t.get('/api/v3/studies', consumer);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('You are not authorized to view this page');
    });

    it('lets the admin switch clients with client_id; a normal user gets 404 for a foreign client', async () => {
      expect(ids((await t.get(`/api/v3/studies?client_id=${w.beta.id}`, admin)).json())).toEqual([w.betaStudy.id]);
      const foreign = await t.get(`/api/v3/studies?client_id=${w.beta.id}`, master);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().detail).toBe('Client not found');
      // A user with an extra-client grant may act for that client.
      expect(ids((await t.get(`/api/v3/studies?client_id=${w.beta.id}`, multi)).json())).toEqual([w.betaStudy.id]);
    });
  });

  describe('GET /api/v3/studies/{id}', () => {
    it('answers the study with counts, segments, recruitment, analyses, tags and client', async () => {
      const res = await t.get(`/api/v3/studies/${w.study.id}`, master);
      expect(res.statusCode).toBe(200);
      const { data } = StudyResponse.parse(res.json());
      expect(data).toMatchObject({
        id: w.study.id,
        project_id: w.projects.snacks.id,
        study_type_id: w.studyType.id,
        data_source: 'UPLOAD',
        counts: { insights: 1, interviews: 2, showreels: { custom: 1, curated: 1 }, quotes: 5, business_questions: 2 },
        client: { id: w.acme.id, name: 'Acme Foods' },
        analyses: [],
      });
      expect(data.segments.map((s) => [s.title, s.counts])).toEqual([
        ['Copenhagen', { interviews: 1, quotes: 3 }],
        ['Aarhus', { interviews: 1, quotes: 2 }],
      ]);
      expect(data.recruitment).toEqual([
        expect.objectContaining({
          segment_id: w.segments.copenhagen.id,
          method: 'SPECIALIST',
          age_range: { min: 25, max: 45 },
          countries: ['DK'],
          devices: ['MOBILE'],
          required_interviews: 6,
          custom_criteria: ['Buys snacks weekly'],
        }),
      ]);
      expect(data.tags.map((tag) => tag.title)).toEqual(['Denmark', 'Snacks']);
    });

    it('answers 404 "Study not found" for another client’s study and an unknown id', async () => {
      for (const id of [w.betaStudy.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await t.get(`/api/v3/studies/${id}`, master);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Study not found' });
      }
      // …but the admin acting for Beta sees it.
      expect((await t.get(`/api/v3/studies/${w.betaStudy.id}?client_id=${w.beta.id}`, admin)).statusCode).toBe(200);
    });

    it('answers 400 naming `id` for a malformed id and 403 for the Consumer role', async () => {
      const bad = await t.get('/api/v3/studies/nope', master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0].name).toBe('id');
      expect((await t.get(`/api/v3/studies/${w.study.id}`, consumer)).statusCode).toBe(403);
    });
  });

  describe('study sub-resources', () => {
    it('GET …/segments lists segments in position order with counts', async () => {
      const res = await t.get(`/api/v3/studies/${w.study.id}/segments`, master);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({ id: w.segments.copenhagen.id, study_id: w.study.id, language: 'da', position: 0, counts: { interviews: 1, quotes: 3 } }),
        expect.objectContaining({ id: w.segments.aarhus.id, position: 1, counts: { interviews: 1, quotes: 2 } }),
      ]);
    });

    it('GET …/study-materials answers materials with signed files and the LINK type', async () => {
      const res = await t.get(`/api/v3/studies/${w.study.id}/study-materials`, master);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toEqual({ type: 'LINK' });
      expect(body.data).toHaveLength(2);
      expect(body.data[0]).toMatchObject({
        id: w.materials.link.id,
        kind: 'LINK',
        link: 'https://example.com/shelf',
        url: 'https://example.com/shelf',
        file: null,
      });
      expect(body.data[1]).toMatchObject({ kind: 'FILE', file_name: 'pack.png', file_mime_type: 'image/png', file_path: 'studies/materials/pack.png' });
      expect(body.data[1].file).toMatch(/^\/api\/media\/studies\/materials\/pack\.png\?expires=/);
      expect(body.data[1].url).toBe(body.data[1].file);
      const draft = await t.get(`/api/v3/studies/${w.draft.id}/study-materials`, master);
      expect(draft.json()).toEqual({ data: [], meta: { type: 'FILE' } });
    });

    it('GET …/business-questions lists questions with tasks and counts (direct, task, subtask and insight links)', async () => {
      const res = await t.get(`/api/v3/studies/${w.study.id}/business-questions`, master);
      expect(res.statusCode).toBe(200);
      const [choice, price] = res.json().data;
      expect(choice).toMatchObject({
        id: w.businessQuestions.choice.id,
        title: 'How do people choose snacks?',
        tasks: [{ id: w.tasks.commute.id }],
        counts: { insights: 0, quotes: 1 },
      });
      // price: vegetables (task), oats (subtask of that task), price (insight).
      expect(price).toMatchObject({ id: w.businessQuestions.price.id, tasks: [{ id: w.tasks.shopping.id }], counts: { insights: 1, quotes: 3 } });
    });

    it('sub-resources answer 404 for another client’s study and 403 for the Consumer role', async () => {
      for (const part of ['segments', 'study-materials', 'business-questions']) {
        const res = await t.get(`/api/v3/studies/${w.betaStudy.id}/${part}`, master);
        expect(res.statusCode, part).toBe(404);
        expect(res.json().detail).toBe('Study not found');
        expect((await t.get(`/api/v3/studies/${w.study.id}/${part}`, consumer)).statusCode, part).toBe(403);
      }
    });
  });
});
