/**
 * buildApp(config, deps): the whole API as one Fastify instance (ARCHITECTURE §2), used by server.ts,
 * the tests (`app.inject()`) and the benchmarks. Routes live under /api; the built SPA is served with
 * history-mode fallback when present.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR_TEXTS } from '@insight/contracts';
import type { Database } from '@insight/db';
import type { AppConfig } from './config/env';
import { createAiProvider, type AiProvider } from './ai';
import { createMediaSigner } from './core/media-urls';
import { responseSerializerCompiler } from './core/response-serializer';
import type { JobQueue } from './jobs/queue';
import { createLogger, type Logger } from './lib/logger';
import { createMailer } from './mail/mailer';
import { boardRoutes } from './modules/boards';
import { categoryRoutes } from './modules/categories';
import { findingsRoutes } from './modules/findings';
import { identityRoutes } from './modules/identity';
import { interviewRoutes } from './modules/interviews';
import { mediaFileRoutes } from './modules/media-files';
import { noteRoutes } from './modules/notes';
import { participationRoutes } from './modules/participation';
import { projectRoutes } from './modules/projects';
import { homeRoutes } from './modules/home';
import { quoteRoutes } from './modules/quotes';
import { resolveRoutes } from './modules/resolve';
import { searchRoutes } from './modules/search';
import { segmentGroupRoutes } from './modules/segment-groups';
import { segmentRoutes } from './modules/segments';
import { segmentImportRoutes } from './modules/segment-import';
import { injectPageMeta, isPublicShowreelPage, publicShowreelIdOf, publicShowreelMeta, showreelRoutes } from './modules/showreels';
import { storyRoutes } from './modules/stories';
import { suggestionRoutes } from './modules/suggestions';
import { studyRoutes } from './modules/studies';
import { studyCreationRoutes } from './modules/study-creation';
import { tagRoutes } from './modules/tags';
import { aiRoutes } from './modules/ai';
import { assistantRoutes } from './modules/assistant';
import { describeOperations } from './openapi/document';
import { registerAnswerCache } from './plugins/answer-cache';
import { registerAuth } from './plugins/auth';
import { clientErrorHandler, frameworkErrors, registerErrorHandler, sendProblem, SHUTTING_DOWN_RETRY_AFTER_SECONDS } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import type { ChangeFeed } from './core/change-feed';
import type { LocalObjectStorage } from './storage/local-storage';
import type { ObjectStorage } from './storage/storage';

/**
 * What buildApp needs besides config: an open, migrated database, a storage, the job queue (without one, renders are
 * not queued) and the process logger (default: a new one at LOG_LEVEL).
 */
export type AppDeps = {
  db: Database;
  storage: ObjectStorage | LocalObjectStorage;
  queue?: JobQueue;
  log?: Logger;
  ai?: AiProvider;
  /** The database's change feed (decision 0370): with it viewers and marked answers are kept between writes. */
  changes?: ChangeFeed;
};

/** Longest time (ms) an answer is kept even without writes: well inside the lifetime of the media URLs it holds. */
const ANSWER_KEPT_MS = 30_000;

/**
 * Compression of answers (issue 15): JSON, problem+json, HTML, CSS, JS, SVG and WebVTT above 1 KB, brotli (quality 4:
 * fast enough per request) or gzip as the client accepts. Media (video, audio, images, octet-stream) and event streams
 * are never compressed, so byte ranges stay byte ranges; built assets are served from their pre-compressed twins.
 */
const BROTLI_QUALITY = 4;
const COMPRESSION = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript|^image\/svg\+xml/u,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
};

