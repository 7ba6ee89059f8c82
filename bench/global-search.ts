/**
 * Global search benchmark (issue 14): GET /v3/search over a client with `count` quotes (default 100,000; the target
 * data set is 1,000,000) spread over 200 interviews of 10 studies in five languages, each interview with a transcript.
 * Prints p50/p95/max of the answer time over 60 searches of mixed words; target p95 < 150 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/global-search.ts [count=100000]
 *
 * Uses DATABASE_URL (a fresh database per run, like the API tests) or an in-memory PGlite.
 *
 * `--scale` instead searches the scale data set already in DATABASE_URL (`npm run seed:scale`) read-only: one session
 * with `default_transaction_read_only`, the search service called in process as `master@scale-a.test` (no sign-in, so
 * not even a session row is written), and prints the PostgreSQL CPU per search (/proc ticks of that backend; the
 * server must run on this machine) beside p50/p95, over `rounds` (default 3) of the words of SCALE_WORDS:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/insight_scale npx tsx bench/global-search.ts --scale [rounds=3]
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SearchQuery } from '@insight/contracts';
import { createDatabase } from '@insight/db';
import { searchEverything } from '../apps/api/src/modules/search';
import { createTestApp } from '../apps/api/test/app';
import { createClient, createInterview, createSegment, createStudy, createUser } from '../apps/api/test/factories';

/** Words of the `--scale` run: common and rare, in English, Danish, Spanish, German, Swedish, and mixed with "or". */
const SCALE_WORDS = ['price', 'thermostat', 'pris', 'jacket lights', 'kaffe', 'precio', 'Preis', 'frukost', 'price or pris or precio', 'coffee or kaffe'];

if (process.argv[2] === '--scale') {
  await scaleRun(Number(process.argv[3] ?? 3));
  process.exit(0);
}

const count = Number(process.argv[2] ?? 100_000);
const LANGUAGES = [
  { code: 'da', config: 'danish', words: ['morgenmad', 'havregryn', 'kaffe', 'cykle', 'pris', 'snacks', 'nødder', 'butikken', 'sundt', 'familien'] },
  { code: 'de', config: 'german', words: ['Frühstück', 'Kaffee', 'Preis', 'Fahrrad', 'gesund', 'Familie', 'Laden', 'Nüsse', 'Hafer', 'Snack'] },
  { code: 'en', config: 'english', words: ['breakfast', 'coffee', 'price', 'cycling', 'healthy', 'family', 'shop', 'nuts', 'oats', 'snack'] },
  { code: 'es', config: 'spanish', words: ['desayuno', 'café', 'precio', 'bicicleta', 'sano', 'familia', 'tienda', 'nueces', 'avena', 'merienda'] },
  { code: 'sv', config: 'swedish', words: ['frukost', 'kaffe', 'pris', 'cykla', 'nyttigt', 'familjen', 'affären', 'nötter', 'havre', 'mellanmål'] },
];

