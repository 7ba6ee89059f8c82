/** Studies: list query, summary and detail shapes (SPEC §3 Study, Recruitment item; §2 Studies list; §7 Studies). */
import { z } from 'zod';
import { ClientIdQuery, KeyTakeaways, PageNumber, PerPage, SearchText, Timestamp, Uuid, dataResponse, pageResponse } from './common';
import { AUDIENCES, DATA_SOURCES, DEVICES, RECRUIT_METHODS, RECRUITMENT_ITEM_METHODS, SHOWREEL_TYPES, STUDY_DISPLAY_STATUSES, STUDY_STATUSES } from './enums';
import { LIMITS } from './limits';
import { Segment } from './segment';

/** Fields the studies list sorts by (issue 9: title, created, completed). */
export const STUDY_SORT_FIELDS = ['created_at', 'completed_at', 'title'] as const;

/** A studies-list sort field. */
export type StudySortField = (typeof STUDY_SORT_FIELDS)[number];

/** A calendar day, YYYY-MM-DD. */
const IsoDay = z.iso.date({ error: 'must be a date like 2026-01-31' });

/** Query of GET /v3/studies (SPEC §2 Studies list: client_id, project_id, template_id, q, type_id, tag, ai; pages; ours: sort, status, language, dates). */
export const StudiesQuery = z.object({
  client_id: ClientIdQuery,
  project_id: Uuid.optional(),
  /** Matches title and purpose. */
  q: SearchText.optional(),
  /** Marketplace study type. */
  type_id: Uuid.optional(),
  /** Marketplace template the study was made from (SPEC §2 Studies list template_id). */
  template_id: Uuid.optional(),
  /** `true`: only brief-based (AI) studies, i.e. no template and a brief (SPEC §2 ai=true, §4). */
  ai: z.enum(['true', 'false'], { error: 'ai must be true or false' }).optional(),
  /** Tag title (exact, case-insensitive). */
  tag: z.string().trim().min(1).max(100, { error: 'tag must be at most 100 characters' }).optional(),
  // Sort and filters of the studies list (ours, beside the spec's: issue 9). Dates are YYYY-MM-DD, inclusive, UTC.
  /** Sort field: created_at (default), completed_at (studies not completed last) or title. */
  sort_by: z.enum(STUDY_SORT_FIELDS).default('created_at'),
  /** Sort direction; default desc (newest first), asc for title A–Z. */
  sort_order: z.enum(['asc', 'desc']).optional(),
  /** Display status: IN_PREPARATION or COMPLETED. */
  status: z.enum(STUDY_DISPLAY_STATUSES).optional(),
  /** Study language code, e.g. 'da'. */
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2})?$/, { error: 'language must be a language code like en or da' })
    .optional(),
  /** Created on or after this day. */
  created_from: IsoDay.optional(),
  /** Created on or before this day. */
  created_to: IsoDay.optional(),
  page: PageNumber.default(1),
  per_page: PerPage.default(LIMITS.defaultPageSize),
});
/** Query of GET /v3/studies (parsed). */
export type StudiesQuery = z.infer<typeof StudiesQuery>;

/** Counts of a study (SPEC §3 Study counts). */
export const StudyCounts = z.object({
  insights: z.number().int(),
  interviews: z.number().int(),
  /** custom: the reels researchers cut (SPEC §3); curated: the research team's reels (ours), so the total matches the Showreels tab. */
  showreels: z.object({ custom: z.number().int(), curated: z.number().int() }),
  quotes: z.number().int(),
  business_questions: z.number().int(),
});
/** Counts of a study. */
export type StudyCounts = z.infer<typeof StudyCounts>;

/** The client a study belongs to (SPEC §3 Study client {name, socrat_client_id}). */
export const StudyClient = z.object({ id: z.string(), name: z.string(), socrat_client_id: z.string().nullable() });

/** A tag as embedded in a study. */
export const StudyTag = z.object({ id: z.string(), title: z.string() });

/** A study in lists (SPEC §3 Study summary shape); `study_id` repeats `id` as the spec's shape has both; `cover_image` is a signed URL. */
export const StudySummary = z.object({
  id: z.string(),
  study_id: z.string(),
  client_id: z.string(),
  project_id: z.string().nullable(),
  title: z.string(),
  purpose: z.string(),
  language: z.string(),
  status: z.enum(STUDY_STATUSES),
  display_status_code: z.enum(STUDY_DISPLAY_STATUSES),
  data_source: z.enum(DATA_SOURCES).nullable(),
  cover_image: z.string().nullable(),
  key_takeaways: KeyTakeaways.nullable(),
  counts: StudyCounts,
  /** The study's curated showreel, when one exists. */
  showreel: z.object({ id: z.string(), type: z.enum(SHOWREEL_TYPES) }).nullable(),
  tags: z.array(StudyTag),
  client: StudyClient,
  is_cross_segments_enabled: z.boolean(),
  created_at: Timestamp,
  completed_at: Timestamp.nullable(),
  updated_at: Timestamp,
});
/** A study in lists. */
export type StudySummary = z.infer<typeof StudySummary>;

/** Answer of GET /v3/studies (SPEC §7 Studies). */
export const StudiesResponse = pageResponse(StudySummary);
/** Answer of GET /v3/studies. */
export type StudiesResponse = z.infer<typeof StudiesResponse>;

/** Participant recruitment of one segment (SPEC §3 Recruitment item); ages in years. */
export const RecruitmentItem = z.object({
  id: z.string(),
  segment_id: z.string().nullable(),
  method: z.enum(RECRUITMENT_ITEM_METHODS),
  age_range: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
  countries: z.array(z.string()),
  gender: z.array(z.string()),
  devices: z.array(z.enum(DEVICES)),
  language: z.string().nullable(),
  required_interviews: z.number().int(),
  custom_criteria: z.array(z.string()),
});
/** Participant recruitment of one segment. */
export type RecruitmentItem = z.infer<typeof RecruitmentItem>;

/** One study in full: GET /v3/studies/{id} (SPEC §3 Study incl. further fields). */
export const Study = StudySummary.extend({
  template_id: z.string().nullable(),
  study_type_id: z.string().nullable(),
  brief: z.string().nullable(),
  recruit_method: z.enum(RECRUIT_METHODS).nullable(),
  client_created: z.boolean(),
  /** E-mails of producers who may change the status (SPEC §6). */
  usertribe_producers: z.array(z.string()),
  quality_assurance: z.boolean(),
  audience: z.enum(AUDIENCES).nullable(),
  socrat_study_id: z.string().nullable(),
  socrat_project_id: z.string().nullable(),
  segments: z.array(Segment),
  segment_groups: z.array(z.object({ id: z.string(), title: z.string() })),
  analyses: z.array(z.object({ id: z.string(), title: z.string() })),
  recruitment: z.array(RecruitmentItem),
});
/** One study in full. */
export type Study = z.infer<typeof Study>;

/** Answer of GET /v3/studies/{id} (SPEC §7 Studies). */
export const StudyResponse = dataResponse(Study);
/** Answer of GET /v3/studies/{id}. */
export type StudyResponse = z.infer<typeof StudyResponse>;
