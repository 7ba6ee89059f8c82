/** Wire shape of a segment import (contracts SegmentImport). */
import type { SegmentImport } from '@insight/contracts';
import type { SegmentImportRow } from './segment-import.service';

/** A segment import row → `{ id, source_segment_id, study_id, segment_id, status, progress, interviews, error, message, created_at }`. */
export function presentSegmentImport(row: SegmentImportRow): SegmentImport {
  return {
    id: row.id,
    source_segment_id: row.sourceSegmentId,
    study_id: row.targetStudyId,
    segment_id: row.targetSegmentId,
    status: row.status,
    progress: row.progress,
    interviews: row.interviews,
    error: row.error,
    message: row.status === 'DONE' ? 'Imported' : null,
    created_at: row.createdAt.toISOString(),
  };
}
