/**
 * GET /api/suggestions/{x} (SPEC §7 User and client): type-ahead for the search fields — `studies` (titles of studies
 * the viewer may see), `tags`, `countries` (participants' countries) and `users` (view_team_account_status). Consumer
 * 403; an unknown `{x}` or a bad `limit` 400 naming the field; another client's `client_id` 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Problem, SuggestionParams, SuggestionQuery, SuggestionsResponse, type Suggestion } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import { requirePermission } from '../../core/policies';
import * as repo from './suggestions.repository';

/** Registers the suggestions route. */
export async function suggestionRoutes(app: FastifyInstance, opts: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  r.get('/suggestions/:x', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Type-ahead suggestions for a search field: studies, tags, countries or users (SPEC §7 suggestions/{x}); prefix matches first; users need view_team_account_status',
      tags: ['search'],
      params: SuggestionParams,
      querystring: SuggestionQuery,
      response: { 200: SuggestionsResponse, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      const { q, limit } = request.query;
      let data: Suggestion[];
      switch (request.params.x) {
        case 'studies':
          data = (await repo.studyTitles(db, scope, q, limit)).map((row) => ({ ...row, label: row.value }));
          break;
        case 'tags':
          data = (await repo.tagTitles(db, scope, q, limit)).map((row) => ({ ...row, label: row.value }));
          break;
        case 'countries':
          data = (await repo.participantCountries(db, scope, q, limit)).map((row) => ({ ...row, label: row.value }));
          break;
        case 'users':
          requirePermission(scope.viewer, 'view_team_account_status');
          data = (await repo.clientUsers(db, scope, q, limit)).map((row) => ({ value: row.value, id: row.id, label: `${row.value} (${row.email})` }));
          break;
      }
      return { data };
    },
  });
}
