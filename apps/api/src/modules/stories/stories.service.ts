/**
 * Story rules (SPEC §3 Story; §7 Stories; writes are ours, issue 13): every role reads them (the Consumer role sees only
 * stories, SPEC §6); users holding update_study write them (contracts' canWriteStories, decision 0081). The document is
 * cleaned on write (strictly) and on read; blocks whose reel or quote the reader may not see are left out.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  Uuid,
  canWriteStories,
  sanitizeStoryDocument,
  storyBlockIds,
  withVisibleBlocks,
  type CreateStoryBody,
  type StoriesQuery,
  type StoryDocument,
  type Translation,
  type UpdateStoryBody,
} from '@insight/contracts';
import type { Database, MediaRefJson, StoryRow, StorySlideJson, stories } from '@insight/db';
import { AppError, forbidden, invalidField, notFound } from '../../core/app-error';
import { EpochMicros, decodeCursor, encodeCursor } from '../../core/pagination';
import { isSegmentGroupVisible, isStudyVisible } from '../../core/project-visibility';
import type { Viewer } from '../../core/viewer';
import { objectiveInsightsOfStudies } from '../findings';
import { findVisibleShowreels } from '../showreels';
import * as repo from './stories.repository';

const StoryCursor = z.object({ v: z.literal(1), t: EpochMicros, id: Uuid });

/** What a story answer needs besides the row: highlighted interviews, video file details, and (detail only) its blocks. */
export type StoryView = {
  story: StoryRow;
  document: StoryDocument | null;
  highlighted: repo.HighlightedInterviewRow[];
  videos: Map<string, repo.VideoFileInfo>;
  reels: Awaited<ReturnType<typeof findVisibleShowreels>>;
  quotes: repo.StoryQuoteRow[];
  slideLinks: Map<string, string>;
};

const NO_REELS: StoryView['reels'] = { rows: [], transcripts: new Map() };

/** Storage keys of the videos of `rows` (covers and slides), for {@link repo.videoFilesByKeys}. */
export function videoKeysOf(refs: (MediaRefJson | null | undefined)[]): string[] {
  return [...new Set(refs.flatMap((ref) => (ref?.key ? [ref.key] : [])))];
}

async function viewsOf(db: Database, clientId: string, rows: StoryRow[], projectIds: string[] | null, detail: boolean): Promise<StoryView[]> {
  const ids = [...new Set(rows.flatMap((row) => row.highlightedInterviewIds))];
  const found = new Map((await repo.interviewsByIds(db, clientId, ids, projectIds)).map((row) => [row.id, row]));
  const refs = rows.flatMap((row) => [row.coverVideo, row.participantCoverVideo, ...row.slides.map((s) => s.cover_video)]);
  const videos = await repo.videoFilesByKeys(db, clientId, [...videoKeysOf(refs), ...[...found.values()].flatMap((i) => (i.videoKey ? [i.videoKey] : []))]);
  return Promise.all(
    rows.map(async (story) => {
      const highlighted = story.highlightedInterviewIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
      if (!detail) return { story, document: null, highlighted, videos, reels: NO_REELS, quotes: [], slideLinks: new Map() };
      const cleaned = sanitizeStoryDocument(story.storyContent ?? { type: 'doc', content: [] }).document;
      const { showreelIds, quoteIds } = storyBlockIds(cleaned);
      const [reels, quotes, slideLinks] = await Promise.all([
        findVisibleShowreels(db, clientId, projectIds, showreelIds),
        repo.quotesByIds(db, clientId, quoteIds, projectIds),
        repo.slideLinkTargets(
          db,
          clientId,
          story.slides.flatMap((s) => (s.link ? [s.link] : [])),
        ),
      ]);
      const reelIds = new Set(reels.rows.map((r) => r.id));
      const quoteSet = new Set(quotes.map((q) => q.id));
      const document = withVisibleBlocks(cleaned, (type, id) => (type === 'showreel' ? reelIds.has(id) : quoteSet.has(id)));
      const quoteVideos = await repo.videoFilesByKeys(
        db,
        clientId,
        videoKeysOf(quotes.map((q) => (q.interview.videoKey ? { key: q.interview.videoKey, duration: null } : null))),
      );
      for (const [key, info] of quoteVideos) videos.set(key, info);
      return { story, document, highlighted, videos, reels, quotes, slideLinks };
    }),
  );
}

