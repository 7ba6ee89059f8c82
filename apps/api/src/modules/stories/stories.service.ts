/** Story rules (SPEC §3 Story; §7 Stories): every role may read them (the Consumer role sees only stories, SPEC §6). */
import { z } from 'zod';
import { Uuid, type StoriesQuery } from '@insight/contracts';
import type { Database, StoryRow } from '@insight/db';
import { notFound } from '../../core/app-error';
import { EpochMicros, decodeCursor, encodeCursor } from '../../core/pagination';
import { isSegmentGroupVisible } from '../../core/project-visibility';
import * as repo from './stories.repository';

const StoryCursor = z.object({ v: z.literal(1), t: EpochMicros, id: Uuid });

/** A story with its highlighted interviews (in the story's order). */
export type StoryWithInterviews = { story: StoryRow; highlighted: repo.HighlightedInterviewRow[] };

async function withInterviews(db: Database, clientId: string, rows: StoryRow[]): Promise<StoryWithInterviews[]> {
  const ids = [...new Set(rows.flatMap((row) => row.highlightedInterviewIds))];
  const found = new Map((await repo.interviewsByIds(db, clientId, ids)).map((row) => [row.id, row]));
  return rows.map((story) => ({
    story,
    highlighted: story.highlightedInterviewIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : [])),
  }));
}

/** One page of stories, newest first, and the cursor of the next page (null on the last). */
export async function listStories(db: Database, clientId: string, query: StoriesQuery, visibleProjectIds: string[] | null = null) {
  const after = query.cursor ? decodeCursor(query.cursor, StoryCursor) : undefined;
  const rows = await repo.listStories(
    db,
    clientId,
    { boardId: query.board_id, q: query.q || undefined, visibleProjectIds },
    { limit: query.limit + 1, after: after ? { createdAtMicros: after.t, id: after.id } : undefined },
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    stories: await withInterviews(
      db,
      clientId,
      page.map((row) => row.story),
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ v: 1, t: last.key.createdAtMicros, id: last.key.id }) : null,
  };
}

/** One story of the client, of a visible project when it belongs to a segment group (SPEC §6); 404 'Story not found'. */
export async function getStory(db: Database, clientId: string, storyId: string, visibleProjectIds: string[] | null = null): Promise<StoryWithInterviews> {
  const story = await repo.findStory(db, clientId, storyId);
  if (!story || !(await isSegmentGroupVisible(db, story.segmentGroupId, visibleProjectIds))) throw notFound('Story not found');
  const [result] = await withInterviews(db, clientId, [story]);
  return result;
}
