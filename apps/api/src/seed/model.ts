/**
 * Turns the demo content into database rows with ids chosen up front (so media keys and transcript task ids are
 * known before anything is written). `buildWorkspaceModel` makes everything that needs no media;
 * `finishWorkspaceModel` adds interviews, transcripts, quotes, insights, analyses, boards and stories once the
 * interview videos are rendered. No I/O here.
 */
import { randomUUID } from 'node:crypto';
import { ROLE_NAMES, ROLE_PERMISSIONS } from '@insight/contracts';
import {
  analyses,
  analysisCategories,
  articles,
  boardCategories,
  boards,
  businessQuestions,
  categories,
  clients,
  insightQuotes,
  insights,
  insightTasks,
  interviews,
  interviewTranscripts,
  participantAnswers,
  projects,
  projectUsers,
  quotes,
  recruitmentItems,
  searchConfigFor,
  showreelQuotes,
  showreels,
  segmentGroups,
  segments,
  stories,
  studies,
  studyMaterials,
  studyTags,
  studyTemplates,
  tags,
  tasks,
  userClients,
  users,
  type KeyTakeawaysJson,
  type MediaRefJson,
  type RichTextJson,
  type TaskOptionJson,
  type TranscriptSectionJson,
} from '@insight/db';
import { DEMO_ACCOUNTS } from './accounts';
import {
  DEMO_ARTICLES,
  DEMO_BOARDS,
  DEMO_CLIENTS,
  DEMO_PROJECTS,
  DEMO_STUDY_TYPES,
  DEMO_TEMPLATES,
  templateRowOf,
  type DemoAnswer,
  type DemoStudy,
  type DemoTask,
  type Line,
} from './content';
import { planDemoShowreels } from './showreels';
import { computeChart, describeChart, planInterviews, planQuotes, type InterviewPlan } from './plan';
import { buildTranscriptSections, paragraphsHtml, type LineTime } from './transcript';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const DAY_MS = 86_400_000;

/** A generated image to render and store under `key` (JPEG). */
export type ImageJob = { key: string; colors: [string, string]; seed: number; caption?: string };

/** Storage keys of one interview's media (docs/architecture.md "Media"). */
type InterviewKeys = { video: string; thumbnail: string; subtitlesOriginal: string; subtitlesEn: string };

/** One interview to render: its id, plan, segment and storage keys. */
export type InterviewJob = { id: string; study: StudyModel; plan: InterviewPlan; segmentId: string; keys: InterviewKeys; createdAt: Date };

/** What rendering one interview produced: probed duration and each spoken line's span (seconds). */
export type RenderedMedia = { duration: number; lines: LineTime[] };

/** The rows of one study and what the interviews need to refer to them. */
type StudyModel = {
  content: DemoStudy;
  id: string;
  clientId: string;
  row: Insert<typeof studies>;
  templateKey: string | null;
  segmentGroup: Insert<typeof segmentGroups>;
  segments: Insert<typeof segments>[];
  segmentIds: Map<string, string>;
  businessQuestions: Insert<typeof businessQuestions>[];
  businessQuestionIds: Map<string, string>;
  /** Tasks then subtasks (parents first, so inserts satisfy the self reference). */
  tasks: Insert<typeof tasks>[];
  /** Database id of each top-level task, in content order. */
  taskIds: string[];
  materials: Insert<typeof studyMaterials>[];
  recruitment: Insert<typeof recruitmentItems>[];
  tagLinks: Insert<typeof studyTags>[];
  categoryIds: string[];
  interviews: InterviewJob[];
};

/** Every row of the workspace that needs no media, plus the media jobs. `roleName`/`typeKey` fields are resolved to ids at insert time. */
export type WorkspaceModel = {
  now: Date;
  roles: { name: string; permissions: string[] }[];
  clients: Insert<typeof clients>[];
  clientIds: Map<string, string>;
  users: (Omit<Insert<typeof users>, 'roleId'> & { roleName: string })[];
  userClients: Insert<typeof userClients>[];
  projects: Insert<typeof projects>[];
  projectUsers: Insert<typeof projectUsers>[];
  studyTypes: { key: string; name: string; description: string }[];
  templates: (Omit<Insert<typeof studyTemplates>, 'studyTypeId'> & { typeKey: string; key: string })[];
  articles: Insert<typeof articles>[];
  tags: Insert<typeof tags>[];
  categories: Insert<typeof categories>[];
  studies: StudyModel[];
  /** Board id and cover image key per board content key. */
  boards: Map<string, { id: string; coverImageKey: string }>;
  images: ImageJob[];
  interviews: InterviewJob[];
};

