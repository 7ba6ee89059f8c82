/**
 * Findings on the wire (SPEC §3 Insight / objective item, Chart, Analysis, Analyze-results filters; §7 Insights,
 * Business questions, Objectives, Analyses, analyze_results, POST /v1/insights/export; §9 filter limits).
 */
import { z } from 'zod';
import {
  ClientIdQuery,
  Cursor,
  idList,
  cursorResponse,
  dataResponse,
  KeyTakeaways,
  Limit,
  MediaUrl,
  Ref,
  SearchText,
  Timestamp,
  TranslationParam,
  Uuid,
} from './common';
import { TASK_TYPES } from './enums';
import { FILTER_LIMITS, filterSize } from './findings-rules';
import { Quote } from './quote';
import { BusinessQuestion } from './business-question';
import { StoryQuote } from './story';

/**
 * One chart point (SPEC §3 Chart): option title, `value` percent (0–100, one decimal) of answering participants, `count`;
 * `option_id` names the task option (RADIO, CHECKBOX, SCORING) for analyze-results filters, else null.
 */
export const ChartPoint = z.object({ title: z.string(), value: z.number(), count: z.number().int(), option_id: z.string().nullable() });
/** One chart point. */
export type ChartPoint = z.infer<typeof ChartPoint>;

/**
 * A chart of one task (SPEC §3 Chart), computed from the participants' answers when asked: `total_count` answering
 * participants, `average_value` the mean score/number (SCORING, NUMBER, NUMBER_RANGE midpoint; else null).
 */
export const Chart = z.object({
  task: z.object({ id: z.string(), text: z.string(), type: z.enum(TASK_TYPES), position_name: z.string(), business_question: Ref.nullable() }),
  points: z.array(ChartPoint),
  average_value: z.number().nullable(),
  total_count: z.number().int(),
});
/** A chart of one task. */
export type Chart = z.infer<typeof Chart>;

/** The showreel of an insight or analysis (SPEC §3 showreel {id, type}). */
const ShowreelRef = z.object({ id: z.string(), type: z.enum(['CURATED', 'CUSTOM']) });

/** An insight in a list (SPEC §3 Insight): no quotes, its charts computed from the answers. */
export const InsightSummary = z.object({
  id: z.string(),
  study_id: z.string(),
  business_question: z.object({ id: z.string(), title: z.string() }).nullable(),
  title: z.string(),
  label: z.string().nullable(),
  lead: z.string(),
  position: z.number().int(),
  cover_image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  tasks: z.array(Ref),
  charts: z.array(Chart),
  counts: z.object({ quotes: z.number().int() }),
  showreel: ShowreelRef.nullable(),
  updated_at: Timestamp,
});
/** An insight in a list. */
export type InsightSummary = z.infer<typeof InsightSummary>;

/** One insight (SPEC §3 Insight): sanitised `content` HTML, key takeaways, supporting quotes, previous/next ids. */
export const Insight = InsightSummary.extend({
  content: z.string(),
  key_takeaways: KeyTakeaways.nullable(),
  quotes: z.array(Quote),
  previous: Ref.nullable(),
  next: Ref.nullable(),
});
/** One insight. */
export type Insight = z.infer<typeof Insight>;

/** Query of GET /v3/insights (SPEC §2 insights parameters, §7): one of `study_id`, `project_id`; `objective_id`, `q`. */
export const InsightsQuery = z.object({
  client_id: ClientIdQuery,
  study_id: Uuid.optional(),
  project_id: Uuid.optional(),
  objective_id: Uuid.optional(),
  q: SearchText.optional(),
  /** Language of chart labels (task texts, options): `en` (default) or the study's `original`. */
  translation: z.enum(['en', 'original'], { error: "translation must be 'en' or 'original'" }).default('en'),
  cursor: Cursor.optional(),
  limit: Limit,
});
/** Query of GET /v3/insights. */
export type InsightsQuery = z.infer<typeof InsightsQuery>;

/** Answer of GET /v3/insights. */
export const InsightsResponse = cursorResponse(InsightSummary);
/** Answer of GET /v3/insights. */
export type InsightsResponse = z.infer<typeof InsightsResponse>;

