/** GET /api/v3/search (issue 14): quotes, transcript lines, notes, insights and studies matching q, grouped by kind. Consumer: 403. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Problem, SearchQuery, SearchResponse, type NoteHit } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentQuote } from '../quotes';
import * as service from './search.service';

/** What the search route needs: the database and the media URL signer. */
type SearchRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the search route. */
export async function searchRoutes(app: FastifyInstance, opts: SearchRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;
  r.get('/v3/search', {
    onRequest: app.authenticate,
    config: { cachedAnswer: true },
    schema: {
      summary:
        "Searches every study the viewer may see: quotes, transcript lines (both languages), notes (the team's and the viewer's own private ones), insights and studies, grouped by kind; filters by study, segment, tag, language and date; quotes in the original or English (translation) (issue 14)",
      tags: ['search'],
      querystring: SearchQuery,
      response: { 200: SearchResponse, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
    },
    handler: async (request) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const found = await service.search(db, clientId, viewer.userId, request.query, projectIds);
      return {
        data: {
          quotes: await media.present((urls) => found.quotes.map((row) => ({ ...presentQuote(row, request.query.translation, urls), found_in: row.foundIn }))),
          transcripts: found.transcripts.map((row) => ({
            interview: { id: row.interview_id },
            study: { id: row.study_id },
            segment: { id: row.segment_id },
            participant_name: row.participant_name,
            language: row.language,
            start: Number(row.start),
            end: Number(row.end),
            text: row.text,
          })),
          notes: found.notes.map((row) => ({
            id: row.id,
            interview: { id: row.interview_id },
            study: { id: row.study_id },
            quote: row.quote_id ? { id: row.quote_id } : null,
            participant_name: row.participant_name,
            author_name: row.author_name,
            is_mine: row.author_id === viewer.userId,
            visibility: row.visibility as NoteHit['visibility'],
            start: Number(row.start),
            end: Number(row.end),
            text: row.body,
            created_at: new Date(row.created_at).toISOString(),
          })),
          insights: found.insights.map((row) => ({ id: row.id, study: { id: row.studyId }, title: row.title, text: row.lead || row.content })),
          studies: found.studies.map((row) => ({
            id: row.id,
            title: row.title,
            purpose: row.purpose,
            language: row.language,
            created_at: row.createdAt.toISOString(),
          })),
        },
        study_titles: Object.fromEntries(found.titles.map((row) => [row.id, row.title])),
      };
    },
  });
}
