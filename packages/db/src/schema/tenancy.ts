/** Tenancy and identity: clients, roles, users and their tokens (SPEC §3 User, Client; §6). */
import { USER_STATUSES } from '@insight/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamps, timestamptz } from './columns';

/** A client (tenant) (SPEC §3 Client); `features` are enabled feature flags (SPEC §6), `seats` limit invites (SPEC §5). */
export const clients = pgTable('clients', {
  id: id(),
  name: text().notNull(),
  canInviteTeamMembers: boolean().notNull().default(true),
  inviteNewUsersByPermission: boolean().notNull().default(false),
  features: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  seats: integer().notNull().default(25),
  /** Id of the client in the source system studies are imported from (SPEC §3 Study client.socrat_client_id). */
  socratClientId: text(),
  ...timestamps(),
});

/** A role with its SPEC §6 permission names (global, not client-owned). */
export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  permissions: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps(),
});

/** A user of a client (SPEC §3 User). `email` is stored lower-cased; `passwordHash` is null until registration. */
export const users = pgTable(
  'users',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    roleId: uuid()
      .notNull()
      .references(() => roles.id),
    email: text().notNull().unique(),
    passwordHash: text(),
    name: text().notNull().default(''),
    surname: text().notNull().default(''),
    jobTitle: text(),
    companyDepartment: text(),
    /** Storage key of the avatar image. */
    image: text(),
    status: text({ enum: USER_STATUSES }).notNull().default('Pending'),
    autoGrantNewProjects: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index().on(t.clientId),
    index().on(t.roleId),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    oneOf('users_status_check', t.status, USER_STATUSES),
  ],
);

/** Extra clients a user may act for besides their own (SPEC §4 user-clients list, §6 access_multiple_clients). */
export const userClients = pgTable(
  'user_clients',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index().on(t.clientId)],
);

/**
 * A refresh token (stored hashed). Tokens rotate within a `familyId`; reuse of a replaced token
 * revokes the whole family. `replacedBy` points at the successor.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    replacedBy: uuid().references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

/** An invitation of a new user by e-mail (SPEC §4, §5 Invites), token stored hashed; `projectIds` are granted on acceptance. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The pending user row created with the invitation, when one exists. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    projectIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.clientId), index().on(t.email), index().on(t.userId), index().on(t.invitedBy), uniqueIndex().on(t.tokenHash)],
);

/** A password reset token (stored hashed) (SPEC §7 /auth/password/*). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), uniqueIndex().on(t.tokenHash)],
);
