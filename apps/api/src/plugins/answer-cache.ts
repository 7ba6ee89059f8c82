/**
 * Answers kept between writes (decision 0370): a GET route with `config: { cachedAnswer: true }` answers a viewer the
 * bytes it wrote them before for the same address, as long as the change feed says no table was written since (by this
 * process or any other sharing the database) and the answer is younger than `keepMs` (its signed media URLs stay valid
 * long after). Only 200 answers are kept; a write request moves the feed before it is answered, so its writer reads
 * what it wrote. While the feed is not live nothing is kept or answered from memory. Bounded by bytes (lru-cache).
 * Its hooks run before compression's (route-level): the JSON is kept, and so is each encoding of it (brotli or gzip, as
 * clients accept) once one client asked for it, so an answer from memory is not compressed again.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../core/change-feed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answers depend only on the address, the viewer and the database: keep them (answer-cache.ts). */
    cachedAnswer?: boolean;
  }
}

/** A kept answer: its bytes (JSON, or one encoding of it) and content type, and the feed's `dataVersion` it was read at. */
type KeptAnswer = { body: Buffer; type: string; version: number; /** An encoding's: the JSON bytes it was encoded from. */ source?: Buffer };

/** How answers are compressed (app.ts): the encodings in order of preference, the smallest answer compressed, brotli's quality. */
export type AnswerCompression = { encodings: ('br' | 'gzip')[]; threshold: number; brotliQuality: number };

/** Header telling whether an answer came from memory (`hit`) or was written and kept (`miss`); for operators and tests. */
export const ANSWER_CACHE_HEADER = 'x-answer-cache';

/** Answers are not kept when the method may write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registers the answer cache's hooks on `app` (before `@fastify/compress`): `maxBytes` of answers at most (0: answers
 * are not kept, but write requests still move the feed), each answered for at most `keepMs` milliseconds.
 */
export function registerAnswerCache(app: FastifyInstance, opts: { changes: ChangeFeed; maxBytes: number; keepMs: number; compression: AnswerCompression }) {
  const { changes, compression } = opts;
  const encode = (body: Buffer, encoding: 'br' | 'gzip') =>
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: compression.brotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : gzipSync(body);
  const pending = new WeakMap<FastifyRequest, { key: string; version: number }>();
  const kept =
    opts.maxBytes > 0
      ? new LRUCache<string, KeptAnswer>({
          maxSize: opts.maxBytes,
          maxEntrySize: Math.floor(opts.maxBytes / 8),
          // An encoding counts the JSON it holds on to as well (counted twice while both are kept: never over the bound).
          sizeCalculation: (answer, key) => answer.body.byteLength + (answer.source?.byteLength ?? 0) + key.length,
          ttl: opts.keepMs,
        })
      : null;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!kept || request.method !== 'GET' || !request.routeOptions.config.cachedAnswer || !request.viewer || !changes.live) return;
    const key = `${request.viewer.userId}\n${request.url}`;
    const version = changes.dataVersion;
    const answer = kept.get(key);
    if (answer && answer.version === version) {
      reply.header('content-type', answer.type);
      reply.header(ANSWER_CACHE_HEADER, 'hit');
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted && answer.body.byteLength >= compression.threshold ? negotiate(accepted, compression.encodings) : null;
      if (!encoding) return reply.send(answer.body);
      const encodedKey = `${key}\n${encoding}`;
      let encoded = kept.get(encodedKey);
      // Only an encoding of these very bytes: the JSON read again after its expiry (same version, fresh media URLs)
      // must not be answered in an older encoding that outlived it.
      if (!encoded || encoded.source !== answer.body) {
        encoded = { body: encode(answer.body, encoding), type: answer.type, version, source: answer.body };
        kept.set(encodedKey, encoded);
      }
      // Already encoded: compression leaves an answer with a Content-Encoding alone.
      reply.header('content-encoding', encoding);
      reply.header('vary', 'accept-encoding');
      return reply.send(encoded.body);
    }
    // The counter before the answer is read: a write meanwhile moves it, so this answer is never answered again.
    pending.set(request, { key, version });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method)) {
      changes.noteWrite();
      return payload;
    }
    const toKeep = pending.get(request);
    if (!toKeep || !kept) return payload;
    pending.delete(request);
    const type = reply.getHeader('content-type');
    if (reply.statusCode !== 200 || typeof type !== 'string' || reply.hasHeader('set-cookie')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (changes.live) kept.set(toKeep.key, { body, type, version: toKeep.version });
    reply.header(ANSWER_CACHE_HEADER, 'miss');
    return body;
  });
}
