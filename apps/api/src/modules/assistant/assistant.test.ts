import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AssistantThreadDetailResponse, AssistantThreadResponse, AssistantThreadsResponse, type Citation } from '@insight/contracts';
import { insights, projectUsers, roles, users } from '@insight/db';
import { createTestApp, testDriver } from '../../../test/app';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { until } from '../../../test/wait';
import {
  createBusinessQuestion,
  createClient,
  createInsight,
  createInterview,
  createProject,
  createQuote,
  createSegment,
  createStudy,
  createUser,
} from '../../../test/factories';

/** One parsed server-sent event. */
type Event = { event: string; data: Record<string, unknown> };

/** Parses a text/event-stream body into events. */
function parseEvents(body: string): Event[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/**
 * Research of client A: a visible project with a Danish snack study (insight, business question, interview, quote), an
 * unshared project with a "secret" snack study, and client B's snack study. The researcher may see only the first.
 */
async function setup(env: Record<string, string>) {
  const t = await createTestApp(env);
  const a = await createClient(t.db);
  const b = await createClient(t.db);
  const shared = await createProject(t.db, a.id);
  const unshared = await createProject(t.db, a.id);
  const visible = await createStudy(t.db, a.id, {
    projectId: shared.id,
    title: 'Plant snacks in Denmark',
    purpose: 'Understand how families choose chickpea snacks',
  });
  const hidden = await createStudy(t.db, a.id, { projectId: unshared.id, title: 'Secret launch unshared', purpose: 'Chickpea snacks unsharedsecret' });
  const foreign = await createStudy(t.db, b.id, { title: 'Other client study', purpose: 'Chickpea snacks foreignsecret' });
  await createInsight(t.db, visible, { title: 'Families love crunchy chickpea snacks', lead: 'Crunch matters most for chickpea snacks.' });
  await createBusinessQuestion(t.db, visible, { title: 'Why do families choose chickpea snacks?' });
  const segment = await createSegment(t.db, { ...visible, language: 'da' });
  const interview = await createInterview(t.db, segment, {
    lines: [{ start: 0, end: 6, text: 'Jeg elsker sprøde kikærtesnacks til børnene' }],
    en: [{ start: 0, end: 6, text: 'I love crunchy chickpea snacks for the kids' }],
  });
  const quote = await createQuote(t.db, interview, {
    contentOriginal: 'Jeg elsker sprøde kikærtesnacks',
    contentEn: 'I love crunchy chickpea snacks',
    start: 1,
    end: 4,
  });
  for (const study of [hidden, foreign]) {
    const seg = await createSegment(t.db, { ...study, language: 'en' });
    const iv = await createInterview(t.db, seg, { lines: [{ start: 0, end: 3, text: 'chickpea snacks unsharedsecret foreignsecret' }] });
    await createQuote(t.db, iv, { contentOriginal: 'chickpea snacks unsharedsecret foreignsecret', start: 0, end: 3 });
    await createInsight(t.db, study, { title: 'Chickpea snacks unsharedsecret foreignsecret' });
  }
  const researcher = await createUser(t.db, a.id, { roleName: 'Researcher' });
  await t.db.insert(projectUsers).values({ projectId: shared.id, userId: researcher.id });
  const colleague = await createUser(t.db, a.id, { roleName: 'Master' });
  const consumer = await createUser(t.db, a.id, { roleName: 'Consumer' });
  const [noAi] = await t.db
    .insert(roles)
    .values({ name: 'No assistant', permissions: ['update_study'] })
    .returning();
  const withoutAi = await createUser(t.db, a.id, { roleName: 'Researcher' });
  await t.db.update(users).set({ roleId: noAi.id }).where(eq(users.id, withoutAi.id));
  return {
    t,
    quote,
    visible,
    tokens: {
      researcher: await t.login(researcher.email, researcher.password),
      colleague: await t.login(colleague.email, colleague.password),
      consumer: await t.login(consumer.email, consumer.password),
      withoutAi: await t.login(withoutAi.email, withoutAi.password),
    },
  };
}
type Ctx = Awaited<ReturnType<typeof setup>>;

function helpers(ctx: () => Ctx) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx().t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const newThread = async (token = ctx().tokens.researcher) =>
    AssistantThreadResponse.parse((await call('POST', '/api/v3/assistant/threads', token, {})).json()).data;
  const ask = async (threadId: string, body: object, token = ctx().tokens.researcher) => {
    const res = await call('POST', `/api/v3/assistant/threads/${threadId}`, token, body);
    return { res, events: res.headers['content-type']?.toString().startsWith('text/event-stream') ? parseEvents(res.body) : [] };
  };
  return { call, newThread, ask };
}

