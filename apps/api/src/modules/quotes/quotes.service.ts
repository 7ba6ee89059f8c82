/**
 * Quote rules (SPEC §3 Quote filter keys; §7 Quotes; §8 'Quote not found'): filters combine with AND,
 * `objective_ids` and `business_question_ids` are one filter, the cursor is an opaque keyset position.
 */
import { z } from 'zod';
import { ERROR_TEXTS, Uuid, type AddQuoteTagBody, type CreateQuoteBody, type QuotesQuery, type UpdateQuoteBody, type WordRef } from '@insight/contracts';
import { searchConfigFor, type Database } from '@insight/db';
import { AppError, invalidField, notFound } from '../../core/app-error';
import { decodeCursor, encodeCursor } from '../../core/pagination';
import { isStudyVisible } from '../../core/project-visibility';
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
  z.object({ v: z.literal(1), m: z.literal('r'), r: NumberText, id: Uuid }),
]);

function decode(cursor: string, hasSearch: boolean): repo.QuoteKey {
  const payload = decodeCursor(cursor, QuoteCursor);
  if (payload.m === 'r') {
    if (!hasSearch) throw invalidField('cursor', 'belongs to a search; send the same search');
    return { mode: 'rank', rank: payload.r, id: payload.id };
  }
  if (hasSearch) throw invalidField('cursor', 'belongs to a list without search; start again without cursor');
  return { mode: 'position', interviewId: payload.i, start: payload.s, id: payload.id };
}

function encode(key: repo.QuoteKey): string {
  return key.mode === 'rank'
    ? encodeCursor({ v: 1, m: 'r', r: key.rank, id: key.id })
    : encodeCursor({ v: 1, m: 'p', i: key.interviewId, s: key.start, id: key.id });
}

/** Unique ids of both spellings of the business question filter, or undefined when neither is given. */
function businessQuestionIds(query: QuotesQuery): string[] | undefined {
  const ids = [...(query.business_question_ids ?? []), ...(query.objective_ids ?? [])];
  return ids.length ? [...new Set(ids)] : undefined;
}

/** One page of quotes matching every filter of `query`, and the cursor of the next page (null on the last). */
export async function listQuotes(db: Database, clientId: string, query: QuotesQuery, visibleProjectIds: string[] | null = null) {
  const search = query.search?.trim() || undefined;
  const after = query.cursor ? decode(query.cursor, Boolean(search)) : undefined;
  const rows = await repo.listQuotes(
    db,
    clientId,
    {
      visibleProjectIds,
      studyId: query.study_id,
      segmentIds: query.segment_ids,
      taskIds: query.task_ids,
      businessQuestionIds: businessQuestionIds(query),
      showreelIds: query.showreel_ids,
      quoteIds: query.quote_ids,
      tagIds: query.tag_ids,
      interviewId: query.interview_id,
      search,
    },
    { limit: query.limit + 1, after },
  );
  const page = await withTags(db, clientId, rows.slice(0, query.limit));
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > query.limit && last ? encode(last.key) : null };
}

/** One quote of the client; 404 'Quote not found'. */
export async function getQuote(db: Database, clientId: string, quoteId: string, visibleProjectIds: string[] | null = null) {
  const row = await repo.findQuote(db, clientId, quoteId);
  if (!row || !(await isStudyVisible(db, row.quote.studyId, visibleProjectIds))) throw quoteNotFound();
  return (await withTags(db, clientId, [row]))[0];
}

/**
 * The client's quotes `quoteIds` in that order, in one query; ids that are not the client's quotes are left out. For
 * callers that already checked access to what lists the ids (a showreel's clips).
 */
export async function findQuotesInOrder(db: Database, clientId: string, quoteIds: readonly string[]) {
  const found = new Map((await withTags(db, clientId, await repo.findQuotes(db, clientId, [...new Set(quoteIds)]))).map((row) => [row.quote.id, row]));
  return quoteIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/** Attaches each quote's tags (one query) to rows read for the wire. */
export async function withTags<T extends repo.QuoteListRow>(
  db: Database,
  clientId: string,
  rows: T[],
): Promise<(T & { tags: { id: string; title: string }[] })[]> {
  const tags = await repo.tagsOfQuotes(
    db,
    clientId,
    rows.map((row) => row.quote.id),
  );
  return rows.map((row) => ({ ...row, tags: tags.get(row.quote.id) ?? [] }));
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
 * 14), with every filter of `filters`; only of studies in `visibleProjectIds` (null: all).
 */
export async function searchQuotes(
  db: Database,
  clientId: string,
  search: string,
  filters: Pick<repo.QuoteFilters, 'studyId' | 'segmentIds' | 'tagIds' | 'language' | 'createdFrom' | 'createdTo'>,
  limit: number,
  visibleProjectIds: string[] | null,
) {
  const rows = await repo.listQuotes(db, clientId, { ...filters, search, visibleProjectIds }, { limit });
  return withTags(db, clientId, rows);
}
