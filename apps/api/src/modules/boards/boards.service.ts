/**
 * Board rules (SPEC §3 Board; §7 Boards; writes are ours, issue 13): every role reads the client's boards (the web shows
 * them behind the boards flag or the client's setting); users holding update_study write them (decision 0081). Counts
 * cover only the stories the reader may see.
 */
import type { BoardsQuery, CreateBoardBody, UpdateBoardBody } from '@insight/contracts';
import type { BoardRow, Database, boards } from '@insight/db';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import {
  countriesOfSegmentGroups,
  interviewsByIds,
  reelAsVideo,
  requireStoryWrite,
  storiesOfBoards,
  videoFilesByKeys,
  videoKeysOf,
  type HighlightedInterviewRow,
  type VideoFileInfo,
} from '../stories';
import * as repo from './boards.repository';

/** A board with what its answer needs: categories, counts over visible stories, highlighted interviews, video details. */
export type BoardView = {
  board: BoardRow;
  categories: { id: string; title: string }[];
  counts: { stories: number; markets: number; interviews: number };
  highlighted: HighlightedInterviewRow[];
  videos: Map<string, VideoFileInfo>;
};

async function viewsOf(db: Database, clientId: string, rows: BoardRow[], projectIds: string[] | null): Promise<BoardView[]> {
  const ids = rows.map((r) => r.id);
  const [categoryRows, storyRows, interviews] = await Promise.all([
    repo.categoriesOfBoards(db, clientId, ids),
    storiesOfBoards(db, clientId, ids, projectIds),
    interviewsByIds(db, clientId, [...new Set(rows.flatMap((r) => r.highlightedInterviewIds))], projectIds),
  ]);
  const countries = await countriesOfSegmentGroups(db, clientId, [...new Set(storyRows.flatMap((s) => (s.segmentGroupId ? [s.segmentGroupId] : [])))]);
  const byId = new Map(interviews.map((i) => [i.id, i]));
  const videos = await videoFilesByKeys(db, clientId, [
    ...videoKeysOf(rows.map((r) => r.coverVideo)),
    ...interviews.flatMap((i) => (i.videoKey ? [i.videoKey] : [])),
  ]);
  return rows.map((board) => {
    const mine = storyRows.filter((s) => s.boardId === board.id);
    const markets = new Set(mine.flatMap((s) => (s.segmentGroupId ? (countries.get(s.segmentGroupId) ?? []) : [])));
    return {
      board,
      categories: categoryRows.filter((c) => c.boardId === board.id).map(({ id, title }) => ({ id, title })),
      counts: {
        stories: mine.length,
        interviews: mine.reduce((sum, s) => sum + s.counts.interviews, 0),
        markets: Math.max(markets.size, ...mine.map((s) => s.counts.markets), 0),
      },
      highlighted: board.highlightedInterviewIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
      videos,
    };
  });
}

/** The client's boards (`always_on` first, then the most recently updated), optionally in any of the categories or matching `q`. */
export async function listBoards(db: Database, clientId: string, projectIds: string[] | null, query: BoardsQuery): Promise<BoardView[]> {
  const rows = await repo.listBoards(db, clientId, { categoryIds: query.category_ids, q: query.q || undefined });
  return viewsOf(db, clientId, rows, projectIds);
}

const boardNotFound = () => notFound('Board not found');

/** One board of the client; 404 'Board not found'. */
export async function getBoard(db: Database, clientId: string, projectIds: string[] | null, id: string): Promise<BoardView> {
  const row = await repo.findBoard(db, clientId, id);
  if (!row) throw boardNotFound();
  const [view] = await viewsOf(db, clientId, [row], projectIds);
  return view;
}

type BoardFields = Omit<CreateBoardBody, 'title' | 'client_id'>;

async function valuesOf(db: Database, clientId: string, projectIds: string[] | null, body: BoardFields) {
  const values: Partial<typeof boards.$inferInsert> = {};
  const categoryIds = body.category_ids ? [...new Set(body.category_ids)] : null;
  const storyIds = body.story_ids ? [...new Set(body.story_ids)] : null;
  if (categoryIds && (await repo.countOfClient(db, clientId, 'categories', categoryIds)) !== categoryIds.length) throw notFound('Category not found');
  if (storyIds && (await repo.countOfClient(db, clientId, 'stories', storyIds)) !== storyIds.length) throw notFound('Story not found');
  if (body.highlighted_interview_ids) {
    const unique = [...new Set(body.highlighted_interview_ids)];
    if ((await interviewsByIds(db, clientId, unique, null)).length !== unique.length) throw notFound('Interview not found');
    values.highlightedInterviewIds = unique;
  }
  if (body.label !== undefined) values.label = body.label || null;
  if (body.description !== undefined) values.description = body.description;
  if (body.always_on !== undefined) values.alwaysOn = body.always_on;
  if (body.cover_showreel_id !== undefined) {
    values.coverVideo = body.cover_showreel_id ? await reelAsVideo(db, clientId, projectIds, body.cover_showreel_id, 'cover_showreel_id') : null;
  }
  return { values, links: { categoryIds, storyIds } };
}

/** Creates a board (POST /v3/boards): 403 without update_study; ids of other clients 404. */
export async function createBoard(db: Database, viewer: Viewer, clientId: string, projectIds: string[] | null, body: CreateBoardBody): Promise<BoardView> {
  requireStoryWrite(viewer);
  const { values, links } = await valuesOf(db, clientId, projectIds, body);
  const id = await repo.insertBoard(db, { ...values, clientId, title: body.title }, links);
  return getBoard(db, clientId, projectIds, id);
}

const staleBoard = () => new AppError('CONFLICT', 'The board was changed by someone else; reload it and apply your edit again');

/** Applies PATCH /v3/boards/{id}: 403 without update_study, 404 unknown, 409 when `updated_at` is stale (nothing changes). */
export async function updateBoard(
  db: Database,
  viewer: Viewer,
  clientId: string,
  projectIds: string[] | null,
  id: string,
  body: UpdateBoardBody,
): Promise<BoardView> {
  requireStoryWrite(viewer);
  const current = await repo.findBoard(db, clientId, id);
  if (!current) throw boardNotFound();
  const expected = new Date(body.updated_at);
  if (Math.floor(current.updatedAt.getTime()) !== expected.getTime()) throw staleBoard();
  const { values, links } = await valuesOf(db, clientId, projectIds, body);
  if (body.title !== undefined) values.title = body.title;
  if (!(await repo.updateBoard(db, clientId, id, values, links, expected))) throw staleBoard();
  return getBoard(db, clientId, projectIds, id);
}

/** Deletes a board (DELETE /v3/boards/{id}); its stories stay without a board. 403 without update_study, 404 unknown. */
export async function deleteBoard(db: Database, viewer: Viewer, clientId: string, id: string): Promise<void> {
  requireStoryWrite(viewer);
  if (!(await repo.deleteBoard(db, clientId, id))) throw boardNotFound();
}