/** One page of stories (without their content: read the story for it), newest first, and the next page's cursor (null on the last). */
export async function listStories(db: Database, clientId: string, query: StoriesQuery, visibleProjectIds: string[] | null = null) {
  const after = query.cursor ? decodeCursor(query.cursor, StoryCursor) : undefined;
  const rows = await repo.listStories(
    db,
    clientId,
    { boardId: query.board_id, segmentGroupId: query.segment_group_id, q: query.q || undefined, tag: query.tag || undefined, visibleProjectIds },
    { limit: query.limit + 1, after: after ? { createdAtMicros: after.t, id: after.id } : undefined },
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    stories: await viewsOf(
      db,
      clientId,
      page.map((row) => row.story),
      visibleProjectIds,
      false,
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ v: 1, t: last.key.createdAtMicros, id: last.key.id }) : null,
  };
}

const storyNotFound = () => notFound('Story not found');

async function findVisible(db: Database, clientId: string, storyId: string, visibleProjectIds: string[] | null): Promise<StoryRow> {
  const story = await repo.findStory(db, clientId, storyId);
  if (!story || !(await isSegmentGroupVisible(db, story.segmentGroupId, visibleProjectIds))) throw storyNotFound();
  return story;
}

/** One story of the client, of a visible project when it belongs to a segment group (SPEC §6); 404 'Story not found'. */
export async function getStory(db: Database, clientId: string, storyId: string, visibleProjectIds: string[] | null = null): Promise<StoryView> {
  const story = await findVisible(db, clientId, storyId, visibleProjectIds);
  const [view] = await viewsOf(db, clientId, [story], visibleProjectIds, true);
  return view;
}

/**
 * Ids of the studies a story's content references and the reader may see (SPEC §2 /stories/{story}/objectives, decision
 * 0084): its showreel and quote blocks, its slides' linked insights, quotes and studies, its highlighted interviews.
 * 404 'Story not found' when the story is not the client's or not visible.
 */
export async function storyStudyIds(db: Database, clientId: string, storyId: string, projectIds: string[] | null): Promise<string[]> {
  const view = await getStory(db, clientId, storyId, projectIds);
  const referenced = [
    ...view.reels.rows.map((r) => r.studyId),
    ...view.quotes.map((q) => q.studyId),
    ...view.highlighted.map((i) => i.studyId),
    ...view.slideLinks.values(),
  ];
  const unique = [...new Set(referenced)];
  const visible = await Promise.all(unique.map((id) => isStudyVisible(db, id, projectIds)));
  return unique.filter((_, i) => visible[i]);
}

/** 403 unless the viewer may write stories and boards (contracts' canWriteStories). */
export function requireStoryWrite(viewer: Viewer): void {
  if (!canWriteStories(viewer.permissions)) throw forbidden('Only users who may update studies can write stories and boards');
}

/** A reel of the client as a stored video reference: 404 for an unknown reel, 400 naming `field` while it has no video file. */
export async function reelAsVideo(db: Database, clientId: string, projectIds: string[] | null, id: string, field: string): Promise<MediaRefJson> {
  const reel = await repo.reelFile(db, clientId, id, projectIds);
  if (!reel) throw notFound('Showreel not found');
  if (!reel.videoKey) throw invalidField(field, 'the showreel has no video file yet; choose it once it is rendered');
  return { key: reel.videoKey, duration: reel.duration, thumbnailKey: reel.thumbnailKey };
}

