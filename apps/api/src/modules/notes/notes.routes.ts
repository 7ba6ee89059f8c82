/**
 * Note routes (issue 14): GET/POST /v3/interviews/{id}/notes, PATCH/DELETE /v3/notes/{id}. Researchers and Masters;
 * Consumer 403; a private note of someone else, or another client's note, 404 'Note not found'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateNoteBody, IdParams, NoteResponse, NoteWriteQuery, NotesQuery, NotesResponse, Problem, UpdateNoteBody } from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import { presentNote } from './notes.presenter';
import * as service from './notes.service';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem };

/** What the note routes need: the database. */
type NoteRoutesOptions = { db: Database };

/** Registers the note routes. */
export async function noteRoutes(app: FastifyInstance, opts: NoteRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/v3/interviews/:id/notes', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Notes on an interview the viewer may read (team notes and their own private ones), in time order, optionally matching q (issue 14)',
      tags: ['notes'],
      params: IdParams,
      querystring: NotesQuery,
      response: { 200: NotesResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      const rows = await service.listNotes(db, clientId, viewer.userId, request.params.id, request.query, projectIds);
      return { data: rows.map((row) => presentNote(row, viewer.userId)) };
    },
  });

  r.post('/v3/interviews/:id/notes', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Adds a private or team note to a moment (start..end seconds) of an interview, or to a quote of it (issue 14)',
      tags: ['notes'],
      params: IdParams,
      body: CreateNoteBody,
      response: { 201: NoteResponse, ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.body.client_id);
      const row = await service.createNote(db, clientId, viewer.userId, request.params.id, request.body, projectIds);
      return reply.code(201).send({ data: presentNote(row, viewer.userId) });
    },
  });

  r.patch('/v3/notes/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Changes the text or visibility of one’s own note; 409 when updated_at is stale (issue 14)',
      tags: ['notes'],
      params: IdParams,
      body: UpdateNoteBody,
      response: { 200: NoteResponse, ...errors },
    },
    handler: async (request) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.body.client_id);
      const row = await service.updateNote(db, clientId, viewer.userId, request.params.id, request.body, projectIds);
      return { data: presentNote(row, viewer.userId) };
    },
  });

  r.delete('/v3/notes/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Deletes one’s own note (issue 14)',
      tags: ['notes'],
      params: IdParams,
      querystring: NoteWriteQuery,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { viewer, clientId, projectIds } = await researchScope(db, request, request.query.client_id);
      await service.deleteNote(db, clientId, viewer.userId, request.params.id, projectIds);
      return reply.code(204).send(null);
    },
  });
}
