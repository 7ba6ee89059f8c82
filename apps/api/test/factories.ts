/**
 * Small row factories for API tests (ARCHITECTURE §3 rule 8). Each inserts one row with sensible
 * defaults, takes overrides, and answers the inserted row. Times are seconds. Independent of the demo seed.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ROLE_PERMISSIONS, type Permission, type RoleName } from '@insight/contracts';
import {
  boardCategories,
  boards,
  businessQuestions,
  categories,
  clients,
  insightQuotes,
  insights,
  interviews,
  interviewTranscripts,
  projects,
  quotes,
  roles,
  searchConfigFor,
  segmentGroups,
  segments,
  showreelQuotes,
  showreels,
  stories,
  studies,
  studyMaterials,
  studyTags,
  tags,
  tasks,
  userClients,
  users,
  type Database,
  type TranscriptSectionJson,
} from '@insight/db';
import { hashPassword } from '../src/modules/identity';

/** The password every factory user gets unless told otherwise (meets SPEC §5). */
const TEST_PASSWORD = 'Secret-pass-1';

let counter = 0;
const next = () => ++counter;

/** Inserts a client (tenant). */
export async function createClient(db: Database, values: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await db
    .insert(clients)
    .values({ name: `Client ${next()}`, ...values })
    .returning();
  return row;
}

/** The role `name` with its ROLE_PERMISSIONS, created on first use (role names are unique). */
export async function ensureRole(db: Database, name: RoleName) {
  const [found] = await db.select().from(roles).where(eq(roles.name, name)).limit(1);
  if (found) return found;
  const [row] = await db
    .insert(roles)
    .values({ name, permissions: [...ROLE_PERMISSIONS[name]] })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [again] = await db.select().from(roles).where(eq(roles.name, name)).limit(1);
  return again;
}

/**
 * A role named `<roleName>+<extra…>` holding `roleName`'s permissions plus `extra` (a client's own role, e.g. a
 * Researcher who may also act for other clients with access_multiple_clients), created on first use.
 */
export async function ensureRoleWithExtra(db: Database, roleName: RoleName, extra: readonly Permission[]) {
  if (extra.length === 0) return ensureRole(db, roleName);
  const name = `${roleName}+${[...extra].sort().join('+')}`;
  const [found] = await db.select().from(roles).where(eq(roles.name, name)).limit(1);
  if (found) return found;
  await db
    .insert(roles)
    .values({ name, permissions: [...new Set([...ROLE_PERMISSIONS[roleName], ...extra])] })
    .onConflictDoNothing();
  const [row] = await db.select().from(roles).where(eq(roles.name, name)).limit(1);
  return row;
}

/**
 * Inserts an Active user of `clientId` with role `roleName` (default Master; plus `extraPermissions` through
 * {@link ensureRoleWithExtra}) and password {@link TEST_PASSWORD}. `extraClientIds` become `user_clients` grants, which
 * count only with access_multiple_clients (SPEC §6).
 */
export async function createUser(
  db: Database,
  clientId: string,
  opts: { roleName?: RoleName; extraPermissions?: Permission[]; password?: string; email?: string; extraClientIds?: string[] } & Partial<
    typeof users.$inferInsert
  > = {},
) {
  const { roleName = 'Master', extraPermissions = [], password = TEST_PASSWORD, extraClientIds = [], ...values } = opts;
  const role = await ensureRoleWithExtra(db, roleName, extraPermissions);
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      clientId,
      roleId: role.id,
      email: (opts.email ?? `user${n}-${randomUUID().slice(0, 8)}@example.test`).toLowerCase(),
      passwordHash: await hashPassword(password),
      name: `Name${n}`,
      surname: `Surname${n}`,
      status: 'Active',
      ...values,
    })
    .returning();
  for (const extra of extraClientIds) await db.insert(userClients).values({ userId: row.id, clientId: extra });
  return { ...row, password, role };
}

/** Inserts a project. */
export async function createProject(db: Database, clientId: string, values: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await db
    .insert(projects)
    .values({ clientId, title: `Project ${next()}`, ...values })
    .returning();
  return row;
}

/** Inserts a study (default IN_PROGRESS, COMPLETED display status). */
export async function createStudy(db: Database, clientId: string, values: Partial<typeof studies.$inferInsert> = {}) {
  const [row] = await db
    .insert(studies)
    .values({
      clientId,
      title: `Study ${next()}`,
      purpose: 'Understand how people snack',
      status: 'IN_PROGRESS',
      displayStatusCode: 'COMPLETED',
      dataSource: 'UPLOAD',
      ...values,
    })
    .returning();
  return row;
}

