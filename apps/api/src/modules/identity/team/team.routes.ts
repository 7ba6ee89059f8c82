/**
 * Team management endpoints (SPEC §7 User and client, under /api/client/{id}): users, team_account_status, user_exists,
 * invite_users, resend_user_invitation/{userId}, users/{userId}, revoke_project_access; and DELETE /api/user/{id}.
 * Each checks its rule on the server.
 */
import type { FastifyInstance } from 'fastify';
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
  UserExistsQuery,
  UserExistsResponse,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import type { MediaSigner } from '../../../core/media-urls';
import type { ObjectStorage } from '../../../storage/storage';
import { viewerOf } from '../../../core/viewer';
import { sendAll, type Mailer } from '../../../mail/mailer';
import { presentMembers, presentRole } from './team.presenter';
import * as service from './team.service';

/** Options of the team routes. */
type TeamRoutesOptions = { db: Database; media: MediaSigner; storage: ObjectStorage; mailer: Mailer; publicBase: string };

/** Registers the team routes; every one needs a signed-in user. */
export async function teamRoutes(app: FastifyInstance, opts: TeamRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;
  const clientParams = z.object({ id: z.uuid() });
  const memberParams = z.object({ id: z.uuid(), userId: z.uuid() });
  const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };
  const present = (members: service.MembersWithAccess) => media.present((urls) => presentMembers(members, urls));

  r.get('/client/:id/users', {
    onRequest: app.authenticate,
    schema: {
      summary: 'The team: status, role, department, project access (view_team_account_status)',
      tags: ['team'],
      params: clientParams,
      response: { 200: TeamResponse, ...errors },
    },
    handler: async (request) => {
      const { members, roles } = await service.listTeam(db, viewerOf(request), request.params.id);
      return { data: await present(members), roles: roles.map(presentRole) };
    },
  });

  r.get('/client/:id/team_account_status', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Seats used and available (view_team_account_status)',
      tags: ['team'],
      params: clientParams,
      response: { 200: TeamAccountStatusResponse, ...errors },
    },
    handler: async (request) => ({ data: await service.teamAccountStatus(db, viewerOf(request), request.params.id) }),
  });

  r.get('/client/:id/user_exists', {
    onRequest: app.authenticate,
    schema: {
      summary:
        'Whether an account uses this e-mail (an invitation would be refused) and its status in this client (SPEC §7 user_exists; invite rule or view_team_account_status)',
      tags: ['team'],
      params: clientParams,
      querystring: UserExistsQuery,
      response: { 200: UserExistsResponse, ...errors },
    },
    handler: async (request) => ({ data: await service.userExists(db, viewerOf(request), request.params.id, request.query.email) }),
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
      const result = await service.inviteUsers(db, viewerOf(request), request.params.id, request.body, opts.publicBase);
      await sendAll(opts.mailer, result.mails, request.log);
      return { data: await present(result.members) };
    },
  });

  r.post('/client/:id/resend_user_invitation/:userId', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Send a Pending user a new invitation link (older links stop working)',
      tags: ['team'],
      params: memberParams,
      response: { 200: MessageResponse, 409: Problem, ...errors },
    },
    handler: async (request) => {
      const mail = await service.resendInvitation(db, viewerOf(request), request.params.id, request.params.userId, opts.publicBase);
      await opts.mailer.send(mail);
      return { ok: true as const, message: 'The invitation has been sent again.' };
    },
  });

  r.post('/client/:id/users/:userId', {
    onRequest: app.authenticate,
    schema: {
      summary: "Change a user's role and project access (edit_user_access)",
      tags: ['team'],
      params: memberParams,
      body: EditUserAccessRequest,
      response: { 200: TeamMemberResponse, ...errors },
    },
    handler: async (request) => {
      const member = await service.editUserAccess(db, viewerOf(request), request.params.id, request.params.userId, request.body);
      return { data: (await present(member))[0] };
    },
  });

  r.post('/client/:id/revoke_project_access', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Revoke project access of a user (edit_user_access)',
      tags: ['team'],
      params: clientParams,
      body: RevokeProjectAccessRequest,
      response: { 200: TeamMemberResponse, ...errors },
    },
    handler: async (request) => {
      const member = await service.revokeProjectAccess(db, viewerOf(request), request.params.id, request.body);
      return { data: (await present(member))[0] };
    },
  });

  r.delete('/user/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Delete a user of the client (edit_user_access) and their files; their sessions stop at the next request',
      tags: ['team'],
      params: z.object({ id: z.uuid() }),
      querystring: z.object({ client_id: z.uuid().optional() }),
      response: { 200: z.object({ ok: z.literal(true) }), 403: Problem, 404: Problem },
    },
    handler: async (request) => {
      await service.deleteUser(db, opts.storage, viewerOf(request), request.params.id, request.query.client_id);
      return { ok: true as const };
    },
  });
}
