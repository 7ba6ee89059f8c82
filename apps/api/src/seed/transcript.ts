/**
 * Builds interview transcripts (SPEC §3 Interview transcript) from a planned interview and the spoken line
 * times the media module returns: sections (one per run of tasks serving the same business question) →
 * tasks → chunks (one per spoken line, with its words' timings). Times are seconds.
 */
import type { TranscriptSectionJson, TranscriptTaskJson } from '@insight/db';
import { spreadWords } from '../video/word-timings';
import type { InterviewPlan } from './plan';

/** Audible span of one spoken line, in seconds. */
export type LineTime = { start: number; end: number };

/** Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** `<p>…</p>` per paragraph, each escaped. */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
}

const round3 = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Transcript sections of `plan` in one language: `'original'` (the study language) or `'en'` (the English translation,
 * sharing the original chunk times). `taskIds[i]` is the database id of the plan's i-th task; `times[j]` the span of
 * the j-th spoken line. Throws when the counts disagree.
 */
export function buildTranscriptSections(
  plan: InterviewPlan,
  times: readonly LineTime[],
  taskIds: readonly string[],
  translation: 'original' | 'en',
): TranscriptSectionJson[] {
  if (times.length !== plan.lines.length) throw new Error(`expected ${plan.lines.length} line times, got ${times.length}`);
  if (taskIds.length !== plan.answers.length) throw new Error(`expected ${plan.answers.length} task ids, got ${taskIds.length}`);
  const sections: TranscriptSectionJson[] = [];
  let currentQuestion: string | null = null;
  for (const answer of plan.answers) {
    const chunks = answer.lines.map((line, i) => {
      const time = times[answer.firstLine + i];
      const text = translation === 'en' ? line.en : line.text;
      // Word timings spread over the line's sample-exact audible span (the generator speaks each line as one clip).
      return { start: round3(time.start), end: round3(time.end), text, words: spreadWords(text, time.start, time.end) };
    });
    const texts = chunks.map((c) => c.text);
    const task: TranscriptTaskJson = {
      id: taskIds[answer.taskIndex],
      start: chunks[0].start,
      end: chunks[chunks.length - 1].end,
      chunks,
      html: paragraphsHtml([texts.join(' ')]),
      text: texts.join(' '),
      type: answer.task.type,
    };
    if (answer.task.businessQuestion !== currentQuestion || sections.length === 0) {
      sections.push({ start: task.start, end: task.end, html: '', text: '', tasks: [] });
      currentQuestion = answer.task.businessQuestion;
    }
    const section = sections[sections.length - 1];
    section.tasks.push(task);
    section.end = task.end;
  }
  for (const section of sections) {
    section.text = section.tasks.map((t) => t.text).join(' ');
    section.html = paragraphsHtml(section.tasks.map((t) => t.text));
  }
  return sections;
}
