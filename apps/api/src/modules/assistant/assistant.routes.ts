/**
 * Assistant routes (SPEC §7 Assistant, §8; issue 12): POST /v3/assistant/threads (client_id) creates a thread;
 * POST /v3/assistant/threads/{threadId} answers `text/event-stream` (events start, citations, delta, action, done,
 * error); GET list and detail, PATCH rename, DELETE. All need the `ai_assistant` permission; Consumer 403; another
 * user's or client's thread 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_TEXTS,
  AssistantThreadDetailResponse,
  AssistantThreadResponse,
  AssistantThreadsResponse,
  CreateThreadBody,
  Problem,
  RenameThreadBody,
  SendMessageBody,
  ThreadParams,
  ThreadQuery,
  type AssistantAction,
  type AssistantEventName,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import type { AiProvider } from '../../ai';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { requirePermission } from '../../core/policies';
import { presentCitation, presentMessage, presentThread } from './assistant.presenter';
import * as service from './assistant.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };

/** What the assistant routes need: the database, the media signer (clips) and the AI provider. */
type AssistantRoutesOptions = { db: Database; media: MediaSigner; ai: AiProvider };

/** Registers the assistant routes. */
export async function assistantRoutes(app: FastifyInstance, opts: AssistantRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media, ai } = opts;
  // Vector search or full text, decided once here and logged (decision 0171).
  const retrieval = await service.chooseRetrieval(db, ai, app.log);
  const meta = { provider: ai.info, retrieval: retrieval.mode };

  /** The scope of an assistant request: research access, a client the viewer may act for, and `ai_assistant`. */
  const assistantScope = async (request: FastifyRequest, clientId: string | undefined) => {
    const scope = await researchScope(db, request, clientId);
    requirePermission(scope.viewer, 'ai_assistant');
    return { ...scope, owner: { clientId: scope.clientId, userId: scope.viewer.userId } };
  };

  r.post('/v3/assistant/threads', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Creates an assistant thread for the client (SPEC §7 Assistant)',
      tags: ['assistant'],
      body: CreateThreadBody,
      response: { 201: AssistantThreadResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { owner } = await assistantScope(request, request.body.client_id);
      return reply.code(201).send({ data: presentThread(await service.createThread(db, owner, request.body.title)) });
    },
  });

  r.get('/v3/assistant/threads', {
    onRequest: app.authenticate,
    schema: {
      summary: "The user's threads in the client, most recent first, and the AI provider label",
      tags: ['assistant'],
      querystring: ThreadQuery,
      response: { 200: AssistantThreadsResponse, ...errors },
    },
    handler: async (request) => {
      const { owner } = await assistantScope(request, request.query.client_id);
      return { data: (await service.listThreads(db, owner)).map(presentThread), meta };
    },
  });

  r.get('/v3/assistant/threads/:threadId', {
    onRequest: app.authenticate,
    schema: {
      summary: 'A thread with its messages and their citations (clips with signed URLs)',
      tags: ['assistant'],
      params: ThreadParams,
      querystring: ThreadQuery,
      response: { 200: AssistantThreadDetailResponse, ...errors },
    },
    handler: async (request) => {
      const { owner } = await assistantScope(request, request.query.client_id);
      const { thread, messages } = await service.getThreadWithMessages(db, owner, request.params.threadId);
      const presented = await media.present((urls) => messages.map((m) => presentMessage(m, urls)));
      return { data: { ...presentThread(thread), messages: presented }, meta };
    },
  });

  r.patch('/v3/assistant/threads/:threadId', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Renames a thread',
      tags: ['assistant'],
      params: ThreadParams,
      querystring: ThreadQuery,
      body: RenameThreadBody,
      response: { 200: AssistantThreadResponse, ...errors },
    },
    handler: async (request) => {
      const { owner } = await assistantScope(request, request.query.client_id);
      return { data: presentThread(await service.renameThread(db, owner, request.params.threadId, request.body.title)) };
    },
  });

  r.delete('/v3/assistant/threads/:threadId', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Deletes a thread and its messages',
      tags: ['assistant'],
      params: ThreadParams,
      querystring: ThreadQuery,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { owner } = await assistantScope(request, request.query.client_id);
      await service.deleteThread(db, owner, request.params.threadId);
      return reply.code(204).send(null);
    },
  });

  r.post('/v3/assistant/threads/:threadId', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Sends a message (or regenerate: true) and answers text/event-stream: start, citations, delta ({text}), action, done ({message_id}), error ({message}) (SPEC §7, §8)',
      tags: ['assistant'],
      params: ThreadParams,
      body: SendMessageBody,
      response: { ...errors },
    },
    handler: async (request, reply) => {
      const scope = await assistantScope(request, request.body.client_id);
      const turn = await service.prepareTurn(db, scope.owner, request.params.threadId, request.body);
      reply.hijack();
      const raw = reply.raw;
      // Headers and the start event go out before retrieval, so the answer starts streaming at once.
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: AssistantEventName, data: unknown) => {
        if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const controller = new AbortController();
      raw.on('close', () => {
        if (!raw.writableFinished) controller.abort();
      });
      send('start', { thread: presentThread(turn.thread), provider: ai.info });
      // Let the socket flush the start event before retrieval (PGlite runs its queries on this thread).
      await new Promise<void>((resolve) => setImmediate(resolve));

      let sources: service.StoredCitation[] = [];
      try {
        const retrievalStart = performance.now();
        sources = await service.findSources(db, scope, turn.question, retrieval);
        const retrievalMs = Math.round((performance.now() - retrievalStart) * 10) / 10;
        // retrieval_ms: how long retrieval took (ms), for the benchmark and for anyone profiling.
        send('citations', { citations: await media.present((urls) => sources.map((c) => presentCitation(c, urls))), retrieval_ms: retrievalMs });
      } catch (error) {
        request.log.error({ err: error }, 'assistant retrieval failed');
        send('error', { message: 'Your research could not be searched just now.' });
        send('done', { message_id: null, status: 'error', cited: [] });
        raw.end();
        return;
      }
      let text = '';
      let status: 'complete' | 'aborted' | 'error' = 'complete';
      try {
        for await (const delta of ai.answer(
          { question: turn.question, history: turn.history, sources: service.toSourceDocs(sources), mode: turn.mode },
          controller.signal,
        )) {
          text += delta;
          send('delta', { text: delta });
        }
        if (controller.signal.aborted) status = 'aborted';
      } catch (error) {
        status = 'error';
        request.log.warn({ err: error }, 'assistant answer failed');
        send('error', { message: error instanceof Error ? error.message : ERROR_TEXTS.other });
      }
      const action: AssistantAction | null = turn.mode === 'draft_brief' && status === 'complete' ? service.briefAction(text) : null;
      if (action) send('action', action);
      const stored = await service.storeAnswer(db, scope.owner, turn, { text, citations: sources, action, status }, ai);
      send('done', { message_id: stored.id, status, cited: [...service.citedNumbers(text)] });
      raw.end();
    },
  });
}