/** Inserts a segment of `study` (language defaults to the study's). */
export async function createSegment(
  db: Database,
  study: { id: string; clientId: string; language?: string },
  values: Partial<typeof segments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(segments)
    .values({ clientId: study.clientId, studyId: study.id, title: `Segment ${next()}`, language: study.language ?? 'en', ...values })
    .returning();
  return row;
}

/** Inserts a segment group of `study` and puts `segmentIds` (segments of that study) in it. */
export async function createSegmentGroup(
  db: Database,
  study: { id: string; clientId: string },
  values: Partial<typeof segmentGroups.$inferInsert> = {},
  segmentIds: string[] = [],
) {
  const [row] = await db
    .insert(segmentGroups)
    .values({ clientId: study.clientId, studyId: study.id, title: `Segment group ${next()}`, ...values })
    .returning();
  if (segmentIds.length > 0) await db.update(segments).set({ segmentGroupId: row.id }).where(inArray(segments.id, segmentIds));
  return row;
}

/** Inserts a business question (objective) of `study`. */
export async function createBusinessQuestion(
  db: Database,
  study: { id: string; clientId: string },
  values: Partial<typeof businessQuestions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(businessQuestions)
    .values({ clientId: study.clientId, studyId: study.id, title: `Business question ${next()}`, ...values })
    .returning();
  return row;
}

/** Inserts a task of `study` (default TEXT_ONLY). */
export async function createTask(db: Database, study: { id: string; clientId: string }, values: Partial<typeof tasks.$inferInsert> = {}) {
  const n = next();
  const text = values.text ?? `Tell us about task ${n}`;
  const [row] = await db
    .insert(tasks)
    .values({ clientId: study.clientId, studyId: study.id, type: 'TEXT_ONLY', text, html: `<p>${text}</p>`, position: n, positionName: String(n), ...values })
    .returning();
  return row;
}

/** One transcript line: `text` spoken from `start` to `end` seconds during `taskId`. */
export type TranscriptLine = { start: number; end: number; text: string; taskId?: string };

/** Transcript sections (SPEC §3) from lines: one section per line, chunked by word with even timing. */
function transcriptSections(lines: TranscriptLine[]): TranscriptSectionJson[] {
  return lines.map((line) => {
    const words = line.text.split(/\s+/).filter(Boolean);
    const step = (line.end - line.start) / Math.max(1, words.length);
    const chunks = words.map((word, i) => ({ start: line.start + i * step, end: line.start + (i + 1) * step, text: word }));
    return {
      start: line.start,
      end: line.end,
      html: `<p>${line.text}</p>`,
      text: line.text,
      tasks: [{ id: line.taskId ?? randomUUID(), start: line.start, end: line.end, chunks, html: `<p>${line.text}</p>`, text: line.text, type: 'TEXT_ONLY' }],
    };
  });
}

/**
 * Inserts an interview of `segment` with its original transcript (`sections`, else built from `lines`; an English
 * one too when `en` lines are given), keys for media under `interviews/<id>/` and duration = last line end (seconds).
 */
export async function createInterview(
  db: Database,
  segment: { id: string; clientId: string; studyId: string; language: string },
  opts: { lines?: TranscriptLine[]; en?: TranscriptLine[]; sections?: TranscriptSectionJson[] } & Partial<typeof interviews.$inferInsert> = {},
) {
  const { lines = [{ start: 0, end: 4, text: 'Hello there' }], en, sections, ...values } = opts;
  const id = values.id ?? randomUUID();
  const [row] = await db
    .insert(interviews)
    .values({
      id,
      clientId: segment.clientId,
      studyId: segment.studyId,
      segmentId: segment.id,
      language: segment.language,
      duration: lines.at(-1)?.end ?? 0,
      participantName: `Participant ${next()}`,
      participantAge: 34,
      participantCountry: 'DK',
      videoKey: `interviews/${id}/video.mp4`,
      thumbnailKey: `interviews/${id}/thumbnail.jpg`,
      subtitlesOriginalKey: `interviews/${id}/subtitles.original.vtt`,
      subtitlesEnKey: segment.language === 'en' || en ? `interviews/${id}/subtitles.en.vtt` : null,
      ...values,
    })
    .returning();
  await db.insert(interviewTranscripts).values({
    clientId: row.clientId,
    interviewId: row.id,
    language: row.language,
    isOriginal: true,
    sections: sections ?? transcriptSections(lines),
  });
  if (en && row.language !== 'en') {
    await db.insert(interviewTranscripts).values({
      clientId: row.clientId,
      interviewId: row.id,
      language: 'en',
      isOriginal: false,
      sections: transcriptSections(en),
    });
  }
  return row;
}

