import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@insight/contracts';
import {
  clients,
  insights,
  insightTasks,
  interviews,
  interviewTranscripts,
  participantAnswers,
  quotes,
  quoteSearchCondition,
  roles,
  showreelQuotes,
  showreels,
  studies,
  tasks,
  userClients,
  users,
  type DatabaseHandle,
} from '@insight/db';
import { createTestDatabase } from '@insight/db/testing';
import { eq, sql } from 'drizzle-orm';
import { probeMedia } from '../video/ffmpeg';
import { resolveMediaTools } from '../video/tools';
import { createLocalStorage } from '../storage/local-storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { createJobQueue } from '../jobs/queue';
import { silentLogger } from '../lib/logger';
import { startWorkers } from '../jobs/workers';
import { seedDemoWorkspace } from './seed';

const TABLES = [
  'clients',
  'roles',
  'users',
  'user_clients',
  'projects',
  'project_users',
  'studies',
  'segment_groups',
  'segments',
  'business_questions',
  'tasks',
  'study_materials',
  'recruitment_items',
  'tags',
  'study_tags',
  'categories',
  'interviews',
  'interview_transcripts',
  'quotes',
  'showreels',
  'showreel_quotes',
  'insights',
  'insight_quotes',
  'insight_tasks',
  'participant_answers',
  'analyses',
  'boards',
  'stories',
  'study_templates',
  'articles',
];

