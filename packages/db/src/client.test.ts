import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { clients, interviews, quotes, roles, segments, studies, users } from './schema/index';
import { ownConfigMatch, ownConfigQuery, quoteSearchCondition, quoteSearchRank, searchConfigFor } from './search';
import { createTestDatabase } from './testing';

const driver = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';

describe(`database on ${driver}`, () => {
  let handle: DatabaseHandle;
  let clientId: string;
  let otherClientId: string;
  let studyId: string;
  let segmentId: string;
  let interviewId: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    [{ id: clientId }, { id: otherClientId }] = await db
      .insert(clients)
      .values([{ name: 'Acme', features: ['stories'] }, { name: 'Other' }])
      .returning({ id: clients.id });
    [{ id: studyId }] = await db.insert(studies).values({ clientId, title: 'Cycling in cities', status: 'IN_PROGRESS' }).returning({ id: studies.id });
    [{ id: segmentId }] = await db.insert(segments).values({ clientId, studyId, title: 'Denmark', language: 'da' }).returning({ id: segments.id });
    [{ id: interviewId }] = await db
      .insert(interviews)
      .values({ clientId, studyId, segmentId, language: 'da', duration: 312.48, participantName: 'Mette' })
      .returning({ id: interviews.id });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('round-trips a client with snake_case columns, arrays and defaults', async () => {
    const [row] = await handle.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row).toMatchObject({ name: 'Acme', features: ['stories'], canInviteTeamMembers: true });
    expect(row.createdAt).toBeInstanceOf(Date);
    const columns = await handle.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'clients' order by column_name`,
    );
    expect(columns.rows.map((r) => r.column_name)).toContain('invite_new_users_by_permission');
  });

  it('rejects upper-case e-mails and unknown statuses (CHECK constraints)', async () => {
    const [role] = await handle.db
      .insert(roles)
      .values({ name: 'Master', permissions: ['update_study'] })
      .returning();
    await expect(handle.db.insert(users).values({ clientId, roleId: role.id, email: 'Ann@Example.com' })).rejects.toThrow();
    await expect(handle.db.insert(studies).values({ clientId, title: 'x', status: 'NOPE' as 'DRAFT' })).rejects.toThrow();
  });

  it('round-trips a quote with times in seconds and a generated search vector', async () => {
    const [inserted] = await handle.db
      .insert(quotes)
      .values({
        clientId,
        studyId,
        segmentId,
        interviewId,
        language: 'da',
        start: 12.345,
        end: 19.5,
        contentOriginal: 'Jeg elsker at cykle til arbejde, men cyklerne bliver stjålet.',
        contentEn: 'I love cycling to work, but the bikes get stolen.',
        participantName: 'Mette',
        searchConfig: searchConfigFor('da'),
      })
      .returning();
    expect(inserted).toMatchObject({ start: 12.345, end: 19.5, searchConfig: 'danish', language: 'da' });
    expect(inserted.searchVector).toContain("'cykl");
  });

  it('finds quotes by Danish stems and by English stems, only in the viewer client', async () => {
    await handle.db.insert(quotes).values({
      clientId,
      studyId,
      segmentId,
      interviewId,
      language: 'da',
      start: 30,
      end: 41.25,
      contentOriginal: 'Prisen på kaffe er alt for høj.',
      contentEn: 'The price of coffee is far too high.',
      searchConfig: searchConfigFor('da'),
    });
    const find = (search: string, viewer = clientId) =>
      handle.db
        .select({ id: quotes.id, content: quotes.contentOriginal })
        .from(quotes)
        .where(and(eq(quotes.clientId, viewer), quoteSearchCondition(search)))
        .orderBy(sql`${quoteSearchRank(search)} desc`);

    // Danish stemming: 'cyklen' and 'cyklerne' share the stem 'cykl'.
    expect((await find('cyklen')).map((r) => r.content)).toEqual([expect.stringContaining('cyklerne')]);
    // English stemming on the translation: 'bike' matches 'bikes'.
    expect(await find('bike')).toHaveLength(1);
    expect((await find('coffee prices')).map((r) => r.content)).toEqual([expect.stringContaining('kaffe')]);
    expect(await find('"price of tea"')).toHaveLength(0);
    expect(await find('bike', otherClientId)).toHaveLength(0);
  });

  it('answers search from the GIN index when sequential scans are off', async () => {
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<Record<string, string>>(sql`explain select id from quotes where ${quoteSearchCondition('kaffe')}`);
    });
    const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    expect(text).toContain('quotes_search_vector_idx');
  });

  it("matches and ranks in the quote's own language and English as the per-row parse did, in every search mode", async () => {
    const words = ['cyklen', 'bike', 'coffee prices', 'kaffe', '"price of coffee"', 'stolen bikes', 'arbejde', 'nothing here'];
    for (const mode of ['all', 'phrase', 'any'] as const) {
      const parse = (config: ReturnType<typeof sql>, q: string) =>
        mode === 'phrase'
          ? sql`phraseto_tsquery(${config}, ${q})`
          : mode === 'any'
            ? sql`coalesce(nullif(replace(plainto_tsquery(${config}, ${q})::text, ' & ', ' | '), '')::tsquery, ''::tsquery)`
            : sql`websearch_to_tsquery(${config}, ${q})`;
      for (const q of words) {
        const perRow = sql`(${parse(sql`${quotes.searchConfig}`, q)} || ${parse(sql`'english'::regconfig`, q)})`;
        const { rows } = await handle.db.execute<{ id: string; old_hit: boolean; new_hit: boolean; old_rank: number; new_rank: number }>(sql`
          select id, search_vector @@ ${perRow} as old_hit, ${ownConfigMatch(quotes.searchVector, quotes.searchConfig, q, mode)} as new_hit,
                 ts_rank(search_vector, ${perRow}) as old_rank, ts_rank(search_vector, ${ownConfigQuery(quotes.searchConfig, q, mode)}) as new_rank
          from quotes`);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.new_hit, `${mode} ${q}`).toBe(row.old_hit);
          expect(Number(row.new_rank), `${mode} ${q}`).toBe(Number(row.old_rank));
        }
      }
    }
  });

  it.runIf(driver !== 'PGlite')('turns JIT compilation off on PostgreSQL connections', async () => {
    const { rows } = await handle.db.execute<{ jit: string }>(sql`show jit`);
    expect(rows[0].jit).toBe('off');
  });
});
