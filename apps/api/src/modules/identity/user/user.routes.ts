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
import type { MediaSigner } from '../../../core/media-urls';
import { readUploadedFile } from '../../../core/uploads';
import { viewerOf } from '../../../core/viewer';
import type { ObjectStorage } from '../../../storage/storage';
import { presentClient, presentUser } from './user.presenter';
import * as service from './user.service';

/** Options of the user routes: the database, the media URL signer and the storage pictures go to. */
type UserRoutesOptions = { db: Database; media: MediaSigner; storage: ObjectStorage };

/** Registers the user routes; every one needs a signed-in user. */
export async function userRoutes(app: FastifyInstance, opts: UserRoutesOptions) {
  // readUploadedFile enforces the size itself (413, connection closed); busboy's own limit is the backstop.
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: false });
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
      summary: 'Upload the own profile picture (multipart field `file`; PNG, JPEG or WebP, at most 2 MB and 40 million pixels; stored re-encoded as WebP)',
      tags: ['user'],
      params: idParams,
      response: { 200: PictureResponse, 400: Problem, 403: Problem, 413: Problem, 415: Problem },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const bytes = await readUploadedFile(request, {
        field: 'file',
        maxBytes: PICTURE_MAX_BYTES,
        tooLarge: INVITE_TEXTS.pictureTooLarge,
        notMultipart: INVITE_TEXTS.pictureType,
      });
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
