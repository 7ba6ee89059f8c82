/**
 * Project routes (SPEC §7 Projects): GET /projects (page, per_page default 5, counts; `fields=studies` adds the studies;
 * `archived=true` the archived ones), POST /projects, PUT /projects/{id}; project access: GET /projects/{id}/users,
 * POST /projects/{id}/users, DELETE /projects/{id}/users/{userId}. Consumer: 403 on every one.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateProjectRequest,
  GrantProjectUserRequest,
  IdParams,
  Problem,
  ProjectClientQuery,
  ProjectResponse,
  ProjectsQuery,
  ProjectsResponse,
  ProjectUserParams,
  ProjectUserResponse,
  ProjectUsersResponse,
  UpdateProjectRequest,
} from '@insight/contracts';
import type { Database } from '@insight/db';
import { researchScope } from '../../core/client-scope';
import type { MediaSigner } from '../../core/media-urls';
import { presentProject, presentProjectUser } from './projects.presenter';
import * as service from './projects.service';

/** What the project routes need: the database and the media URL signer. */
type ProjectRoutesOptions = { db: Database; media: MediaSigner };

/** Registers the project routes. */
export async function projectRoutes(app: FastifyInstance, opts: ProjectRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, media } = opts;
  const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem };
  const presentOne = async (row: Awaited<ReturnType<typeof service.projectWithCounts>>) => ({
    data: await media.present((urls) => presentProject(row, urls)),
  });

  r.get('/projects', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Projects of the active client by title with study counts; 5 per page by default (SPEC §3, §7)',
      tags: ['projects'],
      querystring: ProjectsQuery,
      response: { 200: ProjectsResponse, ...errors },
    },
    handler: async (request) => {
      const { query } = request;
      const { clientId, projectIds } = await researchScope(db, request, query.client_id);
      const { projects, total } = await service.listProjects(db, clientId, query, projectIds);
      return {
        data: await media.present((urls) => projects.map((row) => presentProject(row, urls))),
        meta: { page: query.page, per_page: query.per_page, total },
      };
    },
  });

  r.post('/projects', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Create a project (research team and Masters); auto-grant users get it at once (SPEC §6)',
      tags: ['projects'],
      body: CreateProjectRequest,
      response: { 201: ProjectResponse, ...errors },
    },
    handler: async (request, reply) => {
      const scope = await researchScope(db, request, request.body.client_id);
      const row = await service.createProject(db, scope, request.body);
      return reply.code(201).send(await presentOne(row));
    },
  });

  r.put('/projects/:id', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Change a project: title, description, archived (update_project; SPEC §7 PUT /projects/{id})',
      tags: ['projects'],
      params: IdParams,
      querystring: ProjectClientQuery,
      body: UpdateProjectRequest,
      response: { 200: ProjectResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      return presentOne(await service.updateProject(db, scope, request.params.id, request.body));
    },
  });

  r.get('/projects/:id/users', {
    onRequest: app.authenticate,
    schema: {
      summary: "Members of the client and their access to the project (view_team_account_status; SPEC §6 'manage project users')",
      tags: ['projects'],
      params: IdParams,
      querystring: ProjectClientQuery,
      response: { 200: ProjectUsersResponse, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      return { data: (await service.projectUsers(db, scope, request.params.id)).map(presentProjectUser) };
    },
  });

  r.post('/projects/:id/users', {
    onRequest: app.authenticate,
    schema: {
      summary: 'Grant the project to a member (edit_user_access; 409 when they see every project by role or auto-grant)',
      tags: ['projects'],
      params: IdParams,
      querystring: ProjectClientQuery,
      body: GrantProjectUserRequest,
      response: { 200: ProjectUserResponse, 409: Problem, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      return { data: presentProjectUser(await service.changeProjectUser(db, scope, request.params.id, request.body.user_id, true)) };
    },
  });

  r.delete('/projects/:id/users/:userId', {
    onRequest: app.authenticate,
    schema: {
      summary: "Revoke a member's access to the project (edit_user_access; 409 when they see every project by role or auto-grant)",
      tags: ['projects'],
      params: ProjectUserParams,
      querystring: ProjectClientQuery,
      response: { 200: ProjectUserResponse, 409: Problem, ...errors },
    },
    handler: async (request) => {
      const scope = await researchScope(db, request, request.query.client_id);
      return { data: presentProjectUser(await service.changeProjectUser(db, scope, request.params.id, request.params.userId, false)) };
    },
  });
}
