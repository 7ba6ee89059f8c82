/** Legacy video reads: GET /videos/{id} and /videos/{id}/transcript answer what the interview reads answer (SPEC §7 Videos). */
import type { z } from 'zod';
import { InterviewResponse, TranscriptQuery, TranscriptResponse } from './interview';

/** Answer of GET /videos/{id}: the interview (SPEC §7 Videos). */
export const VideoResponse = InterviewResponse;
/** Answer of GET /videos/{id}. */
export type VideoResponse = z.infer<typeof VideoResponse>;

/** Query of GET /videos/{id}/transcript (SPEC §7 Videos). */
export const VideoTranscriptQuery = TranscriptQuery;
/** Query of GET /videos/{id}/transcript (parsed). */
export type VideoTranscriptQuery = z.infer<typeof VideoTranscriptQuery>;

/** Answer of GET /videos/{id}/transcript (SPEC §7 Videos). */
export const VideoTranscriptResponse = TranscriptResponse;
/** Answer of GET /videos/{id}/transcript. */
export type VideoTranscriptResponse = z.infer<typeof VideoTranscriptResponse>;
