/** Boards (SPEC §3 Board; §7 GET /v3/boards, GET /v3/boards/{id}; writes are ours, issue 13). */
import { z } from 'zod';
import { ClientIdQuery, SearchText, Timestamp, Uuid, dataResponse, idList } from './common';
import { HighlightedInterview, StoryVideo } from './story';

/**
 * A board (SPEC §3 Board): `cover_image` a signed URL, `cover_video` with subtitles; `counts` over the stories the
 * reader may see (markets: distinct countries of their interviews); `categories` with their titles (ours).
 */
export const Board = z.object({
  id: z.string(),
  title: z.string(),
  label: z.string().nullable(),
  description: z.string(),
  client_id: z.string(),
  cover_image: z.string().nullable(),
  cover_video: StoryVideo.nullable(),
  counts: z.object({ stories: z.number().int(), markets: z.number().int(), interviews: z.number().int() }),
  categories: z.array(z.object({ id: z.string(), title: z.string() })),
  always_on: z.boolean(),
  highlighted_interviews: z.array(HighlightedInterview),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** A board. */
export type Board = z.infer<typeof Board>;

/** Query of GET /v3/boards: the active client's boards, optionally of some categories (any of them) or matching `q`. */
export const BoardsQuery = z.object({
  client_id: ClientIdQuery,
  category_ids: idList('category_ids').optional(),
  q: SearchText.optional(),
});
/** Query of GET /v3/boards (parsed). */
export type BoardsQuery = z.infer<typeof BoardsQuery>;

/** Answer of GET /v3/boards: `always_on` boards first, then the most recently updated. */
export const BoardsResponse = z.object({ data: z.array(Board) });
/** Answer of GET /v3/boards. */
export type BoardsResponse = z.infer<typeof BoardsResponse>;

/** Answer of GET /v3/boards/{id} (SPEC §7). */
export const BoardResponse = dataResponse(Board);
/** Answer of GET /v3/boards/{id}. */
export type BoardResponse = z.infer<typeof BoardResponse>;

const BoardFields = {
  client_id: ClientIdQuery,
  label: z.string().trim().max(80, { error: 'label must be at most 80 characters' }).nullish(),
  description: z.string().trim().max(2000, { error: 'description must be at most 2000 characters' }).optional(),
  always_on: z.boolean().optional(),
  category_ids: z.array(Uuid).max(50, { error: 'at most 50 categories' }).optional(),
  /** The board's stories: stories of the client moved onto this board (others of the board leave it). */
  story_ids: z.array(Uuid).max(200, { error: 'at most 200 stories' }).optional(),
  highlighted_interview_ids: z.array(Uuid).max(50, { error: 'at most 50 interviews' }).optional(),
  /** The board's cover video: the rendered file of this reel (null clears it). */
  cover_showreel_id: Uuid.nullish(),
};
const BoardTitle = z.string().trim().min(1, { error: 'title is required' }).max(200, { error: 'title must be at most 200 characters' });

/** Body of POST /v3/boards (ours): needs update_study (contracts' canWriteStories). */
export const CreateBoardBody = z.object({ title: BoardTitle, ...BoardFields });
/** Body of POST /v3/boards. */
export type CreateBoardBody = z.infer<typeof CreateBoardBody>;
/** Body of POST /v3/boards as a client sends it. */
export type CreateBoardInput = z.input<typeof CreateBoardBody>;

/** Body of PATCH /v3/boards/{id}: any field; a stale `updated_at` answers 409 and changes nothing. */
export const UpdateBoardBody = z.object({ title: BoardTitle.optional(), ...BoardFields, updated_at: Timestamp });
/** Body of PATCH /v3/boards/{id}. */
export type UpdateBoardBody = z.infer<typeof UpdateBoardBody>;
/** Body of PATCH /v3/boards/{id} as a client sends it. */
export type UpdateBoardInput = z.input<typeof UpdateBoardBody>;
