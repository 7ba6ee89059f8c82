/**
 * Registration endpoints (SPEC §7 Auth): GET /api/auth/register/get-email/{hash}, POST /api/auth/register,
 * GET /api/auth/register/self/email/exists, POST /api/auth/register/self, GET /api/auth/config. Successful registration answers like login.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthConfigResponse,
  EmailExistsResponse,
  InvitationEmailResponse,
  Problem,
  RegisterRequest,
  SelfRegisterRequest,
  TokenResponse,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { sendSession } from '../auth';
import { presentAuthConfig } from './registration.presenter';
import * as service from './registration.service';

/** Options of the registration routes. */
type RegistrationRoutesOptions = { db: Database; jwtSecret: Uint8Array; cookieSecure: boolean; selfRegistration: boolean };

/** Registers the registration routes (rate-limited per address). */
export async function registrationRoutes(app: FastifyInstance, opts: RegistrationRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  r.get('/auth/config', {
    schema: { summary: 'What the deployment allows before sign-in: self sign-up (SELF_REGISTRATION)', tags: ['auth'], response: { 200: AuthConfigResponse } },
    handler: async () => ({ data: presentAuthConfig(opts.selfRegistration) }),
  });

  r.get('/auth/register/get-email/:hash', {
    schema: {
      summary: 'The invited e-mail of an invitation link (404 when invalid, used or expired)',
      tags: ['auth'],
      params: z.object({ hash: z.string().min(1).max(200) }),
      response: { 200: InvitationEmailResponse, 404: Problem },
    },
    config: limit,
    handler: async (request) => ({ data: { email: await service.invitationEmail(opts.db, request.params.hash) } }),
  });

  r.post('/auth/register', {
    schema: {
      summary: 'Complete an invitation: name, surname, password (SPEC §5), terms; signs in like login',
      tags: ['auth'],
      body: RegisterRequest,
      response: { 200: TokenResponse, 400: Problem, 404: Problem },
    },
    config: limit,
    handler: async (request, reply) => sendSession(reply, await service.register(opts.db, opts.jwtSecret, request.body), opts.cookieSecure),
  });

  r.get('/auth/register/self/email/exists', {
    schema: {
      summary: 'Whether an account uses this e-mail (self sign-up only)',
      tags: ['auth'],
      querystring: z.object({ email: z.string().max(320) }),
      response: { 200: EmailExistsResponse, 403: Problem },
    },
    config: limit,
    handler: async (request) => {
      service.assertSelfRegistration(opts.selfRegistration);
      return { data: { exists: await service.emailExists(opts.db, request.query.email) } };
    },
  });

  r.post('/auth/register/self', {
    schema: {
      summary: "Self sign-up (SELF_REGISTRATION=true); else 403 'Self registering is not supported at the moment.'",
      tags: ['auth'],
      body: SelfRegisterRequest,
      response: { 200: TokenResponse, 400: Problem, 403: Problem },
    },
    config: limit,
    handler: async (request, reply) => {
      service.assertSelfRegistration(opts.selfRegistration);
      return sendSession(reply, await service.selfRegister(opts.db, opts.jwtSecret, request.body), opts.cookieSecure);
    },
  });
}
