/**
 * The scale workspace (issue 15, `npm run seed:scale`, docs/areas/demo-workspace.md "Scale workspace"): two more clients
 * beside the demo, generated inside the database with set-based `INSERT … SELECT` over `generate_series` (no row
 * travels through Node), from the demo studies' text banks (answers with their English, tasks, business questions,
 * participants, insights). At `factor` 1 the first client has 500 studies in the five languages, 10,000 interviews,
 * 1,000,000 quotes, 30,000 notes, 2,000 showreels, 2,500 insights; the second a tenth of that. Media rows point at a few shared
 * media keys (the demo's files when present). No I/O besides the database.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ROLE_NAMES, ROLE_PERMISSIONS } from '@insight/contracts';
import { roles, searchConfigFor, type Database } from '@insight/db';
import { DEMO_STUDIES, type DemoStudy } from './content';

/** Sizes of the first scale client at factor 1 (the second gets a tenth). */
const FULL = {
  projects: 20,
  studies: 500,
  interviewsPerStudy: 20,
  quotesPerInterview: 100,
  showreelsPerStudy: 4,
  insightsPerStudy: 5,
  boards: 10,
  stories: 50,
};

/** One scale client to make: name, e-mail domain of its accounts, and its share of {@link FULL}. */
type ScaleClient = { name: string; domain: string; share: number };

/** The two scale clients (isolation at scale: the second is a tenth of the first). */
export const SCALE_CLIENTS: readonly ScaleClient[] = [
  { name: 'Scale Foods', domain: 'scale-a.test', share: 1 },
  { name: 'Scale Living', domain: 'scale-b.test', share: 0.1 },
];

/** Row counts of one scale client (what {@link seedScaleWorkspace} reports). */
export type ScaleCounts = {
  clientId: string;
  name: string;
  studies: number;
  interviews: number;
  quotes: number;
  showreels: number;
  insights: number;
  notes: number;
};

/**
 * Options: `factor` scales the counts of studies, projects, boards and stories (1 = the full set); `passwordHash` of the
 * scale accounts; tests may make fewer interviews per study and quotes per interview.
 */
export type ScaleOptions = {
  factor: number;
  passwordHash: string;
  interviewsPerStudy?: number;
  quotesPerInterview?: number;
  now?: Date;
  log?: (line: string) => void;
};

const completedStudies = (): DemoStudy[] => DEMO_STUDIES.filter((s) => s.status === 'COMPLETED' && s.tasks.some((t) => t.answers.length > 0));

