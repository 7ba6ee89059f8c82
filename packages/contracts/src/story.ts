/** Stories (SPEC §3 Story; §7 GET /v3/stories/{id}; a list read for the stories page). */
import { z } from 'zod';
import { ClientIdQuery, Cursor, Limit, MediaUrl, Participant, SearchText, Timestamp, Uuid, cursorResponse, dataResponse } from './common';
import { STORY_STATES } from './enums';

/** Query of GET /v3/stories: the active client's stories, optionally of one board, newest first. */
export const StoriesQuery = z.object({
  client_id: ClientIdQuery,
  board_id: Uuid.optional(),
  q: SearchText.optional(),
  cursor: Cursor.optional(),
  limit: Limit,
});
/** Query of GET /v3/stories (parsed). */
export type StoriesQuery = z.infer<typeof StoriesQuery>;

/** A story slide (SPEC §3 Story slides: id, label, title, description, cover_video). */
export const StorySlide = z.object({
  id: z.string(),
  label: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  cover_video: MediaUrl.nullable(),
});
/** A story slide. */
export type StorySlide = z.infer<typeof StorySlide>;

/** An interview highlighted on a story or board card: `thumbnail` a signed URL, `duration` in seconds. */
export const HighlightedInterview = z.object({
  id: z.string(),
  thumbnail: z.string().nullable(),
  duration: z.number().nonnegative(),
  participant: Participant,
});
/** An interview highlighted on a story or board. */
export type HighlightedInterview = z.infer<typeof HighlightedInterview>;

/** Rich-text story content (SPEC §3): a TipTap/ProseMirror JSON document with headings, paragraphs and showreel blocks. */
export const RichTextDocument = z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()).optional() });
/** A rich-text document. */
export type RichTextDocument = z.infer<typeof RichTextDocument>;

/** A story (SPEC §3 Story); media URLs are signed. */
export const Story = z.object({
  id: z.string(),
  client_id: z.string(),
  board_id: z.string().nullable(),
  state: z.enum(STORY_STATES),
  title: z.string(),
  story_content: RichTextDocument.nullable(),
  slides: z.array(StorySlide),
  tags: z.array(z.string()),
  counts: z.object({ interviews: z.number().int(), markets: z.number().int() }),
  highlighted_interviews: z.array(HighlightedInterview),
  cover_video: MediaUrl.nullable(),
  participant_cover_video: MediaUrl.nullable(),
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
