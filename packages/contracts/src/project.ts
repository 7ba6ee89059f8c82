/** Projects (SPEC §3 Project; §7 Projects: page size 5). */
import { z } from 'zod';
import { PageNumber, PerPage, Timestamp, Uuid, pageResponse } from './common';
import { SHOWREEL_TYPES, STUDY_DISPLAY_STATUSES, STUDY_STATUSES } from './enums';
import { LIMITS } from './limits';

/**
 * Query of GET /projects (SPEC §3 Project params clientId, page, perPage, fields, id). The spec's camelCase
 * names and our snake_case ones are both accepted; the parsed value is snake_case. `per_page` defaults to 5.
 */
export const ProjectsQuery = z
  .object({
    client_id: Uuid.optional(),
    clientId: Uuid.optional(),
    page: PageNumber.default(1),
    per_page: PerPage.optional(),
    perPage: PerPage.optional(),
    /** Only this project. */
    id: Uuid.optional(),
    /** Comma-separated extra parts to include; `studies` is the only one. */
    fields: z.string().max(200, { error: 'fields is too long' }).optional(),
    /** `true`: the archived projects instead of the live ones (ours, issue 16). */
    archived: z.enum(['true', 'false'], { error: "archived must be 'true' or 'false'" }).optional(),
  })
  .transform(({ clientId, perPage, fields, archived, ...query }) => ({
    archived: archived === 'true',
    client_id: query.client_id ?? clientId,
    page: query.page,
    per_page: query.per_page ?? perPage ?? LIMITS.projectPageSize,
    id: query.id,
    fields: (fields ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f.length > 0),
  }));
/** Query of GET /projects (parsed). */
export type ProjectsQuery = z.infer<typeof ProjectsQuery>;

/** A study as listed inside a project (SPEC §3 Project studies); `cover_image` is a signed URL. */
export const ProjectStudy = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(STUDY_STATUSES),
  display_status_code: z.enum(STUDY_DISPLAY_STATUSES),
  cover_image: z.string().nullable(),
  showreel: z.object({ id: z.string(), type: z.enum(SHOWREEL_TYPES) }).nullable(),
  created_at: Timestamp,
});
/** A study inside a project. */
export type ProjectStudy = z.infer<typeof ProjectStudy>;

/** A project (SPEC §3 Project: id, title, studies) with counts; `studies` is filled when `fields` includes `studies`, else empty. */
export const Project = z.object({
  id: z.string(),
  client_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** When the project was archived, or null while it is live. */
  archived_at: Timestamp.nullable(),
  /** studies (SPEC §3); showreels filed under the project or cut from its studies, and insights of its studies (ours, for the projects list). */
  counts: z.object({ studies: z.number().int(), showreels: z.number().int(), insights: z.number().int() }),
  studies: z.array(ProjectStudy),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** A project. */
export type Project = z.infer<typeof Project>;

/** Answer of GET /projects (SPEC §7 Projects). */
export const ProjectsResponse = pageResponse(Project);
/** Answer of GET /projects. */
export type ProjectsResponse = z.infer<typeof ProjectsResponse>;

const ProjectTitle = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, { error: 'title is required' })
  .max(LIMITS.projectTitleMaxLength, { error: `title: at most ${LIMITS.projectTitleMaxLength} characters` });
const ProjectDescription = z
  .string({ error: 'description must be text' })
  .trim()
  .max(LIMITS.projectDescriptionMaxLength, { error: `description: at most ${LIMITS.projectDescriptionMaxLength} characters` });

/** Body of POST /projects (issue 16; the research team and Masters): a new project of `client_id` (default: the active client). */
export const CreateProjectRequest = z.strictObject({
  client_id: Uuid.optional(),
  title: ProjectTitle,
  description: ProjectDescription.default(''),
});
/** Body of POST /projects. */
export type CreateProjectRequest = z.input<typeof CreateProjectRequest>;

/** Body of PUT /projects/{id} (SPEC §7, update_project): title, description, and `archived` to archive or restore. */
export const UpdateProjectRequest = z.strictObject({
  title: ProjectTitle.optional(),
  description: ProjectDescription.optional(),
  archived: z.boolean({ error: 'archived must be true or false' }).optional(),
});
/** Body of PUT /projects/{id}. */
export type UpdateProjectRequest = z.input<typeof UpdateProjectRequest>;

/** Query of the by-id project writes and reads: the client acted for. */
export const ProjectClientQuery = z.object({ client_id: Uuid.optional() });

/** Answer of POST /projects and PUT /projects/{id}. */
export const ProjectResponse = z.object({ data: Project });

/** Why a member can see a project (SPEC §6): every project by role, the auto-grant option, an explicit grant, or none. */
export const PROJECT_ACCESS_KINDS = ['ALL_PROJECTS', 'AUTO_GRANT', 'GRANTED', 'NONE'] as const;

/** A member of the client and their access to one project (GET /projects/{id}/users). */
export const ProjectUser = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  access: z.enum(PROJECT_ACCESS_KINDS),
  /** Whether the viewer may grant or revoke this member's access here (edit_user_access, role not above theirs). */
  can_change: z.boolean(),
});
/** A member's access to one project. */
export type ProjectUser = z.infer<typeof ProjectUser>;

/** Answer of GET /projects/{id}/users. */
export const ProjectUsersResponse = z.object({ data: z.array(ProjectUser) });
/** Answer of GET /projects/{id}/users. */
export type ProjectUsersResponse = z.infer<typeof ProjectUsersResponse>;

/** Params of the one-member project access routes. */
export const ProjectUserParams = z.object({ id: Uuid, userId: Uuid });

/** Body of POST /projects/{id}/users: grant the project to this member. */
export const GrantProjectUserRequest = z.strictObject({ user_id: Uuid });

/** Answer of the grant and revoke: the member's access now. */
export const ProjectUserResponse = z.object({ data: ProjectUser });
