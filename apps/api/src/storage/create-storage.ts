/** Chooses the object storage from config: S3 when S3_BUCKET is set, else local files under DATA_DIR/media. */
import path from 'node:path';
import type { AppConfig } from '../config/env';
import { createLocalStorage, type LocalObjectStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

/** The configured store (local by default). */
export function createStorage(config: AppConfig): ObjectStorage | LocalObjectStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'media'), config.mediaSigningSecret);
}
