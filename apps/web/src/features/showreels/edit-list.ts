/**
 * The edit list of a showreel (SPEC §3 quotes [{id, start, end}]): pure helpers to reorder, trim, validate and lay
 * clips out on the reel's own timeline. Times are seconds.
 */

/** One clip being edited: the quote id, its interview and the trimmed window in interview time. */
export type EditClip = { id: string; interviewId: string; start: number; end: number };

/** Smallest clip length a trim may leave (seconds). */
export const MIN_CLIP_SECONDS = 0.1;

/** Rounds to tenths of a second (the trim inputs' step). */
export function roundTenth(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

/** Moves the item at `from` to `to` and answers a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Why a clip's window is invalid, or null when `0 ≤ start < end ≤ duration` (duration unknown: not checked). */
export function clipError(start: number, end: number, interviewDuration?: number | null): string | null {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 'Enter start and end in seconds.';
  if (start < 0) return 'Start must be 0 s or later.';
  if (end - start < MIN_CLIP_SECONDS - 1e-9) return 'End must be after start.';
  if (interviewDuration != null && interviewDuration > 0 && end > interviewDuration + 1e-6) {
    return `End must be within the interview (${roundTenth(interviewDuration)} s).`;
  }
  return null;
}

/** A clip placed on the reel's timeline: `offset` is where it begins in the reel. */
export type PlacedClip = EditClip & { offset: number; length: number };

/** Lays clips one after another on the reel's timeline. */
export function placeClips(clips: readonly EditClip[]): PlacedClip[] {
  let offset = 0;
  return clips.map((clip) => {
    const length = Math.max(0, clip.end - clip.start);
    const placed = { ...clip, offset, length };
    offset += length;
    return placed;
  });
}

/** Total length of the clips in seconds. */
export function totalLength(clips: readonly EditClip[]): number {
  return clips.reduce((sum, clip) => sum + Math.max(0, clip.end - clip.start), 0);
}

/** True when two edit lists differ in order or any window (to tenths of a second). */
export function isEditListChanged(a: readonly EditClip[], b: readonly EditClip[]): boolean {
  if (a.length !== b.length) return true;
  return a.some(
    (clip, index) => clip.id !== b[index].id || roundTenth(clip.start) !== roundTenth(b[index].start) || roundTenth(clip.end) !== roundTenth(b[index].end),
  );
}

/** The clip index and interview time at `reelTime` seconds into the reel; null past its end. */
export function locate(clips: readonly EditClip[], reelTime: number): { index: number; time: number } | null {
  const placed = placeClips(clips);
  const index = placed.findIndex((clip) => reelTime < clip.offset + clip.length);
  if (index < 0) return null;
  return { index, time: placed[index].start + Math.max(0, reelTime - placed[index].offset) };
}

/** What a reel's player shows: the rendered file, or the saved edit list played from the interview videos. */
export type PlayerSource = 'rendered' | 'edit-list';

/**
 * Which player a saved reel gets (SPEC §4, §9): the rendered file once READY with a file, unless the editor holds unsaved
 * edits or the edit list is playing right now (a render that finishes mid-play must not cut the viewer off; the
 * hand-over waits for the pause).
 */
export function playerSource(reel: { status: string; hasFile: boolean }, hasUnsavedEdits: boolean, isEditListPlaying: boolean): PlayerSource {
  return !hasUnsavedEdits && reel.status === 'READY' && reel.hasFile && !isEditListPlaying ? 'rendered' : 'edit-list';
}
