/**
 * Object storage interface: local files under DATA_DIR/media by default, any S3-compatible store in production.
 * Keys are relative POSIX paths such as `interviews/<id>/video.mp4`.
 */
import type { Readable } from 'node:stream';

/** Size in bytes and content type of a stored object. */
export type ObjectInfo = { size: number; contentType: string };

/** Inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/** Where media objects live; every method is keyed by the object key. */
export interface ObjectStorage {
  /** Copies a local file into the store under `key`. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** Writes bytes under `key`. */
  putBuffer(key: string, body: Buffer | string, contentType: string): Promise<void>;
  /** Size and type of `key`, or null when absent. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Reads `key` (optionally one byte range). Throws when absent. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes `key`; absent keys are fine. */
  delete(key: string): Promise<void>;
  /** Removes every key starting with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key starting with `prefix`, with when it was last written (for sweeps of abandoned uploads). */
  list(prefix: string): Promise<{ key: string; lastModified: Date }[]>;
  /** A URL that serves `key` until `ttlSeconds` from now (seconds). */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** A pre-signed URL the browser PUTs one object to, with `contentType` as its Content-Type, until `ttlSeconds` from now (SPEC §7 Upload). */
  signedUploadUrl(key: string, contentType: string, ttlSeconds: number): Promise<string>;
}
