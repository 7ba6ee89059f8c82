/**
 * Showreels of the demo workspace (SPEC §3 Showreel): one CURATED reel per completed study (3–4 quotes from different
 * participants, one per insight where possible; published) and one CUSTOM reel by a researcher in the newest completed
 * study created on/after the custom-showreel cutoff (SPEC §6). They are written as CREATED without media; the render
 * sweep (`jobs/showreel-render-sweep.ts`) queues their renders once the job queue runs, so they turn READY after the first start.
 */
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@insight/contracts';
import type { quotes, showreelQuotes, showreels, studies } from '@insight/db';
import type { DemoStudy } from './content/types';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** What planning a study's reels reads of its model (seed/model.ts StudyModel): ids, content and the study row's dates and project. */
type ReelStudy = { id: string; clientId: string; content: DemoStudy; row: Pick<Insert<typeof studies>, 'projectId' | 'completedAt' | 'createdAt'> };

/** A quote of a study with the content key of the task it answers. */
export type DemoQuote = { row: Insert<typeof quotes>; taskKey: string };

/** The demo reels, their clips (play order, quote times in seconds) and the curated reel id per study id. */
export type DemoShowreels = { showreels: Insert<typeof showreels>[]; showreelQuotes: Insert<typeof showreelQuotes>[]; curatedByStudy: Map<string, string> };

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four'];
const CUTOFF_MS = Date.parse(`${LIMITS.customShowreelCutoff}T00:00:00Z`);

/** Picks up to `max` quotes, one per participant, trying the task groups in `groups` in turn (then any task), in quote order. */
function pickQuotes(list: readonly DemoQuote[], groups: readonly (readonly string[])[], max: number, skipTask?: string): DemoQuote[] {
  const picked: DemoQuote[] = [];
  const used = new Set<string>();
  const take = (q: DemoQuote | undefined) => {
    if (!q || picked.length >= max) return;
    picked.push(q);
    used.add(q.row.interviewId);
  };
  for (const tasks of groups)
    take(list.find((q) => tasks.includes(q.taskKey) && q.taskKey !== skipTask && !used.has(q.row.interviewId) && !picked.includes(q)));
  for (const q of list) if (q.taskKey !== skipTask && !used.has(q.row.interviewId)) take(q);
  return picked;
}

/**
 * Plans the demo reels for `studies` from their quotes (`quotesByStudy`: study id → quotes); `researcherOf(clientId)`
 * answers the user id credited with the custom reel. Durations are the clips' summed length (seconds).
 */
export function planDemoShowreels(
  studies: readonly ReelStudy[],
  quotesByStudy: ReadonlyMap<string, readonly DemoQuote[]>,
  researcherOf: (clientId: string) => string | null,
  now: Date,
): DemoShowreels {
  const out: DemoShowreels = { showreels: [], showreelQuotes: [], curatedByStudy: new Map() };
  const add = (
    study: ReelStudy,
    values: Pick<Insert<typeof showreels>, 'type' | 'title' | 'description' | 'published' | 'createdBy'>,
    clips: DemoQuote[],
    at: Date,
  ) => {
    const id = randomUUID();
    out.showreels.push({
      id,
      clientId: study.clientId,
      studyId: study.id,
      projectId: study.row.projectId ?? null,
      status: 'CREATED',
      duration: clips.reduce((sum, q) => sum + (q.row.end - q.row.start), 0),
      createdAt: at,
      updatedAt: at,
      ...values,
    });
    clips.forEach((q, position) => out.showreelQuotes.push({ showreelId: id, quoteId: q.row.id as string, position, start: q.row.start, end: q.row.end }));
    return id;
  };

  const completed = studies.filter((s) => s.content.status === 'COMPLETED' && (quotesByStudy.get(s.id)?.length ?? 0) >= 3);
  for (const study of completed) {
    const content = study.content;
    const introTask = content.tasks[0]?.key;
    const clips = pickQuotes(
      quotesByStudy.get(study.id) ?? [],
      content.insights.slice(0, 4).map((i) => i.quoteTasks),
      4,
      introTask,
    );
    if (clips.length < 3) continue;
    const topics = content.insights.slice(0, 3).map((i) => i.title.replace(/\.$/, ''));
    const at = new Date((study.row.completedAt ?? now).getTime() + 3_600_000);
    const id = add(
      study,
      {
        type: 'CURATED',
        title: `${content.title}: the highlights`,
        description: `${COUNT_WORDS[clips.length]} participants in their own words, picked by the research team. ${topics.join('. ')}.`,
        published: true,
        createdBy: null,
      },
      clips,
      at,
    );
    out.curatedByStudy.set(study.id, id);
  }

  const newest = [...completed]
    .filter((s) => (s.row.createdAt as Date).getTime() >= CUTOFF_MS)
    .sort((a, b) => (b.row.createdAt as Date).getTime() - (a.row.createdAt as Date).getTime())[0];
  if (newest) {
    const content = newest.content;
    // The second business question is the "what gets in the way" one in every demo study.
    const question = content.businessQuestions[1] ?? content.businessQuestions[0];
    const tasks = content.tasks.filter((t) => t.businessQuestion === question.key).map((t) => t.key);
    const clips = pickQuotes(quotesByStudy.get(newest.id) ?? [], [tasks, tasks, tasks], 3, content.tasks[0]?.key);
    if (clips.length >= 3) {
      add(
        newest,
        {
          type: 'CUSTOM',
          title: `In their own words: ${question.title}`,
          description: `A researcher's cut for the team meeting: ${question.description.charAt(0).toLowerCase()}${question.description.slice(1)}`,
          published: false,
          createdBy: researcherOf(newest.clientId),
        },
        clips,
        new Date(Math.min(now.getTime(), (newest.row.completedAt ?? now).getTime() + 2 * 86_400_000)),
      );
    }
  }
  return out;
}