/** Builds the Fastify app (logging through `deps.log` as `app.log`); does not listen. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log ?? createLogger(config.logLevel),
    // Forwarding headers count only from the proxies TRUST_PROXY names (rate limits key on request.ip).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // Long ids still reach their route (and get a 400 naming the field) instead of falling through to the SPA files.
    routerOptions: { maxParamLength: 8192 },
    // The router's and Node's own refusals (bad escapes, over-long addresses and headers) answer problem+json too.
    frameworkErrors,
    clientErrorHandler,
    // While closing, new requests on open connections get our own 503 problem+json (the hook below), not Fastify's JSON.
    return503OnClosing: false,
  });
  // While closing (from app.close()'s preClose on), answers end their connection, so app.close() waits for the requests
  // in flight only, not for their kept-alive sockets' idle timeout (72 s; Node closes the sockets idle when closing
  // starts, not those idle later). A request arriving on an open connection meanwhile is refused as every error is
  // answered (decision 0031): 503 problem+json with Retry-After, so clients and load balancers retry elsewhere or later.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('Retry-After', String(SHUTTING_DOWN_RETRY_AFTER_SECONDS));
    return sendProblem(request, reply, 503, 'SHUTTING_DOWN', ERROR_TEXTS.shuttingDown);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers: checked against their zod contract in tests and development, compiled serialisers otherwise (decision 0300).
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: config.checkResponses }));
  registerErrorHandler(app);
  registerInputGuard(app);

  await registerSecurityHeaders(app, config);
  // Before compression: answers are kept as JSON and compressed as each client accepts.
  if (deps.changes) {
    const keepMs = Math.min(ANSWER_KEPT_MS, (config.mediaUrlTtlSeconds * 1000) / 4);
    const compression = { encodings: COMPRESSION.encodings, threshold: COMPRESSION.threshold, brotliQuality: BROTLI_QUALITY };
    registerAnswerCache(app, { changes: deps.changes, maxBytes: config.answerCacheBytes, keepMs, compression });
  }
  await app.register(fastifyCompress, COMPRESSION);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Insight Portal API',
        version: '1.0.0',
        description:
          'Routes, fields and errors of SPEC §7 and §8. Every error is answered as application/problem+json; operations need a bearer access token unless they say they are public.',
        contact: { name: 'Insight Portal team (README.md, docs/architecture.md)' },
      },
      // The portal's own origin (PUBLIC_URL, else this server's port); the paths carry the /api prefix.
      servers: [{ url: config.publicUrl ?? `http://localhost:${config.port}`, description: 'This portal' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // operationId, tags, summary, description and problem+json error answers from one table (openapi/operations.ts).
    transformObject: describeOperations,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, { db: deps.db, jwtSecret: config.jwtSecret, changes: deps.changes });

  // One signer and one URL lifetime (MEDIA_URL_TTL_SECONDS) for every media URL any module answers.
  const media = createMediaSigner(deps.storage, config.mediaUrlTtlSeconds);
  const { db, storage, queue } = deps;
  // Links we build (exports, link previews) start here: PUBLIC_URL, never a request header.
  const publicBaseUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  await app.register(
    async (api) => {
      api.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
      const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
      await api.register(identityRoutes, { db, media, storage, mailer, config });
      await api.register(studyRoutes, { db, media });
      await api.register(studyCreationRoutes, { db, media, publicUrl: config.publicUrl, storage, tools: config.media });
      await api.register(segmentRoutes, { db, media });
      await api.register(segmentImportRoutes, { db, queue });
      await api.register(segmentGroupRoutes, { db });
      await api.register(interviewRoutes, { db, media });
      await api.register(quoteRoutes, { db, media });
      await api.register(resolveRoutes, { db });
      await api.register(tagRoutes, { db });
      await api.register(noteRoutes, { db });
      await api.register(searchRoutes, { db, media });
      await api.register(suggestionRoutes, { db });
      await api.register(categoryRoutes, { db });
      await api.register(projectRoutes, { db, media });
      await api.register(participationRoutes, { db });
      await api.register(homeRoutes, { db, media, storage });
      await api.register(storyRoutes, { db, media });
      await api.register(boardRoutes, { db, media });
      await api.register(showreelRoutes, { db, media, storage, queue });
      await api.register(findingsRoutes, { db, media, storage, queue, publicBaseUrl });
      if ('verify' in storage) await api.register(mediaFileRoutes, { storage });
      // AI (issue 12): one provider from the settings (OPENAI_* or built-in) for study configuration and the assistant.
      const ai = deps.ai ?? (await createAiProvider(config.openai, app.log));
      await api.register(aiRoutes, { db, ai, queue });
      await api.register(assistantRoutes, { db, media, ai });
    },
    { prefix: '/api' },
  );

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasSpa = existsSync(indexHtml);
  const shellPageOf = createShellPages(config.webDist);
  if (hasSpa) {
    // Wildcard lookup (not a route per file found at start), so a rebuilt SPA is served without a restart.
    // Its own context: anything the files cannot answer (the site root or another folder, a name too long) is not an
    // error but a page URL, answered by the history-mode fallback below.
    await app.register(async (files) => {
      files.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
        if (error.statusCode !== undefined && error.statusCode < 500) return reply.callNotFound();
        throw error;
      });
      // preCompressed: the `.br` / `.gz` twins the web build writes (apps/web/vite.config.ts) go out as they are.
      await files.register(fastifyStatic, { root: config.webDist, wildcard: true, index: false, cacheControl: false, preCompressed: true });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api') {
      // Hashed assets may be cached for long; the page itself must always be fresh.
      if (url.startsWith('/assets/')) return sendProblem(request, reply, 404, 'NOT_FOUND', 'Not found');
      reply.header('Cache-Control', 'no-cache');
      // The login and public showreel pages opened directly get their light entry's page (decision 0280), when built.
      const lightPage = lightPageOf(url);
      // Pages with a shell of their own (decision 0330) get the page the build wrote with it in the HTML.
      const page = lightPage && existsSync(path.join(config.webDist, lightPage)) ? lightPage : ((await shellPageOf(url)) ?? 'index.html');
      // The public showreel page carries its link preview (og: tags) in the HTML itself (issue 9).
      const reelId = publicShowreelIdOf(url);
      if (reelId) {
        const meta = await publicShowreelMeta(db, reelId, url, publicBaseUrl);
        if (meta) return reply.type('text/html; charset=utf-8').send(injectPageMeta(await readFile(path.join(config.webDist, page), 'utf8'), meta));
      }
      return reply.sendFile(page);
    }
    return sendProblem(request, reply, 404, 'NOT_FOUND', `Route ${request.method} ${url} not found`);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') && reply.statusCode === 200) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
    if (closing) reply.header('Connection', 'close');
  });
  return app;
}

/** `shells.json` of the web build as last read, with the modification time (ns) and size it was read at. */
type ShellList = { mtimeNs: bigint; size: bigint; files: Record<string, unknown> | null };

