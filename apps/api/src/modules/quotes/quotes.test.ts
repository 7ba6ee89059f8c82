import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteResponse, QuotesResponse, type Quote } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createInterview, createQuote } from '../../../test/factories';
import { buildReadWorkspace, type ReadWorkspace } from '../../../test/workspace';

describe(`quote reads on ${testDriver}`, () => {
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

  const list = async (query: string, token = master) => {
    const res = await t.get(`/api/v3/quotes${query ? `?${query}` : ''}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return QuotesResponse.parse(res.json());
  };
  const idSet = (body: { data: { id: string }[] }) => new Set(body.data.map((q) => q.id));

  it('lists the client’s quotes in interview time order with the SPEC §3 shape', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(5);
    expect(body.meta).toEqual({ next_cursor: null, limit: 20 });
    expect(idSet(body)).toEqual(
      new Set(
        Object.values(w.quotes)
          .filter((q) => q !== w.quotes.beta)
          .map((q) => q.id),
      ),
    );
    const cycling = body.data.find((q) => q.id === w.quotes.cycling.id)!;
    expect(cycling).toEqual<Quote>({
      id: w.quotes.cycling.id,
      content: 'Jeg elsker at cykle til arbejde hver dag',
      language: 'da',
      original_language: 'da',
      translation: 'original',
      participant: { name: 'Mette', age: 31, country: 'DK' },
      task: { id: w.tasks.commute.id, html: '<p>Hvordan kommer du på arbejde?</p>', text: 'Hvordan kommer du på arbejde?', type: 'TEXT_ONLY' },
      business_question: { id: w.businessQuestions.choice.id },
      thumbnail: expect.stringMatching(new RegExp(`^/api/media/interviews/${w.interviews.one.id}/thumbnail\\.jpg\\?expires=\\d+&sig=`)),
      start: 0.5,
      end: 3.9,
      segment: { id: w.segments.copenhagen.id },
      interview: { id: w.interviews.one.id },
      study: { id: w.study.id },
      tags: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // Within an interview, quotes come in time order.
    const one = body.data.filter((q) => q.interview.id === w.interviews.one.id).map((q) => q.start);
    expect(one).toEqual([...one].sort((a, b) => a - b));
  });

  it('answers English content with translation=en', async () => {
    const body = await list(`quote_ids=${w.quotes.cycling.id}&translation=en`);
    expect(body.data[0]).toMatchObject({
      content: 'I love cycling to work every day',
      language: 'en',
      original_language: 'da',
      translation: 'en',
      // The task's question in English too, so an English quote is not headed by a Danish question.
      task: { id: w.tasks.commute.id, text: 'How do you get to work?', html: '<p>How do you get to work?</p>' },
    });
    const one = await t.get(`/api/v3/quotes/${w.quotes.price.id}?translation=en`, master);
    expect(one.json().data).toMatchObject({ content: 'The price is too high for me', language: 'en', translation: 'en' });
  });

  it('filters by study_id and segment_ids (comma-separated or repeated)', async () => {
    expect((await list(`study_id=${w.draft.id}`)).data).toEqual([]);
    expect((await list(`study_id=${w.study.id}`)).data).toHaveLength(5);
    expect(idSet(await list(`segment_ids=${w.segments.aarhus.id}`))).toEqual(new Set([w.quotes.price.id, w.quotes.bikes.id]));
    const both = await list(`segment_ids=${w.segments.aarhus.id}&segment_ids=${w.segments.copenhagen.id}`);
    expect(both.data).toHaveLength(5);
    expect((await list(`segment_ids=${w.segments.aarhus.id},${w.segments.copenhagen.id}`)).data).toHaveLength(5);
  });

  it('filters by task_ids, including quotes of subtasks', async () => {
    expect(idSet(await list(`task_ids=${w.tasks.shopping.id}`))).toEqual(new Set([w.quotes.vegetables.id, w.quotes.oats.id]));
    expect(idSet(await list(`task_ids=${w.tasks.oats.id}`))).toEqual(new Set([w.quotes.oats.id]));
  });

  it('filters by business_question_ids and its alias objective_ids (direct, task, subtask, insight links)', async () => {
    expect(idSet(await list(`business_question_ids=${w.businessQuestions.choice.id}`))).toEqual(new Set([w.quotes.cycling.id]));
    const price = new Set([w.quotes.vegetables.id, w.quotes.oats.id, w.quotes.price.id]);
    expect(idSet(await list(`business_question_ids=${w.businessQuestions.price.id}`))).toEqual(price);
    expect(idSet(await list(`objective_ids=${w.businessQuestions.price.id}`))).toEqual(price);
    const both = await list(`objective_ids=${w.businessQuestions.price.id}&business_question_ids=${w.businessQuestions.choice.id}`);
    expect(both.data).toHaveLength(4);
  });

  it('filters by quote_ids and showreel_ids; filters combine with AND', async () => {
    expect(idSet(await list(`quote_ids=${w.quotes.cycling.id},${w.quotes.bikes.id}`))).toEqual(new Set([w.quotes.cycling.id, w.quotes.bikes.id]));
    expect(idSet(await list(`showreel_ids=${w.showreel.id}`))).toEqual(new Set([w.quotes.vegetables.id, w.quotes.price.id]));
    expect(idSet(await list(`showreel_ids=${w.showreel.id}&segment_ids=${w.segments.aarhus.id}`))).toEqual(new Set([w.quotes.price.id]));
    // Another client's quote id filters to nothing.
    expect((await list(`quote_ids=${w.quotes.beta.id}`)).data).toEqual([]);
  });

  it('searches the Danish original by stem: "cykler" finds "cykle" and "Cyklerne"', async () => {
    const body = await list('search=cykler');
    expect(idSet(body)).toEqual(new Set([w.quotes.cycling.id, w.quotes.bikes.id]));
  });

  it('searches the English translation: "vegetable" finds "grøntsager", "bicycle" finds "Cyklerne"', async () => {
    expect(idSet(await list('search=vegetable'))).toEqual(new Set([w.quotes.vegetables.id]));
    expect(idSet(await list('search=bicycle'))).toEqual(new Set([w.quotes.bikes.id]));
    const en = await list('search=bicycles&translation=en');
    expect(en.data[0].content).toBe('The bicycles are in the basement');
  });

  it('a search in another order than relevance answers each search’s own matches (lists without a search are prepared per shape, decision 0310)', async () => {
    for (const sort of ['date', 'duration', 'study']) {
      expect(idSet(await list(`search=vegetable&sort=${sort}`)), sort).toEqual(new Set([w.quotes.vegetables.id]));
      expect(idSet(await list(`search=bicycle&sort=${sort}`)), sort).toEqual(new Set([w.quotes.bikes.id]));
    }
    // The same shape without a search, twice with other values: each answers its own study.
    expect((await list(`study_id=${w.study.id}&sort=date`)).data.length).toBeGreaterThan(0);
    expect((await list(`study_id=${w.draft.id}&sort=date`)).data).toEqual([]);
  });

  it('finds a word by each language’s stem in every search mode, with its total (decision 0350)', async () => {
    const { cycling, bikes, vegetables } = w.quotes;
    for (const mode of ['all', 'any', 'phrase']) {
      const body = await list(`search=cykler&search_mode=${mode}&with_total=true`);
      expect(idSet(body), mode).toEqual(new Set([cycling.id, bikes.id]));
      expect(body.meta.total, mode).toBe(2);
    }
    // Any word: the Danish stem and the English one; all words: no quote says both.
    const any = await list('search=vegetable%20cykler&search_mode=any&with_total=true');
    expect(idSet(any)).toEqual(new Set([vegetables.id, cycling.id, bikes.id]));
    expect(any.meta.total).toBe(3);
    expect((await list('search=vegetable%20cykler&with_total=true')).meta.total).toBe(0);
    // Words sorted by date take the same path.
    expect(idSet(await list('search=vegetable%20cykler&search_mode=any&sort=date'))).toEqual(new Set([vegetables.id, cycling.id, bikes.id]));
  });

  it('a search says where each quote’s words were found: only in the English translation, or in the original (decision 0390)', async () => {
    const { cycling, bikes, vegetables } = w.quotes;
    const foundIn = (body: QuotesResponse) => Object.fromEntries(body.data.map((q) => [q.id, q.found_in]));
    // "vegetable" is only in the English of "grøntsager"; "cykler" is in the Danish originals.
    expect(foundIn(await list('search=vegetable'))).toEqual({ [vegetables.id]: 'en' });
    expect(foundIn(await list('search=cykler'))).toEqual({ [cycling.id]: 'original', [bikes.id]: 'original' });
    // The same in English, in another order and in every search mode (the original is matched the list's way).
    expect(foundIn(await list('search=vegetable&translation=en&sort=date'))).toEqual({ [vegetables.id]: 'en' });
    expect(foundIn(await list('search=vegetable%20cykler&search_mode=any'))).toEqual({
      [vegetables.id]: 'en',
      [cycling.id]: 'original',
      [bikes.id]: 'original',
    });
    expect(foundIn(await list('search=%22love%20cycling%22&search_mode=phrase'))).toEqual({ [cycling.id]: 'en' });
    // Without a search there is nothing to say.
    expect((await list('')).data.every((q) => !('found_in' in q))).toBe(true);
  });

  it('search supports web-search syntax and never fails on odd input', async () => {
    expect(idSet(await list('search=%22price%20is%20too%20high%22'))).toEqual(new Set([w.quotes.price.id]));
    expect(idSet(await list('search=cykler%20-kælderen'))).toEqual(new Set([w.quotes.cycling.id]));
    for (const odd of ['%26%7C!()%3A*', 'or', '%22', '-', "'", '%5C']) {
      const res = await t.get(`/api/v3/quotes?search=${odd}`, master);
      expect(res.statusCode, odd).toBe(200);
    }
  });

  it('ranks better matches first', async () => {
    await createQuote(t.db, w.interviews.two, {
      contentOriginal: 'Pris pris pris, prisen er alt',
      contentEn: 'Price price price, the price is everything',
      start: 7,
      end: 8,
    });
    const body = await list('search=price');
    expect(body.data[0].content).toBe('Pris pris pris, prisen er alt');
  });

  it('pages with an opaque cursor and answers every quote exactly once', async () => {
    const interview = await createInterview(t.db, w.segments.copenhagen, { participantName: 'Many' });
    for (let i = 0; i < 13; i += 1) {
      // Equal start times too: the id breaks ties.
      await createQuote(t.db, interview, {
        contentOriginal: `Citat nummer ${i} om cykler`,
        contentEn: `Quote number ${i} about bikes`,
        start: Math.floor(i / 2),
        end: 10,
      });
    }
    for (const query of ['', 'search=cykler', `study_id=${w.study.id}&search=bikes`]) {
      const all = await list(`${query}&limit=100`);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list(`${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.data.length).toBeLessThanOrEqual(3);
        seen.push(...page.data.map((q) => q.id));
        cursor = page.meta.next_cursor;
        pages += 1;
      } while (cursor && pages < 50);
      expect(seen, query).toEqual(all.data.map((q) => q.id));
      expect(new Set(seen).size, query).toBe(seen.length);
      expect(all.data.length, query).toBeGreaterThanOrEqual(13);
    }
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [string, string][] = [
      ['limit=1000', 'limit'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['study_id=nope', 'study_id'],
      ['segment_ids=nope', 'segment_ids'],
      [`task_ids=${w.tasks.commute.id},nope`, 'task_ids'],
      ['cursor=garbage', 'cursor'],
      ['cursor=eyJ2IjoxfQ', 'cursor'],
      [`cursor=${Buffer.from(JSON.stringify({ v: 1, m: 'p', i: w.interviews.one.id, s: '1e400', id: w.quotes.oats.id })).toString('base64url')}`, 'cursor'],
      ['translation=fr', 'translation'],
      [`search=${'a'.repeat(500)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const res = await t.get(`/api/v3/quotes?${query}`, master);
      expect(res.statusCode, query).toBe(400);
      // Id lists may name the element (`segment_ids.0`); the field comes first.
      const names = res.json().invalidParams.map((p: { name: string }) => p.name.split('.')[0]);
      expect(names, query).toContain(field);
    }
    // A cursor of a search list used without the search (and back) is refused too.
    const searched = await list('search=cykler&limit=1');
    const mismatch = await t.get(`/api/v3/quotes?cursor=${searched.meta.next_cursor}`, master);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().invalidParams[0].name).toBe('cursor');
  });

  it('GET /api/v3/quotes/{id} answers one quote; 404 for another client’s; 400 for a bad id', async () => {
    const res = await t.get(`/api/v3/quotes/${w.quotes.vegetables.id}`, master);
    expect(res.statusCode).toBe(200);
    const { data } = QuoteResponse.parse(res.json());
    expect(data).toMatchObject({
      id: w.quotes.vegetables.id,
      content: 'Vi købte mange grøntsager i butikken',
      business_question: { id: w.businessQuestions.price.id },
    });
    const foreign = await t.get(`/api/v3/quotes/${w.quotes.beta.id}`, master);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Quote not found');
    const bad = await t.get('/api/v3/quotes/123', master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0].name).toBe('id');
  });

  it('answers 403 for the Consumer role', async () => {
    expect((await t.get('/api/v3/quotes', consumer)).statusCode).toBe(403);
    expect((await t.get(`/api/v3/quotes/${w.quotes.cycling.id}`, consumer)).statusCode).toBe(403);
  });

  it('client_id: the admin reads another client’s quotes; a normal user gets 404', async () => {
    const beta = await list(`client_id=${w.beta.id}`, admin);
    expect(beta.data.map((q) => q.id)).toEqual([w.quotes.beta.id]);
    expect((await t.get(`/api/v3/quotes/${w.quotes.beta.id}?client_id=${w.beta.id}`, admin)).statusCode).toBe(200);
    expect((await t.get(`/api/v3/quotes?client_id=${w.beta.id}`, master)).statusCode).toBe(404);
  });
});
