/**
 * Type-ahead reads (SPEC §7 GET suggestions/{x}); each filters by the client id and, where it reads studies, by the
 * visible projects. Those starting with `q` come first, then those containing it; each group by name.
 */
import { and, asc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import { interviews, studies, tags, users, type Database } from '@insight/db';
import type { ClientScope } from '../../core/client-scope';
import { visibleStudyCondition } from '../../core/project-visibility';
import { likePattern, prefixPattern } from '../../core/sql';

/** A suggestion row: the text, and the row's id when it names one. */
export type SuggestionRow = { value: string; id: string | null };

/** `column` contains `q` (no condition for an empty q). */
const contains = (column: SQL | Parameters<typeof ilike>[0], q: string) => (q ? ilike(column, likePattern(q)) : undefined);
/** Order terms: those starting with `q` first (none for an empty q), then by `column`. */
const byPrefixThen = (column: SQL | Parameters<typeof ilike>[0], q: string): SQL[] =>
  q ? [sql`case when ${column} ilike ${prefixPattern(q)} then 0 else 1 end`, asc(column)] : [asc(column)];

/** Titles of studies the scope may see. */
export async function studyTitles(db: Database, scope: ClientScope, q: string, limit: number): Promise<SuggestionRow[]> {
  return db
    .select({ value: studies.title, id: studies.id })
    .from(studies)
    .where(and(eq(studies.clientId, scope.clientId), contains(studies.title, q), visibleStudyCondition(studies.id, scope.projectIds)))
    .orderBy(...byPrefixThen(studies.title, q), asc(studies.id))
    .limit(limit);
}

/** Tags of the client. */
export async function tagTitles(db: Database, scope: ClientScope, q: string, limit: number): Promise<SuggestionRow[]> {
  return db
    .select({ value: tags.title, id: tags.id })
    .from(tags)
    .where(and(eq(tags.clientId, scope.clientId), contains(tags.title, q)))
    .orderBy(...byPrefixThen(tags.title, q), asc(tags.id))
    .limit(limit);
}

/** Distinct participants' countries of the interviews of visible studies. */
export async function participantCountries(db: Database, scope: ClientScope, q: string, limit: number): Promise<SuggestionRow[]> {
  const country = interviews.participantCountry;
  // Grouped (not DISTINCT) so the prefix rank may order the rows.
  const rows = await db
    .select({ value: country })
    .from(interviews)
    .where(
      and(
        eq(interviews.clientId, scope.clientId),
        isNotNull(country),
        sql`${country} <> ''`,
        contains(country, q),
        visibleStudyCondition(interviews.studyId, scope.projectIds),
      ),
    )
    .groupBy(country)
    .orderBy(...byPrefixThen(country, q))
    .limit(limit);
  return rows.map((row) => ({ value: row.value ?? '', id: null }));
}

/** Users of the client by full name or e-mail: value is the full name, label adds the e-mail. */
export async function clientUsers(db: Database, scope: ClientScope, q: string, limit: number) {
  const fullName = sql<string>`trim(${users.name} || ' ' || ${users.surname})`;
  const match = q ? sql`(${contains(fullName, q)} or ${contains(users.email, q)})` : undefined;
  return db
    .select({ value: fullName, id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.clientId, scope.clientId), match))
    .orderBy(...byPrefixThen(fullName, q), asc(users.id))
    .limit(limit);
}