/** The demo text banks as JSON records, one list per temporary bank table. */
function banks() {
  const studies = completedStudies();
  return {
    study: studies.map((s) => ({ lang: s.language, title: s.title, purpose: s.purpose, brief: s.brief, sg: s.segmentGroup })),
    segment: studies.flatMap((s) => s.segments.map((seg, pos) => ({ lang: s.language, pos, title: seg.title }))),
    bq: studies.flatMap((s) => s.businessQuestions.map((bq, pos) => ({ lang: s.language, pos, title: bq.title, description: bq.description }))),
    task: studies.flatMap((s) =>
      s.tasks.map((t, pos) => ({
        lang: s.language,
        pos,
        type: t.type,
        text: t.text.text,
        en: t.text.en,
        bq_pos: Math.max(
          0,
          s.businessQuestions.findIndex((bq) => bq.key === t.businessQuestion),
        ),
        options: (t.options ?? []).map((o, i) => ({ text: o.text, text_en: o.en, position: i })),
        scale_points: t.type === 'SCORING' ? (t.scalePoints ?? 5) : null,
      })),
    ),
    sub: studies.flatMap((s) =>
      s.tasks.flatMap((t, pos) => (t.subtasks ?? []).map((sub, i) => ({ lang: s.language, task_pos: pos, i, text: sub.text, en: sub.en }))),
    ),
    // Quotable tasks of each language (numbered `tq` from 0) with every answer line of their bank.
    lines: studies.flatMap((s) =>
      s.tasks
        .map((t, pos) => ({ t, pos }))
        .filter(({ t }) => t.answers.length > 0)
        .map(({ t, pos }, tq) => {
          const lines = t.answers.flatMap((a) => a.lines);
          return { lang: s.language, tq, task_pos: pos, texts: lines.map((l) => l.text), ens: lines.map((l) => l.en) };
        }),
    ),
    person: studies.flatMap((s) => s.participants.map((p, k) => ({ lang: s.language, k, name: p.name, age: p.age, country: p.country }))),
    insight: studies.flatMap((s) =>
      s.insights.map((i, k) => ({
        lang: s.language,
        k,
        title: i.title,
        lead: i.lead,
        content: i.content.join('\n\n'),
        bq_pos: Math.max(
          0,
          s.businessQuestions.findIndex((bq) => bq.key === i.businessQuestion),
        ),
      })),
    ),
  };
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Media keys the scale rows share: the demo's interview files when the demo workspace exists, else made-up keys (no file). */
async function sharedMedia(tx: Database) {
  const result = await tx.execute<{ video_key: string; thumbnail_key: string | null; subtitles_original_key: string | null; subtitles_en_key: string | null }>(
    sql`select video_key, thumbnail_key, subtitles_original_key, subtitles_en_key from interviews where video_key is not null order by created_at, id limit 5`,
  );
  if (result.rows.length) return result.rows;
  return [{ video_key: 'scale/shared/video.mp4', thumbnail_key: 'scale/shared/thumbnail.jpg', subtitles_original_key: null, subtitles_en_key: null }];
}

/**
 * The tables the scale seed fills: its inserts, `transcript_lines` (written by the transcripts' trigger), and `studies`
 * and `segments`, whose stored counts the triggers of decision 0240 update row by row.
 */
const SCALE_TABLES = [
  'clients',
  'users',
  'projects',
  'project_users',
  'studies',
  'segment_groups',
  'segments',
  'business_questions',
  'tasks',
  'interviews',
  'quotes',
  'interview_transcripts',
  'transcript_lines',
  'tags',
  'quote_tags',
  'showreels',
  'showreel_quotes',
  'insights',
  'insight_quotes',
  'analyses',
  'interview_notes',
  'boards',
  'stories',
];

/**
 * Creates the scale clients of {@link SCALE_CLIENTS} (each with a Master, a Researcher granted half the projects, and
 * its studies, interviews, transcripts, quotes, tags, notes, showreels, insights, analyses, boards and stories) in one
 * transaction, then runs VACUUM ANALYZE on every table it filled (logging how long that took). Returns the counts;
 * throws when a scale client already exists.
 */
export async function seedScaleWorkspace(db: Database, options: ScaleOptions): Promise<ScaleCounts[]> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const out: ScaleCounts[] = [];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const existing = await t.execute<{ n: number }>(
      sql`select count(*)::int as n from clients where name in (${sql.join(
        SCALE_CLIENTS.map((c) => sql`${c.name}`),
        sql`, `,
      )})`,
    );
    if (existing.rows[0].n > 0) throw new Error('the scale workspace already exists in this database');
    await t
      .insert(roles)
      .values(ROLE_NAMES.map((name) => ({ name, permissions: [...ROLE_PERMISSIONS[name]] })))
      .onConflictDoNothing({ target: roles.name });
    await loadBanks(t);
    const media = await sharedMedia(t);
    await t.execute(sql`create temp table scale_media on commit drop as
      select (ord - 1)::int as k, m->>'video_key' as video_key, m->>'thumbnail_key' as thumbnail_key,
             m->>'subtitles_original_key' as subtitles_original_key, m->>'subtitles_en_key' as subtitles_en_key
      from jsonb_array_elements(${json(media)}) with ordinality as x(m, ord)`);
    // The full-text indexes are built once after the load rather than row by row (several times faster); same names as the migrations'.
    await t.execute(sql`drop index if exists quotes_search_vector_idx`);
    await t.execute(sql`drop index if exists transcript_lines_search_vector_idx`);
    await t.execute(sql`drop index if exists interview_notes_search_vector_idx`);
    for (const client of SCALE_CLIENTS) {
      const started = Date.now();
      const counts = await seedClient(t, client, options.factor * client.share, options, now);
      out.push(counts);
      log(
        `${client.name}: ${counts.studies} studies, ${counts.interviews} interviews, ${counts.quotes} quotes, ${counts.showreels} showreels, ${counts.insights} insights in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    await t.execute(sql`set local maintenance_work_mem = '256MB'`);
    await run(t, sql`create index quotes_search_vector_idx on quotes using gin (search_vector)`);
    await run(t, sql`create index transcript_lines_search_vector_idx on transcript_lines using gin (search_vector)`);
    // Built after the load also because rows added to a GIN index wait in its pending list, which a search then reads in full.
    await run(t, sql`create index interview_notes_search_vector_idx on interview_notes using gin (search_vector)`);
  });
  // Planner statistics, and a visibility map for index-only scans (the counts triggers also leave dead row versions
  // in studies and segments): without them the first benchmark after a seed is the slow one.
  const vacuumStarted = Date.now();
  for (const table of SCALE_TABLES) await run(db, sql.raw(`vacuum (analyze) ${table}`));
  log(`vacuum analyze of ${SCALE_TABLES.length} tables in ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  return out;
}

/** The demo banks as temporary tables (dropped at commit). */
async function loadBanks(t: Database) {
  const b = banks();
  const configs = ['da', 'sv', 'es', 'de', 'en'].map((lang) => ({ lang, config: searchConfigFor(lang) }));
  await t.execute(sql`create temp table bank_study on commit drop as
    select * from jsonb_to_recordset(${json(b.study)}) as x(lang text, title text, purpose text, brief text, sg text)`);
  await t.execute(sql`create temp table bank_config on commit drop as select * from jsonb_to_recordset(${json(configs)}) as x(lang text, config text)`);
  await t.execute(
    sql`create temp table bank_segment on commit drop as select * from jsonb_to_recordset(${json(b.segment)}) as x(lang text, pos int, title text)`,
  );
  await t.execute(sql`create temp table bank_bq on commit drop as
    select * from jsonb_to_recordset(${json(b.bq)}) as x(lang text, pos int, title text, description text)`);
  await t.execute(sql`create temp table bank_task on commit drop as
    select * from jsonb_to_recordset(${json(b.task)}) as x(lang text, pos int, type text, text text, en text, bq_pos int, options jsonb, scale_points int)`);
  await t.execute(sql`create temp table bank_sub on commit drop as
    select * from jsonb_to_recordset(${json(b.sub)}) as x(lang text, task_pos int, i int, text text, en text)`);
  await t.execute(sql`create temp table bank_lines on commit drop as
    select x.lang, x.tq, x.task_pos, array(select jsonb_array_elements_text(x.texts)) as texts, array(select jsonb_array_elements_text(x.ens)) as ens,
           jsonb_array_length(x.texts) as n
    from jsonb_to_recordset(${json(b.lines)}) as x(lang text, tq int, task_pos int, texts jsonb, ens jsonb)`);
  await t.execute(sql`create temp table bank_tq on commit drop as select lang, count(*)::int as n from bank_lines group by lang`);
  await t.execute(sql`create temp table bank_person on commit drop as
    select * from jsonb_to_recordset(${json(b.person)}) as x(lang text, k int, name text, age int, country text)`);
  await t.execute(sql`create temp table bank_person_n on commit drop as select lang, count(*)::int as n from bank_person group by lang`);
  await t.execute(sql`create temp table bank_insight on commit drop as
    select * from jsonb_to_recordset(${json(b.insight)}) as x(lang text, k int, title text, lead text, content text, bq_pos int)`);
  await t.execute(sql`create temp table bank_insight_n on commit drop as select lang, count(*)::int as n from bank_insight group by lang`);
  await t.execute(sql`create temp table bank_lang on commit drop as
    select * from jsonb_to_recordset(${json(['da', 'sv', 'es', 'de', 'en'].map((lang, i) => ({ lang, i })))}) as x(lang text, i int)`);
}

const dialect = new PgDialect();

/** Step timings (statement start → seconds), printed by the CLI with SCALE_TIMINGS=true. */
const timings: { what: string; seconds: number }[] = [];

/** Runs one statement and records how long it took under its first words. */
async function run(t: Database, query: ReturnType<typeof sql>) {
  const started = Date.now();
  await t.execute(query);
  const text = dialect.sqlToQuery(query).sql.replace(/\s+/g, ' ').trim().slice(0, 60);
  timings.push({ what: text, seconds: (Date.now() - started) / 1000 });
}

/** The recorded step timings (longest first) and clears them. */
export function takeScaleTimings() {
  const out = [...timings].sort((a, b) => b.seconds - a.seconds);
  timings.length = 0;
  return out;
}

const count = async (t: Database, query: ReturnType<typeof sql>) => (await t.execute<{ n: number }>(query)).rows[0].n;

async function seedClient(t: Database, client: ScaleClient, factor: number, options: ScaleOptions, now: Date): Promise<ScaleCounts> {
  const n = (full: number) => Math.max(1, Math.round(full * factor));
  const passwordHash = options.passwordHash;
  const projectCount = Math.max(2, n(FULL.projects));
  const studyCount = n(FULL.studies);
  const perStudy = Math.max(1, options.interviewsPerStudy ?? FULL.interviewsPerStudy);
  const perInterview = Math.max(10, options.quotesPerInterview ?? FULL.quotesPerInterview);
  // Studies spread over four years back from `now`, the newest last.
  const spanDays = 4 * 365;
  const nowIso = now.toISOString();
  const [{ id: clientId }] = (
    await t.execute<{ id: string }>(
      sql`insert into clients (name, features, seats, created_at, updated_at) values (${client.name}, '{}'::text[], 200, ${nowIso}::timestamptz - interval '1500 days', ${nowIso}::timestamptz) returning id`,
    )
  ).rows;
  for (const table of ['scale_project', 'scale_user', 'scale_study', 'scale_segment', 'scale_bq', 'scale_task', 'scale_iv', 'scale_reel']) {
    await t.execute(sql.raw(`drop table if exists ${table}`));
  }
  await run(
    t,
    sql`create temp table scale_user on commit drop as
    select u.id, u.role, u.email from (values (gen_random_uuid(), 'Master', ${`master@${client.domain}`}), (gen_random_uuid(), 'Researcher', ${`researcher@${client.domain}`})) as u(id, role, email)`,
  );
  await run(
    t,
    sql`insert into users (id, client_id, role_id, email, password_hash, name, surname, status, created_at, updated_at)
    select u.id, ${clientId}::uuid, r.id, u.email, ${passwordHash}, u.role, ${client.name}, 'Active', ${nowIso}::timestamptz - interval '1500 days', ${nowIso}::timestamptz
    from scale_user u join roles r on r.name = u.role`,
  );
  await run(
    t,
    sql`create temp table scale_project on commit drop as
    select n, gen_random_uuid() as id from generate_series(1, ${projectCount}) as n`,
  );
  await run(
    t,
    sql`insert into projects (id, client_id, title, created_at, updated_at)
    select id, ${clientId}::uuid, 'Programme ' || n, ${nowIso}::timestamptz - interval '1500 days', ${nowIso}::timestamptz from scale_project`,
  );
  // The Researcher sees the odd-numbered projects only (project access at scale).
  await run(
    t,
    sql`insert into project_users (project_id, user_id)
    select p.id, u.id from scale_project p, scale_user u where u.role = 'Researcher' and p.n % 2 = 1`,
  );

  await run(
    t,
    sql`create temp table scale_study on commit drop as
    select s.n, gen_random_uuid() as id, gen_random_uuid() as sg_id, l.lang,
           (select id from scale_project p where p.n = 1 + (s.n - 1) % ${projectCount}) as project_id,
           ${nowIso}::timestamptz - make_interval(days => ${spanDays} - ((s.n - 1) * ${spanDays} / ${studyCount}) + 30, mins => (s.n * 37) % 600) as created_at
    from generate_series(1, ${studyCount}) as s(n) join bank_lang l on l.i = (s.n - 1) % 5`,
  );
  await run(
    t,
    sql`insert into studies (id, client_id, project_id, created_by, title, purpose, language, status, display_status_code, data_source, brief,
                                           recruit_method, quality_assurance, audience, is_cross_segments_enabled, completed_at, created_at, updated_at)
    select s.id, ${clientId}::uuid, s.project_id, (select id from scale_user where role = 'Master'),
           b.title || ' · ' || to_char(s.created_at, 'Mon YYYY') || ' (' || s.n || ')', b.purpose, s.lang, 'IMPORTED', 'COMPLETED', 'CAPTURE', b.brief,
           'SPECIALIST', true, 'PRIVATE_CUSTOMERS', true, s.created_at + interval '25 days', s.created_at, s.created_at + interval '25 days'
    from scale_study s join bank_study b on b.lang = s.lang`,
  );
  await run(
    t,
    sql`insert into segment_groups (id, client_id, study_id, title, created_at, updated_at)
    select s.sg_id, ${clientId}::uuid, s.id, b.sg, s.created_at, s.created_at from scale_study s join bank_study b on b.lang = s.lang`,
  );
  await run(
    t,
    sql`create temp table scale_segment on commit drop as
    select s.n as study_n, b.pos, gen_random_uuid() as id from scale_study s join bank_segment b on b.lang = s.lang`,
  );
  await run(
    t,
    sql`insert into segments (id, client_id, study_id, segment_group_id, title, language, position, created_at, updated_at)
    select g.id, ${clientId}::uuid, s.id, s.sg_id, b.title, s.lang, g.pos, s.created_at, s.created_at
    from scale_segment g join scale_study s on s.n = g.study_n join bank_segment b on b.lang = s.lang and b.pos = g.pos`,
  );
  await run(
    t,
    sql`create temp table scale_bq on commit drop as
    select s.n as study_n, b.pos, gen_random_uuid() as id from scale_study s join bank_bq b on b.lang = s.lang`,
  );
  await run(
    t,
    sql`insert into business_questions (id, client_id, study_id, title, description, position, created_at, updated_at)
    select q.id, ${clientId}::uuid, s.id, b.title, b.description, q.pos, s.created_at, s.created_at
    from scale_bq q join scale_study s on s.n = q.study_n join bank_bq b on b.lang = s.lang and b.pos = q.pos`,
  );
  // Tasks (sub = -1) and subtasks (sub = their index under the task).
  await run(
    t,
    sql`create temp table scale_task on commit drop as
    select s.n as study_n, b.pos, -1 as sub, gen_random_uuid() as id from scale_study s join bank_task b on b.lang = s.lang
    union all
    select s.n, b.task_pos, b.i, gen_random_uuid() from scale_study s join bank_sub b on b.lang = s.lang`,
  );
  await run(t, sql`create index on scale_task (study_n, pos, sub)`);
  await run(
    t,
    sql`insert into tasks (id, client_id, study_id, business_question_id, parent_task_id, position, position_name, type, options_type, text, html,
                                         text_en, html_en, options, scale_points, created_at, updated_at)
    select k.id, ${clientId}::uuid, s.id, q.id, null, b.pos, (b.pos + 1)::text, b.type,
           case when b.type = 'SUBTASKS' then 'SUBTASKS' else 'TEXT_ONLY' end, b.text, '<p>' || b.text || '</p>',
           case when s.lang <> 'en' then b.en end, case when s.lang <> 'en' then '<p>' || b.en || '</p>' end,
           coalesce((select jsonb_agg(o || jsonb_build_object('id', gen_random_uuid())) from jsonb_array_elements(b.options) o), '[]'::jsonb),
           b.scale_points, s.created_at, s.created_at
    from scale_task k join scale_study s on s.n = k.study_n join bank_task b on b.lang = s.lang and b.pos = k.pos
    left join scale_bq q on q.study_n = k.study_n and q.pos = b.bq_pos
    where k.sub = -1`,
  );
  await run(
    t,
    sql`insert into tasks (id, client_id, study_id, business_question_id, parent_task_id, position, position_name, type, text, html, text_en, html_en, created_at, updated_at)
    select k.id, ${clientId}::uuid, s.id, null, p.id, k.sub, chr(97 + k.sub), 'FREE_TEXT', b.text, '<p>' || b.text || '</p>',
           case when s.lang <> 'en' then b.en end, case when s.lang <> 'en' then '<p>' || b.en || '</p>' end, s.created_at, s.created_at
    from scale_task k join scale_study s on s.n = k.study_n join bank_sub b on b.lang = s.lang and b.task_pos = k.pos and b.i = k.sub
    join scale_task p on p.study_n = k.study_n and p.pos = k.pos and p.sub = -1
    where k.sub >= 0`,
  );

  // Interviews: `perStudy` per study, alternating segments, participants from the bank with a number.
  await run(
    t,
    sql`create temp table scale_iv on commit drop as
    select (s.n - 1) * ${perStudy} + i as n, s.n as study_n, s.id as study_id, i, gen_random_uuid() as id, s.lang,
           (select g.id from scale_segment g where g.study_n = s.n order by g.pos offset (i % 2) limit 1) as segment_id,
           s.created_at + make_interval(days => 3 + i % 15, hours => (i * 5) % 24) as created_at
    from scale_study s cross join generate_series(0, ${perStudy - 1}) as i`,
  );
  await run(t, sql`create index on scale_iv (study_n, i)`);
  await run(
    t,
    sql`insert into interviews (id, client_id, study_id, segment_id, language, duration, participant_name, participant_age, participant_country,
                                              video_key, thumbnail_key, subtitles_original_key, subtitles_en_key, created_at, updated_at)
    select v.id, ${clientId}::uuid, v.study_id, v.segment_id, v.lang, ${perInterview * 12 + 10}, p.name || ' ' || v.n, p.age + v.n % 9, p.country,
           m.video_key, m.thumbnail_key, m.subtitles_original_key, m.subtitles_en_key, v.created_at, v.created_at
    from scale_iv v join bank_person_n pn on pn.lang = v.lang join bank_person p on p.lang = v.lang and p.k = v.n % pn.n
    join scale_media m on m.k = v.n % (select count(*) from scale_media)`,
  );

  // Quotes: `perInterview` per interview, 12 s apart, cycling through the quotable tasks (a subtask for SUBTASKS tasks),
  // each one or two answer lines of that task's bank.
  await run(
    t,
    sql`insert into quotes (client_id, study_id, segment_id, interview_id, task_id, business_question_id, language, start, "end",
                                          content_original, content_en, thumbnail_key, participant_name, search_config, created_at, updated_at)
    select ${clientId}::uuid, v.study_id, v.segment_id, v.id, coalesce(sub.id, task.id), bq.id, v.lang, q * 12 + 1, q * 12 + 7 + q % 5,
           l.texts[1 + (v.n * 31 + q * 17) % l.n] || case when (v.n + q) % 3 = 0 then ' ' || l.texts[1 + (v.n * 13 + q * 7 + 1) % l.n] else '' end,
           l.ens[1 + (v.n * 31 + q * 17) % l.n] || case when (v.n + q) % 3 = 0 then ' ' || l.ens[1 + (v.n * 13 + q * 7 + 1) % l.n] else '' end,
           iv.thumbnail_key, iv.participant_name, c.config::regconfig, v.created_at + make_interval(days => 1 + q % 20), v.created_at + make_interval(days => 1 + q % 20)
    from scale_iv v
    join interviews iv on iv.id = v.id
    join bank_config c on c.lang = v.lang
    join bank_tq tq on tq.lang = v.lang
    cross join generate_series(0, ${perInterview - 1}) as q
    join bank_lines l on l.lang = v.lang and l.tq = q % tq.n
    join bank_task bt on bt.lang = v.lang and bt.pos = l.task_pos
    join scale_task task on task.study_n = v.study_n and task.pos = l.task_pos and task.sub = -1
    left join scale_bq bq on bq.study_n = v.study_n and bq.pos = bt.bq_pos
    left join scale_task sub on sub.study_n = v.study_n and sub.pos = l.task_pos
      and sub.sub = (q / tq.n) % greatest(1, (select count(*) from bank_sub bs where bs.lang = v.lang and bs.task_pos = l.task_pos))::int`,
  );

  // Transcripts: the interview's quotes as chunks, grouped by task, in the original language and (not English) in English.
  for (const english of [false, true]) {
    await run(
      t,
      sql`insert into interview_transcripts (client_id, interview_id, language, is_original, sections, created_at, updated_at)
      select ${clientId}::uuid, iv.id, ${english ? sql`'en'` : sql`iv.language`}, ${!english}, jsonb_build_array(jsonb_build_object(
               'start', 0, 'end', iv.duration, 'html', '', 'text', '',
               'tasks', (select jsonb_agg(jsonb_build_object('id', g.task_id, 'start', g.s, 'end', g.e, 'html', g.html, 'text', g.text, 'type', g.type, 'chunks', g.chunks) order by g.s)
                         from (select q.task_id, min(q.start) as s, max(q."end") as e, min(tk.html) as html, min(tk.text) as text, min(tk.type) as type,
                                      jsonb_agg(jsonb_build_object('start', q.start, 'end', q."end", 'text', ${english ? sql`q.content_en` : sql`q.content_original`}) order by q.start) as chunks
                               from quotes q join tasks tk on tk.id = q.task_id where q.interview_id = iv.id group by q.task_id) as g))),
             iv.created_at, iv.created_at
      from interviews iv join scale_iv v on v.id = iv.id ${english ? sql`where iv.language <> 'en'` : sql``}`,
    );
  }

  // Tags: twenty per client; about one quote in ten carries one.
  await run(
    t,
    sql`insert into tags (client_id, title)
    select ${clientId}::uuid, w from unnest(array['price','taste','packaging','convenience','health','sustainability','delivery','design','trust','habit',
      'family','commute','comfort','safety','quality','brand','value','service','energy','routine']) as w`,
  );
  await run(
    t,
    sql`insert into quote_tags (quote_id, tag_id)
    select q.id, tg.id from quotes q
    join (select id, row_number() over (order by title) - 1 as k from tags where client_id = ${clientId}::uuid) tg on tg.k = (abs(hashtext(q.id::text)) / 10) % 20
    where q.client_id = ${clientId}::uuid and abs(hashtext(q.id::text)) % 10 = 0`,
  );

  // Showreels: per study, each of four quotes of different interviews (by start time).
  await run(
    t,
    sql`create temp table scale_reel on commit drop as
    select s.n as study_n, s.id as study_id, r, gen_random_uuid() as id, s.created_at + make_interval(days => 27 + r) as created_at
    from scale_study s cross join generate_series(0, ${FULL.showreelsPerStudy - 1}) as r`,
  );
  await run(
    t,
    sql`insert into showreels (id, client_id, study_id, project_id, created_by, type, status, title, description, published,
                                             thumbnail_key, video_key, duration, ready_at, created_at, updated_at)
    select r.id, ${clientId}::uuid, r.study_id, s.project_id, (select id from scale_user where role = 'Researcher'),
           case when r.r = 0 then 'CURATED' else 'CUSTOM' end, 'READY', 'Highlights ' || (r.r + 1) || ': ' || b.title, '', r.r = 0,
           m.thumbnail_key, m.video_key, 28, r.created_at, r.created_at, r.created_at
    from scale_reel r join scale_study s on s.n = r.study_n join bank_study b on b.lang = s.lang join scale_media m on m.k = 0`,
  );
  await run(
    t,
    sql`insert into showreel_quotes (showreel_id, quote_id, position, start, "end")
    select r.id, q.id, j, q.start, q."end"
    from scale_reel r cross join generate_series(0, 3) as j
    join scale_iv v on v.study_n = r.study_n and v.i = (r.r * 4 + j) % ${perStudy}
    join quotes q on q.interview_id = v.id and q.start = ((r.r * 4 + j) % ${perInterview}) * 12 + 1`,
  );

  // Insights: per study from the language's bank, five quotes each; the first shows the study's curated reel.
  await run(
    t,
    sql`insert into insights (client_id, study_id, business_question_id, showreel_id, title, content, lead, label, position, created_at, updated_at)
    select ${clientId}::uuid, s.id, bq.id, case when ik = 0 then reel.id end, b.title, b.content, b.lead, 'Insight ' || (ik + 1), ik,
           s.created_at + interval '26 days', s.created_at + interval '26 days'
    from scale_study s cross join generate_series(0, ${FULL.insightsPerStudy - 1}) as ik
    join bank_insight_n bn on bn.lang = s.lang join bank_insight b on b.lang = s.lang and b.k = ik % bn.n
    left join scale_bq bq on bq.study_n = s.n and bq.pos = b.bq_pos
    left join scale_reel reel on reel.study_n = s.n and reel.r = 0`,
  );
  await run(
    t,
    sql`insert into insight_quotes (insight_id, quote_id, position)
    select i.id, q.id, j from insights i join scale_study s on s.id = i.study_id cross join generate_series(0, 4) as j
    join scale_iv v on v.study_n = s.n and v.i = (i.position * 5 + j) % ${perStudy}
    join quotes q on q.interview_id = v.id and q.start = ((i.position * 5 + j + 40) % ${perInterview}) * 12 + 1`,
  );
  await run(
    t,
    sql`insert into analyses (client_id, study_id, showreel_id, title, lead, created_at, updated_at)
    select ${clientId}::uuid, s.id, r.id, 'Analysis: ' || b.title, b.purpose, s.created_at + interval '26 days', s.created_at + interval '26 days'
    from scale_study s join bank_study b on b.lang = s.lang left join scale_reel r on r.study_n = s.n and r.r = 0`,
  );

  // Notes (issue 14): per interview, a team note of the Researcher and a private note of each account, each on a quote of
  // that interview with its English words, so global search finds notes and their privacy can be checked at scale.
  await run(
    t,
    sql`insert into interview_notes (client_id, study_id, interview_id, quote_id, author_id, visibility, start, "end", body, created_at, updated_at)
    select ${clientId}::uuid, q.study_id, q.interview_id, q.id, u.id, n.visibility, q.start, q."end", n.prefix || coalesce(q.content_en, q.content_original),
           q.created_at + interval '1 hour', q.created_at + interval '1 hour'
    from scale_iv v
    cross join (values (0, 'Researcher', 'TEAM', 'Worth a clip: '), (1, 'Master', 'PRIVATE', 'Ask the client: '), (2, 'Researcher', 'PRIVATE', 'My hunch: ')) as n(k, role, visibility, prefix)
    join scale_user u on u.role = n.role
    join quotes q on q.interview_id = v.id and q.start = ((v.i * 3 + n.k * 7) % ${perInterview}) * 12 + 1`,
  );

  // Boards and stories (one story per ten studies, on the study's segment group).
  await run(
    t,
    sql`insert into boards (client_id, title, description, created_at, updated_at)
    select ${clientId}::uuid, 'Board ' || n, 'Stories of programme ' || n, ${nowIso}::timestamptz - make_interval(days => n * 30), ${nowIso}::timestamptz
    from generate_series(1, ${n(FULL.boards)}) as n`,
  );
  await run(
    t,
    sql`insert into stories (client_id, board_id, segment_group_id, state, title, created_at, updated_at)
    select ${clientId}::uuid, (select id from boards where client_id = ${clientId}::uuid order by title limit 1 offset (s.n / 10) % ${n(FULL.boards)}),
           s.sg_id, 'POPULATED', 'Story: ' || b.title, s.created_at + interval '30 days', s.created_at + interval '30 days'
    from scale_study s join bank_study b on b.lang = s.lang where s.n % 10 = 0 or s.n = 1`,
  );

  const where = sql`where client_id = ${clientId}::uuid`;
  return {
    clientId,
    name: client.name,
    studies: await count(t, sql`select count(*)::int as n from studies ${where}`),
    interviews: await count(t, sql`select count(*)::int as n from interviews ${where}`),
    quotes: await count(t, sql`select count(*)::int as n from quotes ${where}`),
    showreels: await count(t, sql`select count(*)::int as n from showreels ${where}`),
    insights: await count(t, sql`select count(*)::int as n from insights ${where}`),
    notes: await count(t, sql`select count(*)::int as n from interview_notes ${where}`),
  };
}
