/**
 * Showreel rules (SPEC §3 Showreel, §4 states, §5 last quote, §6 publish_videos and custom_showreel, §7 Showreels):
 * clips must be the client's quotes with `start` < `end` inside the interview's duration; the last clip cannot be
 * removed; a stale `updated_at` is a 409 that changes nothing; saving new clips queues a render.
 */
import { ERROR_TEXTS, type CreateShowreelBody, type ShowreelClipInput, type UpdateShowreelBody } from '@insight/contracts';
import type { Database } from '@insight/db';
import { isCustomShowreelAllowed } from '@insight/contracts/permissions';
import { AppError, invalidField, notFound, unknownReference } from '../../core/app-error';
import { requirePermission, requireShowreelChange, requireShowreelCreation } from '../../core/policies';
import { isStudyVisible } from '../../core/project-visibility';
import { isUuid } from '../../core/sql';
import type { Viewer } from '../../core/viewer';
import type { ObjectStorage } from '../../storage/storage';
import * as repo from './showreels.repository';
import { burnedDownloadKey } from './render-state';

export type { ShowreelFilters, ShowreelWithClips } from './showreels.repository';
export { publicContextOf } from './showreels.repository';

/** 404 'Showreel not found' (SPEC §8), also for another client's showreel. */
const showreelNotFound = () => notFound(ERROR_TEXTS.showreelNotFound);

/** 404 with the public page's text (SPEC §8): unknown or unpublished. */
export const showreelNotPublished = () => notFound(ERROR_TEXTS.showreelNotPublished);

/** Where renders go: the job queue as the showreels module sees it (app.ts passes jobs/queue.ts's queue). */
export type RenderQueue = {
  /** Queues a render of showreel `showreelId`, `videoSeconds` long (its clips' total, which sizes the job's expiry); durable. */
  enqueueRender(showreelId: string, videoSeconds: number): Promise<void>;
  /** Queues the burn-in of `subtitles` into the rendered file `videoKey` of a reel (issue 9). */
  enqueueDownload(data: { showreelId: string; videoKey: string; subtitles: 'original' | 'en' }): Promise<void>;
  /** The newest download job of `videoKey` with `subtitles`: its pg-boss state and last error, or null. */
  latestDownloadJob(videoKey: string, subtitles: 'original' | 'en'): Promise<{ state: string; lastError: string | null } | null>;
};

/** Services a showreel call needs: database, optional render queue (no queue: renders are not queued), storage. */
export type ShowreelDeps = { db: Database; queue?: RenderQueue; storage: ObjectStorage };

/** Total length in seconds of `clips` (the reel's video before it is rendered). */
const clipsSeconds = (clips: readonly { start: number; end: number }[]) => clips.reduce((sum, c) => sum + (c.end - c.start), 0);

// Clip times may exceed the interview's stored duration by this much (seconds): float rounding of probed durations.
const DURATION_SLACK = 0.05;

/** Validates `input` clips against the client's quotes and answers the clip values to store; 400 naming `quotes`, `quotes.start` or `quotes.end`. */
async function resolveClips(db: Database, clientId: string, given: readonly ShowreelClipInput[], studyId?: string) {
  if (given.length === 0) throw invalidField('quotes', "a showreel's last quote cannot be removed");
  const givenIds = given.map((clip) => clip.id);
  if (new Set(givenIds).size !== givenIds.length) throw invalidField('quotes', 'each quote can be in a showreel once');
  const rows = await repo.findQuotesForClips(db, clientId, givenIds);
  // A deleted quote stays in the reels that used it until they are edited: then it drops out (issue 14).
  const deleted = new Set(rows.filter((q) => q.deleted).map((q) => q.id));
  const input = given.filter((clip) => !deleted.has(clip.id));
  if (input.length === 0) throw invalidField('quotes', "a showreel's last quote cannot be removed (its quotes were deleted)");
  const ids = input.map((clip) => clip.id);
  const found = new Map(rows.map((q) => [q.id, q]));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) throw invalidField('quotes', `unknown quote ids: ${unknown.join(', ')}`);
  if (studyId) {
    const other = ids.filter((id) => found.get(id)!.studyId !== studyId);
    if (other.length > 0) throw invalidField('quotes', `quotes of another study: ${other.join(', ')}`);
  }
  return input.map((clip, index) => {
    const quote = found.get(clip.id)!;
    const start = clip.start ?? quote.start;
    const end = clip.end ?? quote.end;
    const limit = quote.interviewDuration > 0 ? quote.interviewDuration + DURATION_SLACK : Infinity;
    if (start > limit) throw invalidField('quotes.start', `clip ${index + 1} starts after the interview ends (${quote.interviewDuration} s)`);
    if (end > limit) throw invalidField('quotes.end', `clip ${index + 1} ends after the interview ends (${quote.interviewDuration} s)`);
    if (!(end > start)) throw invalidField('quotes.end', `clip ${index + 1} must end after it starts`);
    return { quoteId: clip.id, start, end: Math.min(end, limit) };
  });
}

