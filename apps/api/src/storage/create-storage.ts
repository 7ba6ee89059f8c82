/** Chooses the object storage from config: S3 when S3_BUCKET is set, else local files under DATA_DIR/media. */
import path from 'node:path';
import type { AppConfig } from '../config/env';
import { createLocalStorage, type LocalObjectStorage } from './local-storage';
import type { ObjectStorage } from './storage';

/** The configured store (local by default); the AWS SDK is loaded only for S3. */
export async function createStorage(config: AppConfig): Promise<ObjectStorage | LocalObjectStorage> {
  if (config.s3) return (await import('./s3-storage')).createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'media'), config.mediaSigningSecret);
}
