/**
 * Pure planning of the demo interviews (no I/O): which answer each participant gives to each task, the
 * spoken lines in order, the charts those answers make, and which answers become quotes.
 */
import type { DemoAnswer, DemoParticipant, DemoStudy, DemoTask, Line } from './content/types';

/** Pause (seconds) before the first line of every task after the first, so task changes are audible. */
const TASK_PAUSE_SECONDS = 1.1;

/** One task's answer within an interview: the bank answer (plus the greeting for the first task) and its line range. */
type PlannedAnswer = {
  task: DemoTask;
  taskIndex: number;
  answer: DemoAnswer;
  /** Lines spoken for this task, in order (the first task starts with the participant's greeting). */
  lines: Line[];
  /** Index of this task's first line among the interview's lines. */
  firstLine: number;
  /** How many leading lines are the greeting (not part of the bank answer). */
  greetingLines: number;
};

/** A planned interview: participant, the answers per task, and a seed for voice and colour. */
export type InterviewPlan = {
  study: DemoStudy;
  participant: DemoParticipant;
  /** Position of the participant in the study (0-based). */
  index: number;
  /** Any integer, distinct per interview: picks voice, background colour and pauses. */
  seed: number;
  answers: PlannedAnswer[];
  /** Every line in spoken order. */
  lines: Line[];
};

/** A quote planned from an interview: lines `fromLine..toLine` (inclusive) of one task's answer. */
export type PlannedQuote = { taskIndex: number; fromLine: number; toLine: number };

/** Deterministic 32-bit PRNG (mulberry32) returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of `text` (FNV-1a). */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Fisher–Yates shuffle of 0..n-1 driven by `random`. */
function permutation(n: number, random: () => number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Plans every interview of a study: participant i gives answer i (mod bank size) of the first task (introductions
 * are authored to fit the participants) and, for later tasks, walks a per-task shuffled bank, so participants draw
 * different answers and the distribution of choices follows the bank. Deterministic for a given study.
 */
export function planInterviews(study: DemoStudy, seedOffset = 0): InterviewPlan[] {
  if (study.participants.length === 0) return [];
  const random = mulberry32(hashString(study.key));
  const orders = study.tasks.map((task, taskIndex) => (taskIndex === 0 ? task.answers.map((_, i) => i) : permutation(task.answers.length, random)));
  return study.participants.map((participant, index) => {
    const answers: PlannedAnswer[] = [];
    const lines: Line[] = [];
    study.tasks.forEach((task, taskIndex) => {
      if (task.answers.length === 0) throw new Error(`${study.key}/${task.key}: empty answer bank`);
      const order = orders[taskIndex];
      const answer = task.answers[order[index % order.length]];
      const greeting = taskIndex === 0 ? [study.introduce(participant)] : [];
      const taskLines = [...greeting, ...answer.lines];
      answers.push({ task, taskIndex, answer, lines: taskLines, firstLine: lines.length, greetingLines: greeting.length });
      lines.push(...taskLines);
    });
    return { study, participant, index, seed: seedOffset + index * 7 + (hashString(study.key) % 97), answers, lines };
  });
}

/** The lines to speak, with a longer pause where a new task starts (SpokenLine shape of the media module). */
export function spokenLines(plan: InterviewPlan): { text: string; pauseBefore?: number }[] {
  const taskStarts = new Set(plan.answers.slice(1).map((a) => a.firstLine));
  return plan.lines.map((line, i) => (taskStarts.has(i) ? { text: line.text, pauseBefore: TASK_PAUSE_SECONDS } : { text: line.text }));
}

/**
 * Quotes of an interview: 2, 3 or 4 (by participant position), each one task's whole bank answer (the greeting is
 * never quoted), spread over different tasks. `quoted` holds the bank answers already quoted in the study: they are
 * skipped (another task is taken instead), so two participants who gave the same bank answer are not both quoted,
 * and the picked answers are added to it.
 */
export function planQuotes(plan: InterviewPlan, quoted: Set<DemoAnswer> = new Set()): PlannedQuote[] {
  const count = 2 + (plan.index % 3);
  const taskCount = plan.answers.length;
  const picked: number[] = [];
  // Every other task first (spread over the interview), then the ones in between.
  const order = [...Array.from({ length: taskCount }, (_, k) => (plan.index + k * 2) % taskCount), ...Array.from({ length: taskCount }, (_, k) => k)];
  for (const taskIndex of order) {
    if (picked.length >= Math.min(count, taskCount)) break;
    if (picked.includes(taskIndex) || quoted.has(plan.answers[taskIndex].answer)) continue;
    picked.push(taskIndex);
  }
  for (const taskIndex of picked) quoted.add(plan.answers[taskIndex].answer);
  return picked
    .sort((a, b) => a - b)
    .map((taskIndex) => {
      const a = plan.answers[taskIndex];
      return { taskIndex, fromLine: a.firstLine + a.greetingLines, toLine: a.firstLine + a.lines.length - 1 };
    });
}

/** One chart point (SPEC §3 Chart): option title (English), share of answers in percent (0–100, 1 decimal), answer count. */
type PlannedChartPoint = { title: string; value: number; count: number };

/** A chart of one task (SPEC §3 Chart) computed from the planned answers. */
export type PlannedChart = { points: PlannedChartPoint[]; average_value: number | null; total_count: number };

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);

