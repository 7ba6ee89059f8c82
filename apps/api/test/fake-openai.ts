/**
 * A fake OpenAI-compatible server for tests — a fake at the network edge (we cannot reach a real model in tests). It
 * speaks POST /v1/chat/completions (JSON and streamed SSE chunks) and /v1/embeddings, answers deterministically from
 * the request, and can be told to fail (HTTP status, a number of times), stall, stream slowly, or answer invalid
 * structured output.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next requests are answered. */
export type FakeMode =
  { kind: 'ok' } | { kind: 'fail'; status: number; times: number } | { kind: 'stall' } | { kind: 'slow'; delayMs: number } | { kind: 'invalid'; times: number };

/** A running fake: its base URL (`…/v1`), the requests it got, a switch for its mode, and close. */
export type FakeOpenAi = {
  baseUrl: string;
  requests: { path: string; body: Record<string, unknown> }[];
  setMode(mode: FakeMode): void;
  close(): Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return parts.length ? (JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>) : {};
}

type Message = { role: string; content: string };

/** Deterministic structured output for the schema named `name`, built from the user message. */
function structured(name: string, user: string): unknown {
  if (name === 'brief_rating') {
    return {
      score: 60,
      summary: 'Fake model rating.',
      checks: ['objective', 'audience', 'market', 'stimuli', 'decisions'].map((key, i) => ({
        key,
        label: key,
        passed: i < 3,
        suggestion: i < 3 ? null : `Add ${key}.`,
      })),
      suggestions: ['Add stimuli.', 'Add decisions.'],
    };
  }
  const subject = /about ([a-z ]+?)[.,\n]/i.exec(user)?.[1] ?? 'the topic';
  if (name === 'study_outline') {
    return { business_questions: [1, 2, 3].map((i) => ({ title: `Model question ${i} about ${subject}?`, description: `Fake description ${i}` })) };
  }
  if (name === 'study_design') {
    const count = (user.match(/^\d+\. /gm) ?? []).length || 1;
    return {
      sections: Array.from({ length: count }, (_, i) => ({
        business_question_index: i,
        title: `Section ${i + 1}`,
        tasks: [
          { type: 'FREE_TEXT', text: `Tell us about ${subject} (${i + 1})` },
          { type: 'SCORING', text: 'Rate it', scale_points: 5 },
        ],
      })),
    };
  }
  if (name === 'translate_design') {
    const design = JSON.parse(user) as {
      business_questions: { title: string; description: string }[];
      sections: { title: string; tasks: { text: string }[] }[];
    };
    return {
      business_questions: design.business_questions.map((q) => ({ ...q, title: `[da] ${q.title}` })),
      sections: design.sections.map((s) => ({ ...s, title: `[da] ${s.title}`, tasks: s.tasks.map((t) => ({ ...t, text: `[da] ${t.text}` })) })),
    };
  }
  return {};
}

/**
 * Words the fake embedding model treats as one meaning (its dimensions 0–3), so a test can ask in words a document does
 * not use and still find it by meaning; every other word lands on one of dimensions 4–63 by a hash.
 */
const FAKE_MEANINGS: string[][] = [
  ['snack', 'snacks', 'nibbles', 'chickpea', 'kikærtesnacks', 'treats'],
  ['family', 'families', 'kids', 'children', 'youngsters', 'børnene'],
  ['crunchy', 'crunch', 'crisp', 'sprøde'],
  ['love', 'like', 'enjoy', 'elsker'],
];

/** A deterministic 64-dimension unit vector of `text` (bag of words; see {@link FAKE_MEANINGS}). */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(64).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const meaning = FAKE_MEANINGS.findIndex((group) => group.includes(word));
    if (meaning >= 0) vector[meaning] += 1;
    else vector[4 + ([...word].reduce((h, c) => (h * 31 + c.codePointAt(0)!) % 9973, 7) % 60)] += 0.3;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((x) => x / length);
}

/** Starts the fake on a free local port. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let mode: FakeMode = { kind: 'ok' };
  const requests: FakeOpenAi['requests'] = [];
  const stalled: Array<() => void> = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? '').replace(/\?.*$/, '');
    requests.push({ path, body });
    if (mode.kind === 'stall') {
      stalled.push(() => res.destroy());
      return;
    }
    if (mode.kind === 'fail' && mode.times > 0) {
      mode.times -= 1;
      res.writeHead(mode.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
      return;
    }
    const usage = { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 };
    if (path.endsWith('/embeddings')) {
      const input = ([] as string[]).concat(body.input as string | string[]);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
          model: body.model,
          usage,
        }),
      );
      return;
    }
    const messages = (body.messages ?? []) as Message[];
    const user = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const base = { id: 'chatcmpl-fake', created: 1, model: String(body.model) };
    if (body.stream) {
      const system = messages.find((m) => m.role === 'system')?.content ?? '';
      const numbers = [...system.matchAll(/^\[(\d+)\]/gm)].map((m) => m[1]);
      const text = numbers.length
        ? `Fake model answer to "${user}". Participants talked about it [${numbers[0]}]${numbers[1] ? ` and an insight agrees [${numbers[1]}]` : ''}.`
        : `Fake model answer: nothing found for "${user}".`;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of text.match(/\S+\s*/g) ?? []) {
        if (mode.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, mode.kind === 'slow' ? mode.delayMs : 0));
        if (res.destroyed) return;
        res.write(
          `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
        );
      }
      res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [], usage })}\n\n`);
      res.end('data: [DONE]\n\n');
      return;
    }
    const format = body.response_format as { json_schema?: { name: string } } | undefined;
    let content = JSON.stringify(structured(format?.json_schema?.name ?? '', user));
    if (mode.kind === 'invalid' && mode.times > 0) {
      mode.times -= 1;
      content = JSON.stringify({ nonsense: true });
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next) {
      mode = next;
      if (next.kind !== 'stall') for (const end of stalled.splice(0)) end();
    },
    async close() {
      for (const end of stalled.splice(0)) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
