/** User and client shapes (SPEC §3 User, Client; §7 User and client). */
import { z } from 'zod';

/** A client (tenant) as the API answers it (SPEC §3 Client). */
export const Client = z.object({
  id: z.string(),
  name: z.string(),
  can_invite_team_members: z.boolean(),
  invite_new_users_by_permission: z.boolean(),
  /** Feature flags enabled for this client (SPEC §6). */
  features: z.array(z.string()),
});
/** A client. */
export type Client = z.infer<typeof Client>;

/** The signed-in user (SPEC §3 User): `role` is the role name, `permissions` the SPEC §6 names it holds. */
export const User = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.string(),
  role_id: z.string(),
  permissions: z.array(z.string()),
  client_id: z.string(),
  client: Client,
  company_department: z.string().nullable(),
  job_title: z.string().nullable(),
  image: z.string().nullable(),
  status: z.enum(['Active', 'Pending']),
});
/** The signed-in user. */
export type User = z.infer<typeof User>;

/** GET /api/user answer: the user under `data`. */
export const UserResponse = z.object({ data: User });
/** GET /api/user/clients answer: the clients this user may act for; the first is the default active one (SPEC §4). */
export const UserClientsResponse = z.object({ data: z.array(Client) });
