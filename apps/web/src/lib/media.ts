/** Helpers for media elements. */

/** 'anonymous' for media on another origin (signed S3 URLs) so WebVTT tracks load; nothing for same-origin media. */
export function crossOriginFor(url: string | null | undefined): 'anonymous' | undefined {
  if (!url || typeof location === 'undefined') return undefined;
  try {
    return new URL(url, location.href).origin === location.origin ? undefined : 'anonymous';
  } catch {
    return undefined;
  }
}

/** Shows the text track labelled `label` of a video and hides the others (the Original/English subtitle choice). */
export function showTrack(video: HTMLVideoElement | null, label: string): void {
  if (!video) return;
  for (const track of Array.from(video.textTracks)) track.mode = track.label === label ? 'showing' : 'disabled';
}
