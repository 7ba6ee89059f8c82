/**
 * Quote rules (SPEC §3 Quote filter keys; §7 Quotes; §8 'Quote not found'): filters combine with AND,
 * `objective_ids` and `business_question_ids` are one filter, the cursor is an opaque keyset position.
 */
import { z } from 'zod';
import { ERROR_TEXTS, Uuid, type QuotesQuery } from '@insight/contracts';
import type { Database } from '@insight/db';
import { invalidField, notFound } from '../../core/app-error';
import { decodeCursor, encodeCursor } from '../../core/pagination';
import { isStudyVisible } from '../../core/project-visibility';
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
      search,
    },
    { limit: query.limit + 1, after },
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > query.limit && last ? encode(last.key) : null };
}

/** One quote of the client; 404 'Quote not found'. */
export async function getQuote(db: Database, clientId: string, quoteId: string, visibleProjectIds: string[] | null = null) {
  const row = await repo.findQuote(db, clientId, quoteId);
  if (!row || !(await isStudyVisible(db, row.quote.studyId, visibleProjectIds))) throw quoteNotFound();
  return row;
}

/**
 * The client's quotes `quoteIds` in that order, in one query; ids that are not the client's quotes are left out. For
 * callers that already checked access to what lists the ids (a showreel's clips).
 */
export async function findQuotesInOrder(db: Database, clientId: string, quoteIds: readonly string[]): Promise<repo.QuoteListRow[]> {
  const found = new Map((await repo.findQuotes(db, clientId, [...new Set(quoteIds)])).map((row) => [row.quote.id, row]));
  return quoteIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}
