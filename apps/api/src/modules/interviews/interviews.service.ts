/**
 * Interview rules (SPEC §3 Interview, Interview transcript; §7 Interviews, Videos; §8 'Interview not found').
 * Lists are keyset-paged with an opaque cursor; transcripts are answered in the original language or English.
 */
import { z } from 'zod';
import { ERROR_TEXTS, Uuid, type InterviewsQuery, type Translation } from '@insight/contracts';
import type { Database, InterviewTranscriptRow } from '@insight/db';
import type { AnswerCache } from '../../core/answer-cache';
import { notFound } from '../../core/app-error';
import { EpochMicros, decodeCursor, encodeCursor } from '../../core/pagination';
import { isStudyVisible } from '../../core/project-visibility';
import * as repo from './interviews.repository';
import { flattenChunks } from './transcript-chunks';

/** 404 'Interview not found' (SPEC §8) — also for another client's interview. */
const interviewNotFound = () => notFound(ERROR_TEXTS.interviewNotFound);
const transcriptNotFound = () => notFound('Transcript not found');

const InterviewCursor = z.object({ v: z.literal(1), t: EpochMicros, id: Uuid });

/** One page of interviews (oldest first; every filter narrows) and the cursor of the next page, null on the last. */
export async function listInterviews(db: Database, clientId: string, query: InterviewsQuery, visibleProjectIds: string[] | null = null) {
  const after = query.cursor ? decodeCursor(query.cursor, InterviewCursor) : undefined;
  const rows = await repo.listInterviews(
    db,
    clientId,
    { studyId: query.study_id, segmentId: query.segment_id, segmentIds: query.segment_ids, q: query.q || undefined, visibleProjectIds },
    { limit: query.limit + 1, after: after ? { createdAtMicros: after.t, id: after.id } : undefined },
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ v: 1, t: last.key.createdAtMicros, id: last.key.id }) : null;
  return { interviews: page.map((row) => row.interview), nextCursor };
}

/** One interview of the client in a visible project (SPEC §6); 404 'Interview not found'. */
export async function getInterview(db: Database, clientId: string, interviewId: string, visibleProjectIds: string[] | null = null) {
  const interview = await repo.findInterview(db, clientId, interviewId);
  if (!interview || !(await isStudyVisible(db, interview.studyId, visibleProjectIds))) throw interviewNotFound();
  return interview;
}

/**
 * The written answer (JSON bytes) of the transcript of an interview in the `translation` asked for: `original` is the
 * spoken language, `en` the English one (for English interviews the original is English). 404 'Interview not found',
 * or 404 'Transcript not found' when that language has none. Every call checks the interview's client and visibility
 * (SPEC §6) and reads the version of the interview and the transcript in one cheap statement; the bytes come from
 * `answers` when that version was written before (decision 0310), else the transcript is read and `write` writes them
 * (`variant` names the answer's shape, e.g. the route).
 */
export async function transcriptAnswer(
  db: Database,
  clientId: string,
  interviewId: string,
  translation: Translation,
  visibleProjectIds: string[] | null,
  cached: { answers: AnswerCache; variant: string; write: (transcript: InterviewTranscriptRow) => Buffer },
): Promise<Buffer> {
  const found = await repo.findTranscriptVersion(db, clientId, interviewId, translation, visibleProjectIds);
  if (!found) throw interviewNotFound();
  if (!found.transcriptId) throw transcriptNotFound();
  const keyOf = (version: string) => `${cached.variant}\n${found.transcriptId}\n${version}`;
  const hit = cached.answers.get(keyOf(found.version));
  if (hit) return hit;
  // Read by id with its version: the bytes are kept under the version they were written from, even when a write came
  // between the two statements (visibility was checked by the first; the second keeps the client and interview).
  const read = await repo.findTranscriptById(db, clientId, interviewId, found.transcriptId);
  if (!read) throw transcriptNotFound();
  const body = cached.write(read.transcript);
  cached.answers.set(keyOf(read.version), body);
  return body;
}

/**
 * The chunks of an interview (checked as {@link getInterview}) in reading order with ids and timed words: `original`
 * from the spoken-language transcript, `en` from the English one (null when it has none; the original when the interview
 * is in English). Chunk ids are shared, so `en` chunks with the ids of `original` chunks are their translation.
 */
export async function chunksOfInterview(db: Database, clientId: string, interviewId: string, visibleProjectIds: string[] | null = null) {
  const interview = await getInterview(db, clientId, interviewId, visibleProjectIds);
  const transcripts = await repo.transcriptsOfInterview(db, clientId, interviewId);
  const original = transcripts.find((t) => t.isOriginal);
  const en = transcripts.find((t) => t.language === 'en');
  return {
    interview,
    original: original ? flattenChunks(interviewId, original.sections) : [],
    en: en ? flattenChunks(interviewId, en.sections) : null,
  };
}
