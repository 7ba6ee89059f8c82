/**
 * Segment import (SPEC §7 POST /v3/segments/import/{id}, §4 'Already imported' on repeat): copies a segment of one study
 * with its interviews (media by the same storage keys, transcripts; search lines follow by trigger) into another study
 * of the same client, as a durable job. One import per source segment and target study; the job runs in one
 * transaction, so a retried job never leaves half a copy.
 */
import { and, asc, eq, max } from 'drizzle-orm';
import { ERROR_TEXTS } from '@insight/contracts';
import { interviews, interviewTranscripts, segmentImports, segments, studies, type Database } from '@insight/db';
import { AppError, notFound } from '../../core/app-error';
import type { ClientScope } from '../../core/client-scope';
import { requirePermission } from '../../core/policies';
import { isStudyVisible } from '../../core/project-visibility';

/** Where imports go: the job queue (absent: the import runs in the request, as in tests without a queue). */
export type SegmentImportQueue = { enqueueSegmentImport(importId: string): Promise<void> };

/** A segment import row. */
export type SegmentImportRow = typeof segmentImports.$inferSelect;

/**
 * Starts importing segment `segmentId` into study `targetStudyId` (both of the scope's client and visible to the viewer,
 * else 404 'Segment not found' / 'Study not found'); needs update_study (403); a segment of the target study itself is a
 * 400 naming `study_id`; a repeat is a 409 'Already imported'. Queues the job (or runs it without a queue).
 */
export async function startSegmentImport(
  db: Database,
  queue: SegmentImportQueue | undefined,
  scope: ClientScope,
  segmentId: string,
  targetStudyId: string,
): Promise<SegmentImportRow> {
  requirePermission(scope.viewer, 'update_study');
  const [source] = await db
    .select({ id: segments.id, studyId: segments.studyId })
    .from(segments)
    .where(and(eq(segments.clientId, scope.clientId), eq(segments.id, segmentId)))
    .limit(1);
  if (!source || !(await isStudyVisible(db, source.studyId, scope.projectIds))) throw notFound('Segment not found');
  const [target] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.clientId, scope.clientId), eq(studies.id, targetStudyId)))
    .limit(1);
  if (!target || !(await isStudyVisible(db, target.id, scope.projectIds))) throw notFound(ERROR_TEXTS.studyNotFound);
  if (source.studyId === target.id) {
    const reason = 'The segment already belongs to this study';
    throw new AppError('VALIDATION', reason, [{ name: 'study_id', reason }]);
  }
  const [row] = await db
    .insert(segmentImports)
    .values({ clientId: scope.clientId, sourceSegmentId: source.id, targetStudyId: target.id, requestedBy: scope.viewer.userId })
    .onConflictDoNothing({ target: [segmentImports.sourceSegmentId, segmentImports.targetStudyId] })
    .returning();
  if (!row) throw new AppError('CONFLICT', 'Already imported');
  if (queue) await queue.enqueueSegmentImport(row.id);
  else await runSegmentImport(db, row.id);
  const [state] = await db.select().from(segmentImports).where(eq(segmentImports.id, row.id)).limit(1);
  return state;
}

/** The job: a new segment at the end of the target study with copies of the source segment's interviews and transcripts. */
export async function runSegmentImport(db: Database, importId: string): Promise<void> {
  const [state] = await db.select().from(segmentImports).where(eq(segmentImports.id, importId)).limit(1);
  if (!state || state.status === 'DONE') return;
  const setState = (values: Partial<typeof segmentImports.$inferInsert>) =>
    db
      .update(segmentImports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(segmentImports.id, importId));
  try {
    await setState({ status: 'RUNNING', progress: 0, error: null });
    const clientId = state.clientId;
    const copied = await db.transaction(async (tx) => {
      const [source] = await tx
        .select()
        .from(segments)
        .where(and(eq(segments.clientId, clientId), eq(segments.id, state.sourceSegmentId)))
        .limit(1);
      if (!source) throw new Error('The source segment no longer exists');
      const [{ last }] = await tx
        .select({ last: max(segments.position) })
        .from(segments)
        .where(and(eq(segments.clientId, clientId), eq(segments.studyId, state.targetStudyId)));
      const [segment] = await tx
        .insert(segments)
        .values({ clientId, studyId: state.targetStudyId, title: source.title, language: source.language, position: (last ?? -1) + 1 })
        .returning({ id: segments.id });
      const rows = await tx
        .select()
        .from(interviews)
        .where(and(eq(interviews.clientId, clientId), eq(interviews.segmentId, source.id)))
        .orderBy(asc(interviews.createdAt), asc(interviews.id));
      for (const row of rows) {
        const { id: oldId, createdAt: _created, updatedAt: _updated, ...fields } = row;
        const [copy] = await tx
          .insert(interviews)
          .values({ ...fields, studyId: state.targetStudyId, segmentId: segment.id })
          .returning({ id: interviews.id });
        const transcripts = await tx.select().from(interviewTranscripts).where(eq(interviewTranscripts.interviewId, oldId));
        for (const transcript of transcripts) {
          await tx
            .insert(interviewTranscripts)
            .values({ clientId, interviewId: copy.id, language: transcript.language, isOriginal: transcript.isOriginal, sections: transcript.sections });
        }
      }
      await tx.update(segmentImports).set({ targetSegmentId: segment.id, interviews: rows.length }).where(eq(segmentImports.id, importId));
      return rows.length;
    });
    await setState({ status: 'DONE', progress: 100, interviews: copied, finishedAt: new Date() });
  } catch (error) {
    await setState({ status: 'ERROR', error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
