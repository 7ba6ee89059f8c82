/** Project reads (SPEC §3 Project; §7 Projects); every function filters by the viewer's `clientId`. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { insights, projects, showreels, studies, type Database } from '@insight/db';

/** One page of the client's projects by title with their study, showreel and insight counts, and the total. */
export async function listProjects(
  db: Database,
  clientId: string,
  filters: { id?: string; visibleProjectIds?: string[] | null },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(projects.clientId, clientId)];
  if (filters.id) conditions.push(eq(projects.id, filters.id));
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