/** Every check that the answer's sources stay inside the researcher's access. */
function expectOnlyVisible(body: string) {
  expect(body).not.toContain('unsharedsecret');
  expect(body).not.toContain('foreignsecret');
  expect(body).not.toContain('Secret launch');
}

describe(`assistant with the built-in provider on ${testDriver}`, () => {
  let ctx: Ctx;
  const { call, newThread, ask } = helpers(() => ctx);
  beforeAll(async () => {
    ctx = await setup({});
  }, 120_000);
  afterAll(async () => ctx?.t.close());

  it('streams an extractive answer with numbered citations from visible research only, and a quote citation carries its clip', async () => {
    const thread = await newThread();
    expect(thread.title).toBe('New conversation');
    const { res, events } = await ask(thread.id, { message: 'What do families say about chickpea snacks?' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['start', 'citations', 'delta', 'done']));
    expect(events.at(-1)!.event).toBe('done');
    const citations = events.find((e) => e.event === 'citations')!.data.citations as Citation[];
    expect(citations.length).toBeGreaterThanOrEqual(3);
    expect(new Set(citations.map((c) => c.study_id))).toEqual(new Set([ctx.visible.id]));
    const quote = citations.find((c) => c.kind === 'quote')!;
    expect(quote.id).toBe(ctx.quote.id);
    expect(quote.clip).toMatchObject({ start: 1, end: 4 });
    expect(quote.clip!.video_url).toMatch(/^\/api\/media\//);
    expect(quote.clip!.subtitles.en).toBeTruthy();
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(text).toContain('Extractive summary');
    expect(text).toMatch(/\[1\]/);
    expectOnlyVisible(res.body);

    const detail = AssistantThreadDetailResponse.parse((await call('GET', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.researcher)).json()).data;
    expect(detail.title).toBe('What do families say about chickpea snacks?');
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(detail.messages[1].content).toBe(text);
    expect(detail.messages[1].citations.length).toBeGreaterThan(0);
    expect(detail.messages[1].provider).toBe('AI: built-in');
  });

  it('regenerates the last answer instead of adding one', async () => {
    const thread = await newThread();
    await ask(thread.id, { message: 'crunchy chickpea snacks' });
    const again = await ask(thread.id, { regenerate: true });
    expect(again.res.statusCode).toBe(200);
    const detail = AssistantThreadDetailResponse.parse((await call('GET', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.researcher)).json()).data;
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('drafts a brief and offers to start a study from it', async () => {
    const thread = await newThread();
    const { events } = await ask(thread.id, { message: 'Draft a study brief about oat milk for families in Sweden' });
    const action = events.find((e) => e.event === 'action')!.data;
    expect(action.type).toBe('start_study_from_brief');
    expect(action.brief).toMatch(/^Objective: .*oat milk/);
    expect(action.brief).toContain('Market: Sweden');
    expect(action.brief).toContain('Decisions to inform:');
    // "A brief summary" is a question, not a brief to draft.
    const summary = await ask(thread.id, { message: 'Write a brief summary of what families say about chickpea snacks' });
    expect(summary.events.map((e) => e.event)).not.toContain('action');
  });

  it('lists, renames and deletes threads, per user', async () => {
    const thread = await newThread();
    const renamed = await call('PATCH', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.researcher, { title: 'Snack questions' });
    expect(renamed.json().data.title).toBe('Snack questions');
    const list = AssistantThreadsResponse.parse((await call('GET', '/api/v3/assistant/threads', ctx.tokens.researcher)).json());
    expect(list.data.map((x) => x.title)).toContain('Snack questions');
    expect(list.meta.provider.label).toBe('AI: built-in');
    // A colleague of the same client sees none of it.
    expect((await call('GET', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.colleague)).statusCode).toBe(404);
    expect((await ask(thread.id, { message: 'hello' }, ctx.tokens.colleague)).res.statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.colleague)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.researcher)).statusCode).toBe(204);
    expect((await call('GET', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.researcher)).statusCode).toBe(404);
  });

  it('finds insights by their stored vector (words inside HTML too) after an edit, and transcript passages with their clip', async () => {
    const insight = await createInsight(ctx.t.db, ctx.visible, { title: 'Lunchbox habits', content: '<p>Kids ask for <strong>lentilpuffs</strong></p>' });
    const thread = await newThread();
    const citationsOf = async (message: string) =>
      (await ask(thread.id, { message })).events.find((e) => e.event === 'citations')!.data.citations as Citation[];
    expect((await citationsOf('lentilpuffs')).map((c) => c.id)).toContain(insight.id);
    await ctx.t.db.update(insights).set({ content: '<p>Kids ask for quinoacrisps</p>' }).where(eq(insights.id, insight.id));
    expect((await citationsOf('quinoacrisps')).map((c) => c.id)).toContain(insight.id);
    expect((await citationsOf('lentilpuffs')).map((c) => c.id)).not.toContain(insight.id);
    const transcript = (await citationsOf('crunchy chickpea kids')).find((c) => c.kind === 'transcript')!;
    expect(transcript.study_id).toBe(ctx.visible.id);
    expect(transcript.clip).toMatchObject({ start: 0, end: 6 });
    expect(transcript.snippet).toMatch(/kikærtesnacks|chickpea snacks/);
  });

  it('needs ai_assistant and research access, and rejects bad input with 400 naming the field', async () => {
    expect((await call('POST', '/api/v3/assistant/threads', ctx.tokens.consumer, {})).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/assistant/threads', ctx.tokens.withoutAi, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/v3/assistant/threads', ctx.tokens.withoutAi)).statusCode).toBe(403);
    const thread = await newThread();
    const empty = await ask(thread.id, { message: '   ' });
    expect(empty.res.statusCode).toBe(400);
    expect(empty.res.body).toContain('message');
    const none = await ask(thread.id, {});
    expect(none.res.statusCode).toBe(400);
    expect(none.res.body).toContain('message');
    const tooLong = await ask(thread.id, { message: 'x'.repeat(5000) });
    expect(tooLong.res.statusCode).toBe(400);
    expect((await ask(thread.id, { regenerate: true })).res.statusCode).toBe(400);
    expect((await call('PATCH', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.researcher, { title: '' })).statusCode).toBe(400);
    expect((await call('GET', '/api/v3/assistant/threads/not-a-uuid', ctx.tokens.researcher)).statusCode).toBe(400);
    expect((await call('POST', '/api/v3/assistant/threads', ctx.tokens.researcher, { client_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
  });
});

describe(`assistant with an OpenAI-compatible endpoint (fake server at the network edge) on ${testDriver}`, () => {
  let ctx: Ctx;
  let fake: FakeOpenAi;
  const { call, newThread, ask } = helpers(() => ctx);
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await setup({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model-1', OPENAI_TIMEOUT_MS: '1500', OPENAI_MAX_RETRIES: '1' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.t.close();
    await fake?.close();
  });

  it('streams the model answer with citations; the model is given only visible sources', async () => {
    fake.setMode({ kind: 'ok' });
    const thread = await newThread();
    const { res, events } = await ask(thread.id, { message: 'What do families say about chickpea snacks?' });
    expect(res.statusCode).toBe(200);
    expect((events.find((e) => e.event === 'start')!.data.provider as { label: string }).label).toBe('AI: fake-model-1');
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(text).toMatch(/^Fake model answer to "What do families say about chickpea snacks\?"\. .*\[1\]/);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'complete', cited: [1, 2] } });
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain('chickpea');
    expect(sent).toContain('"stream":true');
    expectOnlyVisible(sent);
    expectOnlyVisible(res.body);
  });

  it('stops the model when the reader closes the stream (Stop) and keeps the partial answer as aborted', async () => {
    fake.setMode({ kind: 'slow', delayMs: 150 });
    const thread = await newThread();
    const address = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/v3/assistant/threads/${thread.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.tokens.researcher}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What do families say about chickpea snacks?' }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
    abort.abort();
    const stored = await until(
      'the aborted answer',
      async () => {
        const detail = AssistantThreadDetailResponse.parse((await call('GET', `/api/v3/assistant/threads/${thread.id}`, ctx.tokens.researcher)).json()).data;
        return detail.messages.find((m) => m.role === 'assistant');
      },
      10_000,
    );
    expect(stored.status).toBe('aborted');
    expect(stored.content.length).toBeGreaterThan(0);
    expect(stored.content).not.toMatch(/\.$/);
    fake.setMode({ kind: 'ok' });
  });

  it('ends the stream with an error event when the model fails, and keeps the turn', async () => {
    fake.setMode({ kind: 'fail', status: 500, times: 5 });
    const thread = await newThread();
    const { res, events } = await ask(thread.id, { message: 'chickpea snacks?' });
    expect(res.statusCode).toBe(200);
    expect(events.map((e) => e.event)).toContain('error');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'error' } });
    fake.setMode({ kind: 'ok' });
  });
});

