import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteQuoteResponse, QuoteResponse, QuotesResponse, TagCountsResponse, TranscriptResponse, type Transcript } from '@insight/contracts';
import type { TranscriptSectionJson } from '@insight/db';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createInterview, createShowreel, createUser } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

/** A Danish interview of two tasks with sentence chunks, their words timed, and the English translation. */
function sections(commuteTaskId: string, shoppingTaskId: string, language: 'da' | 'en'): TranscriptSectionJson[] {
  const da = [
    { start: 1, end: 3, text: 'Jeg cykler hver dag.', words: [1, 1.4, 1.5, 2, 2.1, 2.5, 2.6, 3] },
    { start: 3.5, end: 5.5, text: 'Det er sundt og billigt.', words: [3.5, 3.8, 3.9, 4.1, 4.2, 4.7, 4.8, 5, 5.1, 5.5] },
    { start: 6, end: 8, text: 'Vi handler om lørdagen.', words: [6, 6.3, 6.4, 7, 7.1, 7.3, 7.4, 8] },
  ];
  const en = ['I cycle every day.', 'It is healthy and cheap.', 'We shop on Saturdays.'];
  const chunks = da.map((c, i) => {
    const text = language === 'da' ? c.text : en[i];
    const words = language === 'da' ? c.text.split(' ').map((w, j) => ({ text: w, start: c.words[2 * j], end: c.words[2 * j + 1] })) : undefined;
    return { start: c.start, end: c.end, text, ...(words ? { words } : {}) };
  });
  const task = (id: string, list: typeof chunks) => ({
    id,
    start: list[0].start,
    end: list.at(-1)!.end,
    chunks: list,
    html: '',
    text: list.map((c) => c.text).join(' '),
    type: 'TEXT_ONLY',
  });
  return [{ start: 1, end: 8, html: '', text: '', tasks: [task(commuteTaskId, chunks.slice(0, 2)), task(shoppingTaskId, chunks.slice(2))] }];
}

