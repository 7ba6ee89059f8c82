/**
 * The closed value lists of SPEC §3 and §4, shared by the database schema (TypeScript column
 * types and CHECK constraints), the zod contracts and the web app.
 */

/** User status (SPEC §3 User, §4): invited users are Pending until they register. */
export const USER_STATUSES = ['Active', 'Pending'] as const;

/**
 * The auth action of an OpenID Connect round trip (SPEC §3 'auth action_type is login or register'): a first sign-in
 * of an invited address registers the account, any later one logs in. The API's callback hands it to the web in
 * `?action_type=` of /login.
 */
export const AUTH_ACTION_TYPES = ['login', 'register'] as const;
/** One auth action type. */
export type AuthActionType = (typeof AUTH_ACTION_TYPES)[number];

/** Study status (SPEC §3 Study: IMPORTED, IN_PROGRESS seen; DRAFT for editable drafts, SPEC §4). */
export const STUDY_STATUSES = ['IMPORTED', 'IN_PROGRESS', 'DRAFT'] as const;

/** Study display status (SPEC §3 Study, §4): COMPLETED means the study counts as completed. */
export const STUDY_DISPLAY_STATUSES = ['IN_PREPARATION', 'COMPLETED'] as const;

/** Where a study's interviews come from (SPEC §3 Study data_source). */
export const DATA_SOURCES = ['UPLOAD', 'CAPTURE', 'MODERATED'] as const;
/** One study data source. */
export type DataSource = (typeof DATA_SOURCES)[number];

/** Study audience kinds (SPEC §3 Study). */
export const AUDIENCES = ['BUSINESS_PROFESSIONALS', 'PRIVATE_CUSTOMERS'] as const;

/** Recruitment methods of a study (SPEC §3 Study recruit_method includes SELF_RECRUIT). */
export const RECRUIT_METHODS = ['SELF_RECRUIT', 'SPECIALIST'] as const;

/** Recruitment item methods (SPEC §3 Recruitment item). */
export const RECRUITMENT_ITEM_METHODS = ['SHAREABLE_LINK', 'SPECIALIST'] as const;

/** Recording devices of a recruitment item (SPEC §3: DESKTOP, MOBILE; the interface also offers BOTH). */
export const DEVICES = ['DESKTOP', 'MOBILE', 'BOTH'] as const;

/** Task (question) types (SPEC §3 Task types). */
export const TASK_TYPES = [
  'TEXT_ONLY',
  'FREE_TEXT',
  'CHECKBOX',
  'RADIO',
  'OBSERVATION',
  'SUBTASKS',
  'SCORING',
  'NUMBER',
  'OPEN_LIST',
  'NUMBER_RANGE',
  'MOBILE_APP_SETUP',
] as const;
/** One task type. */
export type TaskType = (typeof TASK_TYPES)[number];

/** Task options types (SPEC §3 Task options_type). */
export const TASK_OPTIONS_TYPES = ['TEXT_ONLY', 'SUBTASKS'] as const;

/** Study material kinds (SPEC §3 Study material; FILE_LINK means any). */
export const STUDY_MATERIAL_KINDS = ['FILE', 'LINK', 'FILE_LINK'] as const;

/** Showreel types (SPEC §3 Showreel). */
export const SHOWREEL_TYPES = ['CURATED', 'CUSTOM'] as const;
/** One showreel type. */
export type ShowreelType = (typeof SHOWREEL_TYPES)[number];

/** Showreel statuses (SPEC §3, §4 Showreel). */
export const SHOWREEL_STATUSES = ['CREATED', 'PROCESSING', 'READY', 'ERROR'] as const;
/** One showreel status. */
export type ShowreelStatus = (typeof SHOWREEL_STATUSES)[number];

/** Story states (SPEC §3 Story: POPULATED seen; DRAFT is ours for stories still being written). */
export const STORY_STATES = ['DRAFT', 'POPULATED'] as const;

/** Which text of a quote or transcript to answer (SPEC §3 Quote: original and en). */
export const TRANSLATIONS = ['original', 'en'] as const;
/** One translation choice. */
export type Translation = (typeof TRANSLATIONS)[number];

/** Content languages of the sample content (SPEC §1), as ISO 639-1 codes. */
export const CONTENT_LANGUAGES = ['en', 'da', 'es', 'de', 'sv'] as const;

/** `sort_by` of the showreel lists (SPEC §3 List params), in the web's menu order. */
export const SHOWREEL_SORT_FIELDS = ['title', 'description', 'created_at', 'updated_at'] as const;
/** One showreel sort field. */
export type ShowreelSortField = (typeof SHOWREEL_SORT_FIELDS)[number];

/** Who sees a note on an interview (issue 14): PRIVATE only its author, TEAM every researcher of the client who sees the study. */
export const NOTE_VISIBILITIES = ['PRIVATE', 'TEAM'] as const;

/** How the words of a quote search combine (SPEC §2 Quotes `search_mode`): every word (default), the exact phrase, or any word. */
export const QUOTE_SEARCH_MODES = ['all', 'phrase', 'any'] as const;
/** One quote search mode. */
export type QuoteSearchMode = (typeof QUOTE_SEARCH_MODES)[number];

/** Orders of the quote list (issue 15): relevance (with search; else interview order), newest first, by study, longest first. */
export const QUOTE_SORTS = ['relevance', 'date', 'study', 'duration'] as const;
/** One quote list order. */
export type QuoteSort = (typeof QUOTE_SORTS)[number];