/** True when custom showreels are on for the study (SPEC §6): `isCustomShowreelAllowed` of contracts with the client's features. */
function customShowreelsEnabled(study: { createdAt: Date; features: string[] }): boolean {
  return isCustomShowreelAllowed(study.createdAt, study.features);
}

/**
 * Creates a showreel (status CREATED) and queues its render; 403 without the type's or publish permission, 400 naming
 * `study_id` for a study of another client or of a project the viewer has no access to (`projectIds`, SPEC §6), likewise
 * `segment_id` (not a segment of that study) and `project_id`; unknown and foreign ids get the same answer.
 */
export async function createShowreel(deps: ShowreelDeps, viewer: Viewer, clientId: string, projectIds: string[] | null, body: CreateShowreelBody) {
  const study = await repo.findStudyAndFeatures(deps.db, clientId, body.study_id);
  if (!study || !(await isStudyVisible(deps.db, body.study_id, projectIds))) throw unknownReference('study_id', 'study');
  if (body.segment_id && !(await repo.isSegmentOfStudy(deps.db, clientId, body.study_id, body.segment_id))) {
    throw unknownReference('segment_id', 'segment in this study');
  }
  const projectVisible = (projectId: string) => projectIds === null || projectIds.includes(projectId);
  if (body.project_id && (!projectVisible(body.project_id) || !(await repo.isProjectOfClient(deps.db, clientId, body.project_id)))) {
    throw unknownReference('project_id', 'project');
  }
  if (body.type === 'CUSTOM' && !customShowreelsEnabled(study)) {
    throw new AppError('FORBIDDEN', 'Custom showreels are not enabled for this study');
  }
  requireShowreelCreation(viewer, body.type);
  if (body.published) requirePermission(viewer, 'publish_videos');
  const clips = await resolveClips(deps.db, clientId, body.quotes, body.study_id);
  const id = await repo.insertShowreel(
    deps.db,
    {
      clientId,
      studyId: body.study_id,
      segmentId: body.segment_id ?? null,
      // The study's project unless the caller names one, so project lists find reels made by any client of the API.
      projectId: body.project_id ?? study.projectId ?? null,
      createdBy: viewer.userId,
      type: body.type,
      title: body.title,
      description: body.description,
      published: body.published,
      status: 'CREATED',
      duration: clipsSeconds(clips),
    },
    clips,
  );
  await deps.queue?.enqueueRender(id, clipsSeconds(clips));
  return reread(deps.db, clientId, id);
}

/** One page (`offset`, `limit` rows) of the client's showreels matching `filters` in `sort` order, and the total count. */
export function listShowreels(db: Database, clientId: string, filters: repo.ShowreelFilters, sort: repo.ShowreelSort, page: { offset: number; limit: number }) {
  return repo.listShowreels(db, clientId, filters, sort, page);
}

/** Up to `limit` of the client's showreels matching `filters` in `sort` order after the keyset `after`, and whether more follow (SPEC §7 cursor lists). */
export function listShowreelsAfter(
  db: Database,
  clientId: string,
  filters: repo.ShowreelFilters,
  sort: repo.ShowreelSort,
  after: repo.ShowreelKeyset | null,
  limit: number,
) {
  return repo.listShowreelsAfter(db, clientId, filters, sort, after, limit);
}