/**
 * Chart of a RADIO / CHECKBOX / SCORING task over `plans`: one point per option (or per scale point), `value` the
 * percentage of participants who picked it, `average_value` the mean score for SCORING (else null).
 */
export function computeChart(task: DemoTask, plans: readonly InterviewPlan[]): PlannedChart {
  const given = plans.map((p) => p.answers.find((a) => a.task.key === task.key)?.answer).filter((a): a is DemoAnswer => !!a);
  const total = given.length;
  if (task.type === 'SCORING') {
    const points = task.scalePoints ?? 5;
    const counts = new Array<number>(points).fill(0);
    for (const a of given) counts[(a.score ?? 1) - 1]++;
    const sum = given.reduce((s, a) => s + (a.score ?? 0), 0);
    return {
      points: counts.map((count, i) => ({ title: String(i + 1), value: percent(count, total), count })),
      average_value: total ? Math.round((sum / total) * 100) / 100 : null,
      total_count: total,
    };
  }
  if (task.type === 'RADIO' || task.type === 'CHECKBOX') {
    const counts = new Array<number>(task.options?.length ?? 0).fill(0);
    for (const a of given) for (const c of task.type === 'RADIO' ? [a.choice ?? -1] : (a.choices ?? [])) if (c >= 0) counts[c]++;
    return {
      points: (task.options ?? []).map((o, i) => ({ title: o.en, value: percent(counts[i], total), count: counts[i] })),
      average_value: null,
      total_count: total,
    };
  }
  throw new Error(`${task.key}: a ${task.type} task has no chart`);
}

/**
 * One English sentence summarising a chart, e.g. "4 of 7 participants named “Taste”, more than any other answer.",
 * "“A” and “B” were chosen most often (2 of 7 participants each)." or "Average score 3.4 of 5 (7 participants)."
 */