type StoryFields = Omit<CreateStoryBody, 'title' | 'client_id'>;

/** Checks every id a write names belongs to the client (404 otherwise) and turns the body into column values. */
async function valuesOf(db: Database, clientId: string, projectIds: string[] | null, body: StoryFields, current: StoryRow | null) {
  const values: Partial<typeof stories.$inferInsert> = {};
  if (body.board_id !== undefined) {
    if (body.board_id && !(await repo.allOfClient(db, clientId, 'boards', [body.board_id]))) throw notFound('Board not found');
    values.boardId = body.board_id ?? null;
  }
  if (body.segment_group_id !== undefined) {
    if (body.segment_group_id && !(await repo.allOfClient(db, clientId, 'segment_groups', [body.segment_group_id]))) throw notFound('Segment group not found');
    values.segmentGroupId = body.segment_group_id ?? null;
  }
  if (body.highlighted_interview_ids !== undefined) {
    if (!(await repo.allOfClient(db, clientId, 'interviews', body.highlighted_interview_ids))) throw notFound('Interview not found');
    values.highlightedInterviewIds = [...new Set(body.highlighted_interview_ids)];
  }
  if (body.story_content !== undefined) {
    const { showreelIds, quoteIds } = storyBlockIds(body.story_content);
    const [reels, quotes] = await Promise.all([
      findVisibleShowreels(db, clientId, projectIds, showreelIds),
      repo.quotesByIds(db, clientId, quoteIds, projectIds),
    ]);
    if (reels.rows.length !== showreelIds.length) throw notFound('Showreel not found');
    if (quotes.length !== quoteIds.length) throw notFound('Quote not found');
    values.storyContent = body.story_content;
  }
  if (body.cover_showreel_id !== undefined) {
    values.coverVideo = body.cover_showreel_id ? await reelAsVideo(db, clientId, projectIds, body.cover_showreel_id, 'cover_showreel_id') : null;
  }
  if (body.participant_cover_showreel_id !== undefined) {
    values.participantCoverVideo = body.participant_cover_showreel_id
      ? await reelAsVideo(db, clientId, projectIds, body.participant_cover_showreel_id, 'participant_cover_showreel_id')
      : null;
  }
  if (body.tags !== undefined) values.tags = [...new Map(body.tags.map((tag) => [tag.toLowerCase(), tag])).values()];
  if (body.slides !== undefined) {
    const links = body.slides.flatMap((s) => (s.link ? [s.link] : []));
    const targets = await repo.slideLinkTargets(db, clientId, links);
    if (links.some((l) => !targets.has(`${l.type}:${l.id}`))) throw notFound('Slide link target not found');
    const previous = new Map((current?.slides ?? []).map((s) => [s.id, s]));
    values.slides = await Promise.all(
      body.slides.map(async (slide, i): Promise<StorySlideJson> => {
        const id = slide.id && !body.slides!.slice(0, i).some((s) => s.id === slide.id) ? slide.id : randomUUID();
        const cover = slide.cover_showreel_id
          ? await reelAsVideo(db, clientId, projectIds, slide.cover_showreel_id, `slides.${i}.cover_showreel_id`)
          : slide.keep_cover_video
            ? (previous.get(id)?.cover_video ?? null)
            : null;
        return { id, label: slide.label || null, title: slide.title, description: slide.description || null, cover_video: cover, link: slide.link ?? null };
      }),
    );
  }
  return values;
}

/** Interview and market counts of a story from the interviews it draws on: highlighted, its blocks' clips and its segment group's study. */
async function countsFor(db: Database, clientId: string, story: Pick<StoryRow, 'highlightedInterviewIds' | 'storyContent' | 'segmentGroupId'>) {
  const { showreelIds, quoteIds } = storyBlockIds(story.storyContent as StoryDocument | null);
  const [reels, quotes] = await Promise.all([findVisibleShowreels(db, clientId, null, showreelIds), repo.quotesByIds(db, clientId, quoteIds, null)]);
  const ids = [...story.highlightedInterviewIds, ...quotes.map((q) => q.interviewId), ...reels.rows.flatMap((r) => r.clips.map((c) => c.interviewId))];
  return repo.countsOf(db, clientId, [...new Set(ids)], story.segmentGroupId);
}

