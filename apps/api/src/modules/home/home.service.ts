/**
 * Home content rules (SPEC §2 Home articles, news banner): the client's users read published articles and the current
 * notice; only the research team (access_all_clients) writes, sees drafts and lists every notice. Another client's id: 404.
 */
import type { Database } from '@insight/db';
import { isResearchTeam } from '@insight/contracts';
import { AppError, invalidField, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { ObjectStorage } from '../../storage/storage';
import * as repo from './home.repository';

/** Text of the 403 for Home content writes. */
export const HOME_TEXTS = { researchTeamOnly: 'Only the research team can manage Home articles and news' } as const;

/** 403 unless the viewer is on the research team. */
function requireResearchTeam(viewer: Viewer) {
  if (!isResearchTeam(viewer.permissions)) throw new AppError('FORBIDDEN', HOME_TEXTS.researchTeamOnly);
}

/** `published` true → now (or the earlier publish time when already published); false → null; undefined → unchanged. */
function publishedAt(published: boolean | undefined, current: Date | null): Date | null | undefined {
  if (published === undefined) return undefined;
  return published ? (current ?? new Date()) : null;
}

/** GET /articles: published articles in Home order; `drafts` (research team only, else 403) adds unpublished ones. */
export async function listArticles(db: Database, viewer: Viewer, clientId: string, drafts: boolean) {
  if (drafts) requireResearchTeam(viewer);
  return repo.listArticles(db, clientId, drafts);
}

/** POST /articles (research team): a new article, last in order. */
export async function createArticle(
  db: Database,
  viewer: Viewer,
  clientId: string,
  body: { title: string; lead: string; image_url: string | null; link: string; published: boolean },
) {
  requireResearchTeam(viewer);
  return repo.insertArticle(db, clientId, {
    title: body.title,
    summary: body.lead,
    imageUrl: body.image_url,
    url: body.link,
    publishedAt: body.published ? new Date() : null,
    createdBy: viewer.userId,
  });
}

/** PUT /articles/{id} (research team): change fields, publish or withdraw; 404 for another client's article. */
export async function updateArticle(
  db: Database,
  storage: ObjectStorage,
  viewer: Viewer,
  clientId: string,
  id: string,
  body: { title?: string; lead?: string; image_url?: string | null; link?: string; published?: boolean },
) {
  requireResearchTeam(viewer);
  const existing = await repo.findArticle(db, clientId, id);
  if (!existing) throw notFound('Article not found');
  const published = publishedAt(body.published, existing.publishedAt);
  const updated = await repo.updateArticle(db, clientId, id, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.lead !== undefined ? { summary: body.lead } : {}),
    // A new picture address replaces the stored picture.
    ...(body.image_url !== undefined ? { imageUrl: body.image_url, imageKey: null } : {}),
    ...(body.link !== undefined ? { url: body.link } : {}),
    ...(published !== undefined ? { publishedAt: published } : {}),
  });
  if (body.image_url !== undefined) await dropPictureIfUnused(db, storage, existing.imageKey);
  return updated;
}

/** Deletes stored article picture `key` once no article refers to it (the seed gives every client's copy one shared file). */
async function dropPictureIfUnused(db: Database, storage: ObjectStorage, key: string | null) {
  if (key && !(await repo.imageKeyInUse(db, key))) await storage.delete(key).catch(() => undefined);
}

/** DELETE /articles/{id} (research team): the article, and its stored picture when no other article shares it; 404 for another client's article. */
export async function deleteArticle(db: Database, storage: ObjectStorage, viewer: Viewer, clientId: string, id: string) {
  requireResearchTeam(viewer);
  const deleted = await repo.deleteArticle(db, clientId, id);
  if (!deleted) throw notFound('Article not found');
  await dropPictureIfUnused(db, storage, deleted.imageKey);
}

/** PUT /articles/order (research team): `ids` must be exactly the client's articles (400 `ids` otherwise); answers them in the new order. */
export async function orderArticles(db: Database, viewer: Viewer, clientId: string, ids: string[]) {
  requireResearchTeam(viewer);
  return db.transaction(async (tx) => {
    const existing = await repo.listArticles(tx, clientId, true);
    const known = new Set(existing.map((a) => a.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw invalidField('ids', 'must list every article of the client once');
    }
    await repo.setArticlePositions(tx, clientId, ids);
    return repo.listArticles(tx, clientId, true);
  });
}

/** GET /notices/current (any signed-in role): the newest published notice of the client the viewer has not dismissed. */
export function currentNotice(db: Database, viewer: Viewer, clientId: string) {
  return repo.currentNotice(db, clientId, viewer.userId);
}

/** GET /notices (research team): every notice of the client. */
export async function listNotices(db: Database, viewer: Viewer, clientId: string) {
  requireResearchTeam(viewer);
  return repo.listNotices(db, clientId);
}

/** POST /notices (research team): a new notice, published unless `published` is false. */
export async function createNotice(db: Database, viewer: Viewer, clientId: string, body: { message: string; link: string | null; published: boolean }) {
  requireResearchTeam(viewer);
  return repo.insertNotice(db, clientId, {
    message: body.message,
    link: body.link,
    publishedAt: body.published ? new Date() : null,
    createdBy: viewer.userId,
  });
}

/** PUT /notices/{id} (research team): text, link, publish or withdraw; 404 for another client's notice. */
export async function updateNotice(
  db: Database,
  viewer: Viewer,
  clientId: string,
  id: string,
  body: { message?: string; link?: string | null; published?: boolean },
) {
  requireResearchTeam(viewer);
  const existing = await repo.findNotice(db, clientId, id);
  if (!existing) throw notFound('Notice not found');
  const published = publishedAt(body.published, existing.publishedAt);
  return repo.updateNotice(db, clientId, id, {
    ...(body.message !== undefined ? { message: body.message } : {}),
    ...(body.link !== undefined ? { link: body.link } : {}),
    ...(published !== undefined ? { publishedAt: published } : {}),
  });
}

/** POST /notices/{id}/dismiss (any signed-in role): the banner stays closed for this user; 404 for another client's notice. */
export async function dismissNotice(db: Database, viewer: Viewer, clientId: string, id: string) {
  if (!(await repo.findNotice(db, clientId, id))) throw notFound('Notice not found');
  await repo.dismissNotice(db, id, viewer.userId);
}
