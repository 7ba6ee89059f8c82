/** A real S3-compatible server for tests (s3rver on a free local port) and the S3 store talking to it through the AWS SDK. */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../src/storage/s3-storage';
import type { ObjectStorage } from '../src/storage/storage';

/** Starts s3rver with a `media` bucket; answers the S3 store and `close()` (stops it and removes its folder). */
export async function startS3Server(): Promise<{ storage: ObjectStorage; close: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'insight-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: root, configureBuckets: [{ name: 'media', configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  const storage = createS3Storage({
    bucket: 'media',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's fixed development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
