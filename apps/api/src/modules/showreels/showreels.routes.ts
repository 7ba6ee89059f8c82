/**
 * Showreel routes (SPEC §7): Showreels v3 (`/v3/showreels`, cursor lists), Showreels v1 (`/v1/showreels`, page lists),
 * published showreels (`/v1/public/published_showreels`, `/v1/published_showreels`). Consumer: 403; another client's
 * reel: 404; the public GET needs no sign-in and answers only published reels.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateShowreelBody,
  Problem,
  PublicShowreelResponse,
  PublishedShowreelsQuery,
  PublishedShowreelsResponse,
  PublishShowreelBody,
  ShowreelDownloadBody,
  ShowreelDownloadQuery,
  ShowreelDownloadResponse,
  ShowreelParams,
  ShowreelQuery,
  ShowreelQuotesQuery,
  ShowreelQuotesResponse,
  ShowreelResponse,
  ShowreelsPageQuery,
  ShowreelsPageResponse,
  ShowreelsQuery,
  ShowreelsResponse,
  SHOWREEL_SORT_FIELDS,
  UpdateShowreelBody,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import { viewerOf } from '../../core/viewer';
import type { MediaSigner } from '../../core/media-urls';
import { invalidField } from '../../core/app-error';
import { decodeCursor, encodeCursor, EpochMicros, pageOffset } from '../../core/pagination';
import type { ObjectStorage } from '../../storage/storage';
import { findQuotesInOrder, presentQuote } from '../quotes';
import { presentPublicShowreel, presentShowreel } from './showreels.presenter';
import { publicThumbnailKey } from './public-page';
import * as service from './showreels.service';

/** Options of the showreel routes: database, media URL signer, storage (rendered files) and the render queue (optional). */
type ShowreelRoutesOptions = { db: Database; media: MediaSigner; storage: ObjectStorage; queue?: service.RenderQueue };

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };
/** The v3 list's keyset cursor: sort field and order it was made for, the last row's sort key and id. */
const KeysetCursor = z.object({
  v: z.literal(2),
  by: z.enum(SHOWREEL_SORT_FIELDS),
  o: z.enum(['asc', 'desc']),
  k: z.string().max(2000),
  id: z.uuid(),
});

