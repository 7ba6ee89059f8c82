/**
 * The study-design export (SPEC §7 Exports) opened by LibreOffice: POST /api/v1/study-designs/export answers a .docx that
 * `soffice --headless` converts to PDF, and the PDF's text (pdftotext) holds the design. Needs libreoffice-writer and
 * poppler-utils (installed by .ci/run).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StudyDraftResponse } from '@insight/contracts';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { createClient, createUser } from '../../../test/factories';
import { insertTemplateCatalogue } from '../../../test/templates';

const run = promisify(execFile);

describe(`study-design export on ${testDriver}`, () => {
  let t: TestApp;
  let token: string;
  let consumer: string;
  let templates: Map<string, string>;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    templates = (await insertTemplateCatalogue(t.db)).templateIds;
    const acme = await createClient(t.db);
    const [user, reader] = await Promise.all([createUser(t.db, acme.id, { roleName: 'Master' }), createUser(t.db, acme.id, { roleName: 'Consumer' })]);
    [token, consumer] = await Promise.all([t.login(user.email, user.password), t.login(reader.email, reader.password)]);
    dir = await mkdtemp(path.join(os.tmpdir(), 'insight-export-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, bearer = token) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${bearer}` } });

  it('answers a Word document LibreOffice opens, with purpose, recruitment, questions, every task and the stimuli', async () => {
    const draft = StudyDraftResponse.parse((await send('POST', '/api/v3/studies/drafts', { template_id: templates.get('app-onboarding') })).json()).data;
    await send('POST', `/api/studies/${draft.id}/objects`, {
      link: 'https://apps.example.com/budget',
      title: 'Budget app',
      ios_link: 'https://apps.apple.com/app/id1',
    });
    const saved = await send('PUT', `/api/v3/studies/${draft.id}/draft`, {
      title: 'Budget app onboarding',
      recruitment: {
        method: 'SPECIALIST',
        quality_review: true,
        segments: [
          {
            id: '1d6c5b8a-2f44-4a8e-9c1b-7e2f3a4b5c6d',
            title: 'New smartphone users',
            countries: ['SE'],
            language: 'sv',
            age_range: { min: 20, max: 35 },
            gender: ['Women', 'Men', 'Other'],
            devices: 'MOBILE',
            recording_devices: ['microphone', 'screen'],
            custom_criteria: ['Has never used a budget app'],
            required_interviews: 6,
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await send('POST', '/api/v1/study-designs/export', { study_id: draft.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('Budget app onboarding - study design.docx');
    const docx = path.join(dir, 'design.docx');
    await writeFile(docx, res.rawPayload);
    await run('soffice', ['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'pdf', '--outdir', dir, docx], { timeout: 120_000 });
    await run('pdftotext', ['-layout', path.join(dir, 'design.pdf'), path.join(dir, 'design.txt')]);
    const pdfText = (await readFile(path.join(dir, 'design.txt'), 'utf8')).replace(/\s+/g, ' ');
    for (const expected of [
      'Budget app onboarding',
      'Purpose',
      'Find where new users drop out of the app onboarding',
      'Managed by a recruitment specialist',
      'Yes, up to 1 more day',
      'New smartphone users',
      'SE · sv',
      '20–35',
      'microphone, screen',
      'Has never used a budget app',
      '1. Can new users get started without help?',
      'Section 1: Can new users get started without help?',
      'Install the app from the store link and open it. (Mobile app setup)',
      'a) Create an account.',
      'c) Complete the welcome tour.',
      'Scale of 7 points, 1 is lowest.',
      'Budget app: https://apps.example.com/budget · iOS: https://apps.apple.com/app/id1',
    ]) {
      expect(pdfText).toContain(expected);
    }
  }, 180_000);

  it('refuses consumers and another client’s study', async () => {
    const draft = StudyDraftResponse.parse((await send('POST', '/api/v3/studies/drafts', { template_id: templates.get('concept-test') })).json()).data;
    expect((await send('POST', '/api/v1/study-designs/export', { study_id: draft.id }, consumer)).statusCode).toBe(403);
    const other = await createClient(t.db);
    const stranger = await createUser(t.db, other.id, { roleName: 'Master' });
    expect((await send('POST', '/api/v1/study-designs/export', { study_id: draft.id }, await t.login(stranger.email, stranger.password))).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/study-designs/export', { study_id: 'x' })).json().invalidParams[0].name).toBe('study_id');
  });
});
