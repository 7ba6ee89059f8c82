/**
 * Study creation on the wire (SPEC §7 Marketplace, Orders, Upload, Legacy studies; §3 Study builder state; §5 rules):
 * templates, the draft a wizard edits, study materials, orders and the study-design export.
 */
import { z } from 'zod';
import { ClientIdQuery, Timestamp, Uuid, dataResponse } from './common';
import { AUDIENCES, DEVICES, STUDY_DISPLAY_STATUSES, STUDY_STATUSES, TASK_TYPES } from './enums';
import { CREATION_LIMITS, WIZARD_STEPS } from './study-builder';
import { StudyMaterial } from './study-material';

const L = CREATION_LIMITS;
const text = (field: string, max: number = L.textMaxLength) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });

/** A marketplace study type (SPEC §7 GET /marketplace/study-types). */
export const StudyType = z.object({ id: z.string(), name: z.string(), description: z.string() });
/** Answer of GET /marketplace/study-types. */
export const StudyTypesResponse = z.object({ data: z.array(StudyType) });

/** Query of GET /marketplace/study-templates: type, stimuli count the template must allow, language, free text. */
export const StudyTemplatesQuery = z.object({
  type_id: Uuid.optional(),
  /** Only templates whose stimuli range includes this count. */
  stimuli_count: z.coerce.number({ error: 'stimuli_count must be a number' }).int().min(0).max(100).optional(),
  language_code: z
    .string()
    .regex(/^[a-z]{2}$/, { error: 'language_code must be a two-letter code' })
    .optional(),
  q: text('q', 200).optional(),
});
/** Parsed template query. */
export type StudyTemplatesQuery = z.infer<typeof StudyTemplatesQuery>;

/** A task of a template outline (SPEC §3 Task types); subtasks carry their letter. */
export const TemplateTask = z.object({
  type: z.enum(TASK_TYPES),
  text: z.string(),
  options: z.array(z.object({ text: z.string() })),
  scale_points: z.number().int().nullable(),
  subtasks: z.array(z.object({ text: z.string(), position_name: z.string() })),
});

/** A template in the browser: the card plus its counts. `image` is a signed URL. */
export const StudyTemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  purpose: z.string(),
  audience: z.enum(AUDIENCES).nullable(),
  study_type: StudyType.pick({ id: true, name: true }).nullable(),
  min_stimuli_count: z.number().int(),
  max_stimuli_count: z.number().int(),
  language_code: z.string(),
  languages: z.array(z.string()),
  image: z.string().nullable(),
  business_question_count: z.number().int(),
  task_count: z.number().int(),
});
/** A template card. */
export type StudyTemplateSummary = z.infer<typeof StudyTemplateSummary>;

/** One template in full, for the preview: business questions, introduction and one section per business question. */
export const StudyTemplate = StudyTemplateSummary.extend({
  introduction: z.string(),
  business_questions: z.array(z.object({ title: z.string() })),
  sections: z.array(z.object({ business_question: z.string(), tasks: z.array(TemplateTask) })),
});
/** One template in full. */
export type StudyTemplate = z.infer<typeof StudyTemplate>;

/** Answer of GET /marketplace/study-templates. */
export const StudyTemplatesResponse = z.object({ data: z.array(StudyTemplateSummary) });
/** Answer of GET /marketplace/study-templates/{id}. */
export const StudyTemplateResponse = dataResponse(StudyTemplate);

/** Gender labels of recruitment (SPEC §3). */
export const GENDERS = ['Women', 'Men', 'Other'] as const;
/** Recording devices named in SPEC §3. */
export const RECORDING_DEVICES = ['microphone', 'camera', 'screen'] as const;

/** One participant segment of the recruitment (SPEC §3 Recruitment item); ages in years. */
export const DraftSegment = z
  .object({
    id: Uuid,
    title: text('title', L.titleMaxLength).min(1, { error: 'title is required' }),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, { error: 'countries must be ISO 3166 codes' }))
      .min(1, { error: 'Choose a country' })
      .max(1),
    language: z.string().regex(/^[a-z]{2}$/, { error: 'language must be a two-letter code' }),
    age_range: z.object({ min: z.number().int().min(L.ageMin).max(L.ageMax), max: z.number().int().min(L.ageMin).max(L.ageMax) }),
    gender: z.array(z.enum(GENDERS)).min(1, { error: 'Choose at least one gender' }),
    devices: z.enum(DEVICES),
    recording_devices: z.array(z.enum(RECORDING_DEVICES)).min(1, { error: 'Choose at least one recording device' }),
    custom_criteria: z.array(text('custom_criteria', 500).min(1)).max(L.customCriteriaMax),
    required_interviews: z.number().int().min(L.requiredInterviewsMin).max(L.requiredInterviewsMax),
  })
  .refine((s) => s.age_range.min <= s.age_range.max, { error: 'age_range.min must not be above age_range.max', path: ['age_range'] });
