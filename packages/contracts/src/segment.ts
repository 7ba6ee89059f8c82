/** Segments and segment groups of a study (SPEC §3 Study segment group; §7 Segments). */
import { z } from 'zod';
import { Ref, Timestamp, TranslationParam, dataResponse } from './common';

/** A segment (participant group) of a study as listed by GET /v3/studies/{id}/segments (SPEC §7). */
export const Segment = z.object({
  id: z.string(),
  study_id: z.string(),
  segment_group_id: z.string().nullable(),
  title: z.string(),
  /** Interview language code of the segment, e.g. 'da'. */
  language: z.string(),
  position: z.number().int(),
  counts: z.object({ interviews: z.number().int(), quotes: z.number().int() }),
  updated_at: Timestamp,
});
/** A segment of a study. */
export type Segment = z.infer<typeof Segment>;

/** A segment group (SPEC §3 Study segment group: id, client_id, title, updated_at, stories). */
export const SegmentGroup = z.object({
  id: z.string(),
  client_id: z.string(),
  study_id: z.string(),
  title: z.string(),
  stories: z.array(Ref),
  updated_at: Timestamp,
});
/** A segment group. */
export type SegmentGroup = z.infer<typeof SegmentGroup>;

/**
 * One segment group with its study, segments (position order), business questions and counts summed over its
 * segments: GET /v3/segment-groups/{id} (ours; SPEC §2 /study-segment-groups/{segmentGroup} pages). `stories`
 * are the stories made from the group (SPEC §3 Study segment group).
 */
export const SegmentGroupDetail = SegmentGroup.extend({
  study: z.object({ id: z.string(), title: z.string() }),
  segments: z.array(z.object({ id: z.string(), title: z.string() })),
  business_questions: z.array(z.object({ id: z.string(), title: z.string(), position: z.number().int() })),
  counts: z.object({ interviews: z.number().int(), quotes: z.number().int(), showreels: z.number().int() }),
});
/** One segment group with its context. */
export type SegmentGroupDetail = z.infer<typeof SegmentGroupDetail>;

/** Answer of GET /v3/segment-groups/{id}. */
export const SegmentGroupResponse = dataResponse(SegmentGroupDetail);
/** Answer of GET /v3/segment-groups/{id}. */
export type SegmentGroupResponse = z.infer<typeof SegmentGroupResponse>;

/** One segment with its study, group and business questions: GET /v3/segments/{id} (SPEC §7 Segments). */
export const SegmentDetail = Segment.extend({
  study: z.object({ id: z.string(), title: z.string() }),
  segment_group: z.object({ id: z.string(), title: z.string() }).nullable(),
  business_questions: z.array(z.object({ id: z.string(), title: z.string(), position: z.number().int() })),
  counts: z.object({ interviews: z.number().int(), quotes: z.number().int(), showreels: z.number().int() }),
  /** Which text the translatable fields are in (echo of the `translation` parameter). */
  translation: z.enum(['original', 'en']),
});
/** One segment with its context. */
export type SegmentDetail = z.infer<typeof SegmentDetail>;

/** Query of GET /v3/segments/{id}: `translation` = en | original (SPEC §7 Segments). */
export const SegmentQuery = z.object({ translation: TranslationParam });
/** Query of GET /v3/segments/{id}. */
export type SegmentQuery = z.infer<typeof SegmentQuery>;

/** Answer of GET /v3/segments/{id} (SPEC §7). */
export const SegmentResponse = dataResponse(SegmentDetail);
/** Answer of GET /v3/segments/{id}. */
export type SegmentResponse = z.infer<typeof SegmentResponse>;

/** Answer of GET /v3/studies/{id}/segments, ordered by position (SPEC §7 Studies). */
export const StudySegmentsResponse = z.object({ data: z.array(Segment) });
/** Answer of GET /v3/studies/{id}/segments. */
export type StudySegmentsResponse = z.infer<typeof StudySegmentsResponse>;