const t = await createTestApp();
try {
  const client = await createClient(t.db, { name: 'Search bench' });
  const user = await createUser(t.db, client.id, { roleName: 'Master' });
  const token = await t.login(user.email, user.password);
  const interviewIds: { id: string; studyId: string; segmentId: string; language: string }[] = [];
  for (let s = 0; s < 10; s++) {
    const language = LANGUAGES[s % LANGUAGES.length];
    const study = await createStudy(t.db, client.id, { title: `Study ${s} about ${language.words[s % 10]}`, language: language.code });
    const segment = await createSegment(t.db, study, { title: `Segment ${s}`, language: language.code });
    for (let i = 0; i < 20; i++) {
      const lines = Array.from({ length: 30 }, (_, l) => ({
        start: l * 4,
        end: l * 4 + 3.5,
        text: `${language.words[(i + l) % 10]} og ${language.words[(i * 3 + l) % 10]} line ${l} of interview ${i}`,
      }));
      const interview = await createInterview(t.db, segment, { lines });
      interviewIds.push({ id: interview.id, studyId: study.id, segmentId: segment.id, language: language.code });
    }
  }
  const started = performance.now();
  // Quotes in batches of 50,000 rows generated in the database: words from the language's list, English alongside.
  for (let done = 0; done < count; done += 50_000) {
    const n = Math.min(50_000, count - done);
    const values = interviewIds.map((iv) => sql`(${iv.id}::uuid, ${iv.studyId}::uuid, ${iv.segmentId}::uuid, ${iv.language})`);
    await t.db.execute(sql`
      with iv(interview_id, study_id, segment_id, language) as (values ${sql.join(values, sql`, `)}),
           numbered as (select row_number() over () - 1 as k, iv.* from iv),
           words(language, list) as (values ${sql.join(
             LANGUAGES.map((l) => sql`(${l.code}, ${sql.raw(`ARRAY[${l.words.map((w) => `'${w}'`).join(',')}]`)})`),
             sql`, `,
           )})
      insert into quotes (client_id, study_id, segment_id, interview_id, language, start, "end", content_original, content_en, participant_name, search_config)
      select ${client.id}::uuid, n.study_id, n.segment_id, n.interview_id, n.language, (g % 100) * 1.0, (g % 100) * 1.0 + 4,
             w.list[1 + (g % 10)] || ' ' || w.list[1 + ((g / 10) % 10)] || ' quote ' || g,
             'quote ' || g || ' in English',
             'Participant', (case n.language when 'da' then 'danish' when 'de' then 'german' when 'es' then 'spanish' when 'sv' then 'swedish' else 'english' end)::regconfig
      from generate_series(${done}::bigint, ${done + n - 1}::bigint) as g
      join numbered n on n.k = g % ${interviewIds.length}
      join words w on w.language = n.language`);
  }
  await t.db.execute(sql`analyze`);
  console.log(`${count} quotes written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const words = LANGUAGES.flatMap((l) => l.words);
  const times: number[] = [];
  for (let i = 0; i < 65; i++) {
    const q = encodeURIComponent(words[(i * 7) % words.length]);
    const before = performance.now();
    const res = await t.get(`/api/v3/search?q=${q}&limit=10`, token);
    const ms = performance.now() - before;
    if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
    if (i >= 5) times.push(ms); // the first five warm the caches
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
  console.log(
    `GET /v3/search over ${count} quotes, ${interviewIds.length} interviews: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (target p95 < 150 ms)`,
  );
} finally {
  await t.close();
}

/** The `--scale` run (see the top of this file): read-only searches of the scale set, PostgreSQL CPU per search. */
async function scaleRun(rounds: number) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL must name the scale database');
  const url = new URL(databaseUrl);
  url.searchParams.set('options', '-c jit=off -c default_transaction_read_only=on');
  const handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 1 });
  try {
    const { db } = handle;
    const { rows } = await db.execute<{ client_id: string; user_id: string; pid: number }>(
      sql`select u.client_id, u.id as user_id, pg_backend_pid() as pid from users u where u.email = 'master@scale-a.test'`,
    );
    const { client_id: clientId, user_id: userId, pid } = rows[0];
    const ticks = () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime + stime, in 1/100 s
    };
    const once = (q: string) => searchEverything(db, clientId, userId, SearchQuery.parse({ q }), null);
    for (const q of SCALE_WORDS) await once(q); // warm the caches and the plans
    const times: number[] = [];
    const startTicks = ticks();
    for (let round = 0; round < rounds; round++) {
      for (const q of SCALE_WORDS) {
        const before = performance.now();
        await once(q);
        times.push(performance.now() - before);
      }
    }
    const cpuMs = ((ticks() - startTicks) * 10) / times.length;
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
    console.log(
      `global search on the scale set, ${times.length} searches (${SCALE_WORDS.length} words × ${rounds}): PostgreSQL CPU ${cpuMs.toFixed(1)} ms per search; wall p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
  } finally {
    await handle.close();
  }
}
