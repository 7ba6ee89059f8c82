/**
 * Study materials of a draft (SPEC §7 Upload, objects; §5, §8): pre-signed upload, registration with sharp/ffprobe checks,
 * links, limits and mixing, cancel and delete; against the local store and against a real S3-compatible server (s3rver).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATION_TEXTS, StudyDraftResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createUser } from '../../../test/factories';
import { insertTemplateCatalogue } from '../../../test/templates';
import { startS3Server } from '../../../test/s3';
import type { ObjectStorage } from '../../storage/storage';
import { runFfmpeg } from '../../video';
import { ABANDONED_UPLOAD_GRACE_MS, sweepAbandonedUploads } from './study-objects.service';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

type Store = { storage?: ObjectStorage; close: () => Promise<void> };
const stores: Record<string, () => Promise<Store>> = {
  'the local store': async () => ({ close: async () => undefined }),
  'S3 (a local s3rver server)': startS3Server,
};

describe.each(Object.entries(stores))(`study materials on ${testDriver} with %s`, (_name, open) => {
  let t: TestApp;
  let store: Store;
  let storage: ObjectStorage;
  let token: string;
  let otherToken: string;
  let templates: Map<string, string>;
  let png: Buffer;

  beforeAll(async () => {
    store = await open();
    t = await createTestApp({}, { storage: store.storage });
    storage = store.storage ?? t.storage;
    templates = (await insertTemplateCatalogue(t.db)).templateIds;
    const acme = await createClient(t.db);
    const globex = await createClient(t.db);
    const [user, other] = await Promise.all([createUser(t.db, acme.id, { roleName: 'Master' }), createUser(t.db, globex.id, { roleName: 'Master' })]);
    [token, otherToken] = await Promise.all([t.login(user.email, user.password), t.login(other.email, other.password)]);
    png = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#7b1fa2' } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await store?.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, bearer = token) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${bearer}` } });
  const newDraft = async (key = 'concept-test') =>
    StudyDraftResponse.parse((await send('POST', '/api/v3/studies/drafts', { template_id: templates.get(key) })).json()).data;

  /** Asks for an upload URL and PUTs `body` there as the browser does (the local store's URL through the app). */
  async function upload(studyId: string, fileName: string, contentType: string, body: Buffer) {
    const res = await send('POST', '/api/storage/upload/presigned', {
      study_id: studyId,
      file_name: fileName,
      upload_type: 'study_object_file',
      content_type: contentType,
      size: body.length,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { upload_url, file_path, headers } = res.json().data as { upload_url: string; file_path: string; headers: Record<string, string> };
    if (upload_url.startsWith('/')) {
      const put = await t.app.inject({ method: 'PUT', url: upload_url, payload: body, headers });
      expect(put.statusCode, put.body).toBe(200);
    } else {
      const put = await fetch(upload_url, { method: 'PUT', body: new Uint8Array(body), headers });
      expect(put.status, await put.text()).toBe(200);
    }
    expect(await storage.stat(file_path)).toMatchObject({ size: body.length });
    return file_path;
  }

  it('stores an uploaded image re-encoded with a thumbnail, and removes the staging file', async () => {
    const draft = await newDraft();
    const staged = await upload(draft.id, 'Concept board.png', 'image/png', png);
    expect(staged).toMatch(new RegExp(`^uploads/[0-9a-f-]{36}/${draft.id}/[0-9a-f-]{36}/Concept-board\\.png$`));
    const res = await send('POST', `/api/studies/${draft.id}/objects`, { file_path: staged, file_name: 'Concept board.png', file_mime_type: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const material = res.json().data;
    expect(material).toMatchObject({ kind: 'FILE', file_name: 'Concept board.png', file_mime_type: 'image/png' });
    expect(material.file_path).toBe(`studies/${draft.id}/materials/${material.id}/Concept-board.png`);
    const stored = await sharp(await bytesOf(await storage.read(material.file_path))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 2560, 1440]);
    expect(await storage.stat(`studies/${draft.id}/materials/${material.id}/thumbnail.jpg`)).not.toBeNull();
    expect(await storage.stat(staged)).toBeNull();
    const after = StudyDraftResponse.parse((await t.get(`/api/v3/studies/${draft.id}/draft`, token)).json()).data;
    expect(after.material_type).toBe('FILE');
    expect(after.materials.map((m) => m.id)).toEqual([material.id]);

    // Links cannot join files (SPEC §8 mixed materials); removing the file deletes its objects.
    const link = await send('POST', `/api/studies/${draft.id}/objects`, { link: 'https://example.com', title: 'Site' });
    expect(link.json().invalidParams).toEqual([{ name: 'link', reason: CREATION_TEXTS.mixedKinds }]);
    expect((await send('DELETE', `/api/studies/${draft.id}/objects/${material.id}`)).statusCode).toBe(204);
    expect(await storage.stat(material.file_path)).toBeNull();
    expect(await storage.stat(`studies/${draft.id}/materials/${material.id}/thumbnail.jpg`)).toBeNull();
  });

  it('refuses a file that is not what it claims and leaves no file behind', async () => {
    const draft = await newDraft();
    const staged = await upload(draft.id, 'fake.png', 'image/png', Buffer.from('this is not an image'));
    const res = await send('POST', `/api/studies/${draft.id}/objects`, { file_path: staged, file_name: 'fake.png', file_mime_type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams).toEqual([{ name: 'file_path', reason: 'The file is not a readable image.' }]);
    expect(await storage.stat(staged)).toBeNull();
    expect(StudyDraftResponse.parse((await t.get(`/api/v3/studies/${draft.id}/draft`, token)).json()).data.materials).toEqual([]);
  });

  it('refuses too large and unsupported files before the upload, naming the field', async () => {
    const draft = await newDraft();
    const ask = (content_type: string, size: number) =>
      send('POST', '/api/storage/upload/presigned', { study_id: draft.id, file_name: 'x', upload_type: 'study_object_file', content_type, size });
    const big = await ask('image/jpeg', 21 * 1024 * 1024);
    expect(big.statusCode).toBe(400);
    expect(big.json().invalidParams[0]).toEqual({ name: 'size', reason: `${CREATION_TEXTS.fileTooLarge} The limit is 20 MB.` });
    expect((await ask('application/zip', 100)).json().invalidParams[0]).toEqual({ name: 'content_type', reason: CREATION_TEXTS.fileType });
    const wrongType = await send('POST', '/api/storage/upload/presigned', {
      study_id: draft.id,
      file_name: 'x',
      upload_type: 'avatar',
      content_type: 'image/png',
      size: 1,
    });
    expect(wrongType.json().invalidParams[0].name).toBe('upload_type');
    expect(
      (
        await send(
          'POST',
          '/api/storage/upload/presigned',
          { study_id: draft.id, file_name: 'x', upload_type: 'study_object_file', content_type: 'image/png', size: 1 },
          otherToken,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('a cancelled upload is removed; another client cannot remove or register it', async () => {
    const draft = await newDraft();
    const staged = await upload(draft.id, 'cancel.png', 'image/png', png);
    expect((await send('DELETE', '/api/storage/upload/presigned', { file_path: staged }, otherToken)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/studies/${draft.id}/objects`, { file_path: staged, file_name: 'c.png', file_mime_type: 'image/png' }, otherToken)).statusCode,
    ).toBe(404);
    expect((await send('DELETE', '/api/storage/upload/presigned', { file_path: staged })).statusCode).toBe(204);
    expect(await storage.stat(staged)).toBeNull();
  });

  it('checks links (protocol, validity) and the template’s count limit', async () => {
    const draft = await newDraft('ux-test'); // exactly 1 stimulus
    const add = (body: object) => send('POST', `/api/studies/${draft.id}/objects`, body);
    expect((await add({ link: 'example.com', title: 'Site' })).json().invalidParams).toEqual([{ name: 'link', reason: CREATION_TEXTS.missingProtocol }]);
    expect((await add({ link: 'https://exa mple', title: 'Site' })).json().invalidParams).toEqual([{ name: 'link', reason: CREATION_TEXTS.invalidUrl }]);
    expect((await add({ link: 'https://shop.example.com', title: 'Shop', ios_link: 'itms://x' })).json().invalidParams[0].name).toBe('ios_link');
    const ok = await add({ link: 'https://shop.example.com', title: 'Shop', android_link: 'https://play.google.com/store/apps/details?id=x' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ kind: 'LINK', link: 'https://shop.example.com', title: 'Shop' });
    const more = await add({ link: 'https://two.example.com', title: 'Two' });
    expect(more.json().invalidParams[0]).toEqual({ name: 'link', reason: `${CREATION_TEXTS.tooManyFiles} (at most 1)` });
  });

  it('probes an uploaded video with ffprobe and refuses one that does not play', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'insight-video-'));
    const file = path.join(dir, 'clip.mp4');
    await runFfmpeg(t.config.media, ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '1', '-pix_fmt', 'yuv420p', '-y', file]);
    const draft = await newDraft('ad-test');
    const staged = await upload(draft.id, 'clip.mp4', 'video/mp4', await readFile(file));
    const res = await send('POST', `/api/studies/${draft.id}/objects`, { file_path: staged, file_name: 'clip.mp4', file_mime_type: 'video/mp4' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.thumbnail).toBeTruthy();
    const broken = await upload(draft.id, 'broken.mp4', 'video/mp4', Buffer.alloc(2048, 7));
    const bad = await send('POST', `/api/studies/${draft.id}/objects`, { file_path: broken, file_name: 'broken.mp4', file_mime_type: 'video/mp4' });
    expect(bad.json().invalidParams).toEqual([{ name: 'file_path', reason: 'The file is not a playable video.' }]);
    expect(await storage.stat(broken)).toBeNull();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('the sweep deletes uploads never registered once the grace period is over, and nothing else', async () => {
    const draft = await newDraft();
    const abandoned = await upload(draft.id, 'closed-tab.png', 'image/png', png);
    const registered = await upload(draft.id, 'kept.png', 'image/png', png);
    const added = await send('POST', `/api/studies/${draft.id}/objects`, { file_path: registered, file_name: 'kept.png', file_mime_type: 'image/png' });
    expect(added.statusCode, added.body).toBe(201);
    // Within the grace period (a day) nothing goes, so a file being registered right now is safe.
    expect(await sweepAbandonedUploads(storage, new Date(Date.now() + ABANDONED_UPLOAD_GRACE_MS - 60_000))).not.toContain(abandoned);
    expect(await storage.stat(abandoned)).not.toBeNull();
    expect(await sweepAbandonedUploads(storage, new Date(Date.now() + ABANDONED_UPLOAD_GRACE_MS + 60_000))).toContain(abandoned);
    expect(await storage.stat(abandoned)).toBeNull();
    expect(await storage.list('uploads/')).toEqual([]);
    // The registered material lives outside staging and stays.
    const material = added.json().data as { file_path: string };
    expect(await storage.stat(material.file_path)).not.toBeNull();
    expect((await storage.list(`studies/${draft.id}/`)).map((item) => item.key)).toContain(material.file_path);
  }, 60_000);
});
