/**
 * Quote rules (SPEC §3 Quote filter keys; §7 Quotes; §8 'Quote not found'): filters combine with AND,
 * `objective_ids` and `business_question_ids` are one filter, the cursor is an opaque keyset position.
 */
import { z } from 'zod';
import {
  ERROR_TEXTS,
  Uuid,
  type AddQuoteTagBody,
  type CreateQuoteBody,
  type FoundIn,
  type QuotesQuery,
  type UpdateQuoteBody,
  type WordRef,
} from '@insight/contracts';
import { searchConfigFor, type Database } from '@insight/db';
import { AppError, invalidField, notFound } from '../../core/app-error';
import { decodeCursor, encodeCursor } from '../../core/pagination';
import { chunksOfInterview, type FlatChunk } from '../interviews';
import { findOrCreateTag, getTag, getTags } from '../tags';
import * as repo from './quotes.repository';

/** 404 'Quote not found' (SPEC §8) — also for another client's quote. */
const quoteNotFound = () => notFound(ERROR_TEXTS.quoteNotFound);

// Decimal text that PostgreSQL casts to real/double precision without overflow.
const NumberText = z
  .string()
  .max(40)
  .regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/)
  .refine((text) => Math.abs(Number(text)) < 1e30);
const QuoteCursor = z.discriminatedUnion('m', [
  z.object({ v: z.literal(1), m: z.literal('p'), i: Uuid, s: NumberText, id: Uuid }),
  z.object({ v: z.literal(1), m: z.literal('r'), r: NumberText, t: z.iso.datetime({ precision: 6 }), id: Uuid }),
  z.object({ v: z.literal(1), m: z.literal('s'), st: Uuid, i: Uuid, s: NumberText, id: Uuid }),
  z.object({ v: z.literal(1), m: z.literal('d'), t: z.iso.datetime({ precision: 6 }), id: Uuid }),
  z.object({ v: z.literal(1), m: z.literal('l'), l: NumberText, id: Uuid }),
]);

const MODE_LETTER = { position: 'p', rank: 'r', study: 's', date: 'd', duration: 'l' } as const;

/** The keyset position of `cursor`; 400 naming `cursor` when it belongs to another order than `order` (search and sort must stay). */
function decode(cursor: string, order: repo.QuoteOrder): repo.QuoteKey {
  const payload = decodeCursor(cursor, QuoteCursor);
  if (payload.m !== MODE_LETTER[order])
    throw invalidField('cursor', 'belongs to another search or sort; send the same search and sort, or start again without cursor');
  switch (payload.m) {
    case 'p':
      return { mode: order, values: [payload.i, payload.s, payload.id] };
    case 'r':
      return { mode: order, values: [payload.r, payload.t, payload.id] };
    case 's':
      return { mode: order, values: [payload.st, payload.i, payload.s, payload.id] };
    case 'd':
      return { mode: order, values: [payload.t, payload.id] };
    case 'l':
      return { mode: order, values: [payload.l, payload.id] };
  }
}

function encode(key: repo.QuoteKey): string {
  const v = key.values;
  switch (key.mode) {
    case 'position':
      return encodeCursor({ v: 1, m: 'p', i: v[0], s: v[1], id: v[2] });
    case 'rank':
      return encodeCursor({ v: 1, m: 'r', r: v[0], t: v[1], id: v[2] });
    case 'study':
      return encodeCursor({ v: 1, m: 's', st: v[0], i: v[1], s: v[2], id: v[3] });
    case 'date':
      return encodeCursor({ v: 1, m: 'd', t: v[0], id: v[1] });
    case 'duration':
      return encodeCursor({ v: 1, m: 'l', l: v[0], id: v[1] });
  }
}

/** Unique ids of both spellings of the business question filter, or undefined when neither is given. */
function businessQuestionIds(query: QuotesQuery): string[] | undefined {
  const ids = [...(query.business_question_ids ?? []), ...(query.objective_ids ?? [])];
  return ids.length ? [...new Set(ids)] : undefined;
}

/** The repository filters of a list query. */
function filtersOf(query: QuotesQuery, search: string | undefined, visibleProjectIds: string[] | null): repo.QuoteFilters {
  return {
    visibleProjectIds,
    studyId: query.study_id,
    segmentIds: query.segment_ids,
    taskIds: query.task_ids,
    subtaskIds: query.subtask_ids,
    businessQuestionIds: businessQuestionIds(query),
    showreelIds: query.showreel_ids,
    quoteIds: query.quote_ids,
    tagIds: query.tag_ids,
    interviewId: query.interview_id,
    search,
    searchMode: query.search_mode,
  };
}

/**
 * One page of quotes matching every filter of `query` in its `sort` (with a search each with `foundIn`: where its words
 * were found), the cursor of the next page (null on the last), and with `with_total=true` the number matching (one
 * statement for the page, one for the total; a search counts up to RANK_CANDIDATES, `capped` when more match).
 */
