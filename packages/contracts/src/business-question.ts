/** Business questions, also called objectives (SPEC §3; §7 Business questions, Objectives). */
import { z } from 'zod';
import { Ref, Timestamp } from './common';

/** A business question (objective) of a study as listed by GET /v3/studies/{id}/business-questions (SPEC §7). */
export const BusinessQuestion = z.object({
  id: z.string(),
  study_id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  tasks: z.array(Ref),
  counts: z.object({ insights: z.number().int(), quotes: z.number().int() }),
  updated_at: Timestamp,
});
/** A business question (objective). */
export type BusinessQuestion = z.infer<typeof BusinessQuestion>;

/** Answer of GET /v3/studies/{id}/business-questions, ordered by position (SPEC §7). */
export const StudyBusinessQuestionsResponse = z.object({ data: z.array(BusinessQuestion) });
/** Answer of GET /v3/studies/{id}/business-questions. */
export type StudyBusinessQuestionsResponse = z.infer<typeof StudyBusinessQuestionsResponse>;
