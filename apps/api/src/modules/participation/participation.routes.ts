/**
 * GET /api/participate/{token} (public; the page behind a self-recruit study's shareable link, POST /orders
 * participant_link): the study's title and whether it still takes participants. A completed study answers
 * is_open false with SPEC §8 'This study is now closed. Thanks for your interest.'; an unknown token is a 404.
 * Nothing else of the study or its client is told.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { ERROR_TEXTS, ParticipationParams, ParticipationResponse, Problem } from '@insight/contracts';
import { studies, studyOrders, type Database } from '@insight/db';
import { notFound } from '../../core/app-error';

/** Registers the participation route (no sign-in; rate-limited). */
export async function participationRoutes(app: FastifyInstance, opts: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/participate/:token', {
    schema: {
      summary:
        "Public: whether a self-recruit study's shareable link still takes participants; closed studies say 'This study is now closed. Thanks for your interest.' (SPEC §8)",
      tags: ['participation'],
      security: [],
      params: ParticipationParams,
      response: { 200: ParticipationResponse, 400: Problem, 404: Problem },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const [row] = await opts.db
        .select({ title: studies.title, display: studies.displayStatusCode, completedAt: studies.completedAt })
        .from(studyOrders)
        .innerJoin(studies, and(eq(studies.id, studyOrders.studyId), eq(studies.clientId, studyOrders.clientId)))
        .where(eq(studyOrders.participantToken, request.params.token))
        .limit(1);
      if (!row) throw notFound('This participant link is not valid.');
      const isOpen = row.display !== 'COMPLETED' && row.completedAt === null;
      return { data: { title: row.title, is_open: isOpen, message: isOpen ? null : ERROR_TEXTS.studyClosed } };
    },
  });
}
