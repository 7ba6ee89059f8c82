/** Turns stored media keys into signed, expiring URLs for answers (docs/architecture.md "Media"). */
import { LIMITS, type MediaUrl } from '@insight/contracts';
import type { MediaRefJson } from '@insight/db';
import type { ObjectStorage } from '../../storage/storage';

/** Signs storage keys for one answer; every URL lives LIMITS.mediaUrlTtlSeconds (seconds). */
export type MediaSigner = {
  /** Signed URL of `key`, or null when there is no key. */
  url(key: string | null | undefined): Promise<string | null>;
  /** `{url, duration}` (duration in seconds) of a stored media reference, or null. */
  media(ref: MediaRefJson | null | undefined): Promise<MediaUrl | null>;
};

/** A signer over `storage`. */
export function mediaSigner(storage: ObjectStorage): MediaSigner {
  const url = async (key: string | null | undefined) => (key ? storage.signedUrl(key, LIMITS.mediaUrlTtlSeconds) : null);
  return {
    url,
    async media(ref) {
      if (!ref?.key) return null;
      return { url: (await url(ref.key))!, duration: ref.duration ?? null };
    },
  };
}
