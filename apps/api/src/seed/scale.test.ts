import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { QuotesResponse, SearchResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../test/app';
import { DEMO_PASSWORD } from './accounts';
import { seedScaleWorkspace, type ScaleCounts } from './scale';

/**
 * A small scale workspace (issue 15: three studies of 5 interviews × 30 quotes for the first client, one for the
 * second): every list order pages through every quote exactly once, and search keeps to the client and the projects.
 */
describe(`scale workspace on ${testDriver}`, () => {
  let t: TestApp;
  let counts: ScaleCounts[];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const passwordHash = await hash(DEMO_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    counts = await seedScaleWorkspace(t.db, { factor: 0.006, passwordHash, interviewsPerStudy: 5, quotesPerInterview: 30 });
    for (const who of ['master@scale-a.test', 'researcher@scale-a.test', 'master@scale-b.test']) tokens[who] = await t.login(who, DEMO_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const quotesOf = async (query: string, token: string) => {
    const res = await t.get(`/api/v3/quotes?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return QuotesResponse.parse(res.json());
  };

  /** Every page of `query` (limit 25, so ties of date and duration fall across page ends), the ids in order. */
  const allPages = async (query: string, token: string) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await quotesOf(`${query}&limit=25${cursor ? `&cursor=${cursor}` : ''}`, token);
      ids.push(...page.data.map((q) => q.id));
      cursor = page.meta.next_cursor;
    } while (cursor);
    return ids;
  };

  it('makes the two clients with studies in the five languages, interviews, quotes, transcripts, reels and insights', async () => {
    expect(counts.map((c) => [c.studies, c.interviews, c.quotes])).toEqual([
      [3, 15, 450],
      [1, 5, 150],
    ]);
    expect(counts.every((c) => c.showreels === c.studies * 4 && c.insights === c.studies * 5 && c.notes === c.interviews * 3)).toBe(true);
    const { rows } = await t.db.execute<{ transcripts: number; lines: number; languages: number }>(sql`
      select (select count(*)::int from interview_transcripts) as transcripts, (select count(*)::int from transcript_lines) as lines,
             (select count(distinct language)::int from quotes) as languages`);
    expect(rows[0].transcripts).toBeGreaterThanOrEqual(20);
    expect(rows[0].lines).toBeGreaterThanOrEqual(600);
    expect(rows[0].languages).toBeGreaterThanOrEqual(3);
  });

  it('pages through every quote of the client exactly once in every order, with the total', async () => {
    const token = tokens['master@scale-a.test'];
    const { rows } = await t.db.execute<{ id: string }>(sql`select id::text from quotes where client_id = ${counts[0].clientId}::uuid`);
    const expected = rows.map((r) => r.id).sort();
    for (const sort of ['relevance', 'date', 'study', 'duration']) {
      const ids = await allPages(`sort=${sort}`, token);
      expect(ids.length, sort).toBe(expected.length);
      expect([...ids].sort(), sort).toEqual(expected);
    }
    const first = await quotesOf('sort=duration&with_total=true&limit=5', token);
    expect(first.meta.total).toBe(expected.length);
    const durations = first.data.map((q) => q.end - q.start);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    // A cursor of one order is not taken by another.
    const res = await t.get(`/api/v3/quotes?sort=date&cursor=${first.meta.next_cursor}`, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('cursor');
  });

  it('pages through the search results exactly once and the search modes narrow and widen', async () => {
    const token = tokens['master@scale-a.test'];
    const { rows } = await t.db.execute<{ content_en: string }>(
      // A quote with two words of five letters or more (ids are random: the first one may be a short answer such as "Yes.").
      sql`select content_en from quotes where client_id = ${counts[0].clientId}::uuid and content_en ~ '[A-Za-z]{5,}.*[A-Za-z]{5,}' order by id limit 1`,
    );
    const words = rows[0].content_en.match(/[A-Za-z]{5,}/g)!.slice(0, 2);
    const phrase = encodeURIComponent(words.join(' '));
    const all = await allPages(`search=${phrase}`, token);
    expect(new Set(all).size).toBe(all.length);
    const total = (await quotesOf(`search=${phrase}&with_total=true`, token)).meta.total!;
    // Relevance order ranks at most the first 1,000 matches (decision 0180); the total counts them all.
    expect(all.length).toBe(Math.min(total, 1000));
    const any = (await quotesOf(`search=${phrase}&search_mode=any&with_total=true`, token)).meta.total!;
    const exact = (await quotesOf(`search=${phrase}&search_mode=phrase&with_total=true`, token)).meta.total!;
    expect(total).toBeGreaterThan(0);
    expect(any).toBeGreaterThanOrEqual(total);
    expect(exact).toBeLessThanOrEqual(total);
    expect((await t.get(`/api/v3/quotes?search=x&search_mode=fuzzy`, token)).statusCode).toBe(400);
  });

  it('search keeps to the client and to the projects granted (quotes and global search)', async () => {
    const wordOf = async (condition: ReturnType<typeof sql>) => {
      const { rows } = await t.db.execute<{ content_en: string }>(sql`
        select q.content_en from quotes q join studies s on s.id = q.study_id left join projects p on p.id = s.project_id
        where ${condition} and q.content_en ~ '[A-Za-z]{5,}' order by q.id limit 1`);
      return rows[0].content_en.match(/[A-Za-z]{5,}/g)![0];
    };
    // A word said both in a project the first client's Researcher may not see (even-numbered) and in one they may see
    // (odd-numbered), so the access rule always has something to hide and something to show; and one of the second client.
    const { rows: shared } = await t.db.execute<{ word: string }>(sql`
      select x.word from (
        select regexp_split_to_table(lower(q.content_en), '[^a-z]+') as word, p.title from quotes q
        join studies s on s.id = q.study_id join projects p on p.id = s.project_id where q.client_id = ${counts[0].clientId}::uuid
      ) x where length(x.word) >= 6
      group by x.word having bool_or(x.title ~ '[13579]$') and bool_or(x.title ~ '[02468]$')
      order by count(*) desc, x.word limit 1`);
    const hidden = shared[0].word;
    const word = await wordOf(sql`q.client_id = ${counts[1].clientId}::uuid`);
    const ownersOf = async (ids: string[]) =>
      ids.length
        ? (
            await t.db.execute<{ client_id: string; project: string | null }>(sql`
              select distinct q.client_id::text, p.title as project from quotes q join studies s on s.id = q.study_id
              left join projects p on p.id = s.project_id where q.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`)
          ).rows
        : [];
    // Second client: only its own quotes.
    const b = [...(await allPages(`search=${word}`, tokens['master@scale-b.test'])), ...(await allPages(`search=${hidden}`, tokens['master@scale-b.test']))];
    expect(b.length).toBeGreaterThan(0);
    expect(new Set((await ownersOf(b)).map((r) => r.client_id))).toEqual(new Set([counts[1].clientId]));
    // First client's Researcher: the first client's quotes of odd-numbered projects only.
    const aMaster = await allPages(`search=${hidden}`, tokens['master@scale-a.test']);
    const aResearcher = await allPages(`search=${hidden}`, tokens['researcher@scale-a.test']);
    expect(aResearcher.length).toBeLessThan(aMaster.length);
    const seen = await ownersOf(aResearcher);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.client_id === counts[0].clientId && /^Programme \d*[13579]$/.test(r.project ?? ''))).toBe(true);
    const global = await t.get(`/api/v3/search?q=${hidden}&limit=50`, tokens['researcher@scale-a.test']);
    expect(global.statusCode, global.body).toBe(200);
    const hits = SearchResponse.parse(global.json()).data.quotes.map((q) => q.id);
    expect(hits.every((id) => aResearcher.includes(id))).toBe(true);
  });

  it('global search keeps notes private, and every kind to the client and to the projects granted', async () => {
    const globalHits = async (q: string, who: string) => {
      const res = await t.get(`/api/v3/search?q=${encodeURIComponent(q)}&limit=50`, tokens[who]);
      expect(res.statusCode, res.body).toBe(200);
      return SearchResponse.parse(res.json()).data;
    };
    type NoteOwner = { id: string; client_id: string; visibility: string; author: string; project: string | null };
    const notesById = async (ids: string[]) =>
      ids.length
        ? (
            await t.db.execute<NoteOwner>(sql`
              select n.id::text, n.client_id::text, n.visibility, u.email as author, p.title as project from interview_notes n
              join users u on u.id = n.author_id join studies s on s.id = n.study_id left join projects p on p.id = s.project_id
              where n.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`)
          ).rows
        : [];
    const studyOwners = async (ids: string[]) =>
      ids.length
        ? (
            await t.db.execute<{ client_id: string; project: string | null }>(sql`
              select s.client_id::text, p.title as project from studies s left join projects p on p.id = s.project_id
              where s.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`)
          ).rows
        : [];
    const odd = (project: string | null) => /^Programme \d*[13579]$/.test(project ?? '');
    const [a, b] = counts.map((c) => c.clientId);

    // Private notes ("My hunch: …" of each Researcher, "Ask the client: …" of each Master) reach their author only.
    for (const [who, word, client] of [
      ['researcher@scale-a.test', 'hunch', a],
      ['master@scale-a.test', 'client', a],
      ['master@scale-b.test', 'client', b],
    ] as const) {
      const own = await notesById((await globalHits(word, who)).notes.map((n) => n.id));
      expect(own.length, who).toBeGreaterThan(0);
      expect(own.every((n) => n.client_id === client && (n.visibility === 'TEAM' || n.author === who))).toBe(true);
      expect(own.some((n) => n.visibility === 'PRIVATE')).toBe(true);
    }
    expect((await notesById((await globalHits('hunch', 'master@scale-a.test')).notes.map((n) => n.id))).some((n) => n.visibility === 'PRIVATE')).toBe(false);
    // The Researcher's own private notes in projects not granted to them stay hidden too.
    const researcherNotes = await notesById((await globalHits('hunch or clip', 'researcher@scale-a.test')).notes.map((n) => n.id));
    expect(researcherNotes.every((n) => odd(n.project))).toBe(true);
    const { rows: hidden } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from interview_notes n join users u on u.id = n.author_id join studies s on s.id = n.study_id
      join projects p on p.id = s.project_id where u.email = 'researcher@scale-a.test' and p.title ~ '[02468]$'`);
    expect(hidden[0].n).toBeGreaterThan(0);

    // Team notes, transcript lines, insights and studies of the Researcher: the first client's odd-numbered projects only;
    // of the second client's Master: the second client only.
    for (const [who, client, projectsOk, visible] of [
      ['researcher@scale-a.test', a, odd, sql`p.title ~ '[13579]$'`],
      ['master@scale-b.test', b, () => true, sql`true`],
    ] as const) {
      // The commonest long word of the transcript lines, insight titles and study titles the viewer may see, and the team
      // notes' "clip".
      const commonest = async (texts: ReturnType<typeof sql>) =>
        (
          await t.db.execute<{ word: string }>(sql`
            select x.word from (select regexp_split_to_table(lower(x.text), '[^a-z]+') as word from (${texts}) as x(text)) x
            where length(x.word) >= 6 group by x.word order by count(*) desc, x.word limit 1`)
        ).rows[0].word;
      const words = [
        await commonest(sql`select l.text from transcript_lines l join interviews i on i.id = l.interview_id join studies s on s.id = i.study_id
          left join projects p on p.id = s.project_id where l.client_id = ${client}::uuid and ${visible}`),
        await commonest(sql`select i.title from insights i join studies s on s.id = i.study_id left join projects p on p.id = s.project_id
          where i.client_id = ${client}::uuid and ${visible}`),
        await commonest(sql`select s.title from studies s left join projects p on p.id = s.project_id where s.client_id = ${client}::uuid and ${visible}`),
      ];
      for (const q of [...words, 'clip']) {
        const hits = await globalHits(q, who);
        const notes = await notesById(hits.notes.map((n) => n.id));
        expect(notes.every((n) => n.client_id === client && projectsOk(n.project) && (n.visibility === 'TEAM' || n.author === who))).toBe(true);
        const studyIds = [...hits.transcripts.map((l) => l.study.id), ...hits.insights.map((i) => i.study.id), ...hits.studies.map((s) => s.id)];
        const owners = await studyOwners([...new Set(studyIds)]);
        expect(
          owners.every((o) => o.client_id === client && projectsOk(o.project)),
          `${who} ${q}`,
        ).toBe(true);
      }
      const [line, insight, study] = words;
      expect((await globalHits(line, who)).transcripts.length).toBeGreaterThan(0);
      expect((await globalHits(insight, who)).insights.length).toBeGreaterThan(0);
      expect((await globalHits(study, who)).studies.length).toBeGreaterThan(0);
      expect((await globalHits('clip', who)).notes.length).toBeGreaterThan(0);
    }
  });

  it('keeps the stored study counts equal to the live rows (decision 0240)', async () => {
    const { rows } = await t.db.execute<{ wrong: number }>(sql`
      select count(*)::int as wrong from studies s where
        s.quote_count <> (select count(*) from quotes q where q.study_id = s.id and q.client_id = s.client_id and q.deleted_at is null)
        or s.interview_count <> (select count(*) from interviews i where i.study_id = s.id and i.client_id = s.client_id)
        or s.insight_count <> (select count(*) from insights i where i.study_id = s.id and i.client_id = s.client_id)
        or s.custom_showreel_count <> (select count(*) from showreels r where r.study_id = s.id and r.client_id = s.client_id and r.type = 'CUSTOM')
        or s.curated_showreel_count <> (select count(*) from showreels r where r.study_id = s.id and r.client_id = s.client_id and r.type = 'CURATED')
        or s.business_question_count <> (select count(*) from business_questions b where b.study_id = s.id and b.client_id = s.client_id)`);
    expect(rows[0].wrong).toBe(0);
    const { rows: segmentRows } = await t.db.execute<{ wrong: number }>(sql`
      select count(*)::int as wrong from segments g where
        g.quote_count <> (select count(*) from quotes q where q.segment_id = g.id and q.client_id = g.client_id and q.deleted_at is null)
        or g.interview_count <> (select count(*) from interviews i where i.segment_id = g.id and i.client_id = g.client_id)`);
    expect(segmentRows[0].wrong).toBe(0);
    const { rows: totals } = await t.db.execute<{ quotes: number }>(
      sql`select sum(quote_count)::int as quotes from studies where client_id = ${counts[0].clientId}::uuid`,
    );
    expect(totals[0].quotes).toBe(counts[0].quotes);
  });

  /** Every page of a cursor list at `limit`, the ids in order. */
  const cursorPages = async (url: string, limit: number, token: string, from: string | null = null) => {
    const ids: string[] = [];
    let cursor: string | null = from;
    do {
      const res = await t.get(`${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, token);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { data: { id: string }[]; meta: { next_cursor: string | null } };
      expect(page.data.length).toBeLessThanOrEqual(limit);
      ids.push(...page.data.map((row) => row.id));
      cursor = page.meta.next_cursor;
    } while (cursor);
    return ids;
  };

  it('pages through every showreel exactly once in every sort, at any depth, and stays stable while reels are added (keyset)', async () => {
    const token = tokens['master@scale-a.test'];
    const { rows } = await t.db.execute<{ id: string }>(sql`select id::text from showreels where client_id = ${counts[0].clientId}::uuid`);
    const expected = rows.map((r) => r.id).sort();
    expect(expected.length).toBeGreaterThanOrEqual(12);
    for (const by of ['title', 'description', 'created_at', 'updated_at']) {
      for (const order of ['asc', 'desc']) {
        const url = `/api/v3/showreels?sort_by=${by}&sort_order=${order}`;
        const whole = await cursorPages(url, 100, token);
        expect([...whole].sort(), `${by} ${order}`).toEqual(expected);
        for (const limit of [1, 5]) expect(await cursorPages(url, limit, token), `${by} ${order} limit ${limit}`).toEqual(whole);
      }
    }
    // A reel made between two pages (newest first: it sorts before the cursor) shifts nothing: no row twice, none lost.
    const first = (await t.get('/api/v3/showreels?limit=4', token)).json() as { data: { id: string }[]; meta: { next_cursor: string } };
    const [reel] = (
      await t.db.execute<{ id: string }>(sql`insert into showreels (client_id, study_id, title, type, status)
        select client_id, study_id, 'Made between pages', 'CUSTOM', 'READY' from showreels where id = ${first.data[0].id}::uuid returning id::text`)
    ).rows;
    const rest = await cursorPages('/api/v3/showreels', 4, token, first.meta.next_cursor);
    const seen = [...first.data.map((r) => r.id), ...rest];
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(expected);
    await t.db.execute(sql`delete from showreels where id = ${reel.id}::uuid`);
    // A cursor is only taken by the order it was made for, and a made-up one is a 400 naming the field.
    const byTitle = (await t.get('/api/v3/showreels?limit=2&sort_by=title', token)).json() as { meta: { next_cursor: string } };
    for (const bad of [`sort_by=created_at&cursor=${byTitle.meta.next_cursor}`, 'cursor=bm90LWEtY3Vyc29y', 'cursor=%25%25']) {
      const res = await t.get(`/api/v3/showreels?${bad}`, token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('cursor');
    }
  });

  it('pages through every insight exactly once, at any depth, for the client and for a study (keyset)', async () => {
    const token = tokens['master@scale-a.test'];
    const { rows } = await t.db.execute<{ id: string; study_id: string }>(
      sql`select id::text, study_id::text from insights where client_id = ${counts[0].clientId}::uuid`,
    );
    // Studies of every completion (and none) and insights with and without a business question place the keys' nulls.
    await t.db.execute(sql`update studies set completed_at = null where id = ${rows[0].study_id}::uuid`);
    await t.db.execute(sql`update insights set business_question_id = null where id = ${rows[1].id}::uuid`);
    const whole = await cursorPages('/api/v3/insights', 100, token);
    expect([...whole].sort()).toEqual(rows.map((r) => r.id).sort());
    for (const limit of [1, 2, 7]) expect(await cursorPages('/api/v3/insights', limit, token), `limit ${limit}`).toEqual(whole);
    const studyId = rows[0].study_id;
    const ofStudy = await cursorPages(`/api/v3/insights?study_id=${studyId}`, 100, token);
    expect(await cursorPages(`/api/v3/insights?study_id=${studyId}`, 1, token)).toEqual(ofStudy);
    expect(ofStudy).toEqual(whole.filter((id) => rows.find((r) => r.id === id)?.study_id === studyId));
    const res = await t.get('/api/v3/insights?cursor=eyJ2IjoxLCJvIjoyfQ', token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('cursor');
  });
});
