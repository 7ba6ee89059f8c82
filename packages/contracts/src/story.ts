/** Stories (SPEC §3 Story; §7 GET /v3/stories/{id}; a list read for the stories page). */
import { z } from 'zod';
import { ClientIdQuery, Cursor, Limit, Participant, SearchText, SubtitleTrack, Timestamp, Uuid, cursorResponse, dataResponse, idList } from './common';
import { STORY_STATES } from './enums';
import { Showreel } from './showreel';
import { sanitizeStoryDocument, type StoryDocument } from './story-document';

/** Query of GET /v3/stories: the active client's stories, optionally of one board, newest first. */
export const StoriesQuery = z.object({
  client_id: ClientIdQuery,
  board_id: Uuid.optional(),
  segment_group_id: Uuid.optional(),
  q: SearchText.optional(),
  /** Stories carrying this tag (exact title, case-insensitive). */
  tag: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  cursor: Cursor.optional(),
  limit: Limit,
});
/** Query of GET /v3/stories (parsed). */
export type StoriesQuery = z.infer<typeof StoriesQuery>;

/**
 * A video on a story or board (SPEC §3 cover_video {url, duration}): signed `url`, `duration` in seconds, and ours:
 * `thumbnail` and the WebVTT `subtitles` in the original language and English (null when the file has none).
 */
export const StoryVideo = z.object({
  url: z.string(),
  duration: z.number().nonnegative().nullable(),
  thumbnail: z.string().nullable(),
  language: z.string().nullable(),
  subtitles: z.object({ en: SubtitleTrack, original: SubtitleTrack }),
});
/** A video on a story or board. */
export type StoryVideo = z.infer<typeof StoryVideo>;

/** Kinds of things a story highlight (slide) links to (polish issue: highlights link to their insight, quote or study). */
export const STORY_SLIDE_LINK_TYPES = ['insight', 'quote', 'study'] as const;

/** What a slide links to: an insight, quote or study of the client, with the study it lives in. */
export const StorySlideLink = z.object({ type: z.enum(STORY_SLIDE_LINK_TYPES), id: z.string(), study_id: z.string() });
/** What a slide links to. */
export type StorySlideLink = z.infer<typeof StorySlideLink>;

/** A story slide (SPEC §3 Story slides: id, label, title, description, cover_video; ours: link). */
export const StorySlide = z.object({
  id: z.string(),
  label: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  cover_video: StoryVideo.nullable(),
  link: StorySlideLink.nullable(),
});
/** A story slide. */
export type StorySlide = z.infer<typeof StorySlide>;

/**
 * An interview highlighted on a story or board: `thumbnail` a signed URL, `duration` in seconds; ours: `study_id` (to
 * open it) and `video` to play it in place (Consumers may not open study pages).
 */
export const HighlightedInterview = z.object({
  id: z.string(),
  study_id: z.string(),
  thumbnail: z.string().nullable(),
  duration: z.number().nonnegative(),
  participant: Participant,
  video: StoryVideo.nullable(),
});
/** An interview highlighted on a story or board. */
export type HighlightedInterview = z.infer<typeof HighlightedInterview>;

/**
 * Rich-text story content (SPEC §3) as answered: a TipTap/ProseMirror JSON document of the nodes in story-document.ts
 * (headings, paragraphs, lists, quotes, showreel and quote blocks), already cleaned and without blocks the reader may not see.
 */
export const RichTextDocument = z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) });
/** A rich-text document. */
export type RichTextDocument = z.infer<typeof RichTextDocument>;

/**
 * Story content as written: checked strictly by {@link sanitizeStoryDocument} (unknown nodes, marks, unsafe links,
 * malformed block ids → 400 naming `story_content.<path>`), and answered cleaned.
 */
export const StoryDocumentInput = z.unknown().transform((value, ctx): StoryDocument => {
  const { document, problems } = sanitizeStoryDocument(value, { strict: true });
  for (const p of problems.slice(0, 5)) ctx.addIssue({ code: 'custom', message: p.reason, path: p.path.split('.').filter(Boolean) });
  return document;
});

/** A showreel shown by a story's showreel block (signed-in readers): plays its saved edit list, or its rendered file once READY, with subtitles. */
export const StoryShowreel = Showreel.pick({
  id: true,
  published: true,
  title: true,
  description: true,
  status: true,
  thumbnail: true,
  video: true,
  duration: true,
  edit_list: true,
  study_id: true,
  created_at: true,
  ready_at: true,
  updated_at: true,
});
/** A showreel of a story block. */
export type StoryShowreel = z.infer<typeof StoryShowreel>;