/** Whether this database can enable pgvector (PGlite loads it when an embedding model is set; a server may lack it). */
async function hasPgvector(t: Ctx['t']): Promise<boolean> {
  const found = await t.db.execute(sql`select 1 from pg_available_extensions where name = 'vector'`);
  return found.rows.length > 0;
}

describe(`assistant retrieval by meaning with OPENAI_EMBEDDING_MODEL (fake embeddings server at the network edge) on ${testDriver}`, () => {
  let ctx: Ctx;
  let fake: FakeOpenAi;
  let vectorAvailable = false;
  const { call, newThread, ask } = helpers(() => ctx);
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await setup({
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'fake-model-1',
      OPENAI_EMBEDDING_MODEL: 'fake-embed-1',
      OPENAI_TIMEOUT_MS: '1500',
      OPENAI_MAX_RETRIES: '0',
    });
    vectorAvailable = await hasPgvector(ctx.t);
  }, 120_000);
  afterAll(async () => {
    await ctx?.t.close();
    await fake?.close();
  });

  it('decides at startup: vector search where pgvector is available (PGlite always), else full text, and says which', async () => {
    if (testDriver === 'PGlite') expect(vectorAvailable).toBe(true);
    const list = AssistantThreadsResponse.parse((await call('GET', '/api/v3/assistant/threads', ctx.tokens.researcher)).json());
    expect(list.meta.retrieval).toBe(vectorAvailable ? 'vector' : 'full_text');
  });

  it('finds a quote by meaning when the question shares no word with it, embeds only once, and stays inside the access', async () => {
    if (!vectorAvailable) return;
    fake.setMode({ kind: 'ok' });
    const thread = await newThread();
    // "nibbles", "youngsters" and "enjoy" appear in no document; the fake model maps them to snacks, children and love.
    const { res, events } = await ask(thread.id, { message: 'Which nibbles do youngsters enjoy?' });
    expect(res.statusCode).toBe(200);
    const citations = events.find((e) => e.event === 'citations')!.data.citations as Citation[];
    expect(citations.map((c) => c.id)).toContain(ctx.quote.id);
    expect(new Set(citations.map((c) => c.study_id))).toEqual(new Set([ctx.visible.id]));
    expectOnlyVisible(res.body);
    const embedded = fake.requests.filter((r) => r.path.endsWith('/embeddings'));
    expect(embedded.every((r) => r.body.model === 'fake-embed-1')).toBe(true);
    // The client's sources were embedded (its unshared project's too, never returned), then the question.
    const sources = embedded.flatMap((r) => r.body.input as string[]);
    expect(sources.some((text) => text.includes('Jeg elsker sprøde kikærtesnacks'))).toBe(true);
    expect(sources.at(-1)).toBe('Which nibbles do youngsters enjoy?');

    // A second question embeds only the question: stored embeddings are reused.
    const before = fake.requests.length;
    await ask(thread.id, { message: 'What crisp treats do kids like?' });
    const again = fake.requests.slice(before).filter((r) => r.path.endsWith('/embeddings'));
    expect(again.map((r) => r.body.input)).toEqual([['What crisp treats do kids like?']]);
  });

  it('answers by full text when the embedding model fails just now', async () => {
    if (!vectorAvailable) return;
    // One failure (no retries configured): the embeddings call fails, the chat call after it works.
    fake.setMode({ kind: 'fail', status: 500, times: 1 });
    const thread = await newThread();
    const { res, events } = await ask(thread.id, { message: 'What do families say about chickpea snacks?' });
    expect(res.statusCode).toBe(200);
    const citations = events.find((e) => e.event === 'citations')!.data.citations as Citation[];
    expect(citations.map((c) => c.id)).toContain(ctx.quote.id);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'complete' } });
    fake.setMode({ kind: 'ok' });
  });
});

