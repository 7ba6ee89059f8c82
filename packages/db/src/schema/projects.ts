/** Projects group a client's studies; users get access per project (SPEC §3 Project, §6). */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, timestamptz } from './columns';
import { clients, users } from './tenancy';

/** A project of a client (SPEC §3 Project). */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** What the project is about (issue 16: PUT /projects/{id} title and description). */
    description: text().notNull().default(''),
    /** Set when the project is archived: it leaves the projects list; its studies stay. */
    archivedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [index().on(t.clientId)],
);

/** A user's access to a project (SPEC §6: project access is granted per user). */
export const projectUsers = pgTable(
  'project_users',
  {
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index().on(t.userId)],
);
