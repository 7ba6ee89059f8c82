/**
 * Showreels (SPEC §3 Showreel, §4 showreel states, §5 last quote, §6 publish_videos / custom_showreel, §7 Showreels
 * v1, v3 and published showreels). Every time inside media (clip start/end, duration, cue times) is in **seconds**.
 */
import { z } from 'zod';
import {
  ClientIdQuery,
  Cursor,
  IdParams,
  Limit,
  PageNumber,
  SearchText,
  Timestamp,
  TranslationParam,
  Uuid,
  VideoUrls,
  cursorResponse,
  dataResponse,
  idList,
  pageResponse,
  Participant,
} from './common';
import { SHOWREEL_SORT_FIELDS, SHOWREEL_STATUSES, SHOWREEL_TYPES } from './enums';
import { LIMITS } from './limits';
import { Quote } from './quote';

/** Most clips one showreel may hold. */
export const MAX_SHOWREEL_CLIPS = 100;

const Seconds = z.number({ error: 'must be a number of seconds' }).finite().nonnegative({ error: 'must not be negative' });

/** One clip of a showreel as written (SPEC §3 quotes[]): quote `id`; `start`/`end` in seconds on the interview's timeline, default the quote's own. */
export const ShowreelClipInput = z.object({ id: Uuid, start: Seconds.optional(), end: Seconds.optional() });
/** One clip as written. */
export type ShowreelClipInput = z.infer<typeof ShowreelClipInput>;

/** The clip edit list as written: order is play order; 1..{@link MAX_SHOWREEL_CLIPS} clips, each quote once. */
export const ShowreelClipsInput = z.array(ShowreelClipInput).max(MAX_SHOWREEL_CLIPS, { error: `at most ${MAX_SHOWREEL_CLIPS} clips` });

/** One clip of a showreel as answered (SPEC §3 quotes[]): quote id, start/end in seconds on the interview's timeline. */
export const ShowreelClip = z.object({ id: z.string(), start: z.number(), end: z.number() });
/** One clip as answered. */
export type ShowreelClip = z.infer<typeof ShowreelClip>;

/** A subtitle cue: start/end in seconds on the timeline it belongs to, plain text. */
export const SubtitleCue = z.object({ start: z.number(), end: z.number(), text: z.string() });
/** A subtitle cue. */
export type SubtitleCue = z.infer<typeof SubtitleCue>;

/**
 * One clip of the playable edit list: play `video_url` (the interview's signed video) from `start` to `end` (seconds,
 * interview time); the clip begins at `offset` seconds on the reel's timeline and lasts `end - start`.
 */
export const EditListClip = z.object({
  quote_id: z.string(),
  interview_id: z.string(),
  video_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  start: z.number(),
  end: z.number(),
  offset: z.number(),
});
/** One clip of the playable edit list. */
export type EditListClip = z.infer<typeof EditListClip>;

/**
 * What a player needs to play the **saved** edit at once, before (or instead of) the rendered file (SPEC §4, §9):
 * play `clips` in order, seeking each interview video to `start` and moving on at `end`; show `subtitles.original`
 * or `subtitles.en` cues, whose times are on the reel's own timeline (0..`duration` seconds), i.e. the same cues
 * the rendered WebVTT files hold. `duration` = sum of clip lengths in seconds.
 */
export const EditList = z.object({
  duration: z.number(),
  clips: z.array(EditListClip),
  subtitles: z.object({ original: z.array(SubtitleCue), en: z.array(SubtitleCue) }),
});
/** The playable edit list of a saved showreel. */
export type EditList = z.infer<typeof EditList>;

/**
 * A showreel (SPEC §3 Showreel). `status` CREATED → PROCESSING → READY, or ERROR with `error` (SPEC §4); `video`
 * URLs (signed, expiring) are the rendered file and its WebVTT tracks, null until the first render is READY (a
 * re-render keeps the previous file until the new one is ready); `duration` in seconds of the saved edit;
 * `quotes` the clip edit list; `edit_list` plays the saved edit straight from the interview videos.
 */
export const Showreel = z.object({
  id: z.string(),
  published: z.boolean(),
  client_id: z.string(),
  study_id: z.string(),
  segment_id: z.string().nullable(),
  project_id: z.string().nullable(),
  type: z.enum(SHOWREEL_TYPES),
  status: z.enum(SHOWREEL_STATUSES),
  error: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  video: VideoUrls,
  duration: z.number().nullable(),
  quotes: z.array(ShowreelClip),
  edit_list: EditList,
  created_at: Timestamp,
  ready_at: Timestamp.nullable(),
  updated_at: Timestamp,
});
/** A showreel. */
export type Showreel = z.infer<typeof Showreel>;

