/** Writes of self sign-up (SPEC §7 POST /auth/register/self): a new client, and its first user as Master. */
import { eq } from 'drizzle-orm';
import { ROLE_PERMISSIONS } from '@insight/contracts';
import { clients, roles, users, type Database, type UserRow } from '@insight/db';

/** The Master role (global), created with its ROLE_PERMISSIONS when missing. */
export async function findOrCreateMasterRole(db: Database) {
  const [role] = await db.select().from(roles).where(eq(roles.name, 'Master')).limit(1);
  return (
    role ??
    (
      await db
        .insert(roles)
        .values({ name: 'Master', permissions: [...ROLE_PERMISSIONS.Master] })
        .returning()
    )[0]
  );
}

/** Inserts a new client named `name`; answers its id. */
export async function insertClient(db: Database, name: string): Promise<string> {
  const [client] = await db.insert(clients).values({ name }).returning({ id: clients.id });
  return client.id;
}

/** Inserts the Active first user of client `clientId` (auto-granted every project); null when the e-mail is taken meanwhile. */
export async function insertFirstUser(
  db: Database,
  clientId: string,
  values: { roleId: string; email: string; passwordHash: string; name: string; surname: string },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ clientId, ...values, status: 'Active', autoGrantNewProjects: true })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
