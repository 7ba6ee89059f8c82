/**
 * Study materials (stimuli) of a draft (SPEC §7 Upload, Legacy studies objects; §5 counts, sizes, links; §8 upload and
 * link errors). Files go browser → pre-signed PUT → a staging key; registering one checks size and type, re-encodes
 * images with sharp or probes videos with ffprobe, stores the result under the study and removes the staging key.
 * A refused or failed file leaves nothing behind: staging and any written key are deleted.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import { CREATION_LIMITS, CREATION_TEXTS, STIMULUS_FILE_TYPES, linkProblem, stimulusFileProblem, type CreateStudyObjectBody } from '@insight/contracts';
import { studyMaterials, tasks, type Database } from '@insight/db';
import { invalidField, notFound } from '../../core/app-error';
import { loadSharp } from '../../core/images';
import type { Viewer } from '../../core/viewer';
import type { ObjectStorage } from '../../storage/storage';
import { extractThumbnail, probeMedia, type MediaTools } from '../../video';
import * as repo from './study-creation.repository';
import { loadDraft, requireEditableDraft } from './study-creation.service';

/** What stimulus handling needs: the database, the object store and ffmpeg/ffprobe. */
export type StimuliDeps = { db: Database; storage: ObjectStorage; tools: Pick<MediaTools, 'ffmpegPath' | 'ffprobePath'> };
type Scope = { clientId: string; projectIds: string[] | null };

/** How long a pre-signed upload URL stays valid, seconds. */
const UPLOAD_TTL_SECONDS = 3600;
/** Longest edge of a stored image and of a thumbnail, px. */
const IMAGE_MAX_PX = 2560;
const THUMB_PX = 480;

/** The staging folder of a study's uploads; only keys under it can be registered or cancelled. */
const stagingPrefix = (clientId: string, studyId: string) => `uploads/${clientId}/${studyId}/`;

/** A file name safe as the last part of a storage key (letters, digits, dot, dash, underscore). */
function safeName(name: string): string {
  const base = path
    .basename(name)
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (base || 'file').slice(-120);
}

/** The template's stimuli range of a loaded draft (SPEC §5: default 0..5). */
function rangeOf(draft: Awaited<ReturnType<typeof loadDraft>>) {
  return { min: draft.template?.minStimuliCount ?? CREATION_LIMITS.stimuliMin, max: draft.template?.maxStimuliCount ?? CREATION_LIMITS.stimuliMax };
}

/** 400 when one more material of `kind` would break the count limit or mix files and links (SPEC §5, §8). */
function requireRoomFor(draft: Awaited<ReturnType<typeof loadDraft>>, kind: 'FILE' | 'LINK', field: string) {
  if (draft.materials.length >= rangeOf(draft).max) throw invalidField(field, `${CREATION_TEXTS.tooManyFiles} (at most ${rangeOf(draft).max})`);
  if (draft.materials.some((m) => (m.link ? 'LINK' : 'FILE') !== kind)) throw invalidField(field, CREATION_TEXTS.mixedKinds);
}

/** POST /storage/upload/presigned: a PUT URL for one stimulus file of an editable draft; 400 names size or content_type. */
export async function presignUpload(
  deps: StimuliDeps,
  viewer: Viewer,
  scope: Scope,
  body: { study_id: string; file_name: string; content_type: string; size: number },
) {
  const draft = await loadDraft(deps.db, scope.clientId, body.study_id, scope.projectIds);
  requireEditableDraft(viewer, draft);
  const problem = stimulusFileProblem(body.content_type, body.size);
  if (problem) throw invalidField(STIMULUS_FILE_TYPES[body.content_type.toLowerCase()] ? 'size' : 'content_type', problem);
  requireRoomFor(draft, 'FILE', 'file_name');
  const key = `${stagingPrefix(scope.clientId, body.study_id)}${randomUUID()}/${safeName(body.file_name)}`;
  const uploadUrl = await deps.storage.signedUploadUrl(key, body.content_type, UPLOAD_TTL_SECONDS);
  return {
    upload_url: uploadUrl,
    file_path: key,
    method: 'PUT' as const,
    headers: { 'Content-Type': body.content_type },
    expires_at: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000).toISOString(),
  };
}