/** Registers every showreel route (authenticated ones with `app.authenticate`, the public read without). */
export async function showreelRoutes(app: FastifyInstance, opts: ShowreelRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;
  const deps: service.ShowreelDeps = { db, storage: opts.storage, queue: opts.queue };
  /** Wire shapes of `rows` (read with their clips' subtitle lines): the pure presenter, no further query. */
  const presentAll = async (rows: service.ShowreelWithClips[]) => {
    const transcripts = service.transcriptsOfShowreels(rows);
    return media.present((urls) => rows.map((row) => presentShowreel(row, transcripts, urls)));
  };
  const present = async (row: service.ShowreelWithClips) => (await presentAll([row]))[0];
  const filtersOf = (
    q: z.infer<typeof ShowreelsQuery> | z.infer<typeof ShowreelsPageQuery>,
    visibleProjectIds: string[] | null,
    userId: string,
  ): service.ShowreelFilters => ({
    visibleProjectIds,
    createdBy: q.created_by === 'me' ? userId : undefined,
    studyId: q.study_id,
    segmentIds: q.segment_ids,
    projectId: q.project_id,
    search: q.search || undefined,
    type: q.type,
  });

  r.get('/v3/showreels', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary: 'Showreels of the active client: filter by study, segments, project, type; search title/description; sort; cursor paging (SPEC §7)',
      tags: ['showreels'],
      querystring: ShowreelsQuery,
      response: { 200: ShowreelsResponse, ...errors },
    },
    handler: async (request) => {
      const q = request.query;
      const { clientId, projectIds } = await researchScope(db, request, q.client_id);
      const sort = { by: q.sort_by, order: q.sort_order };
      const cursor = q.cursor ? decodeCursor(q.cursor, KeysetCursor) : null;
      if (cursor && (cursor.by !== sort.by || cursor.o !== sort.order)) throw invalidField('cursor', 'belongs to another sort order');
      if (cursor && cursor.by !== 'title' && cursor.by !== 'description' && !EpochMicros.safeParse(cursor.k).success) {
        throw invalidField('cursor', 'is not a valid cursor for this list');
      }
      const { rows, more } = await service.listShowreelsAfter(
        db,
        clientId,
        filtersOf(q, projectIds, viewerOf(request).userId),
        sort,
        cursor && { key: cursor.k, id: cursor.id },
        q.limit,
      );
      const last = rows.at(-1);
      const next = more && last ? encodeCursor({ v: 2, by: sort.by, o: sort.order, k: last.sortKey, id: last.id }) : null;
      return { data: await presentAll(rows), meta: { next_cursor: next, limit: q.limit } };
    },
  });

  r.get('/v1/showreels', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Showreels of the active client, page-numbered (SPEC §3 List params, §7 Showreels v1)',
      tags: ['showreels'],
      querystring: ShowreelsPageQuery,
      response: { 200: ShowreelsPageResponse, ...errors },
    },
    handler: async (request) => {
      const q = request.query;
      const { clientId, projectIds } = await researchScope(db, request, q.client_id);
      const { rows, total } = await service.listShowreels(
        db,
        clientId,
        filtersOf(q, projectIds, viewerOf(request).userId),
        { by: q.sort_by, order: q.sort_order },
        { offset: pageOffset(q.page, q.per_page), limit: q.per_page },
      );
      return { data: await presentAll(rows), meta: { page: q.page, per_page: q.per_page, total } };
    },
  });

  for (const version of ['v3', 'v1'] as const) {
    const base = `/${version}/showreels`;
    r.post(base, {
      onRequest: app.authenticate,
      schema: {
        summary: `Create a showreel from quotes; queues its render (SPEC §3, §6, §7 Showreels ${version})`,
        tags: ['showreels'],
        body: CreateShowreelBody,
        response: { 201: ShowreelResponse, ...errors },
      },
      handler: async (request, reply) => {
        const { viewer, clientId, projectIds } = await researchScope(db, request, request.body.client_id);
        const row = await service.createShowreel(deps, viewer, clientId, projectIds, request.body);
        reply.code(201);
        return { data: await present(row) };
      },
    });

    r.get(`${base}/:id`, {
      onRequest: app.authenticate,
      schema: {
        summary: `One showreel with its playable edit list (SPEC §3, §7 Showreels ${version})`,
        tags: ['showreels'],
        params: ShowreelParams,
        querystring: ShowreelQuery,
        response: { 200: ShowreelResponse, ...errors },
      },
      handler: async (request) => {
        const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
        return { data: await present(await service.getShowreel(db, clientId, projectIds, request.params.id)) };
      },
    });

    r.patch(`${base}/:id`, {
      onRequest: app.authenticate,
      schema: {
        summary: `Update title, description, clips, published (publish_videos); stale updated_at → 409; retry: true re-queues an ERROR reel (SPEC §7 Showreels ${version})`,
        tags: ['showreels'],
        params: ShowreelParams,
        body: UpdateShowreelBody,
        response: { 200: ShowreelResponse, ...errors },
      },
      handler: async (request) => {
        const { viewer, clientId, projectIds } = await researchScope(db, request, request.body.client_id);
        const row = await service.updateShowreel(deps, viewer, clientId, projectIds, request.params.id, request.body);
        return { data: await present(row) };
      },
    });

    r.delete(`${base}/:id`, {
      onRequest: app.authenticate,
      schema: {
        summary: `Delete a showreel and its rendered files (SPEC §7 Showreels ${version})`,
        tags: ['showreels'],
        params: ShowreelParams,
        querystring: ShowreelQuery,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        const { viewer, clientId, projectIds } = await researchScope(db, request, request.query.client_id);
        await service.deleteShowreel(deps, viewer, clientId, projectIds, request.params.id);
        return reply.code(204).send(null);
      },
    });

    r.get(`${base}/:id/quotes`, {
      onRequest: app.authenticate,
      schema: {
        summary: `The showreel's quotes in play order with their clip times (SPEC §7 Showreels ${version})`,
        tags: ['showreels'],
        params: ShowreelParams,
        querystring: ShowreelQuotesQuery,
        response: { 200: ShowreelQuotesResponse, ...errors },
      },
      handler: async (request) => {
        const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
        const reel = await service.getShowreel(db, clientId, projectIds, request.params.id);
        const quotes = await findQuotesInOrder(
          db,
          clientId,
          reel.clips.map((clip) => clip.quoteId),
        );
        const clipOf = new Map(reel.clips.map((clip) => [clip.quoteId, { start: clip.start, end: clip.end, position: clip.position }]));
        const data = await media.present((urls) =>
          quotes.map((quote) => ({ ...presentQuote(quote, request.query.translation, urls), clip: clipOf.get(quote.quote.id)! })),
        );
        return { data };
      },
    });

    r.post(`${base}/:id/render`, {
      onRequest: app.authenticate,
      schema: {
        summary: `Retry: queue a new render of a showreel (status CREATED; ERROR clears) (SPEC §4)`,
        tags: ['showreels'],
        params: ShowreelParams,
        querystring: ShowreelQuery,
        response: { 202: ShowreelResponse, ...errors },
      },
      handler: async (request, reply) => {
        const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
        const row = await service.retryRender(deps, clientId, projectIds, request.params.id);
        reply.code(202);
        return { data: await present(row) };
      },
    });
  }

  const presentDownload = async (subtitles: 'none' | 'original' | 'en', state: service.DownloadState) => ({
    data: { subtitles, status: state.status, url: await media.url(state.key), error: state.error },
  });

  r.get('/v3/showreels/:id/download', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Where the download of a showreel stands: subtitles none (the rendered file, source resolution), original or en (burned in, made once per render by the download job) (issue 9). 409 before the first render.',
      tags: ['showreels'],
      params: ShowreelParams,
      querystring: ShowreelDownloadQuery,
      response: { 200: ShowreelDownloadResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const { subtitles } = request.query;
      return presentDownload(subtitles, await service.showreelDownload(deps, clientId, projectIds, request.params.id, subtitles, false));
    },
  });

  r.post('/v3/showreels/:id/download', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Prepares the download of a showreel with the chosen subtitles: READY (200) when cached, else queues the burn-in job and answers PREPARING (202) (issue 9). 409 before the first render.',
      tags: ['showreels'],
      params: ShowreelParams,
      body: ShowreelDownloadBody,
      response: { 200: ShowreelDownloadResponse, 202: ShowreelDownloadResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { clientId, projectIds } = await researchScope(db, request, request.body.client_id);
      const { subtitles } = request.body;
      const state = await service.showreelDownload(deps, clientId, projectIds, request.params.id, subtitles, true);
      if (state.status !== 'READY') reply.code(202);
      return presentDownload(subtitles, state);
    },
  });

  r.post('/v1/public/published_showreels', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Publish a showreel (needs publish_videos) (SPEC §4, §6, §7 Published showreels)',
      tags: ['published showreels'],
      body: PublishShowreelBody,
      response: { 200: ShowreelResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.body.client_id);
      const id = (request.body.showreel_id ?? request.body.id)!;
      return { data: await present(await service.setPublished(deps, viewer, clientId, projectIds, id, true)) };
    },
  });

  r.delete('/v1/public/published_showreels/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Unpublish a showreel (needs publish_videos) (SPEC §4, §6, §7 Published showreels)',
      tags: ['published showreels'],
      params: ShowreelParams,
      querystring: ShowreelQuery,
      response: { 200: ShowreelResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      return { data: await present(await service.setPublished(deps, viewer, clientId, projectIds, request.params.id, false)) };
    },
  });

  r.get('/v1/public/published_showreels/:id', {
    schema: {
      summary:
        'A published showreel for the public page; no sign-in. Unknown or unpublished: 404 "The specified showreel doesn\'t exist, or isn\'t published." (SPEC §2, §4, §8)',
      tags: ['published showreels'],
      security: [],
      // Any text: a malformed id is answered like an unknown one (the public page shows the same text).
      params: z.object({ id: z.string().max(200) }),
      response: { 200: PublicShowreelResponse, 400: Problem, 404: Problem },
    },
    handler: async (request) => {
      const row = await service.getPublishedShowreel(db, request.params.id);
      const context = await service.publicContextOf(db, row);
      return { data: await media.present((urls) => presentPublicShowreel(row, urls, context)) };
    },
  });

  r.get('/v1/public/published_showreels/:id/thumbnail', {
    schema: {
      summary:
        'The thumbnail of a published, rendered showreel: a redirect (302) to a fresh signed URL, so link previews keep a stable image address; no sign-in. 404 otherwise (issue 9).',
      tags: ['published showreels'],
      security: [],
      params: z.object({ id: z.string().max(200) }),
      response: { 404: Problem },
    },
    handler: async (request, reply) => {
      const key = await publicThumbnailKey(db, request.params.id);
      const url = await media.url(key);
      if (!url) throw service.showreelNotPublished();
      // Shorter than the signed URL's life, so a cached redirect never points at an expired address.
      reply.header('Cache-Control', `public, max-age=${Math.min(300, Math.floor(media.ttlSeconds / 2))}`);
      return reply.redirect(url, 302);
    },
  });

  r.get('/v1/published_showreels', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Published showreels of the active client, by study, insight or project (SPEC §3 Published-showreel params, §7)',
      tags: ['published showreels'],
      querystring: PublishedShowreelsQuery,
      response: { 200: PublishedShowreelsResponse, ...errors },
    },
    handler: async (request) => {
      const q = request.query;
      const { clientId, projectIds } = await researchScope(db, request, q.client_id);
      const { rows } = await service.listShowreels(
        db,
        clientId,
        { studyId: q.study_id, projectId: q.project_id, insightId: q.insight_id, publishedOnly: true, visibleProjectIds: projectIds },
        { by: 'updated_at', order: 'desc' },
        { offset: 0, limit: 500 },
      );
      return { data: await presentAll(rows) };
    },
  });
}