/** Creates a story of the client (POST /v3/stories): 403 without update_study; ids of other clients 404; answers its view. */
export async function createStory(db: Database, viewer: Viewer, clientId: string, projectIds: string[] | null, body: CreateStoryBody): Promise<StoryView> {
  requireStoryWrite(viewer);
  const values = await valuesOf(db, clientId, projectIds, body, null);
  const draft = {
    highlightedInterviewIds: values.highlightedInterviewIds ?? [],
    storyContent: values.storyContent ?? null,
    segmentGroupId: values.segmentGroupId ?? null,
  };
  const counts = await countsFor(db, clientId, draft);
  const row = await repo.insertStory(db, {
    ...values,
    clientId,
    title: body.title,
    state: 'POPULATED',
    storyContent: values.storyContent ?? { type: 'doc', content: [] },
    counts,
  });
  return getStory(db, clientId, row.id, projectIds);
}

const staleStory = () => new AppError('CONFLICT', 'The story was changed by someone else; reload it and apply your edit again');

/** Applies a PATCH /v3/stories/{id}: 403 without update_study, 404 unknown, 409 when `updated_at` is stale (nothing changes). */
export async function updateStory(
  db: Database,
  viewer: Viewer,
  clientId: string,
  projectIds: string[] | null,
  id: string,
  body: UpdateStoryBody,
): Promise<StoryView> {
  requireStoryWrite(viewer);
  const current = await findVisible(db, clientId, id, projectIds);
  const expected = new Date(body.updated_at);
  if (Math.floor(current.updatedAt.getTime()) !== expected.getTime()) throw staleStory();
  const values = await valuesOf(db, clientId, projectIds, body, current);
  if (body.title !== undefined) values.title = body.title;
  values.counts = await countsFor(db, clientId, { ...current, ...values });
  const row = await repo.updateStory(db, clientId, id, values, expected);
  if (!row) throw staleStory();
  return getStory(db, clientId, id, projectIds);
}

/** Deletes a story (DELETE /v3/stories/{id}): 403 without update_study, 404 unknown. */
export async function deleteStory(db: Database, viewer: Viewer, clientId: string, projectIds: string[] | null, id: string): Promise<void> {
  requireStoryWrite(viewer);
  await findVisible(db, clientId, id, projectIds);
  if (!(await repo.deleteStory(db, clientId, id))) throw storyNotFound();
}

/**
 * Objectives of a story (SPEC §2 /stories/{story}/objectives, decision 0084): the business questions of the visible
 * studies its content references with their insights, charts (labels in `translation`) and each insight's supporting
 * quotes the reader may see, with their interviews' video files. 404 'Story not found' as {@link storyStudyIds}.
 */
export async function storyObjectives(db: Database, clientId: string, storyId: string, projectIds: string[] | null, translation: Translation) {
  const studyIds = await storyStudyIds(db, clientId, storyId, projectIds);
  const parts = await objectiveInsightsOfStudies(db, clientId, studyIds, translation);
  const quoteRows = await repo.quotesByIds(db, clientId, [...new Set([...parts.quoteIds.values()].flat())], projectIds, true);
  const videos = await repo.videoFilesByKeys(
    db,
    clientId,
    quoteRows.flatMap((q) => (q.interview.videoKey ? [q.interview.videoKey] : [])),
  );
  return { parts, quotes: new Map(quoteRows.map((q) => [q.id, q])), videos };
}

/** A story's objectives as read by {@link storyObjectives}. */
export type StoryObjectivesView = Awaited<ReturnType<typeof storyObjectives>>;
