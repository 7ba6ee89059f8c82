/** Project reads (SPEC §3 Project; §7 Projects); every function filters by the viewer's `clientId`. */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { insights, projects, projectUsers, roles, showreels, studies, users, type Database } from '@insight/db';

/** One page of the client's projects by title with their study, showreel and insight counts, and the total. */
export async function listProjects(
  db: Database,
  clientId: string,
  filters: { id?: string; visibleProjectIds?: string[] | null; archived?: boolean },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(projects.clientId, clientId)];
  if (filters.id) conditions.push(eq(projects.id, filters.id));
  // Archived projects leave the list (issue 16); `archived` lists them instead. A by-id read finds either.
  else conditions.push(filters.archived ? isNotNull(projects.archivedAt) : isNull(projects.archivedAt));
  // SPEC §6 project access: users without access to every project see only their granted projects.
  if (filters.visibleProjectIds) conditions.push(filters.visibleProjectIds.length ? inArray(projects.id, filters.visibleProjectIds) : sql`false`);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        project: projects,
        studies:
          sql<number>`(${sql`select count(*) from ${studies} where ${studies.projectId} = ${projects.id} and ${studies.clientId} = ${clientId}`})`.mapWith(
            Number,
          ),
        showreels:
          sql<number>`(${sql`select count(*) from ${showreels} where ${showreels.clientId} = ${clientId} and (${showreels.projectId} = ${projects.id} or ${showreels.studyId} in (select ${studies.id} from ${studies} where ${studies.projectId} = ${projects.id} and ${studies.clientId} = ${clientId}))`})`.mapWith(
            Number,
          ),
        insights:
          sql<number>`(${sql`select count(*) from ${insights} join ${studies} on ${studies.id} = ${insights.studyId} where ${studies.projectId} = ${projects.id} and ${insights.clientId} = ${clientId}`})`.mapWith(
            Number,
          ),
      })
      .from(projects)
      .where(where)
      .orderBy(asc(projects.title), asc(projects.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { rows, total };
}

/** Studies of the given projects of the client, newest first, with their curated showreel id. */
export async function studiesOfProjects(db: Database, clientId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      study: studies,
      // Nested `sql` keeps names table-qualified (drizzle writes bare names in single-table select expressions).
      curatedShowreelId: sql<
        string | null
      >`(${sql`select ${showreels.id} from ${showreels} where ${showreels.studyId} = ${studies.id} and ${showreels.clientId} = ${clientId} and ${showreels.type} = 'CURATED' order by ${showreels.createdAt}, ${showreels.id} limit 1`})`,
    })
    .from(studies)
    .where(and(eq(studies.clientId, clientId), inArray(studies.projectId, projectIds)))
    .orderBy(desc(studies.createdAt), desc(studies.id));
}

/** Inserts a project of client `clientId`. */
export async function insertProject(db: Database, clientId: string, values: { title: string; description: string }) {
  const [row] = await db
    .insert(projects)
    .values({ clientId, ...values })
    .returning();
  return row;
}

/** Changes project `id` of client `clientId`. */
export async function updateProject(db: Database, clientId: string, id: string, values: { title?: string; description?: string; archivedAt?: Date | null }) {
  const [row] = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.clientId, clientId), eq(projects.id, id)))
    .returning();
  return row;
}

/** Members of client `clientId` (or only `userId`) with role and whether they hold an explicit grant of project `projectId`, by name. */
export async function membersWithGrant(db: Database, clientId: string, projectId: string, userId?: string) {
  return db
    .select({
      user: { id: users.id, name: users.name, surname: users.surname, email: users.email, status: users.status, autoGrant: users.autoGrantNewProjects },
      role: { name: roles.name, permissions: roles.permissions },
      granted:
        sql<boolean>`exists (${sql`select 1 from ${projectUsers} where ${projectUsers.projectId} = ${projectId} and ${projectUsers.userId} = ${users.id}`})`.mapWith(
          Boolean,
        ),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.clientId, clientId), userId ? eq(users.id, userId) : undefined))
    .orderBy(asc(users.name), asc(users.surname), asc(users.email));
}

/** Grants project `projectId` to user `userId` (kept when already granted). */
export async function grantProject(db: Database, projectId: string, userId: string) {
  await db.insert(projectUsers).values({ projectId, userId }).onConflictDoNothing();
}

/** Takes project `projectId` from user `userId`. */
export async function revokeProject(db: Database, projectId: string, userId: string) {
  await db.delete(projectUsers).where(and(eq(projectUsers.projectId, projectId), eq(projectUsers.userId, userId)));
}
