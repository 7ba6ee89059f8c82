/**
 * Auto-grant (SPEC §6: "an option to auto-grant access to new projects and studies"): when a project is created, or a
 * study is created in a project, every user of the client holding the option gets an explicit grant of that project.
 * The grant is a real `project_users` row, so the user keeps it when the option is later switched off (decision 0120).
 */
import { and, eq } from 'drizzle-orm';
import { projectUsers, users, type Database } from '@insight/db';

/** Grants project `projectId` of client `clientId` to the client's auto-grant users (Active and Pending); existing grants stay. Answers the users granted now. */
export async function grantToAutoGrantUsers(db: Database, clientId: string, projectId: string): Promise<string[]> {
  const holders = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.autoGrantNewProjects, true)));
  if (holders.length === 0) return [];
  const rows = await db
    .insert(projectUsers)
    .values(holders.map((u) => ({ projectId, userId: u.id })))
    .onConflictDoNothing()
    .returning({ userId: projectUsers.userId });
  return rows.map((r) => r.userId);
}