/** One participant segment. */
export type DraftSegment = z.infer<typeof DraftSegment>;

/** The recruitment being chosen (SPEC §3 Recruitment item method; §9 managed ~1 day, quality review +1 day). */
export const DraftRecruitment = z.object({
  method: z.enum(['SHAREABLE_LINK', 'SPECIALIST']).nullable(),
  quality_review: z.boolean(),
  segments: z.array(DraftSegment).max(L.segmentsMax),
});
/** The recruitment being chosen. */
export type DraftRecruitment = z.infer<typeof DraftRecruitment>;

/** A task as the wizard sends it; ids are optional (new tasks get one). `material_ids` is the object assignment. */
export const DraftTaskInput = z.object({
  id: Uuid.optional(),
  type: z.enum(TASK_TYPES, { error: `type must be one of ${TASK_TYPES.join(', ')}` }),
  text: text('text'),
  options: z.array(z.object({ id: Uuid.optional(), text: text('options.text', 500) })).max(L.optionsMax),
  scale_points: z.number().int().min(L.scalePointsMin).max(L.scalePointsMax).nullable(),
  subtasks: z.array(z.object({ id: Uuid.optional(), text: text('subtasks.text') })).max(L.subtasksMax),
  material_ids: z.array(Uuid).max(50),
});
/** A task as the wizard sends it. */
export type DraftTaskInput = z.infer<typeof DraftTaskInput>;

/** A section as the wizard sends it: its business question and tasks (SPEC §3 Study design section). */
export const DraftSectionInput = z.object({ business_question_id: Uuid.nullable(), tasks: z.array(DraftTaskInput) });

/** An unsaved section (SPEC §4 builder state): a section being worked on, at most the task limit; rules apply when it is saved. */
const UnsavedSectionInput = DraftSectionInput.extend({ tasks: z.array(DraftTaskInput).max(L.tasksPerSectionMax) });

/**
 * Body of PUT /v3/studies/{id}/draft: every part present replaces that part of the draft (SPEC §3 Study builder state);
 * business questions keep their ids (a new one may bring a fresh UUID so sections can point at it in the same save).
 */
export const SaveDraftBody = z.object({
  client_id: ClientIdQuery,
  step_name: z.enum(WIZARD_STEPS).optional(),
  title: text('title', L.titleMaxLength).min(1, { error: 'title is required' }).optional(),
  purpose: text('purpose').optional(),
  audience: z.enum(AUDIENCES).nullable().optional(),
  /** Study design language (SPEC §3 studyDesignLanguageCode, default English). */
  language: z
    .string()
    .regex(/^[a-z]{2}$/, { error: 'language must be a two-letter code' })
    .optional(),
  business_questions: z.array(z.object({ id: Uuid.optional(), title: text('business_questions.title') })).optional(),
  introduction: text('introduction', 5000).optional(),
  /** The brief of a brief-based study (SPEC §4 AI path). */
  brief: text('brief', 20_000).min(1, { error: 'brief must not be empty' }).optional(),
  sections: z.array(DraftSectionInput).optional(),
  recruitment: DraftRecruitment.optional(),
  /**
   * The unsaved business questions (SPEC §4: kept beside the saved ones, shown instead of them until saved): work in
   * progress, checked by the outline rules only when saved as `business_questions`. `null` discards them.
   */
  unsaved_business_questions: z
    .array(z.object({ id: Uuid, title: text('unsaved_business_questions.title') }))
    .max(L.businessQuestionsMax)
    .nullable()
    .optional(),
  /** The unsaved study design (SPEC §4 unsaved tasks), shown instead of the saved sections until saved; `null` discards it. */
  unsaved_sections: z.array(UnsavedSectionInput).max(L.sectionsPerStudyMax).nullable().optional(),
  /**
   * Applies a COMPLETED outline job of the viewer (POST /v1/ai/study-outlines): its business questions become the
   * unsaved ones and the unsaved and saved tasks are cleared (SPEC §4), in one transaction with the job's inputs.
   */
  ai_outline_job_id: Uuid.optional(),
  /** Applies a COMPLETED study design job of the viewer: its sections become the unsaved study design (SPEC §4). */
  ai_design_job_id: Uuid.optional(),
});
/** Body of PUT /v3/studies/{id}/draft. */
export type SaveDraftBody = z.infer<typeof SaveDraftBody>;

