/** How the transcript names its task blocks (SPEC §3 Interview transcript tasks; Task position labels). */
import type { TaskQuestion } from '../../resources/task-design/task-design';

/** The heading of one transcript task block: `label` ('Task 2' or '5b.'), the question (null when unknown) and the type code. */
export type TranscriptTaskHeading = { label: string; question: string | null; type: string | null };

/**
 * The heading of the `number`-th (1-based) task block of a transcript: the design's question and label when the
 * transcript task id is a task of the design, else 'Task N'. The type is the design's, else the transcript's.
 */
export function transcriptTaskHeading(
  task: { id: string; type?: string | null },
  number: number,
  questions: ReadonlyMap<string, TaskQuestion> | undefined,
): TranscriptTaskHeading {
  const question = questions?.get(task.id);
  const text = question?.text.trim();
  if (question && text) return { label: `${question.label}.`, question: text, type: question.type || task.type || null };
  return { label: `Task ${number}`, question: null, type: task.type || null };
}
