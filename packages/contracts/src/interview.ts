/** Interviews and their transcripts (SPEC §3 Interview, Interview transcript; §7 Interviews). */
import { z } from 'zod';
import {
  ClientIdQuery,
  Cursor,
  Limit,
  Participant,
  Ref,
  SearchText,
  Timestamp,
  TranslationParam,
  Uuid,
  VideoUrls,
  cursorResponse,
  dataResponse,
  idList,
} from './common';

/**
 * Query of GET /v3/interviews (SPEC §7 Interviews list): filters and cursor paging. `segment_ids` (comma-separated
 * and/or repeated, like the quote filter) keeps interviews of any of those segments; every filter given narrows.
 */
export const InterviewsQuery = z.object({
  study_id: Uuid.optional(),
  segment_id: Uuid.optional(),
  segment_ids: idList('segment_ids').optional(),
  /** Ours (issue 9, the videos list search): matches the participant's name or country, case-insensitive. */
  q: SearchText.optional(),
  client_id: ClientIdQuery,
  cursor: Cursor.optional(),
  limit: Limit,
});
/** Query of GET /v3/interviews (parsed). */
export type InterviewsQuery = z.infer<typeof InterviewsQuery>;

/** An interview (SPEC §3 Interview): `duration` in seconds, `thumbnail` and `video` signed URLs. */
export const Interview = z.object({
  id: z.string(),
  language: z.string(),
  duration: z.number().nonnegative(),
  participant: Participant,
  thumbnail: z.string().nullable(),
  video: VideoUrls,
  segment: Ref,
  study: Ref,
  created_at: Timestamp,
});
/** An interview. */
export type Interview = z.infer<typeof Interview>;

/** Answer of GET /v3/interviews (SPEC §7). */
export const InterviewsResponse = cursorResponse(Interview);
/** Answer of GET /v3/interviews. */
export type InterviewsResponse = z.infer<typeof InterviewsResponse>;

/** Answer of GET /v3/interviews/{id} (SPEC §7). */
export const InterviewResponse = dataResponse(Interview);
/** Answer of GET /v3/interviews/{id}. */
export type InterviewResponse = z.infer<typeof InterviewResponse>;

/** One word of a transcript chunk: its text (with punctuation) and timing in seconds (issue 14 word-level timings). */
export const TranscriptWord = z.object({ start: z.number(), end: z.number(), text: z.string() });
/** One word of a transcript chunk. */
export type TranscriptWord = z.infer<typeof TranscriptWord>;

/**
 * A timed piece of transcript text (SPEC §3 transcript chunk); seconds. Added to the spec's shape: `id` (the same for
 * the chunk in both languages: the English chunk is the translation of the original one) and its `words` with timings,
 * by which a quote is made (POST /v3/quotes).
 */
export const TranscriptChunk = z.object({ id: z.string(), start: z.number(), end: z.number(), text: z.string(), words: z.array(TranscriptWord) });
/** A timed piece of transcript text. */
export type TranscriptChunk = z.infer<typeof TranscriptChunk>;

/** What was said while one task was shown (SPEC §3 transcript section tasks); seconds; `type` is the task type. */
export const TranscriptTask = z.object({
  id: z.string(),
  start: z.number(),
  end: z.number(),
  chunks: z.array(TranscriptChunk),
  html: z.string(),
  text: z.string(),
  type: z.string(),
});
/** What was said while one task was shown. */
export type TranscriptTask = z.infer<typeof TranscriptTask>;

/** A transcript section (SPEC §3 Interview transcript sections); seconds. */
export const TranscriptSection = z.object({
  start: z.number(),
  end: z.number(),
  html: z.string(),
  text: z.string(),
  tasks: z.array(TranscriptTask),
});
/** A transcript section. */
export type TranscriptSection = z.infer<typeof TranscriptSection>;

/** An interview transcript in one language (SPEC §3 Interview transcript). */
export const Transcript = z.object({
  interview: Ref,
  language: z.string(),
  sections: z.array(TranscriptSection),
});
/** An interview transcript in one language. */
export type Transcript = z.infer<typeof Transcript>;

/** Query of GET /v3/interviews/{id}/transcript and /videos/{id}/transcript: `translation` = en | original (SPEC §7). */
export const TranscriptQuery = z.object({ translation: TranslationParam });
/** Query of the transcript reads (parsed). */
export type TranscriptQuery = z.infer<typeof TranscriptQuery>;

/** Answer of GET /v3/interviews/{id}/transcript (SPEC §7). */
export const TranscriptResponse = dataResponse(Transcript);
/** Answer of GET /v3/interviews/{id}/transcript. */
export type TranscriptResponse = z.infer<typeof TranscriptResponse>;