/**
 * The pages the web build wrote with a page shell in their HTML (decisions 0330, 0340), as a lookup `(pathname) => file |
 * null`: the file that the build's `shells.json` names for that exact path, else for the first route pattern it matches
 * (`:name` segments match one non-empty segment), a trailing slash aside, when the file exists; else null (the SPA's
 * index.html). The list is read again only when its modification time or size changed (one `stat` per page
 * request, not a read and a parse), so a rebuilt SPA is still served without a restart.
 */
function createShellPages(webDist: string): (pathname: string) => Promise<string | null> {
  const listFile = path.join(webDist, 'shells.json');
  let cached: ShellList | null = null;
  const listNow = async (): Promise<ShellList['files']> => {
    let mtimeNs: bigint;
    let size: bigint;
    try {
      ({ mtimeNs, size } = await stat(listFile, { bigint: true }));
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeNs === mtimeNs && cached.size === size) return cached.files;
    let files: unknown = null;
    try {
      files = JSON.parse(await readFile(listFile, 'utf8'));
    } catch {
      // A list being written or broken is no list; it is read again once it changes.
    }
    cached = { mtimeNs, size, files: files && typeof files === 'object' ? (files as Record<string, unknown>) : null };
    return cached.files;
  };
  return async (pathname) => {
    const files = await listNow();
    const key = pathname.replace(/\/+$/, '') || '/';
    if (!files) return null;
    const shells = Object.entries(files);
    const found = shells.find(([pattern]) => pattern === key) ?? shells.find(([pattern]) => pattern.includes(':') && matchesRoutePattern(pattern, key));
    const file = found?.[1];
    return typeof file === 'string' && existsSync(path.join(webDist, file)) ? file : null;
  };
}

/** True when `pathname` matches the route pattern `pattern` segment by segment (`:name` matches any non-empty segment). */
function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]));
}

/**
 * The light entry's page (apps/web login.html, public.html; decision 0280) of a page address opened directly: the
 * login page and the public showreel pages; null for every other page (the SPA's index.html).
 */
function lightPageOf(pathname: string): string | null {
  if (/^\/auth\/login\/?$/.test(pathname)) return 'login.html';
  if (isPublicShowreelPage(pathname)) return 'public.html';
  return null;
}