/** The client's showreel whose study lies in `projectIds` (null: any, SPEC §6 project access); 404 'Showreel not found' otherwise. */
export async function getShowreel(db: Database, clientId: string, projectIds: string[] | null, id: string) {
  const row = await repo.findShowreel(db, clientId, id);
  if (!row || !(await isStudyVisible(db, row.studyId, projectIds))) throw showreelNotFound();
  return row;
}

/** Reads a reel again after a write whose access was already checked (404 only if it vanished meanwhile). */
async function reread(db: Database, clientId: string, id: string) {
  const row = await repo.findShowreel(db, clientId, id);
  if (!row) throw showreelNotFound();
  return row;
}

/**
 * Applies a PATCH (SPEC §7): 409 when `updated_at` is stale (nothing changes), 403 for `published` without
 * publish_videos or for new content of a CURATED reel outside the research team, 400 naming `quotes` for an empty list. New clips (or `retry` of an ERROR reel) queue a render and set
 * status CREATED; the previous rendered files stay until the new render is READY.
 */
export async function updateShowreel(deps: ShowreelDeps, viewer: Viewer, clientId: string, projectIds: string[] | null, id: string, body: UpdateShowreelBody) {
  const current = await getShowreel(deps.db, clientId, projectIds, id);
  if (body.published !== undefined && body.published !== current.published) requirePermission(viewer, 'publish_videos');
  const changesContent = body.title !== undefined || body.description !== undefined || body.quotes !== undefined;
  if (changesContent) requireShowreelChange(viewer, current.type);
  const expected = body.updated_at ? new Date(body.updated_at) : undefined;
  if (expected && Math.floor(current.updatedAt.getTime()) !== expected.getTime()) throw staleEdit();
  const clips = body.quotes ? await resolveClips(deps.db, clientId, body.quotes, current.studyId) : undefined;
  const clipsChanged = clips !== undefined && !sameClips(clips, current.clips);
  const retry = body.retry === true && current.status === 'ERROR';
  const values: Parameters<typeof repo.updateShowreel>[3] = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = body.description;
  if (body.published !== undefined) values.published = body.published;
  if (clipsChanged || retry) {
    values.status = 'CREATED';
    values.error = null;
  }
  if (clipsChanged) values.duration = clipsSeconds(clips);
  const ok = await repo.updateShowreel(deps.db, clientId, id, values, clipsChanged ? clips : undefined, expected ?? current.updatedAt);
  if (!ok) throw staleEdit();
  if (clipsChanged || retry) await deps.queue?.enqueueRender(id, clipsSeconds(clips ?? current.clips));
  return reread(deps.db, clientId, id);
}

/** Queues a new render of a READY or ERROR showreel visible to the viewer: status CREATED, error cleared; 404 otherwise. */
export async function retryRender(deps: ShowreelDeps, clientId: string, projectIds: string[] | null, id: string) {
  const current = await getShowreel(deps.db, clientId, projectIds, id);
  if (current.status === 'PROCESSING' || current.status === 'CREATED') return current;
  await repo.setRenderState(deps.db, id, { status: 'CREATED', error: null });
  await deps.queue?.enqueueRender(id, clipsSeconds(current.clips));
  return reread(deps.db, clientId, id);
}

/** Publishes or unpublishes (SPEC §4): needs publish_videos (403); 404 for another client's reel or one outside `projectIds`. */
export async function setPublished(deps: ShowreelDeps, viewer: Viewer, clientId: string, projectIds: string[] | null, id: string, published: boolean) {
  requirePermission(viewer, 'publish_videos');
  await getShowreel(deps.db, clientId, projectIds, id);
  await repo.updateShowreel(deps.db, clientId, id, { published }, undefined, undefined);
  return reread(deps.db, clientId, id);
}

/**
 * Deletes the client's showreel (visible in `projectIds`) and its rendered files; 404 when absent or invisible, 403 for
 * a CURATED reel unless the viewer is of the research team ({@link requireShowreelChange}).
 */
