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