describe(`assistant retrieval without an embedding model: full text only (fake chat server at the network edge) on ${testDriver}`, () => {
  let ctx: Ctx;
  let fake: FakeOpenAi;
  const { call, newThread, ask } = helpers(() => ctx);
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await setup({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model-1' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.t.close();
    await fake?.close();
  });

  it('says full_text, never calls /embeddings, and a question in other words finds no quote', async () => {
    const list = AssistantThreadsResponse.parse((await call('GET', '/api/v3/assistant/threads', ctx.tokens.researcher)).json());
    expect(list.meta.retrieval).toBe('full_text');
    const thread = await newThread();
    const { events } = await ask(thread.id, { message: 'Which nibbles do youngsters enjoy?' });
    const citations = events.find((e) => e.event === 'citations')!.data.citations as Citation[];
    expect(citations.map((c) => c.kind)).not.toContain('quote');
    const words = await ask(thread.id, { message: 'crunchy chickpea snacks' });
    const found = words.events.find((e) => e.event === 'citations')!.data.citations as Citation[];
    expect(found.map((c) => c.id)).toContain(ctx.quote.id);
    // Transcript passages come from transcript lines, with their own time span.
    const line = found.find((c) => c.kind === 'transcript');
    if (line) expect(line.clip).toMatchObject({ start: 0, end: 6, language: 'da' });
    expect(fake.requests.some((r) => r.path.endsWith('/embeddings'))).toBe(false);
  });
});
