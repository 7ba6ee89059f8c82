/**
 * Team management (SPEC §3 User, §5 Invites, §6, §7 User and client). Paths (all under /api, `{id}` = client id):
 * GET /client/{id}/users, POST /client/{id}/users/{userId}, GET /client/{id}/team_account_status,
 * POST /client/{id}/invite_users, POST /client/{id}/resend_user_invitation/{userId}, POST /client/{id}/revoke_project_access,
 * GET /company_departments, PUT /user/{id}, DELETE /user/{id}, POST /user/{id}/picture (multipart field `file`).
 */
import { z } from 'zod';
import { PICTURE_TEXTS } from './validation';

/** Invite errors (SPEC §5, §8), answered as 400 with invalidParams `{name: 'emails.<index>', reason: <text>}` per address. */
export const INVITE_TEXTS = {
  invalid: 'The email must be a valid email address.',
  existingAccount: 'Email is already in use.',
  alreadyActive: 'This user is already an active member of the team.',
  alreadyInvited: 'This user has already been invited.',
  duplicate: 'This email is listed more than once.',
  tooMany: 'There are more emails than available seats.',
  notAllowed: 'You are not allowed to invite team members.',
  failed: 'Some invitations could not be sent. Nothing was sent; correct the marked addresses.',
  notPending: 'This user has already registered.',
  roleNotAllowed: 'You cannot give a role with more permissions than your own.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  pictureTooLarge: PICTURE_TEXTS.tooLarge,
  pictureType: PICTURE_TEXTS.type,
} as const;

/** A user's project access: explicit projects plus the auto-grant option for new projects and studies (SPEC §6). */
export const ProjectAccess = z.object({
  auto_grant: z.boolean(),
  projects: z.array(z.object({ id: z.string(), title: z.string() })),
});
/** A user's project access. */
export type ProjectAccess = z.infer<typeof ProjectAccess>;

/** A member of the team as GET /client/{id}/users lists it. `image` is a signed URL or null. */
export const TeamMember = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  status: z.enum(['Active', 'Pending']),
  role: z.string(),
  role_id: z.string(),
  company_department: z.string().nullable(),
  job_title: z.string().nullable(),
  image: z.string().nullable(),
  project_access: ProjectAccess,
  created_at: z.string(),
});
/** A member of the team. */
export type TeamMember = z.infer<typeof TeamMember>;

/** GET /client/{id}/users answer, with the roles one may assign (`roles`) for the edit form. */
export const TeamResponse = z.object({
  data: z.array(TeamMember),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
});
/** A role one may assign, as GET /client/{id}/users lists it under `roles`. */
export type TeamRole = z.infer<typeof TeamResponse>['roles'][number];

/** GET /client/{id}/team_account_status: seats of the client; Active and Pending users both use a seat. */
export const TeamAccountStatusResponse = z.object({
  data: z.object({ seats: z.number().int(), used: z.number().int(), available: z.number().int(), active: z.number().int(), pending: z.number().int() }),
});
/** Seats of a client (GET /client/{id}/team_account_status `data`). */
export type TeamAccountStatus = z.infer<typeof TeamAccountStatusResponse>['data'];

/** POST /client/{id}/invite_users body: addresses (checked one by one), role (default Researcher) and project access. */
export const InviteUsersRequest = z.object({
  emails: z.array(z.string().max(320)).min(1).max(100),
  role_id: z.uuid().optional(),
  project_ids: z.array(z.uuid()).max(1000).default([]),
  auto_grant: z.boolean().default(false),
});
/** POST /client/{id}/invite_users body. */
export type InviteUsersRequest = z.input<typeof InviteUsersRequest>;
/** POST /client/{id}/invite_users answer: the pending users created. */
export const InviteUsersResponse = z.object({ data: z.array(TeamMember) });

/** POST /client/{id}/users/{userId} body: change role and/or project access (edit_user_access). */
export const EditUserAccessRequest = z.object({
  role_id: z.uuid().optional(),
  project_ids: z.array(z.uuid()).max(1000).optional(),
  auto_grant: z.boolean().optional(),
});
/** POST /client/{id}/users/{userId} body. */
export type EditUserAccessRequest = z.infer<typeof EditUserAccessRequest>;
/** POST /client/{id}/revoke_project_access body: revoke `project_ids` (all projects and auto-grant when absent). */
export const RevokeProjectAccessRequest = z.object({ user_id: z.uuid(), project_ids: z.array(z.uuid()).max(1000).optional() });
/** POST /client/{id}/revoke_project_access body. */
export type RevokeProjectAccessRequest = z.infer<typeof RevokeProjectAccessRequest>;
/** Answer of the member-changing routes. */
export const TeamMemberResponse = z.object({ data: TeamMember });

/** PUT /user/{id} (own profile only): fields to change; a new password needs `current_password` and its repeat. */
export const UpdateProfileRequest = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  surname: z.string().trim().min(1).max(100).optional(),
  job_title: z.string().trim().max(200).nullable().optional(),
  company_department: z.string().trim().max(200).nullable().optional(),
  current_password: z.string().max(1024).optional(),
  password: z.string().max(1024).optional(),
  password_confirmation: z.string().max(1024).optional(),
});
/** PUT /user/{id} body. */
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** The company departments offered on the profile (GET /company_departments). */
export const COMPANY_DEPARTMENTS = ['Consumer Insights', 'Marketing', 'Product', 'Design', 'Sales', 'Research & Development', 'Management', 'Other'] as const;
/** GET /company_departments answer. */
export const CompanyDepartmentsResponse = z.object({ data: z.array(z.string()) });
/** POST /user/{id}/picture answer: the signed URL of the stored picture. */
export const PictureResponse = z.object({ data: z.object({ image: z.string() }) });
