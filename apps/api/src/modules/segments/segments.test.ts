import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '@insight/db';
import { SegmentResponse, StudyMaterialsResponse, TaskDesignResponse, UNASSIGNED_SECTION_ID } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createTask } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';
import { subtaskLetter } from '@insight/contracts';
import { buildTaskDesign } from './task-design';

describe(`segment reads on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let extra: { firstSubtask: { id: string }; aarhusRadio: { id: string }; betaTask: { id: string } };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    // Beyond the workspace: a second subtask placed before 'Hvad med havre?', a task only Aarhus is shown (after
    // the unassigned price task), materials on the commute task, and a task of another client's study.
    const firstSubtask = await createTask(t.db, w.study, { text: 'Hvad med linser?', parentTaskId: w.tasks.shopping.id, position: 0, positionName: 'x' });
    const aarhusRadio = await createTask(t.db, w.study, {
      text: 'Hvilken pakke vælger du?',
      type: 'RADIO',
      businessQuestionId: w.businessQuestions.choice.id,
      segmentId: w.segments.aarhus.id,
      position: 5,
      options: [
        { id: 'o2', text: 'Pakke B', position: 1, text_en: 'Pack B' },
        { id: 'o1', text: 'Pakke A', position: 0, text_en: 'Pack A' },
      ],
    });
    const betaTask = await createTask(t.db, w.betaStudy, { text: 'Beta task', position: 1 });
    await t.db
      .update(tasks)
      .set({ studyMaterialIds: [w.materials.file.id] })
      .where(eq(tasks.id, w.tasks.commute.id));
    extra = { firstSubtask, aarhusRadio, betaTask };
    [master, consumer] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/v3/segments/{id} answers the segment with study, business questions and counts', async () => {
    const res = await t.get(`/api/v3/segments/${w.segments.copenhagen.id}`, master);
    expect(res.statusCode).toBe(200);
    const { data } = SegmentResponse.parse(res.json());
    expect(data).toMatchObject({
      id: w.segments.copenhagen.id,
      study_id: w.study.id,
      title: 'Copenhagen',
      language: 'da',
      position: 0,
      study: { id: w.study.id, title: 'Plant snacks in Denmark' },
      segment_group: null,
      counts: { interviews: 1, quotes: 3, showreels: 0 },
      translation: 'original',
    });
    expect(data.business_questions.map((bq) => bq.id)).toEqual([w.businessQuestions.choice.id, w.businessQuestions.price.id]);
  });

  it('echoes translation=en and rejects unknown values naming `translation`', async () => {
    expect((await t.get(`/api/v3/segments/${w.segments.aarhus.id}?translation=en`, master)).json().data.translation).toBe('en');
    const bad = await t.get(`/api/v3/segments/${w.segments.aarhus.id}?translation=fr`, master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('translation');
  });

  it('answers 404 for another client’s segment, 400 for a bad id, 403 for the Consumer role', async () => {
    const foreign = await t.get(`/api/v3/segments/${w.segments.beta.id}`, master);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Segment not found');
    const bad = await t.get('/api/v3/segments/xyz', master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('id');
    expect((await t.get(`/api/v3/segments/${w.segments.copenhagen.id}`, consumer)).statusCode).toBe(403);
  });

  describe('GET /api/v3/segments/{id}/task-design', () => {
    const design = async (segmentId: string, query = '') => {
      const res = await t.get(`/api/v3/segments/${segmentId}/task-design${query}`, master);
      expect(res.statusCode).toBe(200);
      return TaskDesignResponse.parse(res.json()).data;
    };
    const outline = (sections: Awaited<ReturnType<typeof design>>) =>
      sections.map((section) => ({
        id: section.id,
        tasks: section.tasks.map((task) => [task.position_name, task.text, task.subtasks.map((sub) => `${sub.position_name}. ${sub.text}`)]),
      }));

    it('answers one section per business question in position order, unassigned tasks last, subtasks lettered', async () => {
      const sections = await design(w.segments.copenhagen.id);
      expect(outline(sections)).toEqual([
        { id: w.businessQuestions.choice.id, tasks: [['1', 'Hvordan kommer du på arbejde?', []]] },
        { id: w.businessQuestions.price.id, tasks: [['2', 'Fortæl om dine indkøb', ['a. Hvad med linser?', 'b. Hvad med havre?']]] },
        { id: UNASSIGNED_SECTION_ID, tasks: [['3', 'Hvad synes du om prisen?', []]] },
      ]);
      const [choice, price, unassigned] = sections;
      expect(choice).toMatchObject({
        business_question: { id: w.businessQuestions.choice.id, title: 'How do people choose snacks?', position: 0 },
        objective: { id: w.businessQuestions.choice.id },
        text: 'How do people choose snacks?',
        html: '<p>How do people choose snacks?</p>',
      });
      expect(unassigned).toMatchObject({ business_question: null, objective: null, text: '', html: '', study_materials: [] });
      expect(choice.tasks[0]).toMatchObject({
        id: w.tasks.commute.id,
        type: 'TEXT_ONLY',
        html: '<p>Hvordan kommer du på arbejde?</p>',
        objective: { id: w.businessQuestions.choice.id },
        segment: null,
        object_assignment: [{ id: w.materials.file.id }],
      });
      // The section lists the materials of its tasks, signed.
      expect(choice.study_materials.map((m) => m.id)).toEqual([w.materials.file.id]);
      expect(choice.study_materials[0].file).toMatch(/^\/api\/media\/studies\/materials\/pack\.png\?expires=\d+&sig=/);
      expect(price.study_materials).toEqual([]);
      expect(price.tasks[0]).toMatchObject({ type: 'SUBTASKS', subtasks: [{ id: extra.firstSubtask.id }, { id: w.tasks.oats.id }] });
    });

    it('shows a segment its own tasks too, numbered in the order its participants met them, options in order', async () => {
      const sections = await design(w.segments.aarhus.id);
      expect(outline(sections)).toEqual([
        {
          id: w.businessQuestions.choice.id,
          tasks: [
            ['1', 'Hvordan kommer du på arbejde?', []],
            ['4', 'Hvilken pakke vælger du?', []],
          ],
        },
        { id: w.businessQuestions.price.id, tasks: [['2', 'Fortæl om dine indkøb', ['a. Hvad med linser?', 'b. Hvad med havre?']]] },
        { id: UNASSIGNED_SECTION_ID, tasks: [['3', 'Hvad synes du om prisen?', []]] },
      ]);
      expect(sections[0].tasks[1]).toMatchObject({
        id: extra.aarhusRadio.id,
        type: 'RADIO',
        segment: { id: w.segments.aarhus.id },
        options: [
          { id: 'o1', text: 'Pakke A', position: 0 },
          { id: 'o2', text: 'Pakke B', position: 1 },
        ],
      });
      // Copenhagen is not shown the Aarhus task.
      expect((await design(w.segments.copenhagen.id)).flatMap((s) => s.tasks).map((task) => task.id)).not.toContain(extra.aarhusRadio.id);
    });

    it('answers task, subtask and option texts in English with translation=en where the study has them, else the original', async () => {
      const sections = await design(w.segments.aarhus.id, '?translation=en');
      expect(outline(sections)).toEqual([
        {
          id: w.businessQuestions.choice.id,
          tasks: [
            ['1', 'How do you get to work?', []],
            ['4', 'Hvilken pakke vælger du?', []],
          ],
        },
        { id: w.businessQuestions.price.id, tasks: [['2', 'Fortæl om dine indkøb', ['a. Hvad med linser?', 'b. What about oats?']]] },
        { id: UNASSIGNED_SECTION_ID, tasks: [['3', 'Hvad synes du om prisen?', []]] },
      ]);
      expect(sections[0].tasks[0].html).toBe('<p>How do you get to work?</p>');
      // Options in English, without the stored translation field on the wire.
      expect(sections[0].tasks[1].options).toEqual([
        { id: 'o1', text: 'Pack A', position: 0 },
        { id: 'o2', text: 'Pack B', position: 1 },
      ]);
      expect((await design(w.segments.aarhus.id, '?translation=original'))[0].tasks[1].options.map((o) => o.text)).toEqual(['Pakke A', 'Pakke B']);
      const bad = await t.get(`/api/v3/segments/${w.segments.aarhus.id}/task-design?translation=fr`, master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0].name).toBe('translation');
    });

    it('answers 404 for another client’s segment, 400 for a malformed id, 403 for the Consumer role', async () => {
      const foreign = await t.get(`/api/v3/segments/${w.segments.beta.id}/task-design`, master);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().detail).toBe('Segment not found');
      const bad = await t.get('/api/v3/segments/not-a-uuid/task-design', master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0].name).toBe('id');
      expect((await t.get(`/api/v3/segments/${w.segments.copenhagen.id}/task-design`, consumer)).statusCode).toBe(403);
    });

    it('the Beta user sees only Beta’s design', async () => {
      const beta = await t.login(w.users.betaUser.email, w.users.betaUser.password);
      const res = await t.get(`/api/v3/segments/${w.segments.beta.id}/task-design`, beta);
      expect(res.statusCode).toBe(200);
      expect(outline(TaskDesignResponse.parse(res.json()).data)).toEqual([{ id: UNASSIGNED_SECTION_ID, tasks: [['1', 'Beta task', []]] }]);
      expect((await t.get(`/api/v3/segments/${w.segments.copenhagen.id}/task-design`, beta)).statusCode).toBe(404);
    });
  });

  describe('GET /api/v3/segments/{id}/study-materials', () => {
    it('answers the study’s materials in position order with meta.type', async () => {
      const res = await t.get(`/api/v3/segments/${w.segments.aarhus.id}/study-materials`, master);
      expect(res.statusCode).toBe(200);
      const body = StudyMaterialsResponse.parse(res.json());
      expect(body.data.map((m) => m.id)).toEqual([w.materials.link.id, w.materials.file.id]);
      expect(body.meta).toEqual({ type: 'LINK' });
      // The same answer as the study's own materials (apart from fresh signatures).
      const study = (await t.get(`/api/v3/studies/${w.study.id}/study-materials`, master)).json();
      const strip = (json: unknown) => JSON.parse(JSON.stringify(json).replace(/expires=\d+&sig=[\w-]+/g, 'signed'));
      expect(strip(body)).toEqual(strip(study));
    });

    it('answers 404 for another client’s segment, 400 for a malformed id, 403 for the Consumer role', async () => {
      expect((await t.get(`/api/v3/segments/${w.segments.beta.id}/study-materials`, master)).statusCode).toBe(404);
      const bad = await t.get('/api/v3/segments/123/study-materials', master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().invalidParams[0].name).toBe('id');
      expect((await t.get(`/api/v3/segments/${w.segments.aarhus.id}/study-materials`, consumer)).statusCode).toBe(403);
    });
  });
});

describe('buildTaskDesign', () => {
  it('letters subtasks a … z, then aa, ab', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(subtaskLetter)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'az', 'ba']);
  });

  it('drops subtasks whose parent the segment is not shown, and answers empty sections for questions without tasks', () => {
    const at = new Date(0);
    const row = (id: string, values: Partial<Parameters<typeof buildTaskDesign>[1][number]> = {}) =>
      ({
        id,
        clientId: 'c',
        studyId: 's',
        segmentId: null,
        businessQuestionId: null,
        parentTaskId: null,
        position: 0,
        positionName: '',
        type: 'TEXT_ONLY',
        optionsType: null,
        text: id,
        html: '',
        options: [],
        scalePoints: null,
        studyMaterialIds: [],
        createdAt: at,
        updatedAt: at,
        ...values,
      }) as Parameters<typeof buildTaskDesign>[1][number];
    const sections = buildTaskDesign(
      [{ id: 'bq', title: 'Q', description: '', position: 0 }],
      [row('t1', { position: 2 }), row('orphan', { parentTaskId: 'gone' }), row('t0', { position: 1 })],
      [],
    );
    expect(sections.map((section) => [section.businessQuestion?.id ?? null, section.tasks.map((task) => `${task.positionName}:${task.row.id}`)])).toEqual([
      ['bq', []],
      [null, ['1:t0', '2:t1']],
    ]);
  });
});