/** Rows that exist only once the interview media is rendered. */
export type FinishedRows = {
  interviews: Insert<typeof interviews>[];
  transcripts: Insert<typeof interviewTranscripts>[];
  quotes: Insert<typeof quotes>[];
  /** Demo showreels (CREATED, no media: rendered by the job queue after the first start) and their clips. */
  showreels: Insert<typeof showreels>[];
  showreelQuotes: Insert<typeof showreelQuotes>[];
  insights: Insert<typeof insights>[];
  insightQuotes: Insert<typeof insightQuotes>[];
  insightTasks: Insert<typeof insightTasks>[];
  /** Each participant's answer to each task (SPEC §3 Chart: charts are computed from these). */
  participantAnswers: Insert<typeof participantAnswers>[];
  analyses: Insert<typeof analyses>[];
  analysisCategories: Insert<typeof analysisCategories>[];
  boards: Insert<typeof boards>[];
  boardCategories: Insert<typeof boardCategories>[];
  stories: Insert<typeof stories>[];
};

/** Key takeaways JSON (title, plain text, escaped HTML) from paragraphs. */
function keyTakeawaysJson(title: string, paragraphs: readonly string[]): KeyTakeawaysJson {
  return { title, text: paragraphs.join('\n\n'), html: paragraphsHtml(paragraphs) };
}

/** English text/html columns of a task of a non-English study (SPEC §3 translations); nothing for an English study. */
function englishOf(study: DemoStudy, line: Line): { textEn?: string; htmlEn?: string } {
  return study.language === 'en' ? {} : { textEn: line.en, htmlEn: paragraphsHtml([line.en]) };
}

/** Answer options of a choice or scoring task; `withEnglish` adds each label's English (`text_en`). */
function taskOptions(task: DemoTask, withEnglish: boolean): TaskOptionJson[] {
  const english = (text: string | undefined) => (withEnglish && text !== undefined ? { text_en: text } : {});
  if (task.type === 'SCORING') {
    const points = task.scalePoints ?? 5;
    return Array.from({ length: points }, (_, i) => {
      const label = i === 0 ? task.scaleLabels?.[0] : i === points - 1 ? task.scaleLabels?.[1] : undefined;
      const text = (words: string | undefined) => (words ? `${i + 1} – ${words}` : String(i + 1));
      return { id: randomUUID(), text: text(label?.text), position: i, value: i + 1, ...english(text(label?.en)) };
    });
  }
  return (task.options ?? []).map((option, i) => ({ id: randomUUID(), text: option.text, position: i, ...english(option.en) }));
}