/** Query of GET /v3/insights/{id}: client and quote translation. */
export const InsightQuery = z.object({ client_id: ClientIdQuery, translation: TranslationParam });
/** Answer of GET /v3/insights/{id} and PATCH. */
export const InsightResponse = dataResponse(Insight);
/** Answer of GET /v3/insights/{id}. */
export type InsightResponse = z.infer<typeof InsightResponse>;

const Title = z.string().trim().min(1, { error: 'title must not be empty' }).max(300, { error: 'title must be at most 300 characters' });
const LongText = z.string().max(50_000, { error: 'must be at most 50000 characters' });

/**
 * Body of PATCH /v3/insights/{id} (SPEC §7, needs update_study): `updated_at` as last read (stale: 409, nothing
 * changes); `content` HTML is sanitised on save; `quote_ids` replaces the supporting quotes in order (the study's
 * quotes only, else 400 naming `quote_ids`); `showreel_id` a showreel of the study or null.
 */
export const UpdateInsightBody = z.object({
  client_id: ClientIdQuery,
  updated_at: Timestamp,
  title: Title.optional(),
  lead: LongText.optional(),
  content: LongText.optional(),
  key_takeaways: z
    .object({ title: z.string().max(300), html: LongText })
    .nullable()
    .optional(),
  quote_ids: z.array(Uuid).max(100, { error: 'quote_ids: at most 100 quotes' }).optional(),
  showreel_id: Uuid.nullable().optional(),
});
/** Body of PATCH /v3/insights/{id}. */
export type UpdateInsightBody = z.infer<typeof UpdateInsightBody>;

/** A business question (objective) with its insights and chartable tasks (SPEC §2 business question page). */
export const BusinessQuestionDetail = z.object({
  id: z.string(),
  study_id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  tasks: z.array(z.object({ id: z.string(), text: z.string(), type: z.enum(TASK_TYPES), position_name: z.string() })),
  insights: z.array(InsightSummary),
  charts: z.array(Chart),
  showreels: z.array(z.object({ id: z.string(), title: z.string(), type: z.enum(['CURATED', 'CUSTOM']) })),
  counts: z.object({ insights: z.number().int(), quotes: z.number().int() }),
  updated_at: Timestamp,
});
/** A business question with its findings. */
export type BusinessQuestionDetail = z.infer<typeof BusinessQuestionDetail>;
/** Answer of GET /v3/business-questions/{id} and PATCH. */
export const BusinessQuestionResponse = dataResponse(BusinessQuestionDetail);
/** Answer of GET /v3/business-questions/{id}. */
export type BusinessQuestionResponse = z.infer<typeof BusinessQuestionResponse>;

/** Query of GET /v3/business-questions and GET /v3/objectives: optionally one study's or one project's. */
export const BusinessQuestionsQuery = z.object({
  client_id: ClientIdQuery,
  study_id: Uuid.optional(),
  project_id: Uuid.optional(),
  cursor: Cursor.optional(),
  limit: Limit,
});
/** Query of GET /v3/business-questions. */
export type BusinessQuestionsQuery = z.infer<typeof BusinessQuestionsQuery>;

/** Answer of GET /v3/business-questions and GET /v3/objectives (cursor list). */
export const BusinessQuestionsResponse = cursorResponse(BusinessQuestion);
/** Answer of GET /v3/business-questions. */
export type BusinessQuestionsResponse = z.infer<typeof BusinessQuestionsResponse>;

/** Body of PATCH /v3/business-questions/{id} (needs update_study; stale `updated_at`: 409). */
export const UpdateBusinessQuestionBody = z.object({
  client_id: ClientIdQuery,
  updated_at: Timestamp,
  title: Title.optional(),
  description: LongText.optional(),
});
/** Body of PATCH /v3/business-questions/{id}. */
export type UpdateBusinessQuestionBody = z.infer<typeof UpdateBusinessQuestionBody>;