export async function deleteShowreel(deps: ShowreelDeps, viewer: Viewer, clientId: string, projectIds: string[] | null, id: string) {
  const current = await getShowreel(deps.db, clientId, projectIds, id);
  requireShowreelChange(viewer, current.type);
  const row = await repo.deleteShowreel(deps.db, clientId, id);
  if (!row) throw showreelNotFound();
  await deps.storage.deletePrefix(`showreels/${id}/`).catch(() => undefined);
}

/** A published showreel for the public page; 404 with the not-published text otherwise. */
export async function getPublishedShowreel(db: Database, id: string) {
  const row = isUuid(id) ? await repo.findPublishedShowreel(db, id) : null;
  if (!row) throw showreelNotPublished();
  return row;
}

const staleEdit = () => new AppError('CONFLICT', 'The showreel was changed by someone else; reload it and apply your edit again');

function sameClips(a: repo.ClipValues[], b: repo.ClipRow[]): boolean {
  return a.length === b.length && a.every((clip, i) => clip.quoteId === b[i].quoteId && clip.start === b[i].start && clip.end === b[i].end);
}

/** The transcript chunks the edit lists of `rows` show as subtitles (read with the rows: no statement of its own). */
export const transcriptsOfShowreels = (rows: readonly repo.ShowreelWithClips[]): repo.ReelTranscripts => repo.subtitleSourcesOf(rows);

/**
 * The client's showreels among `ids` that the viewer may see (study in `projectIds`, null: any), with the transcripts
 * their edit lists' subtitles come from, for other modules' answers (story showreel blocks). Unknown ids are left out.
 */
export async function findVisibleShowreels(db: Database, clientId: string, projectIds: string[] | null, ids: string[]) {
  const rows = await repo.findShowreelsByIds(db, clientId, ids, projectIds);
  return { rows, transcripts: transcriptsOfShowreels(rows) };
}

/** Where a download stands: READY with the storage key to sign, or PREPARING / NOT_PREPARED / ERROR with the reason. */
export type DownloadState = { status: 'READY' | 'PREPARING' | 'NOT_PREPARED' | 'ERROR'; key: string | null; error: string | null };

const PENDING_JOB_STATES = new Set(['created', 'retry', 'active']);

/** 409 while the reel has no rendered file: a download starts from the render (SPEC §4). */
const notRendered = () => new AppError('CONFLICT', 'The showreel is not rendered yet. Try again once its video is ready.');

/**
 * The download of a visible reel with `subtitles` (issue 9): `none` is the rendered file itself (source resolution);
 * `original` or `en` is the file with those subtitles burned in, READY once the download job cached it, else the state
 * of its newest job. `request` queues the job when nothing is cached or pending (also after an ERROR). 404 for a reel
 * the viewer cannot see, 409 before the first render.
 */
export async function showreelDownload(
  deps: ShowreelDeps,
  clientId: string,
  projectIds: string[] | null,
  id: string,
  subtitles: 'none' | 'original' | 'en',
  request: boolean,
): Promise<DownloadState> {
  const reel = await getShowreel(deps.db, clientId, projectIds, id);
  if (!reel.videoKey) throw notRendered();
  if (subtitles === 'none') return { status: 'READY', key: reel.videoKey, error: null };
  const key = burnedDownloadKey(reel.videoKey, subtitles);
  if (await deps.storage.stat(key)) return { status: 'READY', key, error: null };
  const job = deps.queue ? await deps.queue.latestDownloadJob(reel.videoKey, subtitles) : null;
  if (job && PENDING_JOB_STATES.has(job.state)) return { status: 'PREPARING', key: null, error: null };
  if (request && deps.queue) {
    await deps.queue.enqueueDownload({ showreelId: reel.id, videoKey: reel.videoKey, subtitles });
    return { status: 'PREPARING', key: null, error: null };
  }
  if (job?.state === 'failed') return { status: 'ERROR', key: null, error: job.lastError ?? 'The download could not be prepared.' };
  return { status: 'NOT_PREPARED', key: null, error: null };
}
