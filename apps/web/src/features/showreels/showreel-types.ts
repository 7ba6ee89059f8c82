/**
 * Showreel wire shapes the SPA reads (SPEC §3 Showreel, §7 Showreels v3/v1 and published showreels), mirroring
 * `packages/contracts/src/showreel.ts` structurally. Times inside media are seconds.
 */
import type { Quote, VideoUrls } from '../../lib/api-types';

/** Showreel statuses (SPEC §4). */
export type ShowreelStatus = 'CREATED' | 'PROCESSING' | 'READY' | 'ERROR';
/** Showreel types (SPEC §3). */
export type ShowreelType = 'CURATED' | 'CUSTOM';

/** One clip of a reel: a quote trimmed to `start`..`end`, seconds of its interview. */
export type ShowreelClipRef = { id: string; start: number; end: number };

/** A subtitle cue on the reel's own timeline (seconds). */
export type SubtitleCue = { start: number; end: number; text: string };

/** One clip of the playable edit list: `video_url` from `start` to `end` (interview time), at `offset` on the reel. */
export type EditListClip = { quote_id: string; interview_id: string; video_url: string | null; thumbnail: string | null; start: number; end: number; offset: number };

/** The saved edit, playable at once from the interview videos (SPEC §4), with cues on the reel's timeline. */
export type EditList = { duration: number; clips: EditListClip[]; subtitles: { original: SubtitleCue[]; en: SubtitleCue[] } };

/** A showreel (SPEC §3); `error` is the reason of an ERROR status; `video` URLs are null until the first render is READY. */
export type Showreel = {
  id: string;
  published: boolean;
  client_id: string;
  study_id: string;
  segment_id: string | null;
  project_id: string | null;
  type: ShowreelType;
  status: ShowreelStatus;
  error: string | null;
  title: string;
  description: string;
  thumbnail: string | null;
  video: VideoUrls;
  duration: number | null;
  quotes: ShowreelClipRef[];
  edit_list: EditList;
  created_at: string;
  ready_at: string | null;
  updated_at: string;
};

/** A published reel as the public page reads it. */
export type PublicShowreel = Pick<Showreel, 'id' | 'published' | 'title' | 'description' | 'status' | 'thumbnail' | 'video' | 'duration' | 'edit_list' | 'created_at' | 'ready_at' | 'updated_at'>;

/** A quote of a reel in play order with its clip (GET /showreels/{id}/quotes). */
export type ShowreelQuote = Quote & { clip: { start: number; end: number; position: number } };

/** Sort keys of the showreel list (SPEC §3 List params). */
export const SHOWREEL_SORT_KEYS = ['title', 'description', 'created_at', 'updated_at'] as const;
/** One sort key. */
export type ShowreelSortKey = (typeof SHOWREEL_SORT_KEYS)[number];
/** Sort direction. */
export type SortOrder = 'asc' | 'desc';