/**
 * A showreel as the public page sees it (SPEC §2 /public/showreels): no tenant or edit details, and of media only the
 * reel's own rendered file, thumbnail and subtitles (null until its render is READY: the page says it is being prepared).
 */
export const PublicShowreel = Showreel.pick({
  id: true,
  published: true,
  title: true,
  description: true,
  status: true,
  thumbnail: true,
  video: true,
  duration: true,
  created_at: true,
  ready_at: true,
  updated_at: true,
}).extend({
  /** Ours (issue 9): who made the research and what it is, for the public page. */
  client_name: z.string(),
  study_title: z.string(),
  /** The clips in order: the participant speaking and the clip's length in seconds. */
  clips: z.array(z.object({ participant: Participant, duration: z.number().nonnegative() })),
});
/** A published showreel for the public page. */
export type PublicShowreel = z.infer<typeof PublicShowreel>;

const ShowreelFilters = {
  client_id: ClientIdQuery,
  study_id: Uuid.optional(),
  segment_ids: idList('segment_ids').optional(),
  project_id: Uuid.optional(),
  search: SearchText.optional(),
  type: z.enum(SHOWREEL_TYPES, { error: 'type must be CURATED or CUSTOM' }).optional(),
  /** Ours (issue 9, home's recent activity): `me` keeps the reels the signed-in user made. */
  created_by: z.literal('me', { error: 'created_by must be me' }).optional(),
  sort_by: z.enum(SHOWREEL_SORT_FIELDS, { error: `sort_by must be one of ${SHOWREEL_SORT_FIELDS.join(', ')}` }).default('created_at'),
  sort_order: z.enum(['asc', 'desc'], { error: 'sort_order must be asc or desc' }).default('desc'),
};

/** Query of GET /v3/showreels (SPEC §7): filters, `search` in title/description, sort, cursor paging (`cursor` from `meta.next_cursor`). */
export const ShowreelsQuery = z.object({ ...ShowreelFilters, cursor: Cursor.optional(), limit: Limit });
/** Query of GET /v3/showreels (parsed). */
export type ShowreelsQuery = z.infer<typeof ShowreelsQuery>;

/** Query of GET /v1/showreels (SPEC §3 List params): same filters, `page`/`per_page` paging. */
export const ShowreelsPageQuery = z.object({
  ...ShowreelFilters,
  page: PageNumber.default(1),
  per_page: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
});
/** Query of GET /v1/showreels (parsed). */
export type ShowreelsPageQuery = z.infer<typeof ShowreelsPageQuery>;

/** Query of single-showreel calls: act for `client_id`. */
export const ShowreelQuery = z.object({ client_id: ClientIdQuery });

/**
 * Body of POST /showreels (SPEC §3 "The v3 showreel writes"): `study_id` and at least one clip are required;
 * `type` CUSTOM (default; needs the study created on/after 2022-10-21 or the client's custom_showreel flag) or CURATED
 * (research team: access_all_clients); `published` needs publish_videos. 400 naming the field, 403 for permissions.
 */
export const CreateShowreelBody = z.object({
  client_id: ClientIdQuery,
  study_id: Uuid,
  segment_id: Uuid.nullish(),
  project_id: Uuid.nullish(),
  type: z.enum(SHOWREEL_TYPES).default('CUSTOM'),
  title: z.string().trim().min(1, { error: 'title is required' }).max(LIMITS.showreelTitleMaxLength),
  description: z.string().max(LIMITS.showreelDescriptionMaxLength).default(''),
  published: z.boolean().default(false),
  quotes: ShowreelClipsInput.min(1, { error: 'a showreel needs at least one quote' }),
});
/** Body of POST /showreels. */
export type CreateShowreelBody = z.infer<typeof CreateShowreelBody>;
/** Body of POST /showreels as a client sends it (fields with defaults may be left out). */
export type CreateShowreelInput = z.input<typeof CreateShowreelBody>;

/**
 * Body of PATCH /showreels/{id}: any of title, description, published (needs publish_videos), quotes (replaces the
 * edit list; the last quote cannot be removed → 400 `quotes`). `updated_at` as last read: when stale the answer is
 * 409 and nothing changes. Changing `quotes` (or `retry: true` on an ERROR reel) queues a new render.
 */
export const UpdateShowreelBody = z.object({
  client_id: ClientIdQuery,
  title: z.string().trim().min(1, { error: 'title is required' }).max(LIMITS.showreelTitleMaxLength).optional(),
  description: z.string().max(LIMITS.showreelDescriptionMaxLength).optional(),
  published: z.boolean().optional(),
  quotes: ShowreelClipsInput.optional(),
  updated_at: Timestamp.optional(),
  retry: z.boolean().optional(),
});
/** Body of PATCH /showreels/{id}. */
export type UpdateShowreelBody = z.infer<typeof UpdateShowreelBody>;
/** Body of PATCH /showreels/{id} as a client sends it. */
export type UpdateShowreelInput = z.input<typeof UpdateShowreelBody>;