export async function listQuotes(
  db: Database,
  clientId: string,
  query: QuotesQuery,
  visibleProjectIds: string[] | null = null,
): Promise<{
  rows: (repo.QuoteListRow & { foundIn?: FoundIn })[];
  nextCursor: string | null;
  total: Awaited<ReturnType<typeof repo.countQuotes>> | undefined;
}> {
  const search = query.search?.trim() || undefined;
  const order = repo.quoteOrderOf(query.sort, Boolean(search));
  const after = query.cursor ? decode(query.cursor, order) : undefined;
  const filters = filtersOf(query, search, visibleProjectIds);
  const [rows, total] = await Promise.all([
    repo.listQuotes(db, clientId, filters, { limit: query.limit + 1, order, after }),
    query.with_total === 'true' ? repo.countQuotes(db, clientId, filters, repo.RANK_CANDIDATES) : undefined,
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encode(last.key) : null;
  if (!search) return { rows: page, nextCursor, total };
  // A search says where each quote's words were found, as the global search does (decision 0390): one indexed read by id
  // of the page's quotes.
  const inOriginal = await repo.quotesMatchingInOriginal(
    db,
    clientId,
    page.map((row) => row.quote.id),
    search,
    query.search_mode,
  );
  return { rows: page.map((row) => ({ ...row, foundIn: foundIn(inOriginal, row.quote.id) })), nextCursor, total };
}

/** `original` when the quote `id` is in `inOriginal` (its original text matched), else `en` (only its translation did). */
const foundIn = (inOriginal: ReadonlySet<string>, id: string): FoundIn => (inOriginal.has(id) ? 'original' : 'en');

/** One quote of the client in a visible study; 404 'Quote not found'. */
export async function getQuote(db: Database, clientId: string, quoteId: string, visibleProjectIds: string[] | null = null) {
  const row = await repo.findQuote(db, clientId, quoteId, visibleProjectIds);
  if (!row) throw quoteNotFound();
  return row;
}

/**
 * The client's quotes `quoteIds` in that order (duplicates kept), with tags; ids that are not the client's quotes are left out. For
 * callers that already checked access to what lists the ids (a showreel's clips).
 */
export async function findQuotesInOrder(db: Database, clientId: string, quoteIds: readonly string[]) {
  const found = new Map((await repo.findQuotes(db, clientId, [...new Set(quoteIds)])).map((row) => [row.quote.id, row]));
  return quoteIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/** Where a word lies: the chunk's position in the interview and the word's index in it. */
type WordPosition = { chunk: FlatChunk; word: number };

/** The word `ref` in `chunks`; 400 naming `<field>.chunk_id` for a chunk not of this interview, `<field>.word` for a word outside it. */
function locateWord(chunks: readonly FlatChunk[], ref: WordRef, field: 'start' | 'end'): WordPosition {
  const chunk = chunks.find((c) => c.id === ref.chunk_id);
  if (!chunk) throw invalidField(`${field}.chunk_id`, 'is not a chunk of this interview');
  if (ref.word >= chunk.words.length) throw invalidField(`${field}.word`, `is outside the chunk (it has ${chunk.words.length} words)`);
  return { chunk, word: ref.word };
}

/**
 * What a quote made of the words `startRef`..`endRef` (inclusive) of an interview's original transcript says and spans:
 * start/end (seconds) from the first word's start and the last word's end, the original text those words, the English
 * text the aligned English chunks (same ids), the task the first word was said in (null when it is not one of the
 * client's tasks). 400 naming the field when a word is not in the interview or the end lies before the start.
 */
async function quoteFromWords(db: Database, clientId: string, chunks: Awaited<ReturnType<typeof chunksOfInterview>>, startRef: WordRef, endRef: WordRef) {
  const from = locateWord(chunks.original, startRef, 'start');
  const to = locateWord(chunks.original, endRef, 'end');
  if (to.chunk.index < from.chunk.index || (to.chunk.index === from.chunk.index && to.word < from.word)) {
    throw invalidField('end', 'lies before start');
  }
  const words = chunks.original.slice(from.chunk.index, to.chunk.index + 1).flatMap((chunk) => {
    const first = chunk.index === from.chunk.index ? from.word : 0;
    const last = chunk.index === to.chunk.index ? to.word : chunk.words.length - 1;
    return chunk.words.slice(first, last + 1);
  });
  const isEnglish = chunks.interview.language === 'en';
  const aligned = !isEnglish && chunks.en ? chunks.en.filter((c) => c.index >= from.chunk.index && c.index <= to.chunk.index) : [];
  const task = await repo.findTask(db, clientId, from.chunk.taskId);
  const values: repo.QuoteWordsValues = {
    start: words[0].start,
    end: Math.max(words.at(-1)!.end, words[0].start),
    contentOriginal: words.map((w) => w.text).join(' '),
    contentEn: aligned.length ? aligned.map((c) => c.text).join(' ') : null,
    taskId: task?.id ?? null,
    businessQuestionId: task?.businessQuestionId ?? null,
  };
  if (!(values.end > values.start)) throw invalidField('end', 'the words take no time');
  return values;
}

/**
 * Makes a quote from words of an interview's transcript (issue 14 highlight to quote; see {@link quoteFromWords}), with
 * the given tags (each the client's, else 400 `tag_ids`). 404 'Interview not found' for an interview the viewer cannot see.
 */
export async function createQuote(db: Database, viewer: { userId: string }, clientId: string, body: CreateQuoteBody, visibleProjectIds: string[] | null) {
  const chunks = await chunksOfInterview(db, clientId, body.interview_id, visibleProjectIds);
  const values = await quoteFromWords(db, clientId, chunks, body.start, body.end);
  const tagIds = body.tag_ids?.length ? (await getTags(db, clientId, body.tag_ids, 'tag_ids')).map((tag) => tag.id) : [];
  const { interview } = chunks;
  const id = await repo.insertQuote(
    db,
    {
      ...values,
      clientId,
      studyId: interview.studyId,
      segmentId: interview.segmentId,
      interviewId: interview.id,
      language: interview.language,
      participantName: interview.participantName,
      searchConfig: searchConfigFor(interview.language),
      createdBy: viewer.userId,
    },
    tagIds,
  );
  return getQuote(db, clientId, id, visibleProjectIds);
}

/** New bounds by word for a quote (text, task and times follow); 409 when `updated_at` is stale (nothing changes). */
export async function updateQuote(db: Database, clientId: string, quoteId: string, body: UpdateQuoteBody, visibleProjectIds: string[] | null) {
  const current = await getQuote(db, clientId, quoteId, visibleProjectIds);
  const expected = new Date(body.updated_at);
  if (Math.floor(current.quote.updatedAt.getTime()) !== expected.getTime()) throw staleQuote();
  const chunks = await chunksOfInterview(db, clientId, current.quote.interviewId, visibleProjectIds);
  const values = await quoteFromWords(db, clientId, chunks, body.start, body.end);
  if (!(await repo.updateQuoteWords(db, clientId, quoteId, values, expected))) throw staleQuote();
  return getQuote(db, clientId, quoteId, visibleProjectIds);
}

const staleQuote = () => new AppError('CONFLICT', 'The quote was changed by someone else; reload it and apply your edit again');

/** Deletes a visible quote (404 otherwise); answers the showreels that keep playing it until they are edited. */
export async function deleteQuote(db: Database, clientId: string, quoteId: string, visibleProjectIds: string[] | null) {
  await getQuote(db, clientId, quoteId, visibleProjectIds);
  return repo.deleteQuote(db, clientId, quoteId);
}

/** The showreels using a visible quote (404 otherwise). */
export async function showreelsOfQuote(db: Database, clientId: string, quoteId: string, visibleProjectIds: string[] | null) {
  await getQuote(db, clientId, quoteId, visibleProjectIds);
  return repo.showreelsOfQuote(db, clientId, quoteId);
}

/** Tags a visible quote with an existing tag (`tag_id`, else 400) or the tag of `title` (made when new); answers the quote. */
export async function addQuoteTag(db: Database, clientId: string, quoteId: string, body: AddQuoteTagBody, visibleProjectIds: string[] | null) {
  await getQuote(db, clientId, quoteId, visibleProjectIds);
  const tag = body.tag_id ? (await getTags(db, clientId, [body.tag_id], 'tag_id'))[0] : (await findOrCreateTag(db, clientId, body.title!)).tag;
  await repo.addQuoteTag(db, quoteId, tag.id);
  return getQuote(db, clientId, quoteId, visibleProjectIds);
}

/** Removes a tag from a visible quote (404 for the quote or a tag not the client's); answers the quote. */
export async function removeQuoteTag(db: Database, clientId: string, quoteId: string, tagId: string, visibleProjectIds: string[] | null) {
  await getQuote(db, clientId, quoteId, visibleProjectIds);
  await getTag(db, clientId, tagId);
  await repo.removeQuoteTag(db, quoteId, tagId);
  return getQuote(db, clientId, quoteId, visibleProjectIds);
}

/**
 * The best `limit` quotes matching `search` (full text, original language and English) for the global search (issue
 * 14), with every filter of `filters`; only of studies in `visibleProjectIds` (null: all); each with where the words
 * were found (`foundIn`: `original`, or `en` when only through the English translation).
 */
export async function searchQuotes(
  db: Database,
  clientId: string,
  search: string,
  filters: Pick<repo.QuoteFilters, 'studyId' | 'segmentIds' | 'tagIds' | 'language' | 'createdFrom' | 'createdTo'>,
  limit: number,
  visibleProjectIds: string[] | null,
) {
  const rows = await repo.listQuotes(db, clientId, { ...filters, search, visibleProjectIds }, { limit, order: 'rank' });
  const inOriginal = await repo.quotesMatchingInOriginal(
    db,
    clientId,
    rows.map((row) => row.quote.id),
    search,
  );
  return rows.map((row) => ({ ...row, foundIn: foundIn(inOriginal, row.quote.id) }));
}
