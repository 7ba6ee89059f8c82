/** Study creation API (SPEC §4–§8): templates, drafts from a template, draft saves, orders; permissions and tenancy. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATION_LIMITS,
  CREATION_TEXTS,
  OrderResponse,
  StudyDraftResponse,
  StudyTemplateResponse,
  StudyTemplatesResponse,
  TASK_TYPES,
} from '@insight/contracts';
import { businessQuestions, roles, studies, tasks, users as userTable } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createStudy, createUser } from '../../../test/factories';
import { insertTemplateCatalogue } from '../../../test/templates';
import { DEMO_STUDY_TYPES, DEMO_TEMPLATES } from '../../seed/content';

type Draft = ReturnType<typeof StudyDraftResponse.parse>['data'];

describe(`study creation on ${testDriver}`, () => {
  let t: TestApp;
  let researcher: string;
  let master: string;
  let consumer: string;
  let viewerOnly: string;
  let other: string;
  let otherClientId: string;
  let clientId: string;
  const templateIdByKey = new Map<string, string>();
  const typeIdByKey = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const catalogue = await insertTemplateCatalogue(t.db);
    catalogue.typeIds.forEach((id, key) => typeIdByKey.set(key, id));
    catalogue.templateIds.forEach((id, key) => templateIdByKey.set(key, id));

    const acme = await createClient(t.db, { name: 'Acme' });
    const globex = await createClient(t.db, { name: 'Globex' });
    clientId = acme.id;
    otherClientId = globex.id;
    const [viewerRole] = await t.db
      .insert(roles)
      .values({ name: 'Viewer', permissions: ['publish_videos'] })
      .returning();
    const users = await Promise.all([
      createUser(t.db, acme.id, { roleName: 'Researcher', autoGrantNewProjects: true }),
      createUser(t.db, acme.id, { roleName: 'Master' }),
      createUser(t.db, acme.id, { roleName: 'Consumer' }),
      createUser(t.db, acme.id, { roleName: 'Researcher' }),
      createUser(t.db, globex.id, { roleName: 'Master' }),
    ]);
    await t.db.update(userTable).set({ roleId: viewerRole.id }).where(eq(userTable.id, users[3].id));
    [researcher, master, consumer, viewerOnly, other] = await Promise.all(users.map((u) => t.login(u.email, u.password)));
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
  const newDraft = async (key = 'concept-test', token = researcher): Promise<Draft> => {
    const res = await send('POST', '/api/v3/studies/drafts', token, { template_id: templateIdByKey.get(key) });
    expect(res.statusCode, res.body).toBe(201);
    return StudyDraftResponse.parse(res.json()).data;
  };
  const sectionsInput = (draft: Draft) =>
    draft.sections.map((s) => ({
      business_question_id: s.business_question_id,
      tasks: s.tasks.map((task) => ({ ...task, subtasks: task.subtasks.map(({ id, text }) => ({ id, text })) })),
    }));
  const segment = {
    id: '6f1f9d7e-3a53-4cf1-8f4f-2d0a3c1b9a11',
    title: 'Danish snackers',
    countries: ['DK'],
    language: 'da',
    age_range: { min: 25, max: 45 },
    gender: ['Women', 'Men'],
    devices: 'MOBILE',
    recording_devices: ['microphone', 'camera'],
    custom_criteria: ['Buys snacks weekly'],
    required_interviews: 8,
  };

  describe('templates', () => {
    it('lists the twenty templates, which together use every task type', async () => {
      const res = await t.get('/api/marketplace/study-templates', researcher);
      expect(res.statusCode).toBe(200);
      const body = StudyTemplatesResponse.parse(res.json());
      expect(body.data).toHaveLength(20);
      const used = new Set(DEMO_TEMPLATES.flatMap((tpl) => tpl.tasks.map((task) => task.type)));
      expect([...TASK_TYPES].filter((type) => !used.has(type))).toEqual([]);
      expect(body.data.every((tpl) => tpl.business_question_count >= 2 && tpl.task_count >= 3 && tpl.purpose && tpl.audience)).toBe(true);
      expect((await t.get('/api/marketplace/study-types', researcher)).json().data.length).toBe(DEMO_STUDY_TYPES.length);
    });

    it('filters by type, stimuli count, language and text', async () => {
      const names = async (query: string) =>
        StudyTemplatesResponse.parse((await t.get(`/api/marketplace/study-templates?${query}`, researcher)).json()).data.map((d) => d.name);
      expect(await names(`type_id=${typeIdByKey.get('b2b')}`)).toEqual(['B2B buying process', 'Software feature feedback', 'Workplace tool adoption']);
      expect(await names('stimuli_count=15')).toEqual(['Campaign and ad test']);
      expect(await names('language_code=de&q=feature')).toEqual(['Software feature feedback']);
      expect(await names('language_code=da&q=feature')).toEqual([]);
      const bad = await t.get('/api/marketplace/study-templates?stimuli_count=many', researcher);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('stimuli_count');
    });

    it('previews one template with sections, lettered subtasks and the introduction; 404 for an unknown id; 403 for a consumer', async () => {
      const res = await t.get(`/api/marketplace/study-templates/${templateIdByKey.get('ux-test')}`, researcher);
      const tpl = StudyTemplateResponse.parse(res.json()).data;
      expect(tpl.introduction).toContain('think out loud');
      expect(tpl.sections[0].tasks[0].subtasks.map((s) => s.position_name)).toEqual(['a', 'b', 'c']);
      expect(tpl.sections[0].tasks[1]).toMatchObject({ type: 'SCORING', scale_points: 7 });
      expect((await t.get('/api/marketplace/study-templates/00000000-0000-4000-8000-000000000000', researcher)).statusCode).toBe(404);
      expect((await t.get('/api/marketplace/study-templates', consumer)).statusCode).toBe(403);
    });
  });

  describe('drafts', () => {
    it('creates a DRAFT from a template with its business questions, sections and introduction', async () => {
      const draft = await newDraft('ux-test');
      expect(draft).toMatchObject({
        status: 'DRAFT',
        display_status_code: 'IN_PREPARATION',
        step_name: 'STIMULI',
        title: 'Website usability test',
        language: 'en',
      });
      expect(draft.template).toMatchObject({ min_stimuli_count: 1, max_stimuli_count: 1 });
      expect(draft.business_questions.map((q) => q.title)).toEqual(['Can people complete the key task?', 'What confuses them?']);
      expect(draft.business_questions.every((q) => q.linked)).toBe(true);
      expect(draft.sections[0].tasks.map((task) => task.position_name)).toEqual(['1', '2']);
      expect(draft.sections[0].tasks[0].subtasks.map((s) => s.position_name)).toEqual(['a', 'b', 'c']);
      expect(draft.issues.map((i) => i.field)).toEqual(expect.arrayContaining(['materials', 'recruitment.method']));
      const [row] = await t.db.select().from(studies).where(eq(studies.id, draft.id));
      expect(row).toMatchObject({ clientId, clientCreated: true, status: 'DRAFT' });
    });

    it('refuses users without an edit permission (403 with the spec text) and consumers; another client cannot read the draft', async () => {
      const noPerm = await send('POST', '/api/v3/studies/drafts', viewerOnly, { template_id: templateIdByKey.get('concept-test') });
      expect(noPerm.statusCode).toBe(403);
      expect(noPerm.json().detail).toBe(CREATION_TEXTS.noEditPermission);
      expect((await send('POST', '/api/v3/studies/drafts', consumer, { template_id: templateIdByKey.get('concept-test') })).statusCode).toBe(403);
      const draft = await newDraft();
      expect((await t.get(`/api/v3/studies/${draft.id}/draft`, other)).statusCode).toBe(404);
      expect((await t.get(`/api/v3/studies/${draft.id}/draft?client_id=${otherClientId}`, researcher)).statusCode).toBe(404);
      const bad = await send('POST', '/api/v3/studies/drafts', researcher, { template_id: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('template_id');
    });

    it('creates a brief-based DRAFT at AI_BRIEF from a brief (no template), saves an edited brief, and wants exactly one of brief and template_id', async () => {
      const res = await send('POST', '/api/v3/studies/drafts', researcher, {
        brief: 'Objective: learn why people switch banks.\nAudience: adults in Denmark.',
      });
      expect(res.statusCode, res.body).toBe(201);
      const draft = StudyDraftResponse.parse(res.json()).data;
      expect(draft).toMatchObject({ step_name: 'AI_BRIEF', template: null, title: 'Learn why people switch banks', business_questions: [] });
      expect(draft.issues.map((i) => i.field)).not.toContain('template_id');
      const saved = await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, {
        brief: 'Why do people switch banks in Denmark?',
        step_name: 'AI_OUTLINE',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // The title was the brief's own, so a new brief leaves it.
      expect(saved.json().data).toMatchObject({
        brief: 'Why do people switch banks in Denmark?',
        step_name: 'AI_OUTLINE',
        title: 'Learn why people switch banks',
      });
      const ids = (await t.get('/api/v3/studies?ai=true', researcher)).json().data.map((s: { id: string }) => s.id);
      expect(ids).toContain(draft.id);
      for (const body of [{}, { brief: 'x', template_id: templateIdByKey.get('concept-test') }, { brief: 'x'.repeat(20_001) }]) {
        const bad = await send('POST', '/api/v3/studies/drafts', researcher, body);
        expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await send('POST', '/api/v3/studies/drafts', consumer, { brief: 'Why do people switch banks?' })).statusCode).toBe(403);
    });

    it('starts the AI path at STIMULI with an empty brief (SPEC §2: stimuli before the brief); the first brief names it', async () => {
      const res = await send('POST', '/api/v3/studies/drafts', researcher, { brief: '' });
      expect(res.statusCode, res.body).toBe(201);
      const draft = StudyDraftResponse.parse(res.json()).data;
      expect(draft).toMatchObject({ step_name: 'STIMULI', template: null, brief: '', title: 'New study' });
      expect(draft.issues).toContainEqual({ field: 'brief', message: 'Write the brief.' });
      expect(draft.issues.map((i) => i.field)).not.toContain('template_id');
      const link = await send('POST', `/api/studies/${draft.id}/objects`, researcher, { title: 'Oat drink flavours', link: 'https://example.com/flavours' });
      expect(link.statusCode, link.body).toBe(201);
      const saved = await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, {
        brief: 'Objective: learn which oat drink flavour parents in Sweden prefer. Decisions to inform: which flavour to launch.',
        step_name: 'AI_OUTLINE',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const named = StudyDraftResponse.parse(saved.json()).data;
      expect(named).toMatchObject({ title: 'Learn which oat drink flavour parents in Sweden prefer', step_name: 'AI_OUTLINE' });
      expect(named.issues.map((i) => i.field)).not.toContain('brief');
      expect((await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, { brief: '' })).statusCode).toBe(400);
    });

    it('keeps the furthest step reached when an earlier step is saved again', async () => {
      const draft = await newDraft('concept-test', master);
      const put = (step_name: string) => send('PUT', `/api/v3/studies/${draft.id}/draft`, master, { step_name });
      expect((await put('RECRUIT')).json().data.step_name).toBe('RECRUIT');
      // Back to the outline to fix a typo: saving it asks for STUDY_DESIGN, the draft stays at RECRUIT.
      expect((await put('STUDY_DESIGN')).json().data.step_name).toBe('RECRUIT');
      expect((await put('CONFIRM')).json().data.step_name).toBe('CONFIRM');
    });

    it('saves the outline and design; positions and letters follow the order', async () => {
      const draft = await newDraft('concept-test', master);
      const extra = '0b7a3f52-9d0e-4c55-a1f1-3c2d4e5f6a7b';
      const res = await send('PUT', `/api/v3/studies/${draft.id}/draft`, master, {
        step_name: 'STUDY_DESIGN',
        title: 'Snack concepts 2027',
        business_questions: [...draft.business_questions.map(({ id, title }) => ({ id, title })), { id: extra, title: 'Where would they buy it?' }],
        introduction: 'Welcome!',
        sections: [
          ...sectionsInput(draft),
          {
            business_question_id: extra,
            tasks: [
              {
                type: 'SUBTASKS',
                text: 'Show us the shop',
                options: [],
                scale_points: null,
                subtasks: [{ text: 'Aisle' }, { text: 'Till' }],
                material_ids: [],
              },
              { type: 'NUMBER_RANGE', text: 'Price range?', options: [], scale_points: null, subtasks: [], material_ids: [] },
            ],
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = StudyDraftResponse.parse(res.json()).data;
      expect(saved).toMatchObject({ step_name: 'STUDY_DESIGN', title: 'Snack concepts 2027', introduction: 'Welcome!' });
      expect(saved.sections).toHaveLength(3);
      expect(saved.sections[2].tasks.map((task) => task.position_name)).toEqual(['6', '7']);
      expect(saved.sections[2].tasks[0].subtasks.map((s) => `${s.position_name} ${s.text}`)).toEqual(['a Aisle', 'b Till']);
      expect((await t.get(`/api/v3/studies/${draft.id}/draft`, master)).json().data.step_name).toBe('STUDY_DESIGN');
    });

    it('refuses a duplicate business question, naming the field, and writes nothing', async () => {
      const draft = await newDraft();
      const res = await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, {
        title: 'Changed',
        business_questions: [{ title: 'Same question' }, { title: 'same QUESTION ' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().invalidParams).toEqual([{ name: 'business_questions[1].title', reason: CREATION_TEXTS.duplicateBusinessQuestion }]);
      const [row] = await t.db.select().from(studies).where(eq(studies.id, draft.id));
      expect(row.title).toBe('Concept test');
    });

    it('refuses deleting a business question a section uses until the section is unlinked', async () => {
      const draft = await newDraft();
      const [first, second] = draft.business_questions;
      const res = await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, { business_questions: [{ id: first.id, title: first.title }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(CREATION_TEXTS.linkedBusinessQuestion);
      expect(await t.db.select().from(businessQuestions).where(eq(businessQuestions.studyId, draft.id))).toHaveLength(2);
      // Unlink: keep only the first section, in the same save.
      const ok = await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, {
        business_questions: [{ id: first.id, title: first.title }],
        sections: sectionsInput(draft).filter((s) => s.business_question_id !== second.id),
      });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('answers the limit-reached messages with the contact e-mail, and refuses empty sections and bad task shapes', async () => {
      const draft = await newDraft();
      const task = { type: 'FREE_TEXT', text: 'Why?', options: [], scale_points: null, subtasks: [], material_ids: [] };
      const qid = draft.business_questions[0].id;
      const tooMany = await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, {
        sections: [{ business_question_id: qid, tasks: Array.from({ length: CREATION_LIMITS.tasksPerSectionMax + 1 }, () => task) }],
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().invalidParams[0]).toEqual({ name: 'sections[0].tasks', reason: CREATION_TEXTS.tasksLimit });
      expect(CREATION_TEXTS.tasksLimit).toContain(CREATION_LIMITS.contactEmail);
      const shapes = await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, {
        sections: [
          { business_question_id: null, tasks: [] },
          { business_question_id: qid, tasks: [{ ...task, type: 'RADIO', options: [{ text: 'Only one' }] }] },
        ],
      });
      expect(shapes.json().invalidParams.map((p: { name: string }) => p.name)).toEqual([
        'sections[0].business_question_id',
        'sections[0].tasks',
        'sections[1].tasks[0].options',
      ]);
      expect(await t.db.select().from(tasks).where(eq(tasks.studyId, draft.id))).toHaveLength(5);
    });

    it('answers 409 for a study that is not a draft and for mixed file and link materials', async () => {
      const done = await createStudy(t.db, clientId, { status: 'IN_PROGRESS', title: 'Old' });
      const res = await t.get(`/api/v3/studies/${done.id}/draft`, researcher);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(CREATION_TEXTS.notDraft);
      const empty = await createStudy(t.db, clientId, { status: 'DRAFT', title: 'Empty' });
      expect((await t.get(`/api/v3/studies/${empty.id}/draft`, researcher)).json().detail).toBe(CREATION_TEXTS.emptyStudy);
    });
  });

  describe('studies list filters', () => {
    it('filters by template_id and ai=true (brief-based: a brief and no template), naming a bad value', async () => {
      const draft = await newDraft('name-test', master);
      const briefBased = await createStudy(t.db, clientId, { status: 'DRAFT', title: 'From a brief', brief: 'We want to learn why people switch banks.' });
      const blankBrief = await createStudy(t.db, clientId, { status: 'DRAFT', title: 'Blank brief', brief: '  ' });
      const ids = async (query: string) => (await t.get(`/api/v3/studies?${query}`, master)).json().data.map((s: { id: string }) => s.id);
      expect(await ids('ai=true')).not.toContain(blankBrief.id);
      expect(await ids(`template_id=${templateIdByKey.get('name-test')}`)).toEqual([draft.id]);
      expect(await ids('ai=true')).toContain(briefBased.id);
      expect(await ids('ai=true')).not.toContain(draft.id);
      expect(await ids('ai=false')).toContain(draft.id);
      expect(await ids('ai=false')).not.toContain(briefBased.id);
      const bad = await t.get('/api/v3/studies?ai=yes', master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0].name).toBe('ai');
    });
  });

  describe('orders', () => {
    it('serves the study filters with an hour of caching', async () => {
      const res = await t.get('/api/orders/study-filters', researcher);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.json().data.country_languages.find((c: { country_code: string }) => c.country_code === 'DK').languages[0]).toEqual({
        code: 'da',
        name: 'Danish',
      });
    });

    it('refuses an incomplete draft naming what is missing, and unaccepted terms', async () => {
      const draft = await newDraft('customer-satisfaction');
      const res = await send('POST', '/api/orders', researcher, { study_id: draft.id, terms_accepted: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(['recruitment.method', 'recruitment.segments']);
      const terms = await send('POST', '/api/orders', researcher, { study_id: draft.id, terms_accepted: false });
      expect(terms.json().invalidParams).toEqual([{ name: 'terms_accepted', reason: CREATION_TEXTS.termsRequired }]);
      expect((await send('POST', '/api/orders', other, { study_id: draft.id, terms_accepted: true })).statusCode).toBe(404);
    });

    it('orders a complete draft: IN_PREPARATION with its segments, shown in the studies list, no longer editable', async () => {
      const draft = await newDraft('customer-satisfaction');
      const saved = await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, {
        step_name: 'CONFIRM',
        recruitment: { method: 'SHAREABLE_LINK', quality_review: false, segments: [segment] },
      });
      expect(StudyDraftResponse.parse(saved.json()).data.issues).toEqual([]);
      const res = await send('POST', '/api/orders', researcher, { study_id: draft.id, terms_accepted: true });
      expect(res.statusCode, res.body).toBe(201);
      const order = OrderResponse.parse(res.json()).data;
      expect(order).toMatchObject({ method: 'SHAREABLE_LINK', display_status_code: 'IN_PREPARATION', estimated_days: null });
      expect(order.participant_link).toMatch(/^\/participate\/[\w-]{20,}$/);
      const study = (await t.get(`/api/v3/studies/${draft.id}`, researcher)).json().data;
      expect(study).toMatchObject({ status: 'IN_PROGRESS', display_status_code: 'IN_PREPARATION', recruit_method: 'SELF_RECRUIT' });
      expect(study.segments.map((s: { title: string }) => s.title)).toEqual(['Danish snackers']);
      expect(study.recruitment[0]).toMatchObject({ countries: ['DK'], language: 'da', required_interviews: 8, age_range: { min: 25, max: 45 } });
      const list = (await t.get('/api/v3/studies', researcher)).json().data.map((s: { id: string }) => s.id);
      expect(list).toContain(draft.id);
      expect((await t.get(`/api/v3/studies/${draft.id}/draft`, researcher)).statusCode).toBe(409);
      expect((await send('POST', '/api/orders', researcher, { study_id: draft.id, terms_accepted: true })).statusCode).toBe(409);
    });

    it('a managed order with quality review takes about two days', async () => {
      const draft = await newDraft('customer-satisfaction');
      await send('PUT', `/api/v3/studies/${draft.id}/draft`, researcher, {
        recruitment: { method: 'SPECIALIST', quality_review: true, segments: [{ ...segment, id: '9a1f9d7e-3a53-4cf1-8f4f-2d0a3c1b9a12' }] },
      });
      const order = OrderResponse.parse((await send('POST', '/api/orders', researcher, { study_id: draft.id, terms_accepted: true })).json()).data;
      expect(order).toMatchObject({ method: 'SPECIALIST', quality_review: true, estimated_days: 2, participant_link: null });
    });
  });
});
