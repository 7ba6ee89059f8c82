/**
 * User endpoints (SPEC §7 User and client): GET /api/user, GET /api/user/clients, PUT and DELETE /api/user/{id},
 * POST /api/user/{id}/picture (multipart field `file`), GET /api/company_departments.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import {
  COMPANY_DEPARTMENTS,
  CompanyDepartmentsResponse,
  INVITE_TEXTS,
  PICTURE_MAX_BYTES,
  PictureResponse,
  Problem,
  UpdateProfileRequest,
  UserClientsResponse,
  UserResponse,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { viewerOf } from '../../plugins/auth';
import { AppError, notFound } from '../../lib/app-error';
import type { ObjectStorage } from '../../storage/storage';
import * as team from '../team/team.service';
import * as profile from './profile.service';
import * as repo from './user.repository';
import { presentClient, presentUser } from './user.presenter';

/** Registers the user routes; every one needs a signed-in user. */
export async function userRoutes(app: FastifyInstance, opts: { db: Database; storage: ObjectStorage }) {
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileOf = async (userId: string) => {
    const user = await repo.findUserProfile(opts.db, userId);
    if (!user) throw notFound('User not found');
    const data = presentUser(user);
    return { data: { ...data, image: data.image ? await opts.storage.signedUrl(data.image, 3600) : null } };
  };
  r.get('/user', {
    onRequest: app.authenticate,
    schema: { summary: 'The signed-in user under `data` (SPEC §7)', tags: ['user'], response: { 200: UserResponse, 401: Problem } },
    handler: async (request) => profileOf(viewerOf(request).userId),
  });

  r.get('/user/clients', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Clients the user may act for; the first is the default active client (SPEC §4, §7)',
      tags: ['user'],
      querystring: z.object({ client_id: z.uuid().optional() }),
      response: { 200: UserClientsResponse, 401: Problem },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const clients = await repo.listClientsOfViewer(opts.db, viewer);
      // The client asked for (when allowed) comes first, so the SPA makes it active (SPEC §4).
      const asked = request.query.client_id;
      const ordered = asked ? [...clients.filter((c) => c.id === asked), ...clients.filter((c) => c.id !== asked)] : clients;
      return { data: ordered.map(presentClient) };
    },
  });

  const idParams = z.object({ id: z.uuid() });

  r.put('/user/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Update the own profile (name, surname, job title, department, password with current password)',
      tags: ['user'],
      params: idParams,
      body: UpdateProfileRequest,
      response: { 200: UserResponse, 400: Problem, 403: Problem },
    },
    handler: async (request) => {
      await profile.updateProfile(opts.db, viewerOf(request), request.params.id, request.body);
      return profileOf(request.params.id);
    },
  });

  r.delete('/user/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Delete a user of the client (edit_user_access); their sessions stop at the next request or refresh',
      tags: ['team'],
      params: idParams,
      querystring: z.object({ client_id: z.uuid().optional() }),
      response: { 200: z.object({ ok: z.literal(true) }), 403: Problem, 404: Problem },
    },
    handler: async (request) => {
      await team.deleteUser(opts.db, viewerOf(request), request.params.id, request.query.client_id);
      return { ok: true as const };
    },
  });

  r.post('/user/:id/picture', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Upload the own profile picture (multipart field `file`; PNG, JPEG or WebP, at most 2 MB)',
      tags: ['user'],
      params: idParams,
      response: { 200: PictureResponse, 400: Problem, 403: Problem, 413: Problem, 415: Problem },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVITE_TEXTS.pictureType);
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION', 'A file is required', [{ name: 'file', reason: 'A file is required' }]);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) {
          throw new AppError('PAYLOAD_TOO_LARGE', INVITE_TEXTS.pictureTooLarge, [{ name: 'file', reason: INVITE_TEXTS.pictureTooLarge }]);
        }
        throw error;
      }
      return { data: { image: await profile.storePicture(opts.db, opts.storage, viewer, request.params.id, bytes) } };
    },
  });

  r.get('/company_departments', {
    onRequest: app.authenticate,
    schema: { summary: 'Company departments offered on the profile', tags: ['user'], response: { 200: CompanyDepartmentsResponse, 401: Problem } },
    handler: async () => ({ data: [...COMPANY_DEPARTMENTS] }),
  });
}