/** DELETE /storage/upload/presigned: removes a staged upload of the client that never became a material (cancel). */
export async function cancelUpload(deps: StimuliDeps, scope: Scope, filePath: string) {
  const match = /^uploads\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/[0-9a-f-]{36}\/[\w.-]+$/.exec(filePath);
  if (!match || match[1] !== scope.clientId) throw notFound('Upload not found');
  await deps.storage.delete(filePath);
}

/** Reads the first bytes of a file (for magic numbers). */
async function head(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Stored form of a checked file: the files to store (key → local path, type) and what the row records. */
type Processed = { files: { key: string; file: string; type: string }[]; fileKey: string; thumbnailKey: string | null; mime: string; name: string };

/** Checks and converts one staged file in `dir` (SPEC §5 size/type; images re-encoded, videos probed). 400 `file_path` when it is not what it claims. */
async function processFile(deps: StimuliDeps, dir: string, source: string, mime: string, fileName: string, target: string): Promise<Processed> {
  const kind = STIMULUS_FILE_TYPES[mime]?.kind;
  const name = safeName(fileName);
  if (kind === 'image') {
    const format = mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : 'jpeg';
    const out = path.join(dir, `image.${format}`);
    const thumb = path.join(dir, 'thumb.jpg');
    const sharp = await loadSharp();
    try {
      // Re-encoding drops anything but pixels (metadata, scripts, trailing data) and applies the EXIF orientation.
      await sharp(source, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width: IMAGE_MAX_PX, height: IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true })
        .toFormat(format, { quality: 88 })
        .toFile(out);
      await sharp(out).resize({ width: THUMB_PX, height: THUMB_PX, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toFile(thumb);
    } catch {
      throw invalidField('file_path', 'The file is not a readable image.');
    }
    const stem = name.replace(/\.[^.]+$/, '');
    return {
      files: [
        { key: `${target}/${stem}.${format === 'jpeg' ? 'jpg' : format}`, file: out, type: mime },
        { key: `${target}/thumbnail.jpg`, file: thumb, type: 'image/jpeg' },
      ],
      fileKey: `${target}/${stem}.${format === 'jpeg' ? 'jpg' : format}`,
      thumbnailKey: `${target}/thumbnail.jpg`,
      mime,
      name,
    };
  }
  if (kind === 'video') {
    const info = await probeMedia(deps.tools, source).catch(() => null);
    if (!info?.hasVideo) throw invalidField('file_path', 'The file is not a playable video.');
    const thumb = path.join(dir, 'thumb.jpg');
    const hasThumb = await extractThumbnail(deps.tools, source, Math.min(1, info.duration / 2), thumb, THUMB_PX).then(
      () => true,
      () => false,
    );
    return {
      files: [
        { key: `${target}/${name}`, file: source, type: mime },
        ...(hasThumb ? [{ key: `${target}/thumbnail.jpg`, file: thumb, type: 'image/jpeg' }] : []),
      ],
      fileKey: `${target}/${name}`,
      thumbnailKey: hasThumb ? `${target}/thumbnail.jpg` : null,
      mime,
      name,
    };
  }
  if ((await head(source, 5)).toString('latin1') !== '%PDF-') throw invalidField('file_path', 'The file is not a PDF document.');
  return { files: [{ key: `${target}/${name}`, file: source, type: mime }], fileKey: `${target}/${name}`, thumbnailKey: null, mime, name };
}

/**
 * POST /studies/{id}/objects (SPEC §7 Study material creation): a link (http/https, valid; optional Android and iOS
 * links) or a staged file. Counts within the template's range; files or links, never both. Answers the new row.
 */
export async function createStudyObject(deps: StimuliDeps, viewer: Viewer, scope: Scope, studyId: string, body: CreateStudyObjectBody) {
  const { db, storage } = deps;
  const draft = await loadDraft(db, scope.clientId, studyId, scope.projectIds);
  requireEditableDraft(viewer, draft);
  const position = (await repo.countMaterials(db, scope.clientId, studyId)) + 1;

  if ('link' in body) {
    for (const field of ['link', 'android_link', 'ios_link'] as const) {
      const value = body[field];
      if (field !== 'link' && !value) continue;
      const problem = linkProblem(value ?? '');
      if (problem) throw invalidField(field, problem);
    }
    requireRoomFor(draft, 'LINK', 'link');
    const [row] = await db
      .insert(studyMaterials)
      .values({
        clientId: scope.clientId,
        studyId,
        kind: 'LINK',
        name: body.title,
        title: body.title,
        link: body.link.trim(),
        androidLink: body.android_link?.trim() || null,
        iosLink: body.ios_link?.trim() || null,
        position,
      })
      .returning();
    return row;
  }

  if (!body.file_path.startsWith(stagingPrefix(scope.clientId, studyId))) throw notFound('Upload not found');
  const mime = body.file_mime_type.toLowerCase();
  const written: string[] = [];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'insight-stimulus-'));
  try {
    requireRoomFor(draft, 'FILE', 'file_path');
    const info = await storage.stat(body.file_path);
    if (!info) throw invalidField('file_path', 'The upload was not found. Upload the file again.');
    const problem = stimulusFileProblem(mime, info.size);
    if (problem) throw invalidField(STIMULUS_FILE_TYPES[mime] ? 'file_path' : 'file_mime_type', problem);
    const source = path.join(dir, 'source');
    await pipeline((await storage.read(body.file_path)) as Readable, createWriteStream(source));
    const id = randomUUID();
    const processed = await processFile(deps, dir, source, mime, body.file_name, `studies/${studyId}/materials/${id}`);
    for (const file of processed.files) {
      written.push(file.key);
      await storage.putFile(file.key, file.file, file.type);
    }
    const [row] = await db
      .insert(studyMaterials)
      .values({
        id,
        clientId: scope.clientId,
        studyId,
        kind: 'FILE',
        name: body.file_name,
        title: body.file_name,
        fileKey: processed.fileKey,
        fileName: body.file_name,
        fileMimeType: processed.mime,
        thumbnailKey: processed.thumbnailKey,
        position,
      })
      .returning();
    written.length = 0;
    return row;
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  } finally {
    await storage.delete(body.file_path).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

/** DELETE /studies/{id}/objects/{objectId}: removes a material of an editable draft, its task assignments and its files. */
export async function deleteStudyObject(deps: StimuliDeps, viewer: Viewer, scope: Scope, studyId: string, objectId: string) {
  const { db, storage } = deps;
  const draft = await loadDraft(db, scope.clientId, studyId, scope.projectIds);
  requireEditableDraft(viewer, draft);
  const row = await repo.findMaterial(db, scope.clientId, studyId, objectId);
  if (!row) throw notFound('Study material not found');
  await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ studyMaterialIds: sql`array_remove(${tasks.studyMaterialIds}, ${objectId}::uuid)` })
      .where(and(eq(tasks.clientId, scope.clientId), eq(tasks.studyId, studyId)));
    await tx.delete(studyMaterials).where(and(eq(studyMaterials.clientId, scope.clientId), eq(studyMaterials.id, objectId)));
  });
  if (row.fileKey) await storage.deletePrefix(`studies/${studyId}/materials/${objectId}/`).catch(() => undefined);
}

/**
 * How long an upload may sit in staging before the sweep deletes it (ms): a day, far beyond the pre-signed URL's hour,
 * so a file being registered right now is never taken (decision 0150).
 */
export const ABANDONED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;

/**
 * Deletes staged uploads (`uploads/…`) last written more than `graceMs` before `now`: files a closed tab uploaded but
 * never registered as a material (registering or cancelling removes the staging key at once). Answers the keys deleted.
 */
export async function sweepAbandonedUploads(storage: ObjectStorage, now = new Date(), graceMs = ABANDONED_UPLOAD_GRACE_MS): Promise<string[]> {
  const cutoff = now.getTime() - graceMs;
  const abandoned = (await storage.list('uploads/')).filter((item) => item.lastModified.getTime() < cutoff).map((item) => item.key);
  for (const key of abandoned) await storage.delete(key);
  return abandoned;
}