let handle: DatabaseHandle | undefined;
let root: string | undefined;
afterAll(async () => {
  await handle?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function countRows(db: DatabaseHandle['db']): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = result.rows[0].n;
  }
  return out;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

// One slow test on purpose: it renders the whole demo workspace for real (about 2–3 minutes on 2 cores).
it('seed: creates the demo workspace once, with playable interviews, transcripts, quotes and working accounts', async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  root = await mkdtemp(path.join(tmpdir(), 'insight-seed-'));
  const mediaRoot = path.join(root, 'media');
  const storage = createLocalStorage(mediaRoot, 'seed-test-signing-secret-0123456789abcdef');
  const tools = resolveMediaTools(process.env);
  const deps = { db, storage, tools, workDir: path.join(root, 'tmp'), log: silentLogger() };

  const result = await seedDemoWorkspace(deps);
  console.log(`[seed.test] demo workspace generated in ${result.seconds.toFixed(1)} s (${result.interviews} interviews)`);
  expect(result.created).toBe(true);
  expect(result.interviews).toBeGreaterThanOrEqual(30);

  // Accounts: argon2id hashes of the demo password, the roles and clients of the README.
  const clientRows = await db.select().from(clients);
  expect(clientRows.map((c) => c.name).sort()).toEqual(['Acme Foods', 'Nordic Living']);
  const clientName = new Map(clientRows.map((c) => [c.id, c.name]));
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db
      .select({ user: users, roleName: roles.name, permissions: roles.permissions })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.email, account.email));
    expect(row, account.email).toBeDefined();
    expect(row.user.status).toBe('Active');
    expect(row.user.passwordHash?.startsWith('$argon2id$')).toBe(true);
    expect(await verify(row.user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(row.roleName).toBe(account.role);
    expect(row.user.name && row.user.surname && row.user.jobTitle && row.user.companyDepartment).toBeTruthy();
    expect(clientName.get(row.user.clientId)).toBe(account.client === 'acme' ? 'Acme Foods' : 'Nordic Living');
    if (account.role === 'Admin') expect(row.permissions).toEqual(expect.arrayContaining(['access_all_clients', 'access_multiple_clients']));
  }
  const nordicMaster = await db.select({ id: users.id }).from(users).where(eq(users.email, 'master@nordic.test'));
  expect(await db.select().from(userClients).where(eq(userClients.userId, nordicMaster[0].id))).toEqual([]);

  // Studies over both clients in all five languages, completed and in preparation.
  const studyRows = await db.select().from(studies);
  expect(studyRows.length).toBeGreaterThanOrEqual(6);
  expect(new Set(studyRows.map((s) => s.clientId)).size).toBe(2);
  expect(new Set(studyRows.map((s) => s.language))).toEqual(new Set(CONTENT_LANGUAGES));
  expect(new Set(studyRows.map((s) => s.displayStatusCode))).toEqual(new Set(['COMPLETED', 'IN_PREPARATION']));
  for (const study of studyRows) expect(await storage.stat(study.coverImageKey ?? '')).toMatchObject({ contentType: 'image/jpeg' });
  // Stored counts (decision 0240) equal the live rows after the seed.
  const { rows: wrongCounts } = await db.execute<{ wrong: number }>(sql`
    select (select count(*)::int from studies s where
        s.quote_count <> (select count(*) from quotes q where q.study_id = s.id and q.client_id = s.client_id and q.deleted_at is null)
        or s.interview_count <> (select count(*) from interviews i where i.study_id = s.id and i.client_id = s.client_id)
        or s.insight_count <> (select count(*) from insights i where i.study_id = s.id and i.client_id = s.client_id)
        or s.custom_showreel_count <> (select count(*) from showreels r where r.study_id = s.id and r.client_id = s.client_id and r.type = 'CUSTOM')
        or s.curated_showreel_count <> (select count(*) from showreels r where r.study_id = s.id and r.client_id = s.client_id and r.type = 'CURATED')
        or s.business_question_count <> (select count(*) from business_questions b where b.study_id = s.id and b.client_id = s.client_id))
      + (select count(*)::int from segments g where
        g.quote_count <> (select count(*) from quotes q where q.segment_id = g.id and q.client_id = g.client_id and q.deleted_at is null)
        or g.interview_count <> (select count(*) from interviews i where i.segment_id = g.id and i.client_id = g.client_id)) as wrong`);
  expect(wrongCounts[0].wrong).toBe(0);
  expect(studyRows.some((study) => study.quoteCount > 0 && study.interviewCount > 0)).toBe(true);

  // Interviews: a playable MP4 (video + audio, the stored duration), subtitles, transcripts in original + en.
  const interviewRows = await db.select().from(interviews);
  expect(interviewRows.length).toBeGreaterThanOrEqual(30);
  expect(new Set(interviewRows.map((i) => i.language))).toEqual(new Set(CONTENT_LANGUAGES));
  const transcriptRows = await db.select().from(interviewTranscripts);
  for (const interview of interviewRows) {
    expect(interview.videoKey).toBe(`interviews/${interview.id}/video.mp4`);
    expect((await storage.stat(interview.videoKey ?? ''))?.size).toBeGreaterThan(10_000);
    const info = await probeMedia(tools, path.join(mediaRoot, ...(interview.videoKey ?? '').split('/')));
    expect(info).toMatchObject({ hasVideo: true, hasAudio: true });
    expect(info.duration).toBeCloseTo(interview.duration, 0);
    expect(interview.duration).toBeGreaterThanOrEqual(40);
    expect(interview.duration).toBeLessThanOrEqual(80);
    for (const key of [interview.thumbnailKey, interview.subtitlesOriginalKey, interview.subtitlesEnKey]) {
      expect(await storage.stat(key ?? ''), key ?? 'missing key').not.toBeNull();
    }
    const own = transcriptRows.filter((t) => t.interviewId === interview.id);
    const original = own.find((t) => t.isOriginal);
    const english = own.find((t) => t.language === 'en');
    expect(original?.language).toBe(interview.language);
    expect(english).toBeDefined();
    for (const transcript of [original, english]) {
      const chunks = (transcript?.sections ?? []).flatMap((s) => s.tasks.flatMap((t) => t.chunks));
      expect(chunks.length).toBeGreaterThan(5);
      expect(chunks[chunks.length - 1].end).toBeLessThanOrEqual(interview.duration);
      expect(chunks.every((c, i) => c.start < c.end && (i === 0 || chunks[i - 1].end <= c.start))).toBe(true);
    }
  }

  // Quotes: 2–4 per interview, inside the video, found by full-text search in English and in the original language.
  const quoteRows = await db.select().from(quotes);
  const perInterview = new Map<string, number>();
  for (const q of quoteRows) perInterview.set(q.interviewId, (perInterview.get(q.interviewId) ?? 0) + 1);
  expect([...perInterview.values()].every((n) => n >= 2 && n <= 4)).toBe(true);
  const durationOf = new Map(interviewRows.map((i) => [i.id, i.duration]));
  expect(quoteRows.every((q) => q.start < q.end && q.end <= (durationOf.get(q.interviewId) ?? 0) && q.contentEn)).toBe(true);
  const cardboard = await db.select().from(quotes).where(quoteSearchCondition('cardboard'));
  expect(cardboard.some((q) => q.language === 'da' && q.contentOriginal.includes('pap'))).toBe(true);
  const spanish = await db.select().from(quotes).where(quoteSearchCondition('precio'));
  expect(spanish.some((q) => q.language === 'es')).toBe(true);

  // Answers (SPEC §3 Chart): every participant of a completed study answered every top-level task; the study in
  // preparation has none; every charted insight's text names the number of answering participants.
  const answerRows = await db.select().from(participantAnswers);
  const topTasks = await db
    .select()
    .from(tasks)
    .where(sql`${tasks.parentTaskId} is null`);
  for (const study of studyRows) {
    const studyInterviews = interviewRows.filter((i) => i.studyId === study.id);
    const studyTasks = topTasks.filter((t) => t.studyId === study.id);
    const studyAnswers = answerRows.filter((a) => a.studyId === study.id);
    expect(studyAnswers.length, study.title).toBe(study.displayStatusCode === 'COMPLETED' ? studyInterviews.length * studyTasks.length : 0);
    for (const a of studyAnswers) {
      const task = studyTasks.find((t) => t.id === a.taskId)!;
      if (task.type === 'RADIO') expect(a.optionIds).toHaveLength(1);
      if (task.type === 'SCORING') expect(a.numberValue).toBeGreaterThanOrEqual(1);
      if (task.type === 'FREE_TEXT' || task.type === 'TEXT_ONLY') expect(a.texts.length).toBeGreaterThan(0);
      if (task.type !== 'TEXT_ONLY' && task.type !== 'FREE_TEXT' && task.type !== 'SUBTASKS') {
        expect(a.optionIds.every((id) => task.options.some((o) => o.id === id))).toBe(true);
      }
    }
  }
  const chartedInsights = await db
    .select({ content: insights.content, studyId: insights.studyId })
    .from(insights)
    .innerJoin(insightTasks, eq(insightTasks.insightId, insights.id));
  expect(chartedInsights.length).toBeGreaterThan(5);
  for (const insight of chartedInsights) {
    const answering = interviewRows.filter((i) => i.studyId === insight.studyId).length;
    expect(insight.content).toMatch(new RegExp(`(of ${answering} participants|\\(${answering} participants\\))`));
  }

  // Showreels: a published CURATED reel of 3–4 quotes per completed study and a CUSTOM one, written CREATED; the job
  // queue's start-up sweep queues their renders and they turn READY (what the first start of the server does).
  const reelRows = await db.select().from(showreels);
  const completed = studyRows.filter((s) => s.displayStatusCode === 'COMPLETED');
  expect(
    reelRows
      .filter((r) => r.type === 'CURATED')
      .map((r) => r.studyId)
      .sort(),
  ).toEqual(completed.map((s) => s.id).sort());
  expect(reelRows.filter((r) => r.type === 'CUSTOM')).toHaveLength(1);
  expect(reelRows.some((r) => r.published)).toBe(true);
  expect(reelRows.every((r) => r.status === 'CREATED')).toBe(true);
  const clipRows = await db.select().from(showreelQuotes);
  const quoteStudy = new Map(quoteRows.map((q) => [q.id, q.studyId]));
  for (const reel of reelRows) {
    const clips = clipRows.filter((c) => c.showreelId === reel.id);
    expect(clips.length).toBeGreaterThanOrEqual(3);
    expect(clips.length).toBeLessThanOrEqual(4);
    expect(clips.every((c) => quoteStudy.get(c.quoteId) === reel.studyId)).toBe(true);
  }
  const queue = await createJobQueue(handle, { pollingIntervalSeconds: 0.5, sweepCron: null });
  try {
    const renderStarted = Date.now();
    await startWorkers(queue, { db, storage, tools, dataDir: root, concurrency: 2 });
    for (;;) {
      const statuses = await db.select({ status: showreels.status, error: showreels.error }).from(showreels);
      expect(statuses.filter((r) => r.status === 'ERROR')).toEqual([]);
      if (statuses.every((r) => r.status === 'READY')) break;
      if (Date.now() - renderStarted > 600_000) throw new Error('demo showreels did not turn READY within 600 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(`[seed.test] ${reelRows.length} demo showreels rendered READY in ${((Date.now() - renderStarted) / 1000).toFixed(1)} s (2 workers)`);
  } finally {
    await queue.stop(false);
  }
  for (const reel of await db.select().from(showreels)) expect(await storage.stat(reel.videoKey ?? '')).not.toBeNull();

  // A second start changes nothing: no rows, no files.
  const rowsBefore = await countRows(db);
  const filesBefore = await listFiles(mediaRoot);
  const again = await seedDemoWorkspace(deps);
  expect(again).toMatchObject({ created: false, interviews: 0 });
  expect(await countRows(db)).toEqual(rowsBefore);
  expect(await listFiles(mediaRoot)).toEqual(filesBefore);
}, 900_000);
