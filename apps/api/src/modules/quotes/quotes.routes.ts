/**
 * Quote reads (SPEC §7 Quotes): GET /api/v3/quotes (every SPEC §3 filter key plus tag_ids, cursor paging) and
 * /v3/quotes/{id}; writes (issue 14): POST (from words), PATCH (bounds by word), DELETE, the quote's showreels and tags.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddQuoteTagBody,
  ClientIdQuery,
  CreateQuoteBody,
  DeleteQuoteResponse,
  IdParams,
  Problem,
  QuoteQuery,
  QuoteResponse,
  QuoteShowreelsResponse,
  QuoteTagParams,
  QuotesQuery,
  QuotesResponse,
  QuoteWriteQuery,
  UpdateQuoteBody,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentQuote } from './quotes.presenter';
import * as service from './quotes.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };

/** What the quote routes need: the database and the media URL signer. */
type QuoteRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the quote routes. Consumer: 403; another client's quote: 404 'Quote not found'. */
export async function quoteRoutes(app: FastifyInstance, opts: QuoteRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;

  r.get('/v3/quotes', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary:
        'Quotes of the active client: filter by study, segments, tasks, subtasks, business questions (= objectives), showreels, ids; full-text search in the original language and English (all words, phrase or any word); sort by relevance, date, study or duration; cursor paging and an optional total; with a search each quote says where its words were found (found_in: original, or en when only through the English translation) (SPEC §3, §7)',
      tags: ['quotes'],
      querystring: QuotesQuery,
      response: { 200: QuotesResponse, ...errors },
    },
    handler: async (request) => {
      const { query } = request;
      const { clientId, projectIds } = await researchScope(db, request, query.client_id);
      const { rows, nextCursor, total } = await service.listQuotes(db, clientId, query, projectIds);
      return {
        // With a search each quote says where its words were found (decision 0390).
        data: await media.present((urls) =>
          rows.map((row) => ({ ...presentQuote(row, query.translation, urls), ...(row.foundIn ? { found_in: row.foundIn } : {}) })),
        ),
        meta: { next_cursor: nextCursor, limit: query.limit, ...(total === undefined ? {} : { total: total.total, total_capped: total.capped }) },
      };
    },
  });

  r.get('/v3/quotes/:id', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary: 'One quote in the original language or English (translation=original|en) (SPEC §3, §7)',
      tags: ['quotes'],
      params: IdParams,
      querystring: QuoteQuery.extend({ client_id: ClientIdQuery }),
      response: { 200: QuoteResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const row = await service.getQuote(db, clientId, request.params.id, projectIds);
      return { data: await media.present((urls) => presentQuote(row, request.query.translation, urls)) };
    },
  });

  // Writes answer the quote in the original language (the words it was made from).
  r.post('/v3/quotes', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Makes a quote from words of an interview transcript: times from the word timings, task from the words, English from the aligned chunks (issue 14)',
      tags: ['quotes'],
      body: CreateQuoteBody,
      response: { 201: QuoteResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.body.client_id);
      const row = await service.createQuote(db, viewer, clientId, request.body, projectIds);
      return reply.code(201).send({ data: await media.present((urls) => presentQuote(row, 'original', urls)) });
    },
  });

  r.patch('/v3/quotes/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'New bounds of a quote by word; 409 when updated_at is stale (issue 14)',
      tags: ['quotes'],
      params: IdParams,
      body: UpdateQuoteBody,
      response: { 200: QuoteResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.body.client_id);
      const row = await service.updateQuote(db, clientId, request.params.id, request.body, projectIds);
      return { data: await media.present((urls) => presentQuote(row, 'original', urls)) };
    },
  });

  r.delete('/v3/quotes/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Deletes a quote; showreels using it keep it until they are edited, and the answer names them (issue 14)',
      tags: ['quotes'],
      params: IdParams,
      querystring: QuoteWriteQuery,
      response: { 200: DeleteQuoteResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const kept = await service.deleteQuote(db, clientId, request.params.id, projectIds);
      return { data: { id: request.params.id, kept_in_showreels: kept } };
    },
  });

  r.get('/v3/quotes/:id/showreels', {
    onRequest: app.authenticate,
    schema: {
      summary: 'The showreels using a quote, by title (asked before deleting it) (issue 14)',
      tags: ['quotes'],
      params: IdParams,
      querystring: QuoteWriteQuery,
      response: { 200: QuoteShowreelsResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      return { data: await service.showreelsOfQuote(db, clientId, request.params.id, projectIds) };
    },
  });

  r.post('/v3/quotes/:id/tags', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Tags a quote with a tag of the client (tag_id) or by title, creating the tag when new (issue 14)',
      tags: ['quotes'],
      params: IdParams,
      body: AddQuoteTagBody,
      response: { 200: QuoteResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.body.client_id);
      const row = await service.addQuoteTag(db, clientId, request.params.id, request.body, projectIds);
      return { data: await media.present((urls) => presentQuote(row, 'original', urls)) };
    },
  });

  r.delete('/v3/quotes/:id/tags/:tagId', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Removes a tag from a quote (issue 14)',
      tags: ['quotes'],
      params: QuoteTagParams,
      querystring: QuoteWriteQuery,
      response: { 200: QuoteResponse, ...errors },
    },
    handler: async (request) => {
      const { clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const row = await service.removeQuoteTag(db, clientId, request.params.id, request.params.tagId, projectIds);
      return { data: await media.present((urls) => presentQuote(row, 'original', urls)) };
    },
  });
}
