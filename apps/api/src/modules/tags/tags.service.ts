/** Tag rules (SPEC §3 Tag; §7 GET /v3/tags; issue 14): unique per client regardless of case; rename, merge, delete by a Master. */
import type { Database } from '@insight/db';
import { AppError, invalidField, notFound } from '../../core/app-error';
import { isStudyVisible } from '../../core/project-visibility';
import * as repo from './tags.repository';

const tagNotFound = () => notFound('Tag not found');

/**
 * Tags of the client by title, optionally of one study or matching `q`. A study of another client, or of a project the
 * viewer has no access to (`visibleProjectIds`, SPEC §6), answers none.
 */
export async function listTags(db: Database, clientId: string, filters: { studyId?: string; q?: string }, visibleProjectIds: string[] | null = null) {
  if (filters.studyId && !(await isStudyVisible(db, filters.studyId, visibleProjectIds))) return [];
  return repo.listTags(db, clientId, visibleProjectIds, filters);
}

/** The client's tag `id`; 404 'Tag not found' (also another client's). */
export async function getTag(db: Database, clientId: string, id: string) {
  const row = await repo.findTag(db, clientId, id);
  if (!row) throw tagNotFound();
  return row;
}

/** The client's tags `ids`; 400 naming `field` for any id that is not one (another client's included). */
export async function getTags(db: Database, clientId: string, ids: readonly string[], field: string) {
  const unique = [...new Set(ids)];
  const rows = await repo.findTags(db, clientId, unique);
  if (rows.length !== unique.length) throw invalidField(field, 'unknown tag');
  return rows;
}

/** The client's tag of `title` regardless of case, created when there is none; `created` says which. */
export async function findOrCreateTag(db: Database, clientId: string, title: string) {
  const existing = await repo.findTagByTitle(db, clientId, title);
  if (existing) return { tag: existing, created: false };
  const inserted = await repo.insertTag(db, clientId, title);
  if (inserted) return { tag: inserted, created: true };
  // Another request created it meanwhile.
  const raced = await repo.findTagByTitle(db, clientId, title);
  if (!raced) throw new AppError('CONFLICT', 'The tag changed meanwhile; try again');
  return { tag: raced, created: false };
}

/** Renames the tag; 404 when not the client's, 409 when another tag has the title (any case): merge them instead. */
export async function renameTag(db: Database, clientId: string, id: string, title: string) {
  await getTag(db, clientId, id);
  const other = await repo.findTagByTitle(db, clientId, title);
  if (other && other.id !== id) throw new AppError('CONFLICT', `A tag “${other.title}” exists already; merge the two instead`);
  if (!(await repo.renameTag(db, clientId, id, title))) throw new AppError('CONFLICT', 'A tag of that title exists already; merge the two instead');
  return getTag(db, clientId, id);
}

/** Merges tag `id` into `intoId` (both the client's: else 404 / 400 `into_tag_id`); answers the tag kept. */
export async function mergeTag(db: Database, clientId: string, id: string, intoId: string) {
  await getTag(db, clientId, id);
  const into = await repo.findTag(db, clientId, intoId);
  if (!into) throw invalidField('into_tag_id', 'unknown tag');
  if (into.id === id) throw invalidField('into_tag_id', 'a tag cannot be merged into itself');
  await repo.mergeTag(db, clientId, id, intoId);
  return into;
}

/** Deletes the client's tag (404 otherwise); studies and quotes lose it. */
export async function deleteTag(db: Database, clientId: string, id: string) {
  await getTag(db, clientId, id);
  await repo.deleteTag(db, clientId, id);
}

/** Quote and study counts per tag used by quotes, of one visible study (else 404 'Study not found') or of all visible ones. */
export async function tagCounts(db: Database, clientId: string, studyId: string | undefined, visibleProjectIds: string[] | null) {
  if (studyId && !((await repo.isClientStudy(db, clientId, studyId)) && (await isStudyVisible(db, studyId, visibleProjectIds))))
    throw notFound('Study not found');
  return repo.tagCounts(db, clientId, studyId, visibleProjectIds);
}