/** An objective with its insights (GET /v2/studies/{id}/objective_insights, SPEC §3 client-side objectiveInsights). */
export const ObjectiveInsights = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  insights: z.array(InsightSummary),
});
/** An objective with its insights. */
export type ObjectiveInsights = z.infer<typeof ObjectiveInsights>;
/** Answer of GET /v2/studies/{id}/objective_insights. */
export const ObjectiveInsightsResponse = z.object({ data: z.array(ObjectiveInsights) });
/** Answer of GET /v2/studies/{id}/objective_insights. */
export type ObjectiveInsightsResponse = z.infer<typeof ObjectiveInsightsResponse>;

/**
 * The podcast of an analysis (SPEC §3 Analysis `podcast` {url, duration}; issue 10): a spoken summary of its title, lead
 * and key takeaways (signed `.m4a` URL, seconds), and ours: `transcript`, the lines spoken with their times (seconds).
 */
export const Podcast = MediaUrl.extend({ transcript: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })) });
/** The podcast of an analysis. */
export type Podcast = z.infer<typeof Podcast>;

/** An analysis (SPEC §3 Analysis); media signed; `presentation` is the export URL path of the study's deck. */
export const Analysis = z.object({
  id: z.string(),
  study_id: z.string(),
  title: z.string(),
  lead: z.string(),
  business_questions: z.array(z.object({ id: z.string(), title: z.string() })),
  cover_image: z.string().nullable(),
  cover_video: MediaUrl.nullable(),
  intro_video: MediaUrl.nullable(),
  key_takeaways: KeyTakeaways.nullable(),
  podcast: Podcast.nullable(),
  presentation: z.string().nullable(),
  showreel: ShowreelRef.nullable(),
  tags: z.array(z.string()),
  categories: z.array(Ref),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** An analysis. */
export type Analysis = z.infer<typeof Analysis>;

/** Query of GET /v3/analyses (SPEC §7): client_id, category_ids, cursor, limit; also study_id. */
export const AnalysesQuery = z.object({
  client_id: ClientIdQuery,
  study_id: Uuid.optional(),
  category_ids: idList('category_ids').optional(),
  cursor: Cursor.optional(),
  limit: Limit,
});
/** Answer of GET /v3/analyses. */
export const AnalysesResponse = cursorResponse(Analysis);
/** Answer of GET /v3/analyses. */
export type AnalysesResponse = z.infer<typeof AnalysesResponse>;
/** Answer of GET /v3/analyses/{id}. */
export const AnalysisResponse = dataResponse(Analysis);
/** Answer of GET /v3/analyses/{id}. */
export type AnalysisResponse = z.infer<typeof AnalysisResponse>;

/** Body of PATCH /v3/analyses/{id} (needs update_study; stale `updated_at`: 409). */
export const UpdateAnalysisBody = z.object({
  client_id: ClientIdQuery,
  updated_at: Timestamp,
  title: Title.optional(),
  lead: LongText.optional(),
  key_takeaways: z
    .object({ title: z.string().max(300), html: LongText })
    .nullable()
    .optional(),
});
/** Body of PATCH /v3/analyses/{id}. */
export type UpdateAnalysisBody = z.infer<typeof UpdateAnalysisBody>;

/** A comma list (or repeated parameter) of short strings, at most `max` items. */
function textList(field: string, max: number, item: z.ZodType<string, string>) {
  return z
    .union([z.string().max(max * 80, { error: `${field} is too long` }), z.array(z.string()).max(max, { error: `${field}: at most ${max} values` })])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item).max(max, { error: `${field}: at most ${max} values` }));
}

const guid = (field: string) => z.guid({ error: `${field} must hold UUIDs separated by commas` });

/**
 * Analyze-results filters (SPEC §3: user, role, language, task, task_options, audience_answer; §9 limits):
 * `user` participant (interview) ids, `role` segment ids, `language` interview language codes, `task` the tasks to
 * chart (default: every chartable task), `task_options` option ids to show (others hidden, totals unchanged),
 * `audience_answer` `taskId:optionId` pairs a participant must have answered (same task: any; different tasks: all).
 */
