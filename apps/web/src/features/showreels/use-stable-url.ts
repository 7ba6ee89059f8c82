/** Keeps signed media URLs steady while a reel is polled (every read signs them anew, which would reload the video). */
import { useRef } from 'react';

/** The strip of a signed URL that names the file: path without the query (expires, sig). */
function fileOf(url: string): string {
  return url.split('?')[0];
}

/**
 * Returns a function mapping a signed URL to the first URL seen for the same file, so a re-signed URL of the same
 * file does not change a `<video src>`; a different file (a new render) passes through and is remembered.
 */
export function useStableUrls(): (url: string | null | undefined) => string | undefined {
  const seen = useRef(new Map<string, string>());
  return (url) => {
    if (!url) return undefined;
    const file = fileOf(url);
    const known = seen.current.get(file);
    if (known) return known;
    seen.current.set(file, url);
    return url;
  };
}
