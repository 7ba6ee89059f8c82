/**
 * Analysis import (SPEC §4, §7 POST /v3/studies/{id}/import-analyses): a durable job that builds a study's insights
 * from its answers — one per business question without one, charting the question's chartable tasks and supported by
 * its strongest quotes (the longest spoken answers, up to 4) — with progress in `analysis_imports`. A repeat is
 * answered 'Already imported' (409) and changes nothing.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { analysisImports, businessQuestions, insightQuotes, insights, insightTasks, quotes, tasks, type Database } from '@insight/db';
import { AppError } from '../../core/app-error';
import type { ClientScope } from '../../core/client-scope';
import { requirePermission } from '../../core/policies';
import { CHARTABLE_TASK_TYPES, computeCharts } from './charts.repository';
import { visibleStudy } from './findings.service';
import { escapeHtml } from './html-text';

/** Where imports go: the job queue (absent: the import runs in the request, as in tests without a queue). */
export type ImportQueue = { enqueueAnalysisImport(studyId: string): Promise<void> };

/** The import state of a study visible to the scope, or null when never started (404 for an invisible study). */
export async function getAnalysisImport(db: Database, scope: ClientScope, studyId: string) {
  await visibleStudy(db, scope, studyId);
  const [row] = await db
    .select()
    .from(analysisImports)
    .where(and(eq(analysisImports.clientId, scope.clientId), eq(analysisImports.studyId, studyId)))
    .limit(1);
  return row ?? null;
}

/** Starts the import (needs update_study, 403); 409 'Already imported' when one was started before; queues the job. */
export async function startAnalysisImport(db: Database, queue: ImportQueue | undefined, scope: ClientScope, studyId: string) {
  requirePermission(scope.viewer, 'update_study');
  await visibleStudy(db, scope, studyId);
  const inserted = await db
    .insert(analysisImports)
    .values({ clientId: scope.clientId, studyId, status: 'QUEUED' })
    .onConflictDoNothing({ target: analysisImports.studyId })
    .returning();
  if (inserted.length === 0) throw new AppError('CONFLICT', 'Already imported');
  if (queue) await queue.enqueueAnalysisImport(studyId);
  else await runAnalysisImport(db, studyId);
  return (await getAnalysisImport(db, scope, studyId))!;
}

const setState = (db: Database, studyId: string, values: Partial<typeof analysisImports.$inferInsert>) =>
  db.update(analysisImports).set(values).where(eq(analysisImports.studyId, studyId));

/** The job: one insight per business question that has none, with its charted tasks and strongest quotes; progress per question. */
export async function runAnalysisImport(db: Database, studyId: string): Promise<void> {
  const [state] = await db.select().from(analysisImports).where(eq(analysisImports.studyId, studyId)).limit(1);
  if (!state || state.status === 'DONE') return;
  const clientId = state.clientId;
  try {
    await setState(db, studyId, { status: 'RUNNING', progress: 0, error: null });
    const questions = await db
      .select()
      .from(businessQuestions)
      .where(and(eq(businessQuestions.clientId, clientId), eq(businessQuestions.studyId, studyId)))
      .orderBy(asc(businessQuestions.position), asc(businessQuestions.id));
    for (const [index, question] of questions.entries()) {
      const [existing] = await db.select({ id: insights.id }).from(insights).where(eq(insights.businessQuestionId, question.id)).limit(1);
      if (!existing) {
        const taskRows = await db
          .select({ id: tasks.id, type: tasks.type })
          .from(tasks)
          .where(and(eq(tasks.clientId, clientId), eq(tasks.businessQuestionId, question.id), sql`${tasks.parentTaskId} is null`))
          .orderBy(asc(tasks.position));
        const chartable = taskRows.filter((t) => (CHARTABLE_TASK_TYPES as readonly string[]).includes(t.type)).map((t) => t.id);
        const charts = await computeCharts(db, clientId, chartable, {}, 'en');
        const strongest = await db
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(eq(quotes.clientId, clientId), eq(quotes.studyId, studyId), eq(quotes.businessQuestionId, question.id)))
          .orderBy(desc(sql`length(coalesce(${quotes.contentEn}, ${quotes.contentOriginal}))`), asc(quotes.id))
          .limit(4);
        const top = charts.find((c) => c.points.length > 0 && c.type !== 'FREE_TEXT' && c.type !== 'OPEN_LIST');
        const best = top ? [...top.points].sort((a, b) => b.count - a.count)[0] : undefined;
        const lead =
          top && best
            ? `${best.count} of ${top.totalCount} participants answered “${best.title}” to “${top.text}”.`
            : `${strongest.length} quotes answer this question.`;
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(insights)
            .values({
              clientId,
              studyId,
              businessQuestionId: question.id,
              title: question.title,
              lead,
              content: `<p>${escapeHtml(lead)}</p>`,
              label: 'Imported',
            })
            .returning({ id: insights.id });
          if (chartable.length) await tx.insert(insightTasks).values(chartable.map((taskId, position) => ({ insightId: row.id, taskId, position })));
          if (strongest.length) await tx.insert(insightQuotes).values(strongest.map((q, position) => ({ insightId: row.id, quoteId: q.id, position })));
        });
      }
      await setState(db, studyId, { progress: Math.round(((index + 1) / Math.max(1, questions.length)) * 100) });
    }
    await setState(db, studyId, { status: 'DONE', progress: 100, finishedAt: new Date() });
  } catch (error) {
    await setState(db, studyId, { status: 'ERROR', error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
