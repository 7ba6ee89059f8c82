/** Quote reads (SPEC §7 Quotes): GET /api/v3/quotes (every SPEC §3 filter key, cursor paging) and /v3/quotes/{id}. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClientIdQuery, IdParams, Problem, QuoteQuery, QuoteResponse, QuotesQuery, QuotesResponse } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentQuote } from './quotes.presenter';
import * as service from './quotes.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };

/** What the quote routes need: the database and the media URL signer. */
type QuoteRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the quote routes. Consumer: 403; another client's quote: 404 'Quote not found'. */
export async function quoteRoutes(app: FastifyInstance, opts: QuoteRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;

  r.get('/v3/quotes', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Quotes of the active client: filter by study, segments, tasks, business questions (= objectives), showreels, ids; full-text search in the original language and English; cursor paging (SPEC §3, §7)',
      tags: ['quotes'],
      querystring: QuotesQuery,
      response: { 200: QuotesResponse, ...errors },
    },
    handler: async (request) => {
      const { query } = request;
      const { clientId, projectIds } = await researchScope(db, request, query.client_id);
      const { rows, nextCursor } = await service.listQuotes(db, clientId, query, projectIds);
      return {
        data: await media.present((urls) => rows.map((row) => presentQuote(row, query.translation, urls))),
        meta: { next_cursor: nextCursor, limit: query.limit },
      };
    },
  });

  r.get('/v3/quotes/:id', {
    onRequest: app.authenticate,
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
}