/** Params `{id}` of a showreel. */
export const ShowreelParams = IdParams;

/** Answer of GET/POST/PATCH of one showreel. */
export const ShowreelResponse = dataResponse(Showreel);
/** Answer of one showreel. */
export type ShowreelResponse = z.infer<typeof ShowreelResponse>;

/** Answer of GET /v3/showreels (cursor list). */
export const ShowreelsResponse = cursorResponse(Showreel);
/** Answer of GET /v3/showreels. */
export type ShowreelsResponse = z.infer<typeof ShowreelsResponse>;

/** Answer of GET /v1/showreels (page list). */
export const ShowreelsPageResponse = pageResponse(Showreel);
/** Answer of GET /v1/showreels. */
export type ShowreelsPageResponse = z.infer<typeof ShowreelsPageResponse>;

/** Query of GET /showreels/{id}/quotes: `translation` of the quote texts. */
export const ShowreelQuotesQuery = z.object({ client_id: ClientIdQuery, translation: TranslationParam });

/** A quote of a showreel in play order, with its clip (`clip.start`/`clip.end` seconds, interview time; `clip.position` from 0). */
export const ShowreelQuote = Quote.extend({ clip: z.object({ start: z.number(), end: z.number(), position: z.number().int() }) });
/** A quote of a showreel. */
export type ShowreelQuote = z.infer<typeof ShowreelQuote>;

/** Answer of GET /showreels/{id}/quotes. */
export const ShowreelQuotesResponse = z.object({ data: z.array(ShowreelQuote) });
/** Answer of GET /showreels/{id}/quotes. */
export type ShowreelQuotesResponse = z.infer<typeof ShowreelQuotesResponse>;

/** Body of POST /v1/public/published_showreels (publish; needs publish_videos): the showreel id as `showreel_id` (or `id`). */
export const PublishShowreelBody = z
  .object({ showreel_id: Uuid.optional(), id: Uuid.optional(), client_id: ClientIdQuery })
  .refine((body) => Boolean(body.showreel_id ?? body.id), { error: 'showreel_id is required', path: ['showreel_id'] });
/** Body of POST /v1/public/published_showreels. */
export type PublishShowreelBody = z.infer<typeof PublishShowreelBody>;

/** Query of GET /v1/published_showreels (SPEC §3 Published-showreel params). */
export const PublishedShowreelsQuery = z.object({
  client_id: ClientIdQuery,
  study_id: Uuid.optional(),
  insight_id: Uuid.optional(),
  project_id: Uuid.optional(),
});
/** Query of GET /v1/published_showreels (parsed). */
export type PublishedShowreelsQuery = z.infer<typeof PublishedShowreelsQuery>;

/** Answer of GET /v1/published_showreels. */
export const PublishedShowreelsResponse = z.object({ data: z.array(Showreel) });

/** Answer of the public GET /v1/public/published_showreels/{id}; 404 "The specified showreel doesn't exist, or isn't published." otherwise. */
export const PublicShowreelResponse = dataResponse(PublicShowreel);
/** Answer of the public showreel read. */
export type PublicShowreelResponse = z.infer<typeof PublicShowreelResponse>;

/** Subtitles of a showreel download (issue 9): none (the rendered file), or burned into the picture in the original language or English. */
export const DownloadSubtitles = z.enum(['none', 'original', 'en']);
/** Subtitles of a showreel download. */
export type DownloadSubtitles = z.infer<typeof DownloadSubtitles>;

/** Query of GET /v3/showreels/{id}/download: which file, and the client. */
export const ShowreelDownloadQuery = z.object({ subtitles: DownloadSubtitles.default('none'), client_id: ClientIdQuery });

/** Body of POST /v3/showreels/{id}/download: prepare (burn in and cache) the file with these subtitles. */
export const ShowreelDownloadBody = z.object({ subtitles: DownloadSubtitles, client_id: ClientIdQuery });

/**
 * A showreel download (issue 9): READY with a signed `url` to the MP4 in the reel's rendered (source) resolution;
 * PREPARING while the job burns the subtitles in; NOT_PREPARED before anyone asked for that file; ERROR with the reason.
 */
export const ShowreelDownload = z.object({
  subtitles: DownloadSubtitles,
  status: z.enum(['READY', 'PREPARING', 'NOT_PREPARED', 'ERROR']),
  url: z.string().nullable(),
  error: z.string().nullable(),
});
/** A showreel download. */
export type ShowreelDownload = z.infer<typeof ShowreelDownload>;

/** Answer of GET and POST /v3/showreels/{id}/download. */
export const ShowreelDownloadResponse = dataResponse(ShowreelDownload);
