/**
 * User endpoints (SPEC §7 User and client): GET /api/user, GET /api/user/clients, PUT /api/user/{id},
 * POST /api/user/{id}/picture (multipart field `file`), GET /api/company_departments. (DELETE /api/user/{id} is team management.)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { AppError } from '../../../core/app-error';
import type { MediaSigner } from '../../../core/media-urls';
import { viewerOf } from '../../../core/viewer';
import type { ObjectStorage } from '../../../storage/storage';
import { presentClient, presentUser } from './user.presenter';
import * as service from './user.service';

/** Options of the user routes: the database, the media URL signer and the storage pictures go to. */
type UserRoutesOptions = { db: Database; media: MediaSigner; storage: ObjectStorage };

/** Registers the user routes; every one needs a signed-in user. */
export async function userRoutes(app: FastifyInstance, opts: UserRoutesOptions) {
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;
  const profileOf = async (request: FastifyRequest) => {
    const row = await service.getProfile(db, viewerOf(request));
    return { data: await media.present((urls) => presentUser(row, urls)) };
  };
  r.get('/user', {
    onRequest: app.authenticate,
    schema: { summary: 'The signed-in user under `data` (SPEC §7)', tags: ['user'], response: { 200: UserResponse, 401: Problem } },
    handler: async (request) => profileOf(request),
  });

  r.get('/user/clients', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Clients the user may act for; the first is the default active client (SPEC §4, §7)',
      tags: ['user'],
      querystring: z.object({ client_id: z.uuid().optional() }),
      response: { 200: UserClientsResponse, 401: Problem },
    },
    handler: async (request) => ({ data: (await service.clientsOfViewer(db, viewerOf(request), request.query.client_id)).map(presentClient) }),
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
      await service.updateProfile(db, viewerOf(request), request.params.id, request.body);
      return profileOf(request);
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
      const key = await service.storePicture(db, opts.storage, viewer, request.params.id, bytes);
      return { data: { image: (await media.url(key))! } };
    },
  });

  r.get('/company_departments', {
    onRequest: app.authenticate,
    schema: { summary: 'Company departments offered on the profile', tags: ['user'], response: { 200: CompanyDepartmentsResponse, 401: Problem } },
    handler: async () => ({ data: [...COMPANY_DEPARTMENTS] }),
  });
}
