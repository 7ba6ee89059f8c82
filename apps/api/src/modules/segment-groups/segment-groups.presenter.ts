/** Maps a segment group to the wire shape of packages/contracts/src/segment.ts SegmentGroupDetail (SPEC §3 Study segment group). */
import type { SegmentGroupDetail } from '@insight/contracts';
import type { SegmentGroupRow } from '@insight/db';

/** What GET /v3/segment-groups/{id} presents. */
export type SegmentGroupDetailRow = {
  group: SegmentGroupRow;
  study: { id: string; title: string };
  segments: { id: string; title: string }[];
  stories: { id: string }[];
  businessQuestions: { id: string; title: string; position: number }[];
  counts: { interviews: number; quotes: number; showreels: number };
};

/** One segment group with study, segments (position order), stories, business questions and counts. */
export function presentSegmentGroup(row: SegmentGroupDetailRow): SegmentGroupDetail {
  return {
    id: row.group.id,
    client_id: row.group.clientId,
    study_id: row.group.studyId,
    title: row.group.title,
    stories: row.stories,
    updated_at: row.group.updatedAt.toISOString(),
    study: row.study,
    segments: row.segments,
    business_questions: row.businessQuestions.map(({ id, title, position }) => ({ id, title, position })),
    counts: row.counts,
  };
}