/** Body of POST /v3/studies/drafts: a new DRAFT study from a template, or a brief-based one from `brief` (SPEC §4); exactly one of the two. */
export const CreateDraftBody = z
  .object({
    client_id: ClientIdQuery,
    template_id: Uuid.optional(),
    brief: text('brief', 20_000).min(1, { error: 'brief must not be empty' }).optional(),
    project_id: Uuid.optional(),
  })
  .refine((b) => Boolean(b.template_id) !== Boolean(b.brief), { error: 'give either template_id or brief', path: ['template_id'] });

/** A task of a draft as answered (subtasks carry their letter; SPEC §3 Task). */
export const DraftTask = z.object({
  id: z.string(),
  type: z.enum(TASK_TYPES),
  text: z.string(),
  position_name: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  scale_points: z.number().int().nullable(),
  subtasks: z.array(z.object({ id: z.string(), text: z.string(), position_name: z.string() })),
  material_ids: z.array(z.string()),
});
/** A task of a draft. */
export type DraftTask = z.infer<typeof DraftTask>;

/** A study being built (SPEC §3 Study builder state) with everything the wizard shows, and what still blocks ordering. */
export const StudyDraft = z.object({
  id: z.string(),
  client_id: z.string(),
  status: z.enum(STUDY_STATUSES),
  display_status_code: z.enum(STUDY_DISPLAY_STATUSES),
  step_name: z.enum(WIZARD_STEPS),
  template: z.object({ id: z.string(), name: z.string(), min_stimuli_count: z.number().int(), max_stimuli_count: z.number().int() }).nullable(),
  study_type_id: z.string().nullable(),
  /** The brief of a brief-based study (a brief and no template, SPEC §4), else null. */
  brief: z.string().nullable(),
  title: z.string(),
  purpose: z.string(),
  audience: z.enum(AUDIENCES).nullable(),
  language: z.string(),
  introduction: z.string(),
  /** FILE or LINK once materials exist (SPEC §3), else null. */
  material_type: z.enum(['FILE', 'LINK']).nullable(),
  materials: z.array(StudyMaterial),
  business_questions: z.array(z.object({ id: z.string(), title: z.string(), position: z.number().int(), linked: z.boolean() })),
  sections: z.array(z.object({ business_question_id: z.string().nullable(), tasks: z.array(DraftTask) })),
  recruitment: DraftRecruitment,
  /** Business questions not saved yet (AI-produced or edited, SPEC §4), shown instead of `business_questions`; null: none. */
  unsaved_business_questions: z.array(z.object({ id: z.string(), title: z.string() })).nullable(),
  /** The study design not saved yet (SPEC §4 unsaved tasks), shown instead of `sections`; null: none. */
  unsaved_sections: z.array(z.object({ business_question_id: z.string().nullable(), tasks: z.array(DraftTask) })).nullable(),
  /** SPEC §4: the brief or stimuli changed since the applied AI outline was generated (false when none was applied). */
  outline_changed: z.boolean(),
  /** SPEC §4: the brief, stimuli or business questions changed since the applied AI study design was generated. */
  design_changed: z.boolean(),
  /** Problems that block ordering (SPEC §5), by field. */
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The shareable participant link once a self-recruit study is ordered. */
  participant_link: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** A study being built. */
export type StudyDraft = z.infer<typeof StudyDraft>;

/** Answer of the draft routes. */
export const StudyDraftResponse = dataResponse(StudyDraft);

/** Body of POST /storage/upload/presigned (SPEC §7 Upload): `size` in bytes. */
export const PresignedUploadBody = z.object({
  file_name: text('file_name', 255).min(1, { error: 'file_name is required' }),
  client_id: ClientIdQuery,
  study_id: Uuid,
  upload_type: z.literal('study_object_file', { error: 'upload_type must be study_object_file' }),
  content_type: z.string().min(1).max(100),
  size: z.number().int().min(1, { error: 'size must be at least 1 byte' }),
});
/** Answer of POST /storage/upload/presigned: PUT the file to `upload_url` with `headers`, then register `file_path`. */
export const PresignedUploadResponse = dataResponse(
  z.object({ upload_url: z.string(), file_path: z.string(), method: z.literal('PUT'), headers: z.record(z.string(), z.string()), expires_at: Timestamp }),
);

/** Body of POST /studies/{id}/objects (SPEC §7 Study material creation): a link with title, or an uploaded file by path. */
export const CreateStudyObjectBody = z.union([
  z.object({
    client_id: ClientIdQuery,
    link: z.string().max(2000),
    title: text('title', L.titleMaxLength).min(1, { error: 'title is required' }),
    android_link: z.string().max(2000).nullable().optional(),
    ios_link: z.string().max(2000).nullable().optional(),
  }),
  z.object({
    client_id: ClientIdQuery,
    file_path: z.string().min(1).max(500),
    file_name: text('file_name', 255).min(1),
    file_mime_type: z.string().min(1).max(100),
  }),
]);
/** Body of DELETE /storage/upload/presigned: drop an uploaded file the user cancelled before it became a material. */
export const CancelUploadBody = z.object({ client_id: ClientIdQuery, file_path: z.string().min(1).max(500) });

/** Body of POST /studies/{id}/objects. */
export type CreateStudyObjectBody = z.infer<typeof CreateStudyObjectBody>;

/** A country with the interview languages offered there (SPEC §7 study-filters country_languages). */
export const CountryLanguage = z.object({
  country_code: z.string(),
  country: z.string(),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
});
/** Answer of GET /orders/study-filters (cached 3600 s, SPEC §7, §9). */
export const StudyFiltersResponse = dataResponse(
  z.object({
    country_languages: z.array(CountryLanguage),
    genders: z.array(z.enum(GENDERS)),
    devices: z.array(z.enum(DEVICES)),
    recording_devices: z.array(z.enum(RECORDING_DEVICES)),
    age_range: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
);
/** Answer of GET /orders/study-filters. */
export type StudyFiltersResponse = z.infer<typeof StudyFiltersResponse>;

/** Body of POST /orders: order a draft (SPEC §5 terms must be accepted). */
export const CreateOrderBody = z.object({
  client_id: ClientIdQuery,
  study_id: Uuid,
  terms_accepted: z.boolean({ error: 'terms_accepted must be true or false' }),
});
/** Answer of POST /orders: the study, now IN_PREPARATION, and the self-recruit link. Durations in days. */
export const OrderResponse = dataResponse(
  z.object({
    id: z.string(),
    study_id: z.string(),
    method: z.enum(['SHAREABLE_LINK', 'SPECIALIST']),
    quality_review: z.boolean(),
    display_status_code: z.enum(STUDY_DISPLAY_STATUSES),
    participant_link: z.string().nullable(),
    estimated_days: z.number().int().nullable(),
    created_at: Timestamp,
  }),
);
/** Answer of POST /orders. */
export type OrderResponse = z.infer<typeof OrderResponse>;

/** Body of POST /v1/study-designs/export (SPEC §7 Exports). */
export const StudyDesignExportBody = z.object({ client_id: ClientIdQuery, study_id: Uuid });

/** Answer of GET /studies/{id}/requirements_status (SPEC §7 Legacy studies): whether the study can be ordered, and what is missing. */
export const RequirementsStatusResponse = dataResponse(
  z.object({ is_ready: z.boolean(), issues: z.array(z.object({ field: z.string(), message: z.string() })) }),
);

/** Body of PUT /studies/{id}/objectives (SPEC §7 Legacy studies): the business questions in order. */
export const ObjectivesBody = SaveDraftBody.pick({ client_id: true }).extend({ business_questions: SaveDraftBody.shape.business_questions.unwrap() });

/** Answer and body of GET/PUT /studies/{id}/audience_settings (SPEC §7 Legacy studies): audience kind and recruitment. */
export const AudienceSettings = z.object({ audience: z.enum(AUDIENCES).nullable(), recruitment: DraftRecruitment });
/** Body of PUT /studies/{id}/audience_settings. */
export const AudienceSettingsBody = AudienceSettings.extend({ client_id: ClientIdQuery });

/** Query of GET /studies/{id}/participant_videos: pages (SPEC §7 Legacy studies page, per_page). */
export const ParticipantVideosQuery = z.object({
  client_id: ClientIdQuery,
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).default(1),
  per_page: z.coerce.number({ error: 'per_page must be a number' }).int().min(1).max(100).default(20),
});
/** Answer of GET /studies/{id}/participant_videos: the study's interviews, `thumbnail` signed; `duration` in seconds. */
export const ParticipantVideosResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      segment_id: z.string(),
      language: z.string(),
      duration: z.number(),
      participant: z.object({ name: z.string(), age: z.number().int().nullable(), country: z.string().nullable() }),
      thumbnail: z.string().nullable(),
    }),
  ),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

/**
 * Body of PUT /studies/{id}/tasks (SPEC §7 Legacy studies): `tasks` to add or change (an `id` changes that task; none
 * adds it at the end of its business question's section) and `tasks_to_delete_in_this_segment` (ids) to remove.
 * `segment_id` (optional) must be a participant segment of the study; a draft's design applies to all its segments.
 */
export const LegacyTasksBody = z.object({
  client_id: ClientIdQuery,
  segment_id: Uuid.nullable().optional(),
  tasks: z.array(DraftTaskInput.extend({ business_question_id: Uuid.nullable() })).max(L.sectionsPerStudyMax * L.tasksPerSectionMax),
  tasks_to_delete_in_this_segment: z.array(Uuid).max(500).default([]),
});
/** Body of PUT /studies/{id}/tasks. */
export type LegacyTasksBody = z.infer<typeof LegacyTasksBody>;
