/**
 * Maps showreel rows to packages/contracts/src/showreel.ts (SPEC §3 Showreel); media keys become signed URLs. Pure:
 * the transcripts the edit list's subtitles come from are read beforehand (one query per answer).
 */
import type { EditList, PublicShowreel, Showreel } from '@insight/contracts';
import type { MediaUrls } from '../../core/media-urls';
import { reelCues, reelOffsets } from '../../video/showreel-timeline';
import type { PublicContext, ReelTranscripts, ShowreelWithClips } from './showreels.repository';

/** One showreel with its playable edit list (clips on the reel timeline, subtitles from `transcripts`). */
export function presentShowreel(row: ShowreelWithClips, transcripts: ReelTranscripts, urls: MediaUrls): Showreel {
  const timeline = row.clips.map((clip) => ({ interviewId: clip.interviewId, start: clip.start, end: clip.end }));
  const { offsets, duration } = reelOffsets(timeline);
  const original = reelCues(timeline, (id) => transcripts.get(`${id}:original`));
  const en = reelCues(timeline, (id) => transcripts.get(`${id}:en`) ?? transcripts.get(`${id}:original`));
  const editList: EditList = {
    duration,
    clips: row.clips.map((clip, index) => ({
      quote_id: clip.quoteId,
      interview_id: clip.interviewId,
      video_url: urls.url(clip.interviewVideoKey),
      thumbnail: urls.url(clip.quoteThumbnailKey ?? clip.interviewThumbnailKey),
      start: clip.start,
      end: clip.end,
      offset: offsets[index],
    })),
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
    thumbnail: urls.url(thumbnailKey),
    video: {
      combined_url: urls.url(row.videoKey),
      face_url: null,
      subtitles: { en: { url: urls.url(row.subtitlesEnKey) }, original: { url: urls.url(row.subtitlesOriginalKey) } },
    },
    duration: row.videoKey && row.status === 'READY' && row.duration !== null ? row.duration : duration,
    quotes: row.clips.map((clip) => ({ id: clip.quoteId, start: clip.start, end: clip.end })),
    edit_list: editList,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * One published showreel for the public page: no tenant fields, no edit list, no interview media. Only the reel's own
 * rendered file, thumbnail and subtitles, and those only once READY (before, all null); the client and study names and
 * each clip's participant and length (`context`, issue 9).
 */
export function presentPublicShowreel(row: ShowreelWithClips, urls: MediaUrls, context: PublicContext): PublicShowreel {
  const isReady = row.status === 'READY' && row.videoKey !== null;
  const own = (key: string | null) => (isReady ? urls.url(key) : null);
  return {
    id: row.id,
    published: row.published,
    title: row.title,
    description: row.description,
    status: row.status,
    thumbnail: own(row.thumbnailKey),
    video: {
      combined_url: own(row.videoKey),
      face_url: null,
      subtitles: { en: { url: own(row.subtitlesEnKey) }, original: { url: own(row.subtitlesOriginalKey) } },
    },
    duration: isReady ? row.duration : null,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    client_name: context.clientName,
    study_title: context.studyTitle,
    clips: row.clips.map((clip) => {
      const person = context.participants.get(clip.interviewId);
      return {
        participant: { name: person?.name ?? '', age: person?.age ?? null, country: person?.country ?? null },
        duration: Math.max(0, clip.end - clip.start),
      };
    }),
  };
}
