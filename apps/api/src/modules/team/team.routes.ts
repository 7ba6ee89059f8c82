/**
 * Team management endpoints (SPEC §7 User and client, under /api/client/{id}): users, team_account_status,
 * invite_users, resend_user_invitation/{userId}, users/{userId}, revoke_project_access. Each checks its rule on the server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EditUserAccessRequest,
  InviteUsersRequest,
  InviteUsersResponse,
  MessageResponse,
  Problem,
  RevokeProjectAccessRequest,
  TeamAccountStatusResponse,
  TeamMemberResponse,
  TeamResponse,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { viewerOf } from '../../plugins/auth';
import { publicBase } from '../../mail/links';
import { sendAll, type Mailer } from '../../mail/mailer';
import type { ObjectStorage } from '../../storage/storage';
import { findUserProfile } from '../user/user.repository';
import * as repo from './team.repository';
import * as service from './team.service';

/** Options of the team routes. */
export type TeamRoutesOptions = { db: Database; storage: ObjectStorage; mailer: Mailer; publicUrl: string | undefined };

/** Registers the team routes; every one needs a signed-in user. */
export async function teamRoutes(app: FastifyInstance, opts: TeamRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clientParams = z.object({ id: z.uuid() });
  const memberParams = z.object({ id: z.uuid(), userId: z.uuid() });
  const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };

  const inviterName = async (request: FastifyRequest) => {
    const me = await findUserProfile(opts.db, viewerOf(request).userId);
    const full = [me?.user.name, me?.user.surname].filter(Boolean).join(' ');
    return full || me?.user.email || 'A colleague';
  };

  r.get('/client/:id/users', {
    onRequest: app.authenticate,
    schema: { summary: 'The team: status, role, department, project access (view_team_account_status)', tags: ['team'], params: clientParams, response: { 200: TeamResponse, ...errors } },
    handler: async (request) => service.listTeam(opts.db, opts.storage, viewerOf(request), request.params.id),
  });

  r.get('/client/:id/team_account_status', {
    onRequest: app.authenticate,
    schema: { summary: 'Seats used and available (view_team_account_status)', tags: ['team'], params: clientParams, response: { 200: TeamAccountStatusResponse, ...errors } },
    handler: async (request) => service.teamAccountStatus(opts.db, viewerOf(request), request.params.id),
  });

  r.post('/client/:id/invite_users', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Invite e-mail addresses (SPEC §5, §6 invite rule); 400 with invalidParams `emails.<index>` and nothing sent when any fails',
      tags: ['team'],
      params: clientParams,
      body: InviteUsersRequest,
      response: { 200: InviteUsersResponse, ...errors },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const result = await service.inviteUsers(opts.db, viewer, request.params.id, request.body, publicBase(request, opts.publicUrl), await inviterName(request));
      await sendAll(opts.mailer, result.mails, request.log);
      const clientId = (await service.teamClient(opts.db, viewer, request.params.id)).id;
      return { data: await service.presentMembers(opts.db, opts.storage, await repo.listMembers(opts.db, clientId, result.userIds)) };
    },
  });

  r.post('/client/:id/resend_user_invitation/:userId', {
    onRequest: app.authenticate,
    schema: { summary: 'Send a Pending user a new invitation link (older links stop working)', tags: ['team'], params: memberParams, response: { 200: MessageResponse, 409: Problem, ...errors } },
    handler: async (request) => {
      const mail = await service.resendInvitation(opts.db, viewerOf(request), request.params.id, request.params.userId, publicBase(request, opts.publicUrl), await inviterName(request));
      await opts.mailer.send(mail);
      return { ok: true as const, message: 'The invitation has been sent again.' };
    },
  });

  r.post('/client/:id/users/:userId', {
    onRequest: app.authenticate,
    schema: { summary: "Change a user's role and project access (edit_user_access)", tags: ['team'], params: memberParams, body: EditUserAccessRequest, response: { 200: TeamMemberResponse, ...errors } },
    handler: async (request) => {
      const clientId = await service.editUserAccess(opts.db, viewerOf(request), request.params.id, request.params.userId, request.body);
      return { data: await service.presentMember(opts.db, opts.storage, clientId, request.params.userId) };
    },
  });

  r.post('/client/:id/revoke_project_access', {
    onRequest: app.authenticate,
    schema: { summary: 'Revoke project access of a user (edit_user_access)', tags: ['team'], params: clientParams, body: RevokeProjectAccessRequest, response: { 200: TeamMemberResponse, ...errors } },
    handler: async (request) => {
      const clientId = await service.revokeProjectAccess(opts.db, viewerOf(request), request.params.id, request.body);
      return { data: await service.presentMember(opts.db, opts.storage, clientId, request.body.user_id) };
    },
  });
}