/** Inserts a quote of `interview` (language and search config from the interview). */
export async function createQuote(
  db: Database,
  interview: { id: string; clientId: string; studyId: string; segmentId: string; language: string; participantName?: string },
  values: Partial<typeof quotes.$inferInsert> & { contentOriginal: string },
) {
  const language = values.language ?? interview.language;
  const [row] = await db
    .insert(quotes)
    .values({
      clientId: interview.clientId,
      studyId: interview.studyId,
      segmentId: interview.segmentId,
      interviewId: interview.id,
      language,
      start: 0,
      end: 3,
      participantName: interview.participantName ?? '',
      searchConfig: searchConfigFor(language),
      ...values,
    })
    .returning();
  return row;
}

/** Inserts a tag and links it to `studyIds`. */
export async function createTag(db: Database, clientId: string, title: string, studyIds: string[] = []) {
  const [row] = await db.insert(tags).values({ clientId, title }).returning();
  for (const studyId of studyIds) await db.insert(studyTags).values({ studyId, tagId: row.id });
  return row;
}

/** Inserts a category. */
export async function createCategory(db: Database, clientId: string, title = `Category ${next()}`) {
  const [row] = await db.insert(categories).values({ clientId, title }).returning();
  return row;
}

/** Inserts a study material (default a LINK). */
export async function createStudyMaterial(db: Database, study: { id: string; clientId: string }, values: Partial<typeof studyMaterials.$inferInsert> = {}) {
  const [row] = await db
    .insert(studyMaterials)
    .values({ clientId: study.clientId, studyId: study.id, kind: 'LINK', title: `Material ${next()}`, link: 'https://example.com/', ...values })
    .returning();
  return row;
}

/** Inserts an insight of `study`, optionally linking `quoteIds` in order. */
export async function createInsight(
  db: Database,
  study: { id: string; clientId: string },
  values: Partial<typeof insights.$inferInsert> = {},
  quoteIds: string[] = [],
) {
  const [row] = await db
    .insert(insights)
    .values({ clientId: study.clientId, studyId: study.id, title: `Insight ${next()}`, ...values })
    .returning();
  for (const [position, quoteId] of quoteIds.entries()) await db.insert(insightQuotes).values({ insightId: row.id, quoteId, position });
  return row;
}

/** Inserts a showreel of `study` (default CUSTOM, READY) with `quoteIds` as clips. */
export async function createShowreel(
  db: Database,
  study: { id: string; clientId: string },
  values: Partial<typeof showreels.$inferInsert> = {},
  clips: { quoteId: string; start: number; end: number }[] = [],
) {
  const [row] = await db
    .insert(showreels)
    .values({ clientId: study.clientId, studyId: study.id, title: `Showreel ${next()}`, type: 'CUSTOM', status: 'READY', ...values })
    .returning();
  for (const [position, clip] of clips.entries()) await db.insert(showreelQuotes).values({ showreelId: row.id, position, ...clip });
  return row;
}

/** Inserts a story. */
export async function createStory(db: Database, clientId: string, values: Partial<typeof stories.$inferInsert> = {}) {
  const [row] = await db
    .insert(stories)
    .values({
      clientId,
      title: `Story ${next()}`,
      storyContent: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Once upon a time' }] }] },
      ...values,
    })
    .returning();
  return row;
}

/** Inserts a board with `categoryIds` and puts `storyIds` on it. */
export async function createBoard(
  db: Database,
  clientId: string,
  values: Partial<typeof boards.$inferInsert> = {},
  links: { categoryIds?: string[]; storyIds?: string[] } = {},
) {
  const [row] = await db
    .insert(boards)
    .values({ clientId, title: `Board ${next()}`, ...values })
    .returning();
  for (const categoryId of links.categoryIds ?? []) await db.insert(boardCategories).values({ boardId: row.id, categoryId });
  if (links.storyIds?.length) await db.update(stories).set({ boardId: row.id }).where(inArray(stories.id, links.storyIds));
  return row;
}