export function describeChart(task: DemoTask, chart: PlannedChart): string {
  if (task.type === 'SCORING') {
    return `Average score ${chart.average_value?.toFixed(1) ?? '–'} of ${task.scalePoints ?? 5} (${chart.total_count} participants).`;
  }
  const verb = task.type === 'CHECKBOX' ? 'named' : 'chose';
  const max = Math.max(0, ...chart.points.map((p) => p.count));
  const top = chart.points.filter((p) => p.count === max);
  if (top.length === 1) return `${max} of ${chart.total_count} participants ${verb} “${top[0].title}”, more than any other answer.`;
  const names = top.map((p) => `“${p.title}”`);
  const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} were ${task.type === 'CHECKBOX' ? 'named' : 'chosen'} most often (${max} of ${chart.total_count} participants each).`;
}

/**
 * Checks a study's content for consistency: every line has text and English, RADIO answers carry a valid `choice`,
 * CHECKBOX a non-empty `choices`, SCORING a `score` within the scale; a completed study has participants in its
 * segments and answers for every task. Returns the problems found (empty when consistent).
 */
export function validateStudy(study: DemoStudy): string[] {
  const problems: string[] = [];
  const where = (task: DemoTask, i: number) => `${study.key}/${task.key}#${i}`;
  const segmentKeys = new Set(study.segments.map((s) => s.key));
  const questionKeys = new Set(study.businessQuestions.map((q) => q.key));
  const checkLine = (line: Line, at: string) => {
    if (!line.text.trim() || !line.en.trim()) problems.push(`${at}: empty line`);
    if (study.language === 'en' && line.text !== line.en) problems.push(`${at}: English study line differs from its translation`);
  };
  for (const task of study.tasks) {
    if (!questionKeys.has(task.businessQuestion)) problems.push(`${study.key}/${task.key}: unknown business question`);
    checkLine(task.text, `${study.key}/${task.key}`);
    if ((task.type === 'RADIO' || task.type === 'CHECKBOX') && !(task.options && task.options.length >= 2)) {
      problems.push(`${study.key}/${task.key}: needs options`);
    }
    if (task.type === 'SCORING' && !(task.scalePoints && task.scalePoints >= 2)) problems.push(`${study.key}/${task.key}: needs scalePoints`);
    if (task.type === 'SUBTASKS' && !(task.subtasks && task.subtasks.length >= 2)) problems.push(`${study.key}/${task.key}: needs subtasks`);
    if (study.status === 'COMPLETED' && task.answers.length < 2) problems.push(`${study.key}/${task.key}: answer bank too small`);
    task.answers.forEach((a, i) => {
      if (a.lines.length === 0) problems.push(`${where(task, i)}: no lines`);
      a.lines.forEach((line) => checkLine(line, where(task, i)));
      const optionCount = task.options?.length ?? 0;
      if (task.type === 'RADIO' && !(a.choice !== undefined && a.choice >= 0 && a.choice < optionCount)) problems.push(`${where(task, i)}: bad choice`);
      if (task.type === 'CHECKBOX' && !(a.choices && a.choices.length > 0 && a.choices.every((c) => c >= 0 && c < optionCount))) {
        problems.push(`${where(task, i)}: bad choices`);
      }
      if (task.type === 'SCORING' && !(a.score !== undefined && a.score >= 1 && a.score <= (task.scalePoints ?? 0)))
        problems.push(`${where(task, i)}: bad score`);
      if (task.type === 'SUBTASKS' && a.lines.length < (task.subtasks?.length ?? 0)) problems.push(`${where(task, i)}: fewer lines than subtasks`);
    });
  }
  for (const p of study.participants) if (!segmentKeys.has(p.segment)) problems.push(`${study.key}: ${p.name} in unknown segment ${p.segment}`);
  if (study.status === 'COMPLETED') {
    if (study.participants.length === 0) problems.push(`${study.key}: completed without participants`);
    if (!study.keyTakeaways || !study.analysis) problems.push(`${study.key}: completed without key takeaways or analysis`);
  }
  const taskKeys = new Set(study.tasks.map((t) => t.key));
  for (const insight of study.insights) {
    if (!questionKeys.has(insight.businessQuestion)) problems.push(`${study.key}/${insight.key}: unknown business question`);
    if (insight.chartTask) {
      const task = study.tasks.find((t) => t.key === insight.chartTask);
      if (!task || !['RADIO', 'CHECKBOX', 'SCORING'].includes(task.type)) problems.push(`${study.key}/${insight.key}: chart task is not chartable`);
    }
    for (const key of insight.quoteTasks) if (!taskKeys.has(key)) problems.push(`${study.key}/${insight.key}: unknown quote task ${key}`);
  }
  return problems;
}
