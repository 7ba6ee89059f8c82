/**
 * SPEC §4 builder rules on the draft (decision 0190): AI output applied as unsaved business questions and tasks, the
 * clearing rule, saving and discarding, and "outline changed" / "design changed" computed on the server — with the
 * built-in AI provider and the real job queue.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_TEXTS, CREATION_TEXTS, StudyDesignResponse, StudyDraftResponse, StudyOutlineResponse, aiStimuliOf } from '@insight/contracts';
import { aiJobs, roles, studies, studyBuilderStates, tasks, users as userTable } from '@insight/db';
import { createAiTestApp } from '../../../test/ai-app';
import { testDriver } from '../../../test/app';
import { createClient, createUser } from '../../../test/factories';
import { insertTemplateCatalogue } from '../../../test/templates';
import { until } from '../../../test/wait';

type Draft = ReturnType<typeof StudyDraftResponse.parse>['data'];

const BRIEF = 'Objective: learn how families in Denmark choose plant-based snacks.\nAudience: parents aged 25-45.\nMarket: Denmark.';

describe(`draft builder state: unsaved parts, applied AI output and changed marks, on ${testDriver}`, () => {
  let ctx: Awaited<ReturnType<typeof createAiTestApp>>;
  let clientId: string;
  const tokens = { researcher: '', colleague: '', consumer: '', viewerOnly: '', other: '' };
  let templateId: string;

  beforeAll(async () => {
    ctx = await createAiTestApp();
    const { t } = ctx;
    const acme = await createClient(t.db, { name: 'Acme' });
    const globex = await createClient(t.db, { name: 'Globex' });
    clientId = acme.id;
    const [viewerRole] = await t.db
      .insert(roles)
      .values({ name: 'Viewer', permissions: ['publish_videos', 'ai_assistant'] })
      .returning();
    const users = await Promise.all([
      createUser(t.db, acme.id, { roleName: 'Researcher', autoGrantNewProjects: true }),
      createUser(t.db, acme.id, { roleName: 'Master' }),
      createUser(t.db, acme.id, { roleName: 'Consumer' }),
      createUser(t.db, acme.id, { roleName: 'Researcher', autoGrantNewProjects: true }),
      createUser(t.db, globex.id, { roleName: 'Master' }),
    ]);
    templateId = [...(await insertTemplateCatalogue(t.db)).templateIds.values()][0];
    await t.db.update(userTable).set({ roleId: viewerRole.id }).where(eq(userTable.id, users[3].id));
    [tokens.researcher, tokens.colleague, tokens.consumer, tokens.viewerOnly, tokens.other] = await Promise.all(users.map((u) => t.login(u.email, u.password)));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = tokens.researcher, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const put = async (draft: { id: string }, body: object, token = tokens.researcher) => {
    const res = await call('PUT', `/api/v3/studies/${draft.id}/draft`, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return StudyDraftResponse.parse(res.json()).data;
  };
  const read = async (draft: { id: string }, token = tokens.researcher) =>
    StudyDraftResponse.parse((await call('GET', `/api/v3/studies/${draft.id}/draft`, token)).json()).data;
  const newBriefDraft = async (brief = BRIEF): Promise<Draft> => {
    const res = await call('POST', '/api/v3/studies/drafts', tokens.researcher, { brief });
    expect(res.statusCode, res.body).toBe(201);
    return StudyDraftResponse.parse(res.json()).data;
  };
  /** Generates an outline for the draft as the wizard does (its brief and stimuli) and waits for it to finish. */
  const generateOutline = async (draft: Draft) => {
    const started = await call('POST', '/api/v1/ai/study-outlines', tokens.researcher, { brief: draft.brief, stimuli: aiStimuliOf(draft.materials) });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().data.id as string;
    const job = await until(`outline ${id}`, async () => {
      const data = StudyOutlineResponse.parse((await call('GET', `/api/v1/ai/study-outlines/${id}`)).json()).data;
      return data.status === 'COMPLETED' ? data : null;
    });
    return { id, titles: job.business_questions!.map((q) => q.title) };
  };
  /** Generates a study design for the draft's saved business questions and waits for it. */
  const generateDesign = async (draft: Draft) => {
    const started = await call('POST', '/api/v1/ai/study-designs', tokens.researcher, {
      brief: draft.brief,
      stimuli: aiStimuliOf(draft.materials),
      business_questions: draft.business_questions.map((q) => ({ title: q.title, description: '' })),
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().data.id as string;
    await until(`design ${id}`, async () => {
      const data = StudyDesignResponse.parse((await call('GET', `/api/v1/ai/study-designs/${id}`)).json()).data;
      return data.status === 'COMPLETED' ? data : null;
    });
    return id;
  };
  /** A brief-based draft with an AI outline applied and saved, and an AI design applied (unsaved). */
  const draftWithAiDesign = async () => {
    let draft = await newBriefDraft();
    draft = await put(draft, { ai_outline_job_id: (await generateOutline(draft)).id });
    draft = await put(draft, { business_questions: draft.unsaved_business_questions! });
    return put(draft, { ai_design_job_id: await generateDesign(draft) });
  };
  const addLink = async (draft: Draft, title: string) => {
    const res = await call('POST', `/api/studies/${draft.id}/objects`, tokens.researcher, { link: 'https://concepts.example.com/snacks', title });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const savedTaskCount = async (draft: { id: string }) => (await ctx.t.db.select().from(tasks).where(eq(tasks.studyId, draft.id))).length;
  const asUnsavedSections = (sections: Draft['sections']) =>
    sections.map((s) => ({
      business_question_id: s.business_question_id,
      tasks: s.tasks.map(({ position_name: _, ...task }) => ({ ...task, subtasks: task.subtasks.map(({ id, text }) => ({ id, text })) })),
    }));

  it('applies an AI outline as unsaved business questions shown to every editor, then saves them; a template draft has none of this', async () => {
    let draft = await newBriefDraft();
    await addLink(draft, 'Packaging concepts');
    draft = await read(draft);
    const outline = await generateOutline(draft);

    const applied = await put(draft, { step_name: 'AI_OUTLINE', ai_outline_job_id: outline.id });
    expect(applied.business_questions).toEqual([]);
    expect(applied.unsaved_business_questions?.map((q) => q.title)).toEqual(outline.titles);
    expect(applied).toMatchObject({ outline_changed: false, design_changed: false, step_name: 'AI_OUTLINE' });
    expect(applied.issues).toContainEqual({ field: 'unsaved_business_questions', message: CREATION_TEXTS.unsavedBusinessQuestions });
    // Another editor of the client (another browser) reads the same unsaved questions.
    expect((await read(draft, tokens.colleague)).unsaved_business_questions).toEqual(applied.unsaved_business_questions);

    // Saving them (the outline editor's "Save and continue") makes them the saved ones, with the same ids.
    const unsaved = applied.unsaved_business_questions!;
    const saved = await put(draft, { business_questions: unsaved });
    expect(saved.business_questions.map(({ id, title }) => ({ id, title }))).toEqual(unsaved);
    expect(saved.unsaved_business_questions).toBeNull();
    expect(saved.issues.map((i) => i.field)).not.toContain('unsaved_business_questions');

    const templateDraft = await call('POST', '/api/v3/studies/drafts', tokens.researcher, { template_id: templateId });
    expect(StudyDraftResponse.parse(templateDraft.json()).data).toMatchObject({
      unsaved_business_questions: null,
      unsaved_sections: null,
      outline_changed: false,
      design_changed: false,
      issues: expect.not.arrayContaining([expect.objectContaining({ field: 'unsaved_sections' })]),
    });
  });

  it('applies an AI design as the unsaved study design, numbered, without touching the saved tasks; saving and discarding work', async () => {
    let draft = await newBriefDraft();
    const outline = await generateOutline(draft);
    draft = await put(draft, { ai_outline_job_id: outline.id });
    draft = await put(draft, { business_questions: draft.unsaved_business_questions! });
    const designId = await generateDesign(draft);

    const applied = await put(draft, { step_name: 'AI_STUDY_DESIGN', ai_design_job_id: designId });
    expect(applied.sections).toEqual([]);
    const unsaved = applied.unsaved_sections!;
    expect(unsaved.map((s) => s.business_question_id)).toEqual(draft.business_questions.map((q) => q.id));
    expect(unsaved.flatMap((s) => s.tasks.map((t) => t.position_name))).toEqual(unsaved.flatMap((s) => s.tasks).map((_, i) => String(i + 1)));
    expect(applied).toMatchObject({ design_changed: false, outline_changed: false });
    expect(applied.issues).toContainEqual({ field: 'unsaved_sections', message: CREATION_TEXTS.unsavedSections });

    // Save: the unsaved design becomes the saved one.
    const saved = await put(draft, { sections: asUnsavedSections(unsaved).map((s) => ({ ...s, tasks: s.tasks.map(({ id: _, ...task }) => task) })) });
    expect(saved.unsaved_sections).toBeNull();
    expect(saved.sections.flatMap((s) => s.tasks.map((t) => t.text))).toEqual(unsaved.flatMap((s) => s.tasks.map((t) => t.text)));
    const savedTasks = await savedTaskCount(draft);

    // An edit kept as unsaved (edited, not yet saved) is shown instead; discarding it brings the saved design back.
    const edited = asUnsavedSections(saved.sections);
    edited[0].tasks[0] = { ...edited[0].tasks[0], text: 'Tell us about your last snack purchase.' };
    const kept = await put(draft, { unsaved_sections: edited });
    expect(kept.unsaved_sections?.[0].tasks[0]).toMatchObject({ id: saved.sections[0].tasks[0].id, text: 'Tell us about your last snack purchase.' });
    expect(kept.sections).toEqual(saved.sections);
    const discarded = await put(draft, { unsaved_sections: null });
    expect(discarded.unsaved_sections).toBeNull();
    expect(discarded.sections).toEqual(saved.sections);
    expect(await savedTaskCount(draft)).toBe(savedTasks);
  });

  it('applying AI objectives clears unsaved business questions, unsaved tasks and saved tasks in one save; saved questions stay until replaced', async () => {
    let draft = await draftWithAiDesign();
    draft = await put(draft, { sections: asUnsavedSections(draft.unsaved_sections!).map((s) => ({ ...s, tasks: s.tasks.map(({ id: _, ...task }) => task) })) });
    expect(await savedTaskCount(draft)).toBeGreaterThan(0);
    draft = await put(draft, {
      unsaved_business_questions: [
        ...draft.business_questions.map(({ id, title }) => ({ id, title })),
        { id: crypto.randomUUID(), title: 'Edited, not saved' },
      ],
      unsaved_sections: asUnsavedSections(draft.sections),
    });
    const savedQuestions = draft.business_questions;

    const again = await generateOutline(draft);
    const applied = await put(draft, { ai_outline_job_id: again.id });
    expect(applied.unsaved_business_questions?.map((q) => q.title)).toEqual(again.titles);
    expect(applied.unsaved_business_questions?.map((q) => q.title)).not.toContain('Edited, not saved');
    expect(applied.unsaved_sections).toBeNull();
    expect(applied.sections).toEqual([]);
    expect(await savedTaskCount(draft)).toBe(0);
    expect(applied.business_questions.map((q) => ({ ...q, linked: true }))).toEqual(savedQuestions);
    expect(applied.business_questions.every((q) => !q.linked)).toBe(true);
  });

  it('marks the outline and the design changed on edits of brief, stimuli (uploads and removals) and business questions, for every reader', async () => {
    const draft = await draftWithAiDesign();
    expect(draft).toMatchObject({ outline_changed: false, design_changed: false });

    // Brief: both marks; white space alone is no change; the same brief again clears them.
    expect(await put(draft, { brief: `${BRIEF}\nDecisions to inform: which flavour to launch.` })).toMatchObject({
      outline_changed: true,
      design_changed: true,
    });
    expect(await read(draft, tokens.colleague)).toMatchObject({ outline_changed: true, design_changed: true });
    expect(await put(draft, { brief: `  ${BRIEF.replace('\n', '\n\n')} ` })).toMatchObject({ outline_changed: false, design_changed: false });

    // Stimuli: adding and removing a material.
    const material = await addLink(draft, 'Packaging concepts');
    expect(await read(draft)).toMatchObject({ outline_changed: true, design_changed: true });
    expect((await call('DELETE', `/api/studies/${draft.id}/objects/${material}?client_id=${clientId}`)).statusCode).toBe(204);
    expect(await read(draft)).toMatchObject({ outline_changed: false, design_changed: false });

    // Business questions: the design only, also through the legacy objectives route; unsaved edits do not count until saved.
    const questions = draft.business_questions.map(({ id, title }) => ({ id, title }));
    const edited = [{ ...questions[0], title: `${questions[0].title} Really?` }, ...questions.slice(1)];
    expect(await put(draft, { unsaved_business_questions: edited })).toMatchObject({ outline_changed: false, design_changed: false });
    expect(await put(draft, { business_questions: edited })).toMatchObject({ outline_changed: false, design_changed: true });
    const legacy = await call('PUT', `/api/studies/${draft.id}/objectives`, tokens.researcher, { business_questions: questions });
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(StudyDraftResponse.parse(legacy.json()).data).toMatchObject({ outline_changed: false, design_changed: false });

    // A new outline applied forgets the design's inputs: nothing is marked.
    const fresh = await put(draft, { brief: 'A study about oat drinks in Sweden.', ai_outline_job_id: (await generateOutline(await read(draft))).id });
    expect(fresh).toMatchObject({ outline_changed: true, design_changed: false });
  });

  it('checks permissions and tenancy: editors only, another client 404, another user’s job 404', async () => {
    const draft = await newBriefDraft();
    const outline = await generateOutline(draft);
    const body = { ai_outline_job_id: outline.id };
    const noEdit = await call('PUT', `/api/v3/studies/${draft.id}/draft`, tokens.viewerOnly, body);
    expect(noEdit.statusCode).toBe(403);
    expect(noEdit.json().detail).toBe(CREATION_TEXTS.noEditPermission);
    expect((await call('PUT', `/api/v3/studies/${draft.id}/draft`, tokens.consumer, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v3/studies/${draft.id}/draft`, tokens.other, body)).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/studies/${draft.id}/draft`, tokens.other)).statusCode).toBe(404);
    // A colleague may edit the draft but not apply the researcher's job: it is theirs alone.
    const foreignJob = await call('PUT', `/api/v3/studies/${draft.id}/draft`, tokens.colleague, body);
    expect(foreignJob.statusCode).toBe(404);
    expect(foreignJob.json().detail).toBe(AI_TEXTS.jobNotFound);
    // An outline job is not a design job.
    expect((await call('PUT', `/api/v3/studies/${draft.id}/draft`, tokens.researcher, { ai_design_job_id: outline.id })).statusCode).toBe(404);
    const [state] = await ctx.t.db.select().from(studyBuilderStates).where(eq(studyBuilderStates.studyId, draft.id));
    expect(state).toMatchObject({ unsavedBusinessQuestions: null, aiOutlineInputs: null });
  });

  it('answers 400 naming the field for bad input, 409 for a design over unsaved questions, and writes nothing when refused', async () => {
    const draft = await newBriefDraft();
    const id = crypto.randomUUID();
    const expectField = async (body: object, field: string) => {
      const res = await call('PUT', `/api/v3/studies/${draft.id}/draft`, tokens.researcher, { title: 'Must not be written', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
    };
    await expectField({ ai_outline_job_id: 'nope' }, 'ai_outline_job_id');
    await expectField({ ai_outline_job_id: id, business_questions: [{ title: 'Q?' }] }, 'ai_outline_job_id');
    await expectField({ ai_design_job_id: id, unsaved_sections: [] }, 'ai_design_job_id');
    await expectField({ unsaved_business_questions: [], business_questions: [{ title: 'Q?' }] }, 'unsaved_business_questions');
    await expectField({ unsaved_sections: [], sections: [] }, 'unsaved_sections');
    await expectField(
      {
        unsaved_business_questions: [
          { id, title: 'A' },
          { id, title: 'B' },
        ],
      },
      'unsaved_business_questions[1].id',
    );
    await expectField({ unsaved_business_questions: [{ title: 'No id' }] }, 'unsaved_business_questions.0.id');
    await expectField({ unsaved_business_questions: [{ id, title: 'x'.repeat(2001) }] }, 'unsaved_business_questions.0.title');
    await expectField(
      {
        unsaved_sections: [
          { business_question_id: id, tasks: [{ type: 'FREE_TEXT', text: '', options: [], scale_points: null, subtasks: [], material_ids: [] }] },
        ],
      },
      'unsaved_sections[0].business_question_id',
    );
    await expectField({ unsaved_sections: [{ business_question_id: null, tasks: [{ type: 'NOPE' }] }] }, 'unsaved_sections.0.tasks.0.type');

    // A job that has not finished (or failed) cannot be applied.
    const [userId] = (await ctx.t.db.select({ createdBy: studies.createdBy }).from(studies).where(eq(studies.id, draft.id))).map((r) => r.createdBy!);
    for (const status of ['PENDING', 'ERROR'] as const) {
      const [job] = await ctx.t.db
        .insert(aiJobs)
        .values({ clientId, userId, kind: 'study_outline', status, input: { brief: BRIEF, stimuli: [] }, provider: 'AI: built-in' })
        .returning();
      const res = await call('PUT', `/api/v3/studies/${draft.id}/draft`, tokens.researcher, { title: 'Must not be written', ai_outline_job_id: job.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().invalidParams).toEqual([{ name: 'ai_outline_job_id', reason: CREATION_TEXTS.aiJobNotFinished }]);
    }

    // The study design answers the saved business questions: not while unsaved ones wait.
    const outline = await generateOutline(draft);
    const withUnsaved = await put(draft, { ai_outline_job_id: outline.id });
    const designId = await generateDesign({
      ...withUnsaved,
      business_questions: withUnsaved.unsaved_business_questions!.map((q, i) => ({ ...q, position: i + 1, linked: false })),
    });
    const conflict = await call('PUT', `/api/v3/studies/${draft.id}/draft`, tokens.researcher, { title: 'Must not be written', ai_design_job_id: designId });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().detail).toBe(CREATION_TEXTS.saveOutlineFirst);

    const after = await read(draft);
    expect(after.title).not.toBe('Must not be written');
    expect(after.unsaved_sections).toBeNull();
  });
});
