/** Helpers for media elements. */
import { useLayoutEffect, useRef, type RefObject } from 'react';

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

/**
 * Starts loading an image now, so the element that shows it later (e.g. the interview video's poster, that page's
 * largest paint) finds it in the browser's cache rather than asking only once it renders (issue 15). Same CORS mode
 * as the media elements ({@link crossOriginFor}); signed media URLs may be cached (`private, max-age`).
 */
export function preloadImage(url: string | null | undefined): void {
  if (!url || typeof Image === 'undefined') return;
  const image = new Image();
  const crossOrigin = crossOriginFor(url);
  if (crossOrigin) image.crossOrigin = crossOrigin;
  image.src = url;
}

/**
 * Calls `onMetadata` once the media element of `ref` has its metadata (duration, tracks): on `loadedmetadata`, or at
 * once when it already has them. A page rendered in a transition may create the element, which starts loading, and
 * commit it only later: React drops events of elements it has not committed, so an `onLoadedMetadata` prop can miss
 * the event (the interview's `t` seek was lost that way on a busy machine). Call again for each new `source`.
 */
export function useMetadataLoaded(ref: RefObject<HTMLMediaElement | null>, onMetadata: (media: HTMLMediaElement) => void, source: string | undefined): void {
  const latest = useRef(onMetadata);
  useLayoutEffect(() => {
    latest.current = onMetadata;
  });
  useLayoutEffect(() => {
    const media = ref.current;
    if (!media || !source) return;
    const handle = () => latest.current(media);
    media.addEventListener('loadedmetadata', handle);
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) handle();
    return () => media.removeEventListener('loadedmetadata', handle);
  }, [ref, source]);
}