describe(`quote writes and tags on ${testDriver}`, () => {
  let t: TestApp;
  let w: ReadWorkspace;
  let master: string;
  let consumer: string;
  let researcher: string;
  let outsider: string;
  let betaMaster: string;
  let interviewId: string;
  let chunks: Transcript['sections'][number]['tasks'][number]['chunks'];

  const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const word = (chunk: number, index: number) => ({ chunk_id: chunks[chunk].id, word: index });
  const create = (start: { chunk_id: string; word: number }, end: { chunk_id: string; word: number }, token = master, extra: object = {}) =>
    send('POST', '/api/v3/quotes', token, { interview_id: interviewId, start, end, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReadWorkspace(t.db);
    const researcherUser = await createUser(t.db, w.acme.id, { roleName: 'Researcher', autoGrantNewProjects: true });
    // A researcher without access to the study's project (SPEC §6 project access).
    const outsiderUser = await createUser(t.db, w.acme.id, { roleName: 'Researcher' });
    [master, consumer, researcher, outsider, betaMaster] = await Promise.all([
      t.login(w.users.master.email, w.users.master.password),
      t.login(w.users.consumer.email, w.users.consumer.password),
      t.login(researcherUser.email, researcherUser.password),
      t.login(outsiderUser.email, outsiderUser.password),
      t.login(w.users.betaUser.email, w.users.betaUser.password),
    ]);
    const interview = await createInterview(t.db, w.segments.copenhagen, {
      participantName: 'Sofie',
      duration: 9,
      sections: sections(w.tasks.commute.id, w.tasks.shopping.id, 'da'),
    });
    interviewId = interview.id;
    const { interviewTranscripts } = await import('@insight/db');
    await t.db.insert(interviewTranscripts).values({
      clientId: w.acme.id,
      interviewId,
      language: 'en',
      isOriginal: false,
      sections: sections(w.tasks.commute.id, w.tasks.shopping.id, 'en'),
    });
    const res = await t.get(`/api/v3/interviews/${interviewId}/transcript`, master);
    chunks = TranscriptResponse.parse(res.json()).data.sections.flatMap((s) => s.tasks.flatMap((task) => task.chunks));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /v3/quotes makes a quote of exactly the selected words: times from the words, task from the words, English aligned', async () => {
    // "hver dag." … "sundt" across two chunks of the commute task.
    const res = await create(word(0, 2), word(1, 2), researcher);
    expect(res.statusCode, res.body).toBe(201);
    const quote = QuoteResponse.parse(res.json()).data;
    expect(quote).toMatchObject({
      content: 'hver dag. Det er sundt',
      start: 2.1,
      end: 4.7,
      task: { id: w.tasks.commute.id },
      business_question: { id: w.businessQuestions.choice.id },
      interview: { id: interviewId },
      study: { id: w.study.id },
      segment: { id: w.segments.copenhagen.id },
      participant: { name: 'Sofie' },
      tags: [],
    });
    const en = QuoteResponse.parse((await t.get(`/api/v3/quotes/${quote.id}?translation=en`, master)).json()).data;
    expect(en.content).toBe('I cycle every day. It is healthy and cheap.');
    // It is among the study's quotes at once, found by search in both languages.
    const list = QuotesResponse.parse((await t.get(`/api/v3/quotes?study_id=${w.study.id}&search=sundt`, master)).json());
    expect(list.data.map((q) => q.id)).toContain(quote.id);
    const listEn = QuotesResponse.parse((await t.get(`/api/v3/quotes?study_id=${w.study.id}&search=healthy`, master)).json());
    expect(listEn.data.map((q) => q.id)).toContain(quote.id);
  });

  it('the task is the one the first word was said in', async () => {
    const quote = QuoteResponse.parse((await create(word(2, 0), word(2, 3))).json()).data;
    expect(quote).toMatchObject({ content: 'Vi handler om lørdagen.', start: 6, end: 8, task: { id: w.tasks.shopping.id } });
    const ofInterview = QuotesResponse.parse((await t.get(`/api/v3/quotes?interview_id=${interviewId}&limit=100`, master)).json()).data;
    expect(ofInterview.map((q) => q.id)).toContain(quote.id);
    expect(ofInterview.every((q) => q.interview.id === interviewId)).toBe(true);
  });

  it('answers 400 naming the field for words outside the interview, an end before the start, a chunk of another interview', async () => {
    const other = TranscriptResponse.parse((await t.get(`/api/v3/interviews/${w.interviews.two.id}/transcript`, master)).json()).data;
    const otherChunk = other.sections[0].tasks[0].chunks[0].id;
    const cases: [unknown, unknown, string][] = [
      [word(0, 0), { chunk_id: otherChunk, word: 0 }, 'end.chunk_id'],
      [{ chunk_id: otherChunk, word: 0 }, word(0, 1), 'start.chunk_id'],
      [word(0, 9), word(1, 0), 'start.word'],
      [word(0, 0), word(2, 4), 'end.word'],
      [word(1, 2), word(1, 1), 'end'],
      [word(1, 0), word(0, 3), 'end'],
      [word(0, -1), word(0, 1), 'start.word'],
    ];
    for (const [start, end, field] of cases) {
      const res = await send('POST', '/api/v3/quotes', master, { interview_id: interviewId, start, end });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
    }
    const missing = await send('POST', '/api/v3/quotes', master, { start: word(0, 0), end: word(0, 1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalidParams[0].name).toBe('interview_id');
  });

  it('tenancy, project access and roles: another client’s interview 404, no project access 404, Consumer 403', async () => {
    expect((await create(word(0, 0), word(0, 1), betaMaster)).statusCode).toBe(404);
    expect((await create(word(0, 0), word(0, 1), outsider)).statusCode).toBe(404);
    expect((await create(word(0, 0), word(0, 1), consumer)).statusCode).toBe(403);
    const quote = QuoteResponse.parse((await create(word(0, 0), word(0, 1))).json()).data;
    expect(
      (await send('PATCH', `/api/v3/quotes/${quote.id}`, betaMaster, { start: word(0, 0), end: word(0, 2), updated_at: quote.updated_at })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/v3/quotes/${quote.id}`, outsider)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v3/quotes/${quote.id}`, consumer)).statusCode).toBe(403);
    expect((await send('POST', `/api/v3/quotes/${quote.id}/tags`, betaMaster, { title: 'x' })).statusCode).toBe(404);
    // Another client's tag inside a write is a 400 naming it (it is not one of the client's tags).
    const betaTag = (await send('POST', '/api/v3/tags', betaMaster, { title: 'Beta only' })).json().data.id;
    const res = await send('POST', `/api/v3/quotes/${quote.id}/tags`, master, { tag_id: betaTag });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams[0].name).toBe('tag_id');
  });

  it('PATCH edits the bounds by word; a stale updated_at answers 409 and changes nothing', async () => {
    const quote = QuoteResponse.parse((await create(word(0, 0), word(0, 1))).json()).data;
    const res = await send('PATCH', `/api/v3/quotes/${quote.id}`, master, { start: word(0, 1), end: word(1, 0), updated_at: quote.updated_at });
    expect(res.statusCode, res.body).toBe(200);
    const edited = QuoteResponse.parse(res.json()).data;
    expect(edited).toMatchObject({ content: 'cykler hver dag. Det', start: 1.5, end: 3.8 });
    expect(edited.updated_at).not.toBe(quote.updated_at);
    const stale = await send('PATCH', `/api/v3/quotes/${quote.id}`, master, { start: word(0, 0), end: word(0, 0), updated_at: quote.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(QuoteResponse.parse((await t.get(`/api/v3/quotes/${quote.id}`, master)).json()).data.content).toBe('cykler hver dag. Det');
    const bad = await send('PATCH', `/api/v3/quotes/${quote.id}`, master, { start: word(1, 0), end: word(0, 0), updated_at: edited.updated_at });
    expect(bad.statusCode).toBe(400);
    const noVersion = await send('PATCH', `/api/v3/quotes/${quote.id}`, master, { start: word(1, 0), end: word(1, 1) });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().invalidParams[0].name).toBe('updated_at');
  });

  it('DELETE removes a quote; one used in a reel is kept in the reel (and says so) until the reel is edited', async () => {
    const lone = QuoteResponse.parse((await create(word(2, 0), word(2, 1))).json()).data;
    const gone = await send('DELETE', `/api/v3/quotes/${lone.id}`, master);
    expect(gone.statusCode).toBe(200);
    expect(DeleteQuoteResponse.parse(gone.json()).data.kept_in_showreels).toEqual([]);
    expect((await t.get(`/api/v3/quotes/${lone.id}`, master)).statusCode).toBe(404);

    const used = QuoteResponse.parse((await create(word(1, 0), word(1, 4))).json()).data;
    const reel = await createShowreel(t.db, w.study, { title: 'Health reel' }, [
      { quoteId: used.id, start: used.start, end: used.end },
      { quoteId: w.quotes.cycling.id, start: 0.5, end: 3.9 },
    ]);
    expect((await send('GET', `/api/v3/quotes/${used.id}/showreels`, master)).json().data).toEqual([{ id: reel.id, title: 'Health reel' }]);
    const res = await send('DELETE', `/api/v3/quotes/${used.id}`, master);
    expect(DeleteQuoteResponse.parse(res.json()).data.kept_in_showreels).toEqual([{ id: reel.id, title: 'Health reel' }]);
    expect((await t.get(`/api/v3/quotes/${used.id}`, master)).statusCode).toBe(404);
    expect(QuotesResponse.parse((await t.get(`/api/v3/quotes?study_id=${w.study.id}&limit=100`, master)).json()).data.map((q) => q.id)).not.toContain(used.id);
    // The reel still plays it …
    const before = (await t.get(`/api/v3/showreels/${reel.id}`, master)).json();
    expect(before.data.quotes.map((q: { id: string }) => q.id)).toContain(used.id);
    // … until it is edited: then the deleted quote drops out.
    const edit = await send('PATCH', `/api/v3/showreels/${reel.id}`, master, {
      title: 'Health reel (edited)',
      quotes: before.data.quotes.map((q: { id: string; start: number; end: number }) => ({ id: q.id, start: q.start, end: q.end })),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.quotes.map((q: { id: string }) => q.id)).toEqual([w.quotes.cycling.id]);
  });

  it('tags quotes inline (case-insensitive, unique per client), filters quotes by tag and counts tags per study', async () => {
    const quote = QuoteResponse.parse((await create(word(0, 0), word(0, 3))).json()).data;
    const tagged = await send('POST', `/api/v3/quotes/${quote.id}/tags`, researcher, { title: 'Cycling habits' });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const cyclingTag = QuoteResponse.parse(tagged.json()).data.tags[0];
    expect(cyclingTag.title).toBe('Cycling habits');
    // The same title in another case is the same tag.
    const again = await send('POST', '/api/v3/tags', master, { title: 'CYCLING HABITS' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(cyclingTag.id);
    const other = QuoteResponse.parse((await create(word(2, 0), word(2, 2), master, { tag_ids: [cyclingTag.id] })).json()).data;
    expect(other.tags).toEqual([cyclingTag]);
    const filtered = QuotesResponse.parse((await t.get(`/api/v3/quotes?tag_ids=${cyclingTag.id}`, master)).json());
    expect(new Set(filtered.data.map((q) => q.id))).toEqual(new Set([quote.id, other.id]));
    const counts = TagCountsResponse.parse((await t.get(`/api/v3/tags/counts?study_id=${w.study.id}`, master)).json()).data;
    expect(counts.find((c) => c.tag.id === cyclingTag.id)).toMatchObject({ quotes: 2, studies: 1 });
    expect((await t.get(`/api/v3/tags/counts?study_id=${w.betaStudy.id}`, master)).statusCode).toBe(404);
    const untagged = await send('DELETE', `/api/v3/quotes/${other.id}/tags/${cyclingTag.id}`, master);
    expect(QuoteResponse.parse(untagged.json()).data.tags).toEqual([]);
  });

  it('rename and merge tags: Master only; a rename onto another tag’s title is a 409', async () => {
    const a = (await send('POST', '/api/v3/tags', researcher, { title: 'Price' })).json().data;
    const b = (await send('POST', '/api/v3/tags', researcher, { title: 'Cost' })).json().data;
    expect(a.title).toBe('Price');
    const quote = QuoteResponse.parse((await create(word(1, 3), word(1, 4), master, { tag_ids: [b.id] })).json()).data;
    expect((await send('PATCH', `/api/v3/tags/${a.id}`, researcher, { title: 'Prices' })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/v3/tags/${a.id}`, master, { title: 'cost' })).statusCode).toBe(409);
    const renamed = await send('PATCH', `/api/v3/tags/${a.id}`, master, { title: 'Prices' });
    expect(renamed.json().data.title).toBe('Prices');
    expect((await send('PATCH', `/api/v3/tags/${a.id}`, betaMaster, { title: 'Mine' })).statusCode).toBe(404);
    expect((await send('POST', `/api/v3/tags/${b.id}/merge`, researcher, { into_tag_id: a.id })).statusCode).toBe(403);
    const merged = await send('POST', `/api/v3/tags/${b.id}/merge`, master, { into_tag_id: a.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(QuoteResponse.parse((await t.get(`/api/v3/quotes/${quote.id}`, master)).json()).data.tags).toEqual([{ id: a.id, title: 'Prices' }]);
    const titles = (await t.get('/api/v3/tags', master)).json().data.map((tag: { title: string }) => tag.title);
    expect(titles).toContain('Prices');
    expect(titles).not.toContain('Cost');
    expect((await send('POST', `/api/v3/tags/${a.id}/merge`, master, { into_tag_id: a.id })).statusCode).toBe(400);
    expect((await send('DELETE', `/api/v3/tags/${a.id}`, researcher)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v3/tags/${a.id}`, master)).statusCode).toBe(204);
  });

  it('GET /v3/tags?study_id= answers none for a study the viewer has no project access to', async () => {
    expect((await t.get(`/api/v3/tags?study_id=${w.study.id}`, outsider)).json().data).toEqual([]);
    expect((await t.get(`/api/v3/tags?study_id=${w.study.id}`, master)).json().data.length).toBeGreaterThan(0);
  });
});
