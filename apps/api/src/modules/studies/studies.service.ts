/** Study rules (SPEC §3 Study; §7 Studies; §8 'Study not found'): every read is scoped to one client. */
import { ERROR_TEXTS, type DataSource, type StudiesQuery } from '@insight/contracts';
import type { Database } from '@insight/db';
import { notFound } from '../../core/app-error';
import { pageOffset } from '../../core/pagination';
import { listStudyMaterials } from '../study-materials';
import * as repo from './studies.repository';

/** 404 'Study not found' (SPEC §8) — also for another client's study. */
const studyNotFound = () => notFound(ERROR_TEXTS.studyNotFound);

/** The studies list query as the route parses it: `type_id` is a study type / template id or a data source. */
export type StudiesListQuery = Omit<StudiesQuery, 'type_id'> & { type_id?: string | DataSource };

/** One page of the client's studies with tags and client, and the total (SPEC §2 Studies list filters): one statement. */
export async function listStudies(db: Database, clientId: string, query: StudiesListQuery, visibleProjectIds: string[] | null = null) {
  const { rows, total, client } = await repo.listStudies(
    db,
    clientId,
    {
      projectId: query.project_id,
      q: query.q || undefined,
      typeId: query.type_id,
      tag: query.tag,
      visibleProjectIds,
      status: query.status,
      language: query.language,
      createdFrom: query.created_from,
      createdTo: query.created_to,
      templateId: query.template_id,
      ai: query.ai === undefined ? undefined : query.ai === 'true',
    },
    { limit: query.per_page, offset: pageOffset(query.page, query.per_page) },
    { by: query.sort_by, order: query.sort_order ?? (query.sort_by === 'title' ? 'asc' : 'desc') },
  );
  if (!client) throw notFound('Client not found');
  const tags = new Map(rows.map((row) => [row.id, row.tags]));
  return { rows, total, client, tags };
}

/** One study with everything its page shows; 404 'Study not found'. One statement (prepared, decision 0240). */
export async function getStudy(db: Database, clientId: string, studyId: string, visibleProjectIds: string[] | null = null) {
  const study = await repo.findStudy(db, clientId, studyId);
  if (!study?.client) throw studyNotFound();
  // SPEC §6 project access: a study outside the viewer's projects does not exist for them.
  if (visibleProjectIds && !(study.projectId && visibleProjectIds.includes(study.projectId))) throw studyNotFound();
  const { client, tags, segments, segmentGroups, analyses, recruitment } = study;
  return { study, parts: { client, tags, segments, segmentGroups, analyses, recruitment } };
}

async function requireStudy(db: Database, clientId: string, studyId: string) {
  if (!(await repo.studyExists(db, clientId, studyId))) throw studyNotFound();
}

/** Segments of a study in position order; 404 'Study not found'. */
export async function getStudySegments(db: Database, clientId: string, studyId: string) {
  await requireStudy(db, clientId, studyId);
  return repo.segmentsOfStudy(db, clientId, studyId);
}

/** Study materials of a study in position order; 404 'Study not found'. */
export async function getStudyMaterials(db: Database, clientId: string, studyId: string) {
  await requireStudy(db, clientId, studyId);
  return listStudyMaterials(db, clientId, studyId);
}

/** Business questions of a study in position order; 404 'Study not found'. */
export async function getStudyBusinessQuestions(db: Database, clientId: string, studyId: string) {
  await requireStudy(db, clientId, studyId);
  return repo.businessQuestionsOfStudy(db, clientId, studyId);
}
