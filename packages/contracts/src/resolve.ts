/**
 * Resolving an id given in another form (SPEC §7 GET /v3/studies/resolve/{id}, /v3/segments/resolve/{id},
 * /v3/interviews/resolve/{id}) to the resource and its canonical route, and importing a segment from another study
 * (POST /v3/segments/import/{id}).
 */
import { z } from 'zod';
import { Timestamp, Uuid, dataResponse } from './common';

/**
 * `{id}` of a resolve call: a UUID (the resource's own id or that of something inside it) or a source-system id such as
 * a study's `socrat_study_id`; 1–200 characters of letters, digits, `-`, `_`, `.` and `:`.
 */
export const ResolveParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(200, { error: 'must be at most 200 characters' })
    .regex(/^[\w.:-]+$/, { error: 'must hold only letters, digits, -, _, . and :' }),
});

/** Kinds of resource a resolve call answers. */
export const RESOLVED_TYPES = ['study', 'segment', 'segment_group', 'interview'] as const;

/** Which form the given id had: the resource's own id, an id of something inside or around it, or a source-system id. */
export const RESOLVED_MATCHES = ['id', 'socrat_study_id', 'study_id', 'segment_id', 'segment_group_id', 'interview_id', 'quote_id'] as const;

/**
 * The resolved resource: its `type` and canonical `id`, the form the given id had (`matched`), the ids around it, its
 * title, and `route`, the portal page that shows it (SPEC §2; without client_id).
 */
export const ResolvedResource = z.object({
  type: z.enum(RESOLVED_TYPES),
  id: z.string(),
  matched: z.enum(RESOLVED_MATCHES),
  client_id: z.string(),
  study_id: z.string(),
  segment_id: z.string().nullable(),
  segment_group_id: z.string().nullable(),
  interview_id: z.string().nullable(),
  title: z.string(),
  route: z.string(),
});
/** A resolved resource. */
export type ResolvedResource = z.infer<typeof ResolvedResource>;

/** Answer of the resolve calls: `{ data: ResolvedResource }`. */
export const ResolveResponse = dataResponse(ResolvedResource);

/** Query of the resolve calls: the client to resolve in (SPEC §2 client_id). */
export const ResolveQuery = z.object({ client_id: Uuid.optional() });

/** Body of POST /v3/segments/import/{id}: the study (of the same client) the segment's interviews are imported into. */
export const SegmentImportRequest = z.object({ study_id: Uuid, client_id: Uuid.optional() });

/** States of a segment import (SPEC §4 import: started, then takes minutes). */
export const SEGMENT_IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'ERROR'] as const;

/**
 * A segment import: the source segment, the target study, the segment made there (once the job has run), state,
 * progress 0–100 and `message` ('Imported' when done).
 */
export const SegmentImport = z.object({
  id: z.string(),
  source_segment_id: z.string(),
  study_id: z.string(),
  segment_id: z.string().nullable(),
  status: z.enum(SEGMENT_IMPORT_STATUSES),
  progress: z.number().int(),
  interviews: z.number().int(),
  error: z.string().nullable(),
  message: z.string().nullable(),
  created_at: Timestamp,
});
/** A segment import. */
export type SegmentImport = z.infer<typeof SegmentImport>;

/** Answer of POST /v3/segments/import/{id}: `{ data: SegmentImport }`. */
export const SegmentImportResponse = dataResponse(SegmentImport);
