/**
 * The media URL signer (docs/architecture.md "Media"): rows keep storage keys; answers carry signed, expiring URLs.
 * One signer per app, one lifetime for every URL it makes: MEDIA_URL_TTL_SECONDS (config, default 6 h).
 *
 * Presenters stay pure and synchronous: they read URLs from a {@link MediaUrls} lookup. {@link MediaSigner.present}
 * runs a presenter once to learn which keys it reads, signs those keys (signing may be async, e.g. S3 pre-signing),
 * then runs it again with the signed URLs — so the keys an answer needs are never listed twice.
 */
import type { MediaUrl } from '@insight/contracts';
import type { MediaRefJson } from '@insight/db';
import type { ObjectStorage } from '../storage/storage';

/** Signed URLs of the keys a presenter reads, looked up synchronously. */
export type MediaUrls = {
  /** Signed URL of `key`, or null when there is no key. */
  url(key: string | null | undefined): string | null;
  /** `{url, duration}` (duration in seconds) of a stored media reference, or null. */
  media(ref: MediaRefJson | null | undefined): MediaUrl | null;
};

/** Signs storage keys for answers; every URL lives {@link MediaSigner.ttlSeconds} seconds. */
export type MediaSigner = {
  /** Lifetime of every URL in seconds (MEDIA_URL_TTL_SECONDS). */
  readonly ttlSeconds: number;
  /** Signed URL of one key (null for none), for answers that are a single URL. */
  url(key: string | null | undefined): Promise<string | null>;
  /** Answers `present(urls)` with every key the (pure, synchronous) presenter reads signed. */
  present<T>(present: (urls: MediaUrls) => T): Promise<T>;
};

const mediaOf = (ref: MediaRefJson | null | undefined, url: (key: string) => string): MediaUrl | null =>
  ref?.key ? { url: url(ref.key), duration: ref.duration ?? null } : null;

/** The app's signer over `storage`; `ttlSeconds` is the lifetime of every URL (seconds). */
export function createMediaSigner(storage: ObjectStorage, ttlSeconds: number): MediaSigner {
  return {
    ttlSeconds,
    async url(key) {
      return key ? storage.signedUrl(key, ttlSeconds) : null;
    },
    async present(present) {
      const keys = new Set<string>();
      const collect = (key: string) => {
        keys.add(key);
        return key;
      };
      present({ url: (key) => (key ? collect(key) : null), media: (ref) => mediaOf(ref, collect) });
      const signed = new Map(await Promise.all([...keys].map(async (key) => [key, await storage.signedUrl(key, ttlSeconds)] as const)));
      const lookup = (key: string) => {
        const url = signed.get(key);
        if (url === undefined) throw new Error(`Media key ${key} was not signed: presenters must be pure`);
        return url;
      };
      return present({ url: (key) => (key ? lookup(key) : null), media: (ref) => mediaOf(ref, lookup) });
    },
  };
}
