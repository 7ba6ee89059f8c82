import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AI_TEXTS,
  BriefRatingResponse,
  StudyDesignResponse,
  StudyOutlineResponse,
  TASK_TYPES,
  TranslateResponse,
  type AiBusinessQuestion,
  type StudyDesign,
  type StudyOutline,
} from '@insight/contracts';
import { roles, users } from '@insight/db';
import { createAiTestApp } from '../../../test/ai-app';
import { testDriver } from '../../../test/app';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { createClient, createUser } from '../../../test/factories';
import { until } from '../../../test/wait';

const BRIEFS = [
  {
    subject: 'plant-based snacks',
    brief:
      'We want to understand how young families in Denmark choose plant-based snacks in the supermarket, so that we can decide which new flavours to launch. Parents of children aged 3-10.',
  },
  {
    subject: 'banking app',
    brief:
      'Test the onboarding flow of our new banking app with first-time users in the UK: where do people get stuck, and can they open an account without help?',
  },
  {
    subject: 'e-bikes',
    brief: 'Explore what commuters in Germany think about e-bikes for the daily trip to work, to inform our product roadmap.',
  },
];

async function setup(env: Record<string, string>) {
  const { t, app, close } = await createAiTestApp(env);
  const client = await createClient(t.db);
  const other = await createClient(t.db);
  const researcher = await createUser(t.db, client.id, { roleName: 'Researcher' });
  const otherUser = await createUser(t.db, other.id, { roleName: 'Master' });
  const consumer = await createUser(t.db, client.id, { roleName: 'Consumer' });
  const [viewOnly] = await t.db
    .insert(roles)
    .values({ name: 'Viewer', permissions: ['ai_assistant'] })
    .returning();
  const viewer = await createUser(t.db, client.id, { roleName: 'Researcher' });
  await t.db.update(users).set({ roleId: viewOnly.id }).where(eq(users.id, viewer.id));
  return {
    t,
    app,
    close,
    tokens: {
      researcher: await t.login(researcher.email, researcher.password),
      other: await t.login(otherUser.email, otherUser.password),
      consumer: await t.login(consumer.email, consumer.password),
      viewer: await t.login(viewer.email, viewer.password),
    },
  };
}

type Ctx = Awaited<ReturnType<typeof setup>>;

function helpers(ctx: () => Ctx) {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const waitOutline = (id: string, token = ctx().tokens.researcher) =>
    until(
      `outline ${id}`,
      async () => {
        const data = StudyOutlineResponse.parse((await call('GET', `/api/v1/ai/study-outlines/${id}`, token)).json()).data;
        return data.status === 'COMPLETED' || data.status === 'ERROR' ? data : null;
      },
      30_000,
    );
  const waitDesign = (id: string) =>
    until(
      `design ${id}`,
      async () => {
        const data = StudyDesignResponse.parse((await call('GET', `/api/v1/ai/study-designs/${id}`, ctx().tokens.researcher)).json()).data;
        return data.status === 'COMPLETED' || data.status === 'ERROR' ? data : null;
      },
      30_000,
    );
  return { call, waitOutline, waitDesign };
}

