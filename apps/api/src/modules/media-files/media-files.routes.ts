/**
 * GET/HEAD /api/media/<key>?expires=&sig= — serves local-store objects behind the signed, expiring URLs of
 * core/media-urls.ts, with HTTP Range support (206 Partial Content), as the browser's video player needs.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import rangeParser from 'range-parser';
import { STIMULUS_FILE_TYPES } from '@insight/contracts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import type { LocalObjectStorage } from '../../storage/local-storage';

const MediaQuery = z.object({
  expires: z.coerce.number().int().positive(),
  sig: z.string().min(10).max(200),
});

/** What the media file route needs: the local store, which checks its own URL signatures. */
type MediaFileRoutesOptions = { storage: LocalObjectStorage };

/** The largest upload any stimulus type allows, bytes. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(STIMULUS_FILE_TYPES).map((t) => t.maxBytes));

/**
 * PUT /api/storage/uploads/<key>?expires=&sig= — the local store's stand-in for an S3 pre-signed PUT (SPEC §7 Upload):
 * the body is the file, stored under `key` with the request's Content-Type. 403 on a bad or expired signature, 413 above
 * the largest stimulus size. An aborted upload leaves nothing: the file is written aside and stored only when complete.
 */
async function localUploadRoute(app: FastifyInstance, opts: MediaFileRoutesOptions) {
  const { storage } = opts;
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.withTypeProvider<ZodTypeProvider>().put('/storage/uploads/*', {
    schema: { querystring: MediaQuery, hide: true },
    handler: async (request, reply) => {
      const key = decodeURIComponent((request.params as { '*': string })['*']);
      const { expires, sig } = request.query;
      if (!storage.verifyUpload(key, expires, sig)) throw new AppError('FORBIDDEN', 'This upload link is invalid or has expired.');
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large.');
      const dir = await mkdtemp(path.join(os.tmpdir(), 'insight-upload-'));
      try {
        const file = path.join(dir, 'body');
        let bytes = 0;
        const limit = new Transform({
          transform(chunk: Buffer, _enc, callback) {
            bytes += chunk.length;
            callback(bytes > MAX_UPLOAD_BYTES ? new AppError('PAYLOAD_TOO_LARGE', 'The file is too large.') : null, chunk);
          },
        });
        await pipeline(request.body as Readable, limit, createWriteStream(file));
        await storage.putFile(key, file, String(request.headers['content-type'] ?? 'application/octet-stream'));
        return reply.code(200).send();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  });
}

/** Registers the signed media route for the local store. 403 on a bad or expired signature, 404 on a missing object, 416 on an unsatisfiable range. */
export async function mediaFileRoutes(app: FastifyInstance, opts: MediaFileRoutesOptions) {
  const { storage } = opts;
  await app.register(localUploadRoute, { storage });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { querystring: MediaQuery, hide: true },
    // Stored bytes go out as stored: a byte range must stay a range of the file (issue 15).
    compress: false,
    handler: async (request, reply) => {
      // The router has decoded the path once already; decoding again would misread a `%` in a key (and throw).
      const key = (request.params as { '*': string })['*'];
      const { expires, sig } = request.query;
      if (!storage.verify(key, expires, sig)) throw new AppError('FORBIDDEN', 'This media link is invalid or has expired.');
      const info = await storage.stat(key);
      if (!info) throw new AppError('NOT_FOUND', 'Media not found');

      reply.header('Accept-Ranges', 'bytes');
      reply.header('Content-Type', info.contentType);
      // Served as the stored type only: a browser must never sniff a stored file into HTML.
      reply.header('X-Content-Type-Options', 'nosniff');
      // The URL itself expires, so caching may last until then.
      reply.header('Cache-Control', `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`);
      const rangeHeader = request.headers.range;
      if (rangeHeader) {
        const ranges = rangeParser(info.size, rangeHeader, { combine: true });
        if (ranges === -1) {
          throw new AppError('RANGE_NOT_SATISFIABLE', 'Requested range not satisfiable', undefined, {
            'Content-Range': `bytes */${info.size}`,
          });
        }
        if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
          const { start, end } = ranges[0];
          reply.code(206);
          reply.header('Content-Range', `bytes ${start}-${end}/${info.size}`);
          reply.header('Content-Length', end - start + 1);
          if (request.method === 'HEAD') return reply.send();
          return reply.send(await storage.read(key, { start, end }));
        }
      }
      reply.header('Content-Length', info.size);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await storage.read(key));
    },
  });
}
