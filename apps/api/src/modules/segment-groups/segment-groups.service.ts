/** Segment group rules (SPEC §3 Study segment group; SPEC §2 /study-segment-groups pages): scoped to one client. */
import type { Database } from '@insight/db';
import { notFound } from '../../core/app-error';
import { isStudyVisible } from '../../core/project-visibility';
import { businessQuestionsOfStudy } from '../segments';
import type { SegmentGroupDetailRow } from './segment-groups.presenter';
import * as repo from './segment-groups.repository';

/** One segment group with its study, segments, stories, the study's business questions and counts summed over its segments; 404 'Segment group not found'. */
export async function getSegmentGroup(
  db: Database,
  clientId: string,
  groupId: string,
  visibleProjectIds: string[] | null = null,
): Promise<SegmentGroupDetailRow> {
  const found = await repo.findSegmentGroup(db, clientId, groupId);
  if (!found || !(await isStudyVisible(db, found.study.id, visibleProjectIds))) throw notFound('Segment group not found');
  const [segments, stories, businessQuestions] = await Promise.all([
    repo.segmentsOfGroup(db, clientId, groupId),
    repo.storiesOfGroup(db, clientId, groupId),
    businessQuestionsOfStudy(db, clientId, found.study.id),
  ]);
  const counts = await repo.countsOfSegments(
    db,
    clientId,
    segments.map((segment) => segment.id),
  );
  return { group: found.group, study: found.study, segments, stories, businessQuestions, counts };
}