/**
 * A quote shown by a story's quote block, in both languages, with its clip: `video` the interview's video (signed)
 * and subtitles, played from `start` to `end` (seconds of the interview).
 */
export const StoryQuote = z.object({
  id: z.string(),
  content_original: z.string(),
  content_en: z.string().nullable(),
  language: z.string(),
  participant: Participant,
  study_id: z.string(),
  interview_id: z.string(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  video: StoryVideo.nullable(),
});
/** A quote of a story block. */
export type StoryQuote = z.infer<typeof StoryQuote>;

/** A story (SPEC §3 Story); media URLs are signed. */
export const Story = z.object({
  id: z.string(),
  client_id: z.string(),
  board_id: z.string().nullable(),
  segment_group_id: z.string().nullable(),
  state: z.enum(STORY_STATES),
  title: z.string(),
  story_content: RichTextDocument.nullable(),
  slides: z.array(StorySlide),
  tags: z.array(z.string()),
  counts: z.object({ interviews: z.number().int(), markets: z.number().int() }),
  highlighted_interviews: z.array(HighlightedInterview),
  cover_video: StoryVideo.nullable(),
  participant_cover_video: StoryVideo.nullable(),
  /** The showreels and quotes of the content's blocks the reader may see (the others are left out of the content). */
  showreels: z.array(StoryShowreel),
  quotes: z.array(StoryQuote),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** A story. */
export type Story = z.infer<typeof Story>;

/** Answer of GET /v3/stories. */
export const StoriesResponse = cursorResponse(Story);
/** Answer of GET /v3/stories. */
export type StoriesResponse = z.infer<typeof StoriesResponse>;

/** Answer of GET /v3/stories/{id} (SPEC §7). */
export const StoryResponse = dataResponse(Story);
/** Answer of GET /v3/stories/{id}. */
export type StoryResponse = z.infer<typeof StoryResponse>;

const StoryTitle = z.string().trim().min(1, { error: 'title is required' }).max(200, { error: 'title must be at most 200 characters' });
const ShortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/** A slide as written: `id` kept across edits (new slides get one), `cover_showreel_id` a reel of the client whose file is its video. */
export const StorySlideInput = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  label: ShortText(80).nullish(),
  title: ShortText(200).min(1, { error: 'slide title is required' }),
  description: ShortText(2000).nullish(),
  cover_showreel_id: Uuid.nullish(),
  /** Keep the current cover video (as read) when no reel is chosen. */
  keep_cover_video: z.boolean().optional(),
  link: z.object({ type: z.enum(STORY_SLIDE_LINK_TYPES), id: Uuid }).nullish(),
});
/** A slide as written. */
export type StorySlideInput = z.infer<typeof StorySlideInput>;

const StoryFields = {
  client_id: ClientIdQuery,
  story_content: StoryDocumentInput.optional(),
  slides: z.array(StorySlideInput).max(30, { error: 'at most 30 slides' }).optional(),
  tags: z.array(ShortText(100).min(1)).max(30, { error: 'at most 30 tags' }).optional(),
  board_id: Uuid.nullish(),
  segment_group_id: Uuid.nullish(),
  /** The story's cover: the rendered file of this reel (null clears it). */
  cover_showreel_id: Uuid.nullish(),
  participant_cover_showreel_id: Uuid.nullish(),
  highlighted_interview_ids: idList('highlighted_interview_ids').optional(),
};

/** Body of POST /v3/stories (ours; issue 13): a new story of the client; needs update_study (contracts' canWriteStories). */
export const CreateStoryBody = z.object({ title: StoryTitle, ...StoryFields });
/** Body of POST /v3/stories. */
export type CreateStoryBody = z.infer<typeof CreateStoryBody>;
/** Body of POST /v3/stories as a client sends it. */
export type CreateStoryInput = z.input<typeof CreateStoryBody>;

/** Body of PATCH /v3/stories/{id}: any field; `updated_at` as last read — when stale the answer is 409 and nothing changes. */
export const UpdateStoryBody = z.object({ title: StoryTitle.optional(), ...StoryFields, updated_at: Timestamp });
/** Body of PATCH /v3/stories/{id}. */
export type UpdateStoryBody = z.infer<typeof UpdateStoryBody>;
/** Body of PATCH /v3/stories/{id} as a client sends it. */
export type UpdateStoryInput = z.input<typeof UpdateStoryBody>;
