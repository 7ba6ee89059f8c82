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
  })
  .transform(({ clientId, perPage, fields, ...query }) => ({
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
