/**
 * Home content routes (SPEC §2 Home articles; the news banner): GET /articles, POST /articles, PUT /articles/order,
 * PUT /articles/{id}, DELETE /articles/{id}; GET /notices/current, GET /notices, POST /notices, PUT /notices/{id},
 * POST /notices/{id}/dismiss. Articles: research roles (Consumer 403); notices/current and dismiss: every signed-in role.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArticleResponse,
  ArticlesQuery,
  ArticlesResponse,
  CreateArticleRequest,
  CreateNoticeRequest,
  CurrentNoticeResponse,
  HomeClientQuery,
  IdParams,
  NoticeResponse,
  NoticesResponse,
  OrderArticlesRequest,
  Problem,
  UpdateArticleRequest,
  UpdateNoticeRequest,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { anyRoleScope, researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import type { ObjectStorage } from '../../storage/storage';
import { presentArticle, presentNotice } from './home.presenter';
import * as service from './home.service';

/** What the Home routes need: the database, the media URL signer and the store (article pictures). */
type HomeRoutesOptions = { db: Database; media: MediaSigner; storage: ObjectStorage };

/** Registers the Home content routes. */
export async function homeRoutes(app: FastifyInstance, opts: HomeRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media, storage } = opts;
  const presentArticles = (rows: Parameters<typeof presentArticle>[0][]) => media.present((urls) => rows.map((row) => presentArticle(row, urls)));
  const presentOne = async (row: Parameters<typeof presentArticle>[0]) => ({ data: (await presentArticles([row]))[0] });
  const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };
  const tags = ['home'];

  r.get('/articles', {
    onRequest: app.authenticate,
    schema: {
      summary: "The client's Home articles in order (SPEC §2); drafts=true adds drafts (research team)",
      tags,
      querystring: ArticlesQuery,
      response: { 200: ArticlesResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await researchScope(db, request, request.query.client_id);
      return { data: await presentArticles(await service.listArticles(db, viewer, clientId, request.query.drafts === 'true')) };
    },
  });

  r.post('/articles', {
    onRequest: app.authenticate,
    schema: { summary: 'Add a Home article, last in order (research team)', tags, body: CreateArticleRequest, response: { 201: ArticleResponse, ...errors } },
    handler: async (request, reply) => {
      const { viewer, clientId } = await researchScope(db, request, request.body.client_id);
      return reply.code(201).send(await presentOne(await service.createArticle(db, viewer, clientId, request.body)));
    },
  });

  r.put('/articles/order', {
    onRequest: app.authenticate,
    schema: {
      summary: "Reorder the client's Home articles: every id once (research team)",
      tags,
      body: OrderArticlesRequest,
      response: { 200: ArticlesResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await researchScope(db, request, request.body.client_id);
      return { data: await presentArticles(await service.orderArticles(db, viewer, clientId, request.body.ids)) };
    },
  });

  r.put('/articles/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Edit, publish or withdraw a Home article (research team)',
      tags,
      params: IdParams,
      querystring: HomeClientQuery,
      body: UpdateArticleRequest,
      response: { 200: ArticleResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await researchScope(db, request, request.query.client_id);
      return presentOne(await service.updateArticle(db, storage, viewer, clientId, request.params.id, request.body));
    },
  });

  r.delete('/articles/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Delete a Home article (research team)',
      tags,
      params: IdParams,
      querystring: HomeClientQuery,
      response: { 200: z.object({ ok: z.literal(true) }), ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await researchScope(db, request, request.query.client_id);
      await service.deleteArticle(db, storage, viewer, clientId, request.params.id);
      return { ok: true as const };
    },
  });

  r.get('/notices/current', {
    onRequest: app.authenticate,
    schema: {
      summary: 'The news banner: newest published notice the viewer has not dismissed, or null (every role)',
      tags,
      querystring: HomeClientQuery,
      response: { 200: CurrentNoticeResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await anyRoleScope(db, request, request.query.client_id);
      const notice = await service.currentNotice(db, viewer, clientId);
      return { data: notice ? presentNotice(notice) : null };
    },
  });

  r.get('/notices', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Every news notice of the client, newest first (research team)',
      tags,
      querystring: HomeClientQuery,
      response: { 200: NoticesResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await researchScope(db, request, request.query.client_id);
      return { data: (await service.listNotices(db, viewer, clientId)).map(presentNotice) };
    },
  });

  r.post('/notices', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Publish a news notice in the header banner (research team)',
      tags,
      body: CreateNoticeRequest,
      response: { 201: NoticeResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId } = await researchScope(db, request, request.body.client_id);
      return reply.code(201).send({ data: presentNotice(await service.createNotice(db, viewer, clientId, request.body)) });
    },
  });

  r.put('/notices/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Edit, publish or withdraw a news notice (research team)',
      tags,
      params: IdParams,
      querystring: HomeClientQuery,
      body: UpdateNoticeRequest,
      response: { 200: NoticeResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await researchScope(db, request, request.query.client_id);
      return { data: presentNotice(await service.updateNotice(db, viewer, clientId, request.params.id, request.body)) };
    },
  });

  r.post('/notices/:id/dismiss', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Close the news banner for the viewer, on every device (every role)',
      tags,
      params: IdParams,
      querystring: HomeClientQuery,
      response: { 200: z.object({ ok: z.literal(true) }), ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId } = await anyRoleScope(db, request, request.query.client_id);
      await service.dismissNotice(db, viewer, clientId, request.params.id);
      return { ok: true as const };
    },
  });
}
