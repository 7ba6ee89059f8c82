/** Segment rules (SPEC §7 Segments): scoped to one client; another client's segment is a 404. */
import type { Database, StudyMaterialRow } from '@insight/db';
import { notFound } from '../../core/app-error';
import { isStudyVisible } from '../../core/project-visibility';
import { listStudyMaterials } from '../study-materials';
import type { SegmentDetailRow } from './segments.presenter';
import * as repo from './segments.repository';
import { buildTaskDesign, type DesignSection } from './task-design';

/** 404 'Segment not found' — also for another client's segment. */
const segmentNotFound = () => notFound('Segment not found');

/** One segment with its study, group, business questions and counts; 404 'Segment not found'. */
export async function getSegment(db: Database, clientId: string, segmentId: string, visibleProjectIds: string[] | null = null): Promise<SegmentDetailRow> {
  const row = await repo.findSegment(db, clientId, segmentId);
  if (!row || !(await isStudyVisible(db, row.study.id, visibleProjectIds))) throw segmentNotFound();
  const businessQuestions = await repo.businessQuestionsOfStudy(db, clientId, row.study.id);
  return {
    segment: row.segment,
    study: row.study,
    segmentGroup: row.groupId ? { id: row.groupId, title: row.groupTitle ?? '' } : null,
    businessQuestions,
    interviews: row.interviews,
    quotes: row.quotes,
    showreels: row.showreels,
  };
}

/** The study design of a segment as sections of tasks (see {@link buildTaskDesign}); 404 'Segment not found'. */
export async function getTaskDesign(db: Database, clientId: string, segmentId: string, visibleProjectIds: string[] | null = null): Promise<DesignSection[]> {
  const segment = await repo.findSegmentRef(db, clientId, segmentId);
  if (!segment || !(await isStudyVisible(db, segment.studyId, visibleProjectIds))) throw segmentNotFound();
  const [businessQuestions, taskRows, materials] = await Promise.all([
    repo.businessQuestionsOfStudy(db, clientId, segment.studyId),
    repo.tasksOfSegment(db, clientId, segment.studyId, segment.id),
    listStudyMaterials(db, clientId, segment.studyId),
  ]);
  return buildTaskDesign(businessQuestions, taskRows, materials);
}

/** The study materials of the segment's study in position order (a segment shows its study's stimuli); 404 'Segment not found'. */
export async function getStudyMaterials(
  db: Database,
  clientId: string,
  segmentId: string,
  visibleProjectIds: string[] | null = null,
): Promise<StudyMaterialRow[]> {
  const segment = await repo.findSegmentRef(db, clientId, segmentId);
  if (!segment || !(await isStudyVisible(db, segment.studyId, visibleProjectIds))) throw segmentNotFound();
  return listStudyMaterials(db, clientId, segment.studyId);
}

/** Business questions of the client's study `studyId` in position order: `{ id, title, description, position }`. */
export function businessQuestionsOfStudy(db: Database, clientId: string, studyId: string) {
  return repo.businessQuestionsOfStudy(db, clientId, studyId);
}
