/** Maps showreel rows to packages/contracts/src/showreel.ts (SPEC §3 Showreel); media keys become signed URLs. */
import type { EditList, PublicShowreel, Showreel } from '@insight/contracts';
import type { Database } from '@insight/db';
import { reelCues, reelOffsets } from '../../media/showreel-timeline';
import type { MediaSigner } from '../shared/media';
import { transcriptsOf, type ShowreelWithClips } from './showreels.repository';

/** Presents `rows` (one query for all their transcripts). */
export async function presentShowreels(db: Database, rows: ShowreelWithClips[], media: MediaSigner): Promise<Showreel[]> {
  const transcripts = await transcriptsOf(
    db,
    rows.flatMap((row) => row.clips.map((clip) => clip.interviewId)),
  );
  return Promise.all(rows.map((row) => presentOne(row, transcripts, media)));
}

/** Presents one showreel. */
export async function presentShowreel(db: Database, row: ShowreelWithClips, media: MediaSigner): Promise<Showreel> {
  return (await presentShowreels(db, [row], media))[0];
}

/** Presents one published showreel for the public page (no tenant fields). */
export async function presentPublicShowreel(db: Database, row: ShowreelWithClips, media: MediaSigner): Promise<PublicShowreel> {
  const full = await presentShowreel(db, row, media);
  return {
    id: full.id,
    published: full.published,
    title: full.title,
    description: full.description,
    status: full.status,
    thumbnail: full.thumbnail,
    video: full.video,
    duration: full.duration,
    edit_list: full.edit_list,
    created_at: full.created_at,
    ready_at: full.ready_at,
    updated_at: full.updated_at,
  };
}

async function presentOne(row: ShowreelWithClips, transcripts: Map<string, unknown>, media: MediaSigner): Promise<Showreel> {
  const timeline = row.clips.map((clip) => ({ interviewId: clip.interviewId, start: clip.start, end: clip.end }));
  const { offsets, duration } = reelOffsets(timeline);
  type Sections = Parameters<typeof reelCues>[1] extends (id: string) => infer R ? R : never;
  const original = reelCues(timeline, (id) => transcripts.get(`${id}:original`) as Sections);
  const en = reelCues(timeline, (id) => (transcripts.get(`${id}:en`) ?? transcripts.get(`${id}:original`)) as Sections);
  const editList: EditList = {
    duration,
    clips: await Promise.all(
      row.clips.map(async (clip, index) => ({
        quote_id: clip.quoteId,
        interview_id: clip.interviewId,
        video_url: await media.url(clip.interviewVideoKey),
        thumbnail: await media.url(clip.quoteThumbnailKey ?? clip.interviewThumbnailKey),
        start: clip.start,
        end: clip.end,
        offset: offsets[index],
      })),
    ),
    subtitles: { original, en },
  };
  const thumbnailKey = row.thumbnailKey ?? row.clips[0]?.quoteThumbnailKey ?? row.clips[0]?.interviewThumbnailKey;
  return {
    id: row.id,
    published: row.published,
    client_id: row.clientId,
    study_id: row.studyId,
    segment_id: row.segmentId,
    project_id: row.projectId,
    type: row.type,
    status: row.status,
    error: row.error,
    title: row.title,
    description: row.description,
    thumbnail: await media.url(thumbnailKey),
    video: {
      combined_url: await media.url(row.videoKey),
      face_url: null,
      subtitles: { en: { url: await media.url(row.subtitlesEnKey) }, original: { url: await media.url(row.subtitlesOriginalKey) } },
    },
    duration: row.videoKey && row.status === 'READY' && row.duration !== null ? row.duration : duration,
    quotes: row.clips.map((clip) => ({ id: clip.quoteId, start: clip.start, end: clip.end })),
    edit_list: editList,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