export const AnalyzeResultsQuery = z
  .object({
    client_id: ClientIdQuery,
    translation: z.enum(['en', 'original'], { error: "translation must be 'en' or 'original'" }).default('en'),
    user: textList('user', FILTER_LIMITS.user, guid('user')).optional(),
    role: textList('role', FILTER_LIMITS.role, guid('role')).optional(),
    language: textList(
      'language',
      FILTER_LIMITS.language,
      z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, { error: 'language must hold language codes' }),
    ).optional(),
    task: textList('task', FILTER_LIMITS.task, guid('task')).optional(),
    task_options: textList('task_options', FILTER_LIMITS.audienceAnswer, z.string().min(1).max(64)).optional(),
    audience_answer: textList(
      'audience_answer',
      FILTER_LIMITS.audienceAnswer,
      z.string().regex(/^[0-9a-fA-F-]{36}:[^,:]{1,64}$/, { error: 'audience_answer must hold taskId:optionId pairs' }),
    ).optional(),
  })
  .refine(({ client_id: _client, translation: _translation, ...lists }) => filterSize(lists) <= FILTER_LIMITS.overall, {
    error: `filters: at most ${FILTER_LIMITS.overall} values in all`,
    path: ['filters'],
  });
/** Analyze-results filters. */
export type AnalyzeResultsQuery = z.infer<typeof AnalyzeResultsQuery>;

/** Answer of GET /studies/{id}/analyze_results: charts of the study under the filters, and how many participants match. */
export const AnalyzeResultsResponse = z.object({
  data: z.object({ charts: z.array(Chart), participants: z.object({ matching: z.number().int(), total: z.number().int() }) }),
});
/** Answer of GET /studies/{id}/analyze_results. */
export type AnalyzeResultsResponse = z.infer<typeof AnalyzeResultsResponse>;

/** Body of POST /v1/insights/export (SPEC §7 Exports): exactly one of `study_id`, `project_id`; texts in `language_code`. */
export const InsightsExportBody = z
  .object({
    client_id: ClientIdQuery,
    study_id: Uuid.optional(),
    project_id: Uuid.optional(),
    language_code: z.enum(['en', 'original'], { error: "language_code must be 'en' or 'original'" }).default('en'),
    public_showreels: z.boolean().default(false),
  })
  .refine((b) => Boolean(b.study_id) !== Boolean(b.project_id), { error: 'give exactly one of study_id and project_id', path: ['study_id'] });
/** Body of POST /v1/insights/export. */
export type InsightsExportBody = z.infer<typeof InsightsExportBody>;

/** State of a study's analysis import (SPEC §4): QUEUED, RUNNING, DONE or ERROR, `progress` 0–100. */
export const AnalysisImport = z.object({
  study_id: z.string(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'ERROR']),
  progress: z.number().int(),
  error: z.string().nullable(),
  message: z.string().nullable(),
});
/** State of a study's analysis import. */
export type AnalysisImport = z.infer<typeof AnalysisImport>;
/** Answer of POST /v3/studies/{id}/import-analyses and its GET. */
export const AnalysisImportResponse = dataResponse(AnalysisImport);
/** Answer of POST /v3/studies/{id}/import-analyses. */
export type AnalysisImportResponse = z.infer<typeof AnalysisImportResponse>;

/**
 * An insight of a story objective: the summary with its supporting quotes in the story quote shape (both languages,
 * the clip's video and subtitles), so every reader, the Consumer included, plays them in place.
 */
export const StoryObjectiveInsight = InsightSummary.extend({ quotes: z.array(StoryQuote) });
/** An insight of a story objective. */
export type StoryObjectiveInsight = z.infer<typeof StoryObjectiveInsight>;

/** An objective of a story's study with its insights, their charts and quotes (SPEC §2 /stories/{story}/objectives, decision 0084). */
export const StoryObjective = ObjectiveInsights.extend({ study_id: z.string(), insights: z.array(StoryObjectiveInsight) });
/** An objective of a story. */
export type StoryObjective = z.infer<typeof StoryObjective>;
/** Answer of GET /v3/stories/{id}/objectives: the business questions of the studies the story's content references. */
export const StoryObjectivesResponse = z.object({ data: z.array(StoryObjective) });
/** Answer of GET /v3/stories/{id}/objectives. */
export type StoryObjectivesResponse = z.infer<typeof StoryObjectivesResponse>;
