/** The legacy study endpoints of SPEC §7 (studies, tasks, objectives, audience settings, requirements, publish, participant videos, order objects). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATION_TEXTS, StudyDraftResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createInterview, createSegment, createStudy, createUser } from '../../../test/factories';
import { insertTemplateCatalogue } from '../../../test/templates';

describe(`legacy study endpoints on ${testDriver}`, () => {
  let t: TestApp;
  let master: string;
  let researcher: string;
  let other: string;
  let clientId: string;
  let templates: Map<string, string>;
  let producerEmail: string;
  let producer: string;

  beforeAll(async () => {
    t = await createTestApp();
    templates = (await insertTemplateCatalogue(t.db)).templateIds;
    const acme = await createClient(t.db);
    const globex = await createClient(t.db);
    clientId = acme.id;
    const users = await Promise.all([
      createUser(t.db, acme.id, { roleName: 'Master' }),
      createUser(t.db, acme.id, { roleName: 'Researcher', autoGrantNewProjects: true }),
      createUser(t.db, globex.id, { roleName: 'Master' }),
      createUser(t.db, acme.id, { roleName: 'Researcher', autoGrantNewProjects: true }),
    ]);
    producerEmail = users[3].email;
    [master, researcher, other, producer] = await Promise.all(users.map((u) => t.login(u.email, u.password)));
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = master) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
  const newDraft = async (token = master, key = 'customer-satisfaction') =>
    StudyDraftResponse.parse((await send('POST', '/api/v3/studies/drafts', { template_id: templates.get(key) }, token)).json()).data;
  const segment = {
    id: '2c6f9d7e-3a53-4cf1-8f4f-2d0a3c1b9a55',
    title: 'Customers',
    countries: ['SE'],
    language: 'sv',
    age_range: { min: 30, max: 60 },
    gender: ['Women', 'Men'],
    devices: 'DESKTOP',
    recording_devices: ['microphone'],
    custom_criteria: [],
    required_interviews: 4,
  };

  it('reads and writes a study, its tasks, objectives and audience settings; requirements name what is missing', async () => {
    const draft = await newDraft();
    const got = await t.get(`/api/studies/${draft.id}`, master);
    expect(StudyDraftResponse.parse(got.json()).data.title).toBe('Customer satisfaction deep dive');
    expect((await send('PUT', `/api/studies/${draft.id}`, { title: 'CSAT 2027' })).json().data.title).toBe('CSAT 2027');
    const tasks = (await t.get(`/api/studies/${draft.id}/tasks`, master)).json().data;
    expect(tasks.map((s: { tasks: unknown[] }) => s.tasks.length)).toEqual([2, 2]);

    const dup = await send('PUT', `/api/studies/${draft.id}/objectives`, { business_questions: [{ title: 'Why?' }, { title: 'why?' }] });
    expect(dup.json().invalidParams).toEqual([{ name: 'business_questions[1].title', reason: CREATION_TEXTS.duplicateBusinessQuestion }]);
    const kept = draft.business_questions.map(({ id, title }) => ({ id, title }));
    expect(
      (await send('PUT', `/api/studies/${draft.id}/objectives`, { business_questions: kept.reverse() }))
        .json()
        .data.business_questions.map((q: { title: string }) => q.title),
    ).toEqual(['What would make customers leave?', 'What drives satisfaction?']);

    let status = (await t.get(`/api/studies/${draft.id}/requirements_status`, master)).json().data;
    expect(status.is_ready).toBe(false);
    expect(status.issues.map((i: { field: string }) => i.field)).toEqual(['recruitment.method', 'recruitment.segments']);
    const audience = await send('PUT', `/api/studies/${draft.id}/audience_settings`, {
      audience: 'PRIVATE_CUSTOMERS',
      recruitment: { method: 'SHAREABLE_LINK', quality_review: false, segments: [segment] },
    });
    expect(audience.statusCode, audience.body).toBe(200);
    expect((await t.get(`/api/studies/${draft.id}/audience_settings`, master)).json().data).toEqual({
      audience: 'PRIVATE_CUSTOMERS',
      recruitment: { method: 'SHAREABLE_LINK', quality_review: false, segments: [segment] },
    });
    status = (await t.get(`/api/studies/${draft.id}/requirements_status`, master)).json().data;
    expect(status).toEqual({ is_ready: true, issues: [] });
    expect((await t.get(`/api/studies/${draft.id}`, other)).statusCode).toBe(404);
    const badAge = await send('PUT', `/api/studies/${draft.id}/audience_settings`, {
      audience: null,
      recruitment: { method: 'SPECIALIST', quality_review: false, segments: [{ ...segment, age_range: { min: 60, max: 30 } }] },
    });
    expect(badAge.statusCode).toBe(400);
    expect(badAge.body).toContain('age_range');
  });

  it('PUT /studies/{id}/tasks changes, adds and deletes tasks by id and names the field it refuses; a refusal writes nothing', async () => {
    const draft = await newDraft();
    const [first, second] = draft.sections;
    const bq = (i: number) => draft.sections[i].business_question_id;
    const url = `/api/studies/${draft.id}/tasks`;
    const task = (text: string, over: object = {}) => ({ type: 'FREE_TEXT', text, options: [], scale_points: null, subtasks: [], material_ids: [], ...over });
    const changed = { ...task('What did you like most?'), id: first.tasks[0].id, business_question_id: bq(0) };
    const res = await send('PUT', url, {
      tasks: [changed, { ...task('Rate the service', { type: 'SCORING', scale_points: 5 }), business_question_id: bq(1) }],
      tasks_to_delete_in_this_segment: [second.tasks[0].id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sections = res.json().data as { business_question_id: string; tasks: { id: string; text: string; type: string; scale_points: number | null }[] }[];
    expect(sections.map((s) => s.tasks.map((t) => t.text))).toEqual([
      ['What did you like most?', first.tasks[1].text],
      [second.tasks[1].text, 'Rate the service'],
    ]);
    expect(sections[0].tasks[0].id).toBe(first.tasks[0].id);
    expect(sections[1].tasks[1]).toMatchObject({ type: 'SCORING', scale_points: 5 });
    const before = (await t.get(url, master)).json();

    const refused = async (payload: object, field: string, status = 400) => {
      const r = await send('PUT', url, payload);
      expect(r.statusCode, r.body).toBe(status);
      if (status === 400) expect(r.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
    };
    await refused({ tasks: [{ ...task('x'), id: '00000000-0000-4000-8000-000000000000', business_question_id: bq(0) }] }, 'tasks[0].id');
    await refused({ tasks: [], tasks_to_delete_in_this_segment: ['00000000-0000-4000-8000-000000000000'] }, 'tasks_to_delete_in_this_segment[0]');
    await refused({ tasks: [{ ...task('x'), business_question_id: '00000000-0000-4000-8000-000000000000' }] }, 'tasks[0].business_question_id');
    await refused({ segment_id: '00000000-0000-4000-8000-000000000000', tasks: [] }, 'segment_id');
    await refused({ tasks: [{ ...task('Pick one', { type: 'RADIO', options: [] }), business_question_id: bq(0) }] }, 'tasks[0].options');
    await refused({ tasks: [{ ...task(''), business_question_id: bq(0) }] }, 'tasks[0].text');
    await refused({ tasks: [{ ...task('x'), type: 'NOPE', business_question_id: bq(0) }] }, 'tasks.0.type');
    expect((await t.get(url, master)).json()).toEqual(before);
    // Another client's study is not found, and a user who may not edit gets 403.
    expect((await send('PUT', url, { tasks: [] }, other)).statusCode).toBe(404);
  });

  it('publishes only with the status-change permission of SPEC §6, and only an ordered study', async () => {
    const draft = await newDraft(researcher);
    expect((await send('PUT', `/api/studies/${draft.id}/publish`, {}, master)).statusCode).toBe(409);
    await send(
      'PUT',
      `/api/studies/${draft.id}/audience_settings`,
      { audience: null, recruitment: { method: 'SPECIALIST', quality_review: false, segments: [segment] } },
      researcher,
    );
    expect((await send('POST', '/api/orders', { study_id: draft.id, terms_accepted: true }, researcher)).statusCode).toBe(201);
    // A researcher holds neither update_study_status_to_any nor update_study.
    expect((await send('PUT', `/api/studies/${draft.id}/publish`, {}, researcher)).statusCode).toBe(403);
    // Master: update_study on a client-created study.
    const published = await send('PUT', `/api/studies/${draft.id}/publish`, {}, master);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.display_status_code).toBe('COMPLETED');
    // A producer of an imported (not client-created) study may change it; a researcher who is not may not.
    const imported = await createStudy(t.db, clientId, {
      status: 'IN_PROGRESS',
      clientCreated: false,
      usertribeProducers: [producerEmail.toUpperCase()],
      title: 'Imported',
    });
    expect((await send('PUT', `/api/studies/${imported.id}/publish`, {}, researcher)).statusCode).toBe(403);
    expect((await send('PUT', `/api/studies/${imported.id}/publish`, {}, producer)).statusCode).toBe(200);
  });

  it('pages a study’s participant videos', async () => {
    const study = await createStudy(t.db, clientId, { status: 'IN_PROGRESS', title: 'With interviews' });
    const seg = await createSegment(t.db, study);
    for (let i = 0; i < 3; i++) await createInterview(t.db, { ...seg, studyId: study.id }, { participantName: `P${i}` });
    const page = (await t.get(`/api/studies/${study.id}/participant_videos?page=2&per_page=2`, master)).json();
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 3 });
    expect(page.data).toHaveLength(1);
    expect((await t.get(`/api/studies/${study.id}/participant_videos?per_page=0`, master)).json().invalidParams[0].name).toBe('per_page');
  });

  it('POST /marketplace/upload/order_object answers an upload URL like the presigned route', async () => {
    const draft = await newDraft(master, 'concept-test');
    const res = await send('POST', '/api/marketplace/upload/order_object', {
      study_id: draft.id,
      file_name: 'brief.pdf',
      upload_type: 'study_object_file',
      content_type: 'application/pdf',
      size: 2048,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.file_path).toMatch(new RegExp(`^uploads/${clientId}/${draft.id}/[0-9a-f-]{36}/brief\\.pdf$`));
  });
});