function stimuliTaskKey(study: DemoStudy): string | undefined {
  return (
    study.stimuliTask ??
    study.tasks.find((t) => t.type === 'SUBTASKS')?.key ??
    study.tasks.find((t) => t.type === 'SCORING')?.key ??
    study.tasks[study.tasks.length - 1]?.key
  );
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Builds every media-independent row of the demo workspace at time `now` (ids are fresh UUIDs). */
export function buildWorkspaceModel(studiesContent: readonly DemoStudy[], now = new Date()): WorkspaceModel {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  const images: ImageJob[] = [];
  let imageSeed = 1;

  const clientIds = new Map(DEMO_CLIENTS.map((c) => [c.key, randomUUID()]));
  const clientId = (key: string) => {
    const id = clientIds.get(key);
    if (!id) throw new Error(`unknown client ${key}`);
    return id;
  };
  const clientRows: Insert<typeof clients>[] = DEMO_CLIENTS.map((c) => ({
    id: clientId(c.key),
    name: c.name,
    canInviteTeamMembers: true,
    inviteNewUsersByPermission: true,
    features: c.features,
    createdAt: ago(120),
    updatedAt: ago(120),
  }));

  const userIds = new Map(DEMO_ACCOUNTS.map((a) => [a.email, randomUUID()]));
  const userRows = DEMO_ACCOUNTS.map((a) => ({
    id: userIds.get(a.email) as string,
    clientId: clientId(a.client),
    roleName: a.role,
    email: a.email.toLowerCase(),
    name: a.name,
    surname: a.surname,
    jobTitle: a.jobTitle,
    companyDepartment: a.department,
    status: 'Active' as const,
    autoGrantNewProjects: a.role !== 'Consumer',
    createdAt: ago(110),
    updatedAt: ago(110),
  }));
  const userClientRows = DEMO_ACCOUNTS.flatMap((a) => a.extraClients.map((c) => ({ userId: userIds.get(a.email) as string, clientId: clientId(c) })));
  const masterOf = (client: string) => {
    const account = DEMO_ACCOUNTS.find((a) => a.client === client && a.role === 'Master') ?? DEMO_ACCOUNTS.find((a) => a.client === client);
    return account ? (userIds.get(account.email) as string) : null;
  };

  const projectIds = new Map(DEMO_PROJECTS.map((p) => [p.key, randomUUID()]));
  const projectRows = DEMO_PROJECTS.map((p, i) => ({
    id: projectIds.get(p.key) as string,
    clientId: clientId(p.client),
    title: p.title,
    createdAt: ago(100 - i),
    updatedAt: ago(100 - i),
  }));
  const projectUserRows = DEMO_PROJECTS.flatMap((p) =>
    DEMO_ACCOUNTS.filter((a) => a.client === p.client || a.extraClients.includes(p.client)).map((a) => ({
      projectId: projectIds.get(p.key) as string,
      userId: userIds.get(a.email) as string,
    })),
  );

  const templateIds = new Map(DEMO_TEMPLATES.map((t) => [t.key, randomUUID()]));
  const templateRows = DEMO_TEMPLATES.map((t) => {
    const id = templateIds.get(t.key) as string;
    const imageKey = `templates/${id}/cover.jpg`;
    images.push({ key: imageKey, colors: t.coverColors, seed: imageSeed++ });
    return {
      id,
      key: t.key,
      typeKey: t.type,
      ...templateRowOf(t),
      imageKey,
    };
  });

  // Home articles are per client (issue 16): every client gets the three, sharing one picture each.
  const articleImages = DEMO_ARTICLES.map((a) => {
    const imageKey = `articles/${randomUUID()}/cover.jpg`;
    images.push({ key: imageKey, colors: a.coverColors, seed: imageSeed++ });
    return imageKey;
  });
  const articleRows = DEMO_CLIENTS.flatMap((c) =>
    DEMO_ARTICLES.map((a, position) => ({
      id: randomUUID(),
      clientId: clientId(c.key),
      title: a.title,
      summary: a.summary,
      url: a.url,
      imageKey: articleImages[position],
      position,
      publishedAt: ago(a.daysAgo),
    })),
  );

  // Tags and categories are per client and unique by title.
  const tagRows: Insert<typeof tags>[] = [];
  const categoryRows: Insert<typeof categories>[] = [];
  const tagId = (client: string, title: string) => findOrAdd(tagRows, client, title);
  const categoryId = (client: string, title: string) => findOrAdd(categoryRows, client, title);
  function findOrAdd(rows: { id?: string; clientId: string; title: string }[], client: string, title: string): string {
    const cid = clientId(client);
    const found = rows.find((r) => r.clientId === cid && r.title === title);
    if (found?.id) return found.id;
    const id = randomUUID();
    rows.push({ id, clientId: cid, title });
    return id;
  }

  const studyModels: StudyModel[] = [];
  const interviewJobs: InterviewJob[] = [];
  for (const content of studiesContent) {
    const id = randomUUID();
    const cid = clientId(content.client);
    const createdAt = ago(content.createdDaysAgo);
    const completed = content.status === 'COMPLETED';
    const completedAt = completed ? ago(content.completedDaysAgo ?? 0) : null;
    const coverImageKey = `studies/${id}/cover.jpg`;
    images.push({ key: coverImageKey, colors: content.coverColors, seed: imageSeed++ });
    const anyShareable = content.segments.some((s) => s.recruitment.method === 'SHAREABLE_LINK');
    const row: Insert<typeof studies> = {
      id,
      clientId: cid,
      projectId: projectIds.get(content.project) ?? null,
      templateId: content.template ? (templateIds.get(content.template) ?? null) : null,
      createdBy: masterOf(content.client),
      title: content.title,
      purpose: content.purpose,
      language: content.language,
      status: completed ? 'IMPORTED' : content.draft ? 'DRAFT' : 'IN_PROGRESS',
      displayStatusCode: content.status,
      dataSource: 'CAPTURE',
      brief: content.brief,
      recruitMethod: anyShareable ? 'SELF_RECRUIT' : 'SPECIALIST',
      clientCreated: Boolean(content.draft),
      usertribeProducers: ['admin@portal.test'],
      qualityAssurance: completed,
      audience: content.audience,
      coverImageKey,
      keyTakeaways: content.keyTakeaways ? keyTakeawaysJson(content.keyTakeaways.title, content.keyTakeaways.paragraphs) : null,
      isCrossSegmentsEnabled: completed && content.segments.length > 1,
      completedAt,
      createdAt,
      updatedAt: completedAt ?? createdAt,
    };

    const segmentGroup = { id: randomUUID(), clientId: cid, studyId: id, title: content.segmentGroup, createdAt, updatedAt: createdAt };
    const segmentIds = new Map(content.segments.map((s) => [s.key, randomUUID()]));
    const segmentRows = content.segments.map((s, position) => ({
      id: segmentIds.get(s.key) as string,
      clientId: cid,
      studyId: id,
      segmentGroupId: segmentGroup.id,
      title: s.title,
      language: content.language,
      position,
      createdAt,
      updatedAt: createdAt,
    }));
    const recruitmentRows = content.segments.map((s) => ({
      clientId: cid,
      studyId: id,
      segmentId: segmentIds.get(s.key) as string,
      method: s.recruitment.method,
      ageMin: s.recruitment.ageRange.min,
      ageMax: s.recruitment.ageRange.max,
      countries: s.recruitment.countries,
      gender: s.recruitment.genders,
      devices: s.recruitment.devices,
      language: content.language,
      requiredInterviews: s.recruitment.requiredInterviews,
      customCriteria: [s.recruitment.customCriteria],
      createdAt,
      updatedAt: createdAt,
    }));
    const businessQuestionIds = new Map(content.businessQuestions.map((q) => [q.key, randomUUID()]));
    const businessQuestionRows = content.businessQuestions.map((q, position) => ({
      id: businessQuestionIds.get(q.key) as string,
      clientId: cid,
      studyId: id,
      title: q.title,
      description: q.description,
      position,
      createdAt,
      updatedAt: createdAt,
    }));

    const materialRows = content.stimuli.map((s, position) => {
      const materialId = randomUUID();
      const base = { id: materialId, clientId: cid, studyId: id, name: s.title, title: s.title, position, createdAt, updatedAt: createdAt };
      if (s.kind === 'LINK') return { ...base, kind: 'LINK' as const, link: s.link };
      const fileKey = `studies/${id}/materials/${materialId}/${s.fileName}`;
      images.push({ key: fileKey, colors: s.colors, seed: imageSeed++, caption: s.title });
      return { ...base, kind: 'FILE' as const, name: s.fileName, fileKey, fileName: s.fileName, fileMimeType: 'image/jpeg', thumbnailKey: fileKey };
    });
    const showStimuliOn = stimuliTaskKey(content);

    const taskIds = content.tasks.map(() => randomUUID());
    const taskRows: Insert<typeof tasks>[] = [];
    const subtaskRows: Insert<typeof tasks>[] = [];
    content.tasks.forEach((task, position) => {
      const businessQuestionId = businessQuestionIds.get(task.businessQuestion) ?? null;
      taskRows.push({
        id: taskIds[position],
        clientId: cid,
        studyId: id,
        businessQuestionId,
        position,
        positionName: String(position + 1),
        type: task.type,
        optionsType: task.type === 'SUBTASKS' ? 'SUBTASKS' : 'TEXT_ONLY',
        text: task.text.text,
        html: paragraphsHtml([task.text.text]),
        ...englishOf(content, task.text),
        options: taskOptions(task, content.language !== 'en'),
        scalePoints: task.type === 'SCORING' ? (task.scalePoints ?? 5) : null,
        studyMaterialIds: task.key === showStimuliOn ? materialRows.map((m) => m.id) : [],
        createdAt,
        updatedAt: createdAt,
      });
      (task.subtasks ?? []).forEach((subtask, index) => {
        subtaskRows.push({
          clientId: cid,
          studyId: id,
          businessQuestionId,
          parentTaskId: taskIds[position],
          position: index,
          positionName: LETTERS[index],
          type: 'TEXT_ONLY',
          text: subtask.text,
          html: paragraphsHtml([subtask.text]),
          ...englishOf(content, subtask),
          createdAt,
          updatedAt: createdAt,
        });
      });
    });

    const model: StudyModel = {
      content,
      id,
      clientId: cid,
      row,
      templateKey: content.template,
      segmentGroup,
      segments: segmentRows,
      segmentIds,
      businessQuestions: businessQuestionRows,
      businessQuestionIds,
      tasks: [...taskRows, ...subtaskRows],
      taskIds,
      materials: materialRows,
      recruitment: recruitmentRows,
      tagLinks: content.tags.map((title) => ({ studyId: id, tagId: tagId(content.client, title) })),
      categoryIds: content.categories.map((title) => categoryId(content.client, title)),
      interviews: [],
    };

    const plans = planInterviews(content, studyModels.length * 101);
    const fieldStart = createdAt.getTime() + 3 * DAY_MS;
    const fieldEnd = (completedAt ?? now).getTime() - DAY_MS;
    for (const plan of plans) {
      const interviewId = randomUUID();
      const job: InterviewJob = {
        id: interviewId,
        study: model,
        plan,
        segmentId: segmentIds.get(plan.participant.segment) as string,
        keys: {
          video: `interviews/${interviewId}/video.mp4`,
          thumbnail: `interviews/${interviewId}/thumbnail.jpg`,
          subtitlesOriginal: `interviews/${interviewId}/subtitles.original.vtt`,
          subtitlesEn: `interviews/${interviewId}/subtitles.en.vtt`,
        },
        createdAt: new Date(fieldStart + ((plan.index + 1) / (plans.length + 1)) * Math.max(0, fieldEnd - fieldStart)),
      };
      model.interviews.push(job);
      interviewJobs.push(job);
    }
    studyModels.push(model);
  }

  // Board categories join the study categories of the same client.
  const boardModels = new Map<string, { id: string; coverImageKey: string }>();
  for (const board of DEMO_BOARDS) {
    for (const title of board.categories) categoryId(board.client, title);
    const id = randomUUID();
    const coverImageKey = `boards/${id}/cover.jpg`;
    images.push({ key: coverImageKey, colors: board.coverColors, seed: imageSeed++ });
    boardModels.set(board.key, { id, coverImageKey });
  }

  return {
    now,
    roles: ROLE_NAMES.map((name) => ({ name, permissions: [...ROLE_PERMISSIONS[name]] })),
    clients: clientRows,
    clientIds,
    users: userRows,
    userClients: userClientRows,
    projects: projectRows,
    projectUsers: projectUserRows,
    studyTypes: DEMO_STUDY_TYPES.map((t) => ({ ...t })),
    templates: templateRows,
    articles: articleRows,
    tags: tagRows,
    categories: categoryRows,
    studies: studyModels,
    boards: boardModels,
    images,
    interviews: interviewJobs,
  };
}

/**
 * The answers one interview gives (what the participant says in the video): chosen option ids for RADIO/CHECKBOX,
 * option and score for SCORING, the spoken text (original language) for the others, one text per line.
 */
function answerRows(job: InterviewJob): Insert<typeof participantAnswers>[] {
  const { study, plan } = job;
  return plan.answers.map((a) => {
    const taskId = study.taskIds[a.taskIndex];
    const options = study.tasks.find((t) => t.id === taskId)?.options ?? [];
    const optionId = (index: number | undefined) => (index !== undefined && options[index] ? [options[index].id] : []);
    const base = {
      clientId: study.clientId,
      studyId: study.id,
      interviewId: job.id,
      segmentId: job.segmentId,
      taskId,
      language: study.content.language,
      createdAt: job.createdAt,
      updatedAt: job.createdAt,
    };
    const spoken = a.answer.lines.map((l) => l.text);
    switch (a.task.type) {
      case 'RADIO':
        return { ...base, optionIds: optionId(a.answer.choice) };
      case 'CHECKBOX':
        return { ...base, optionIds: (a.answer.choices ?? []).flatMap((c) => optionId(c)) };
      case 'SCORING':
        return { ...base, optionIds: optionId((a.answer.score ?? 1) - 1), numberValue: a.answer.score ?? null };
      default:
        return { ...base, texts: spoken };
    }
  });
}

/** Transcript sections of an interview in the original language and in English (the same array for English studies). */
export function transcriptsOf(job: InterviewJob, media: RenderedMedia): { original: TranscriptSectionJson[]; en: TranscriptSectionJson[] } {
  const original = buildTranscriptSections(job.plan, media.lines, job.study.taskIds, 'original');
  const en = job.plan.study.language === 'en' ? original : buildTranscriptSections(job.plan, media.lines, job.study.taskIds, 'en');
  return { original, en };
}

function mediaRef(job: InterviewJob, media: ReadonlyMap<string, RenderedMedia>): MediaRefJson {
  return { key: job.keys.video, duration: media.get(job.id)?.duration ?? null, thumbnailKey: job.keys.thumbnail };
}

/** A story document (nodes of contracts' story-document.ts): sections, the pull quote as a playable quote block after the first, and the reel. */
function richText(sections: { heading: string; paragraphs: string[] }[], quoteId: string | null, showreelId: string | null): RichTextJson {
  const text = (value: string) => [{ type: 'text', text: value }];
  const content: unknown[] = [];
  sections.forEach((section, i) => {
    content.push({ type: 'heading', attrs: { level: 2 }, content: text(section.heading) });
    for (const paragraph of section.paragraphs) content.push({ type: 'paragraph', content: text(paragraph) });
    if (i === 0 && quoteId) content.push({ type: 'quote', attrs: { id: quoteId } });
    if (i === 0 && showreelId) content.push({ type: 'showreel', attrs: { id: showreelId } });
  });
  return { type: 'doc', content };
}

/**
 * The media-dependent rows: interviews (duration, keys), transcripts (original + en), quotes cut from transcript
 * chunks, insights with charts and quotes, analyses, boards and stories. `media` maps interview id → render result.
 */
export function finishWorkspaceModel(model: WorkspaceModel, media: ReadonlyMap<string, RenderedMedia>): FinishedRows {
  const out: FinishedRows = {
    interviews: [],
    transcripts: [],
    quotes: [],
    showreels: [],
    showreelQuotes: [],
    insights: [],
    insightQuotes: [],
    insightTasks: [],
    participantAnswers: [],
    analyses: [],
    analysisCategories: [],
    boards: [],
    boardCategories: [],
    stories: [],
  };
  const quotesByStudy = new Map<string, { row: Insert<typeof quotes>; taskKey: string; job: InterviewJob }[]>();
  // Bank answers already quoted per study, so no two quotes of a study say the same words (see planQuotes).
  const quotedByStudy = new Map<string, Set<DemoAnswer>>();

  for (const job of model.interviews) {
    const rendered = media.get(job.id);
    if (!rendered) throw new Error(`interview ${job.id} was not rendered`);
    const { study, plan } = job;
    const language = study.content.language;
    out.interviews.push({
      id: job.id,
      clientId: study.clientId,
      studyId: study.id,
      segmentId: job.segmentId,
      language,
      duration: rendered.duration,
      participantName: plan.participant.name,
      participantAge: plan.participant.age,
      participantCountry: plan.participant.country,
      videoKey: job.keys.video,
      thumbnailKey: job.keys.thumbnail,
      subtitlesOriginalKey: job.keys.subtitlesOriginal,
      subtitlesEnKey: job.keys.subtitlesEn,
      createdAt: job.createdAt,
      updatedAt: job.createdAt,
    });
    const transcript = transcriptsOf(job, rendered);
    out.transcripts.push({ clientId: study.clientId, interviewId: job.id, language, isOriginal: true, sections: transcript.original });
    if (language !== 'en') {
      out.transcripts.push({ clientId: study.clientId, interviewId: job.id, language: 'en', isOriginal: false, sections: transcript.en });
    }
    out.participantAnswers.push(...answerRows(job));
    const list = quotesByStudy.get(study.id) ?? [];
    quotesByStudy.set(study.id, list);
    const quoted = quotedByStudy.get(study.id) ?? new Set<DemoAnswer>();
    quotedByStudy.set(study.id, quoted);
    for (const q of planQuotes(plan, quoted)) {
      const answer = plan.answers[q.taskIndex];
      const lines = plan.lines.slice(q.fromLine, q.toLine + 1);
      const row: Insert<typeof quotes> = {
        id: randomUUID(),
        clientId: study.clientId,
        studyId: study.id,
        segmentId: job.segmentId,
        interviewId: job.id,
        taskId: study.taskIds[q.taskIndex],
        businessQuestionId: study.businessQuestionIds.get(answer.task.businessQuestion) ?? null,
        language,
        start: rendered.lines[q.fromLine].start,
        end: rendered.lines[q.toLine].end,
        contentOriginal: lines.map((l) => l.text).join(' '),
        contentEn: lines.map((l) => l.en).join(' '),
        thumbnailKey: job.keys.thumbnail,
        participantName: plan.participant.name,
        searchConfig: searchConfigFor(language),
        createdAt: job.createdAt,
        updatedAt: job.createdAt,
      };
      out.quotes.push(row);
      list.push({ row, taskKey: answer.task.key, job });
    }
  }

  const researcherOf = (clientId: string) =>
    (
      model.users.find((u) => u.clientId === clientId && u.roleName === 'Researcher') ??
      model.users.find((u) => u.clientId === clientId && u.roleName === 'Master')
    )?.id ?? null;
  const reels = planDemoShowreels(model.studies, quotesByStudy, researcherOf, model.now);
  out.showreels = reels.showreels;
  out.showreelQuotes = reels.showreelQuotes;

  for (const study of model.studies) {
    const content = study.content;
    if (content.status !== 'COMPLETED') continue;
    const curatedShowreelId = reels.curatedByStudy.get(study.id) ?? null;
    const plans = study.interviews.map((j) => j.plan);
    const studyQuotes = quotesByStudy.get(study.id) ?? [];
    const updatedAt = study.row.completedAt ?? model.now;
    content.insights.forEach((insight, position) => {
      const id = randomUUID();
      const chartTaskIndex = insight.chartTask ? content.tasks.findIndex((t) => t.key === insight.chartTask) : -1;
      const chartTask = chartTaskIndex >= 0 ? content.tasks[chartTaskIndex] : null;
      const chart = chartTask ? computeChart(chartTask, plans) : null;
      const supporting = studyQuotes.filter((q) => insight.quoteTasks.includes(q.taskKey)).slice(0, 8);
      out.insights.push({
        id,
        clientId: study.clientId,
        studyId: study.id,
        businessQuestionId: study.businessQuestionIds.get(insight.businessQuestion) ?? null,
        title: insight.title,
        lead: insight.lead,
        content: paragraphsHtml([...insight.content, ...(chart && chartTask ? [describeChart(chartTask, chart)] : [])]),
        label: `Insight ${position + 1}`,
        keyTakeaways: keyTakeawaysJson('Key takeaway', [insight.lead]),
        // Charts are computed from participant_answers when asked; the insight keeps only which tasks it charts.
        coverImageKey: supporting[0]?.job.keys.thumbnail ?? study.row.coverImageKey ?? null,
        showreelId: position === 0 ? curatedShowreelId : null,
        position,
        createdAt: updatedAt,
        updatedAt,
      });
      supporting.forEach((q, i) => out.insightQuotes.push({ insightId: id, quoteId: q.row.id as string, position: i }));
      if (chartTaskIndex >= 0) out.insightTasks.push({ insightId: id, taskId: study.taskIds[chartTaskIndex], position: 0 });
    });
    if (content.analysis) {
      const analysisId = randomUUID();
      const first = study.interviews[0];
      out.analyses.push({
        id: analysisId,
        clientId: study.clientId,
        studyId: study.id,
        showreelId: curatedShowreelId,
        title: content.analysis.title,
        lead: content.analysis.lead,
        keyTakeaways: keyTakeawaysJson('Recommendations', content.analysis.paragraphs),
        coverImageKey: study.row.coverImageKey ?? null,
        coverVideo: first ? mediaRef(first, media) : null,
        tags: content.tags,
        createdAt: updatedAt,
        updatedAt,
      });
      for (const categoryId of study.categoryIds) out.analysisCategories.push({ analysisId, categoryId });
    }
  }

  const categoryIdOf = (clientId: string, title: string) => model.categories.find((c) => c.clientId === clientId && c.title === title)?.id;
  DEMO_BOARDS.forEach((board) => {
    const clientId = model.clientIds.get(board.client) as string;
    const { id: boardId, coverImageKey } = model.boards.get(board.key) as { id: string; coverImageKey: string };
    const boardInterviews: string[] = [];
    let boardCover: MediaRefJson | null = null;
    board.stories.forEach((story, storyIndex) => {
      const storyStudies = story.studies.map((key) => {
        const found = model.studies.find((s) => s.content.key === key);
        if (!found) throw new Error(`story ${story.key}: unknown study ${key}`);
        return found;
      });
      const jobs = storyStudies.flatMap((s) => s.interviews);
      const highlighted = storyStudies.flatMap((s) => s.interviews.slice(0, 2)).map((j) => j.id);
      boardInterviews.push(...highlighted.slice(0, 2));
      const cover = jobs[0] ? mediaRef(jobs[0], media) : null;
      boardCover ??= cover;
      const firstQuote = quotesByStudy.get(storyStudies[0].id)?.find((q) => q.taskKey !== storyStudies[0].content.tasks[0].key);
      const slides = storyStudies.flatMap((s) => {
        const studyInsights = out.insights.filter((i) => i.studyId === s.id);
        return studyInsights.slice(0, 3).map((insight) => {
          const quote = out.insightQuotes.find((iq) => iq.insightId === insight.id);
          const job = quote ? s.interviews.find((j) => j.id === out.quotes.find((q) => q.id === quote.quoteId)?.interviewId) : s.interviews[0];
          return {
            id: randomUUID(),
            label: s.content.title,
            title: insight.title,
            description: insight.lead ?? null,
            cover_video: job ? mediaRef(job, media) : null,
            link: { type: 'insight' as const, id: insight.id as string },
          };
        });
      });
      const createdAt = new Date(Math.max(...storyStudies.map((s) => (s.row.completedAt ?? model.now).getTime())) + DAY_MS);
      out.stories.push({
        clientId,
        boardId,
        segmentGroupId: storyStudies[0].segmentGroup.id,
        state: 'POPULATED',
        title: story.title,
        storyContent: richText(story.sections, (firstQuote?.row.id as string | undefined) ?? null, reels.curatedByStudy.get(storyStudies[0].id) ?? null),
        slides,
        tags: story.tags,
        coverVideo: cover,
        participantCoverVideo: jobs[1] ? mediaRef(jobs[1], media) : cover,
        counts: { interviews: jobs.length, markets: new Set(jobs.map((j) => j.plan.participant.country)).size },
        highlightedInterviewIds: highlighted,
        createdAt: new Date(createdAt.getTime() + storyIndex * 3_600_000),
        updatedAt: new Date(createdAt.getTime() + storyIndex * 3_600_000),
      });
    });
    out.boards.push({
      id: boardId,
      clientId,
      title: board.title,
      label: board.label,
      description: board.description,
      coverImageKey,
      coverVideo: boardCover,
      alwaysOn: board.alwaysOn,
      highlightedInterviewIds: boardInterviews,
      createdAt: new Date(model.now.getTime() - 20 * DAY_MS),
      updatedAt: new Date(model.now.getTime() - 2 * DAY_MS),
    });
    for (const title of board.categories) {
      const categoryId = categoryIdOf(clientId, title);
      if (categoryId) out.boardCategories.push({ boardId, categoryId });
    }
  });
  return out;
}