describe(`AI study configuration with the built-in provider on ${testDriver}`, () => {
  let ctx: Ctx;
  const { call, waitOutline, waitDesign } = helpers(() => ctx);
  beforeAll(async () => {
    ctx = await setup({});
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('labels itself "AI: built-in" and cannot translate', async () => {
    const res = await call('GET', '/api/v1/ai/provider', ctx.tokens.researcher);
    expect(res.json().data).toEqual({ kind: 'builtin', model: null, label: 'AI: built-in', can_translate: false });
  });

  it('rates a brief by its five checks with concrete suggestions naming the subject', async () => {
    const weak = BriefRatingResponse.parse((await call('POST', '/api/v1/ai/study-briefs/rating', ctx.tokens.researcher, { brief: 'Snacks.' })).json()).data;
    expect(weak.checks.map((c) => c.key)).toEqual(['objective', 'audience', 'market', 'stimuli', 'decisions']);
    expect(weak.score).toBeLessThan(40);
    expect(weak.suggestions.length).toBeGreaterThanOrEqual(4);
    const strong = BriefRatingResponse.parse(
      (await call('POST', '/api/v1/ai/study-briefs/rating', ctx.tokens.researcher, { brief: BRIEFS[0].brief, stimuli: ['Three flavour concepts'] })).json(),
    ).data;
    expect(strong.checks.every((c) => c.passed)).toBe(true);
    expect(strong.score).toBe(100);
    expect(strong.provider.label).toBe('AI: built-in');
    const partial = BriefRatingResponse.parse(
      (await call('POST', '/api/v1/ai/study-briefs/rating', ctx.tokens.researcher, { brief: BRIEFS[2].brief })).json(),
    ).data;
    const stimuli = partial.checks.find((c) => c.key === 'stimuli')!;
    expect(stimuli.passed).toBe(false);
    expect(stimuli.suggestion).toContain('e-bikes');
  });

  it.each(BRIEFS)('builds a sensible outline and design for the brief about $subject', async ({ subject, brief }) => {
    const started = await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.researcher, { brief });
    expect(started.statusCode).toBe(202);
    const outline: StudyOutline = await waitOutline(started.json().data.id);
    expect(outline.status).toBe('COMPLETED');
    expect(outline.progress).toBe(100);
    const questions = outline.business_questions as AiBusinessQuestion[];
    expect(questions.length).toBeGreaterThanOrEqual(3);
    for (const q of questions) expect(q.title.toLowerCase()).toContain(subject);

    const designStart = await call('POST', '/api/v1/ai/study-designs', ctx.tokens.researcher, { brief, business_questions: questions });
    expect(designStart.statusCode).toBe(202);
    const design: StudyDesign = await waitDesign(designStart.json().data.id);
    expect(design.status).toBe('COMPLETED');
    expect(design.sections!.map((s) => s.business_question_index)).toEqual(questions.map((_, i) => i));
    for (const section of design.sections!) {
      expect(section.tasks.length).toBeGreaterThan(0);
      for (const task of section.tasks) {
        expect(TASK_TYPES).toContain(task.type);
        if (task.type === 'RADIO' || task.type === 'CHECKBOX') expect(task.options.length).toBeGreaterThan(1);
        if (task.type === 'SCORING') expect(task.scale_points).toBeGreaterThan(1);
      }
    }
    // Shown in the note: the outline and design of each brief.
    console.log(
      `\n${subject}:\n${questions.map((q, i) => `  ${q.title}\n${design.sections![i].tasks.map((t) => `    - ${t.type}: ${t.text}`).join('\n')}`).join('\n')}`,
    );
  });

  it('answers translation with 503 problem+json saying it needs a model', async () => {
    const res = await call('POST', '/api/v1/ai/translate', ctx.tokens.researcher, {
      target_language: 'da',
      design: { business_questions: [{ title: 'Q?', description: '' }], sections: [] },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(AI_TEXTS.translateNeedsModel);
  });

  it('checks permissions, tenancy and input', async () => {
    expect((await call('POST', '/api/v1/ai/study-briefs/rating', ctx.tokens.consumer, { brief: 'x' })).statusCode).toBe(403);
    const noEdit = await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.viewer, { brief: 'x' });
    expect(noEdit.statusCode).toBe(403);
    const empty = await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.researcher, { brief: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('brief');
    const badType = await call('POST', '/api/v1/ai/study-designs', ctx.tokens.researcher, { brief: 'x', business_questions: [] });
    expect(badType.statusCode).toBe(400);
    expect(badType.body).toContain('business_questions');
    expect((await call('GET', '/api/v1/ai/study-outlines/not-a-uuid', ctx.tokens.researcher)).statusCode).toBe(400);
    const mine = (await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.researcher, { brief: BRIEFS[1].brief })).json().data.id as string;
    // Another client's user: 404, not 403.
    expect((await call('GET', `/api/v1/ai/study-outlines/${mine}`, ctx.tokens.other)).statusCode).toBe(404);
    // An outline id is not a design id.
    expect((await call('GET', `/api/v1/ai/study-designs/${mine}`, ctx.tokens.researcher)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.researcher, { brief: 'x', client_id: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });
});

describe(`AI study configuration with an OpenAI-compatible endpoint (fake server at the network edge) on ${testDriver}`, () => {
  let ctx: Ctx;
  let fake: FakeOpenAi;
  const { call, waitOutline, waitDesign } = helpers(() => ctx);
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await setup({
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MODEL: 'fake-model-1',
      OPENAI_TIMEOUT_MS: '1500',
      OPENAI_MAX_RETRIES: '2',
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('labels itself with the model and can translate', async () => {
    expect((await call('GET', '/api/v1/ai/provider', ctx.tokens.researcher)).json().data).toEqual({
      kind: 'openai',
      model: 'fake-model-1',
      label: 'AI: fake-model-1',
      can_translate: true,
    });
  });

  it('rates, outlines, designs and translates through the model with structured output', async () => {
    fake.setMode({ kind: 'ok' });
    const rating = BriefRatingResponse.parse(
      (await call('POST', '/api/v1/ai/study-briefs/rating', ctx.tokens.researcher, { brief: BRIEFS[0].brief })).json(),
    ).data;
    expect(rating.score).toBe(60);
    expect(rating.provider.label).toBe('AI: fake-model-1');
    const last = fake.requests.at(-1)!;
    expect(last.body.model).toBe('fake-model-1');
    expect((last.body.response_format as { type: string }).type).toBe('json_schema');

    const outline = await waitOutline(
      (await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.researcher, { brief: 'A study about oat drinks. Consumers in Sweden.' })).json().data.id,
    );
    expect(outline.status).toBe('COMPLETED');
    expect(outline.business_questions!.map((q) => q.title)).toEqual([1, 2, 3].map((i) => `Model question ${i} about oat drinks?`));
    const design = await waitDesign(
      (
        await call('POST', '/api/v1/ai/study-designs', ctx.tokens.researcher, {
          brief: 'A study about oat drinks.',
          business_questions: outline.business_questions,
        })
      ).json().data.id,
    );
    expect(design.status).toBe('COMPLETED');
    expect(design.sections).toHaveLength(3);
    const translated = await call('POST', '/api/v1/ai/translate', ctx.tokens.researcher, {
      target_language: 'da',
      design: { business_questions: outline.business_questions, sections: design.sections },
    });
    expect(translated.statusCode).toBe(200);
    const t = TranslateResponse.parse(translated.json()).data;
    expect(t.design.sections[0].tasks[0].text).toMatch(/^\[da\] /);
    expect(t.design.sections[0].tasks[0].type).toBe('FREE_TEXT');
  });

  it('retries a 429 and a 500 with backoff, then succeeds', async () => {
    fake.setMode({ kind: 'fail', status: 429, times: 1 });
    const before = fake.requests.length;
    expect((await call('POST', '/api/v1/ai/study-briefs/rating', ctx.tokens.researcher, { brief: 'x y z' })).statusCode).toBe(200);
    expect(fake.requests.length - before).toBe(2);
    fake.setMode({ kind: 'fail', status: 500, times: 2 });
    expect((await call('POST', '/api/v1/ai/study-briefs/rating', ctx.tokens.researcher, { brief: 'x y z' })).statusCode).toBe(200);
  });

  it('retries a reply that does not validate once, then fails the job with ERROR and the generic text', async () => {
    fake.setMode({ kind: 'invalid', times: 1 });
    const ok = await waitOutline((await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.researcher, { brief: 'A study about tea.' })).json().data.id);
    expect(ok.status).toBe('COMPLETED');
    fake.setMode({ kind: 'invalid', times: 2 });
    const failed = await waitOutline((await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.researcher, { brief: 'A study about tea.' })).json().data.id);
    expect(failed.status).toBe('ERROR');
    expect(failed.error).toBe(AI_TEXTS.studyConfigError);
    fake.setMode({ kind: 'fail', status: 503, times: 10 });
    const down = await call('POST', '/api/v1/ai/study-briefs/rating', ctx.tokens.researcher, { brief: 'x y z' });
    expect(down.statusCode).toBe(502);
    fake.setMode({ kind: 'ok' });
  });

  it('times out a stalled model: the job ends in ERROR', async () => {
    fake.setMode({ kind: 'stall' });
    const started = await call('POST', '/api/v1/ai/study-outlines', ctx.tokens.researcher, { brief: 'A study about coffee.' });
    const failed = await waitOutline(started.json().data.id);
    expect(failed.status).toBe('ERROR');
    fake.setMode({ kind: 'ok' });
  }, 30_000);
});
