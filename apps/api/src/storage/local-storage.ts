/**
 * Local-disk object storage (the embedded default): objects under `root`, served by the API at
 * `<basePath>/<key>?expires=<unix seconds>&sig=<HMAC-SHA256>` (served by modules/media-files).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, ObjectInfo, ObjectStorage } from './storage';

/** A storage that can also check the signature of the URLs it made (only the local store needs the API to serve files). */
export interface LocalObjectStorage extends ObjectStorage {
  /** True when `sig` is this store's signature of `key` until `expires` (unix seconds) and it has not expired. */
  verify(key: string, expires: number, sig: string, nowSeconds?: number): boolean;
  /** Like {@link verify}, for the upload URLs of `signedUploadUrl` (a download signature does not allow an upload). */
  verifyUpload(key: string, expires: number, sig: string, nowSeconds?: number): boolean;
}

/** Rejects keys that could escape the root (absolute, `..`, backslashes, NUL). */
export function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.includes('\\') || key.includes('\0') || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** True when `sig` equals `expected` (constant time) and `expires` (unix seconds) has not passed. */
function matches(expected: string, expires: number, sig: string, nowSeconds: number): boolean {
  if (!Number.isFinite(expires) || expires < nowSeconds) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sig);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Creates the local store rooted at `root`; URLs start with `basePath` (e.g. `/api/media`). */
export function createLocalStorage(root: string, signingSecret: string, basePath = '/api/media', uploadPath = '/api/storage/uploads'): LocalObjectStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const metaOf = (key: string) => `${fileOf(key)}.meta.json`;
  const sign = (key: string, expires: number) => createHmac('sha256', signingSecret).update(`${key}\n${expires}`).digest('base64url');

  return {
    async putFile(key, sourcePath, contentType) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(sourcePath, target);
      await writeFile(metaOf(key), JSON.stringify({ contentType }));
    },
    async putBuffer(key, body, contentType) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
      await writeFile(metaOf(key), JSON.stringify({ contentType }));
    },
    async stat(key): Promise<ObjectInfo | null> {
      try {
        const info = await stat(fileOf(key));
        if (!info.isFile()) return null;
        const meta = JSON.parse(await readFile(metaOf(key), 'utf8').catch(() => '{}')) as { contentType?: string };
        return { size: info.size, contentType: meta.contentType ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const file = fileOf(key);
      await stat(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
    async list(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      assertSafeKey(trimmed);
      const found: { key: string; lastModified: Date }[] = [];
      const walk = async (dir: string, keyPrefix: string): Promise<void> => {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const key = `${keyPrefix}/${entry.name}`;
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
          else if (entry.isFile() && !entry.name.endsWith('.meta.json')) found.push({ key, lastModified: (await stat(path.join(dir, entry.name))).mtime });
        }
      };
      await walk(path.join(root, ...trimmed.split('/')), trimmed);
      return found;
    },
    async deletePrefix(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      assertSafeKey(trimmed);
      await rm(path.join(root, ...trimmed.split('/')), { recursive: true, force: true });
    },
    async signedUrl(key, ttlSeconds) {
      assertSafeKey(key);
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const encodedKey = key.split('/').map(encodeURIComponent).join('/');
      return `${basePath}/${encodedKey}?expires=${expires}&sig=${sign(key, expires)}`;
    },
    async signedUploadUrl(key, _contentType, ttlSeconds) {
      assertSafeKey(key);
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const encodedKey = key.split('/').map(encodeURIComponent).join('/');
      return `${uploadPath}/${encodedKey}?expires=${expires}&sig=${sign(`PUT\n${key}`, expires)}`;
    },
    verify(key, expires, sig, nowSeconds = Math.floor(Date.now() / 1000)) {
      return matches(sign(key, expires), expires, sig, nowSeconds);
    },
    verifyUpload(key, expires, sig, nowSeconds = Math.floor(Date.now() / 1000)) {
      return matches(sign(`PUT\n${key}`, expires), expires, sig, nowSeconds);
    },
  };
}
