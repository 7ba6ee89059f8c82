import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { quotes } from '@insight/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/app';
import { buildFindingsWorkspace, type FindingsWorkspace } from '../../../test/findings-workspace';

const run = promisify(execFile);
// A 1×1 PNG: the quote thumbnail the deck embeds.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Every slide's text (a:t runs) in slide order, and the chart parts of a .pptx. */
async function unpack(buffer: Buffer) {
  const zip = await JSZip.loadAsync(buffer);
  const names = Object.keys(zip.files);
  const slideNames = names.filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
  const texts = await Promise.all(
    slideNames.map(async (n) => [...(await zip.file(n)!.async('string')).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(' ')),
  );
  const charts = await Promise.all(names.filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n)).map((n) => zip.file(n)!.async('string')));
  const media = names.filter((n) => n.startsWith('ppt/media/'));
  return { texts, all: texts.join('\n'), charts, media };
}

/** Category labels and values of a chart part (c:cat and c:val string/number caches), bottom bar first as PowerPoint stores them. */
function chartSeries(xml: string) {
  const section = (tag: string) => xml.split(`<c:${tag}>`)[1]?.split(`</c:${tag}>`)[0] ?? '';
  const values = (part: string) => [...part.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => m[1]);
  return { labels: values(section('cat')), values: values(section('val')).map(Number) };
}

describe(`PowerPoint export (POST /v1/insights/export) on ${testDriver}`, () => {
  let t: TestApp;
  let w: FindingsWorkspace;
  let master: string;
  let researcher: string;
  let outsider: string;
  let work: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildFindingsWorkspace(t.db);
    await t.storage.putBuffer('quotes/thumb.png', PNG, 'image/png');
    await t.db.update(quotes).set({ thumbnailKey: 'quotes/thumb.png' }).where(eq(quotes.id, w.quotes.q2.id));
    [master, researcher, outsider] = await Promise.all([w.users.master, w.users.researcher, w.users.outsider].map((u) => t.login(u.email, u.password)));
    work = await mkdtemp(path.join(os.tmpdir(), 'insight-export-'));
  });
  afterAll(async () => {
    await t?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const exportDeck = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/insights/export', headers: { authorization: `Bearer ${token}` }, payload: body });

  it('answers a .pptx with native charts holding the computed numbers, quotes with participant and thumbnail, and published reels only', async () => {
    const res = await exportDeck(researcher, { study_id: w.study.id, language_code: 'en', public_showreels: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Snack-habits.pptx"');
    const deck = await unpack(res.rawPayload);
    expect(deck.texts[0]).toContain('Snack habits');
    expect(deck.all).toContain('Price matters most.');
    expect(deck.all).toContain('What drives the choice?');
    expect(deck.all).toContain('Price drives the choice');
    expect(deck.all).toContain('The price is everything');
    expect(deck.all).toMatch(/Dan, 34, DK/);
    expect(deck.media.length).toBeGreaterThan(0);
    expect(deck.all).toContain(`/public/showreels/v3/${w.showreels.curated.id}`);
    expect(deck.all).not.toContain(w.showreels.unpublished.id);
    expect(deck.all).not.toContain('Draft reel');
    expect(deck.charts).toHaveLength(3);
    const series = deck.charts.map(chartSeries);
    expect(series).toContainEqual({ labels: ['Brand (en)', 'Taste (en)', 'Price (en)'], values: [20, 20, 60] });
    expect(series).toContainEqual({ labels: ['5', '4', '3', '2', '1'], values: [20, 40, 20, 20, 0] });
    expect(series).toContainEqual({ labels: ['Friends (en)', 'Store (en)', 'Online (en)'], values: [50, 75, 50] });

    // LibreOffice opens it: one PDF page per slide, the texts readable.
    const file = path.join(work, 'deck.pptx');
    await writeFile(file, res.rawPayload);
    await run('soffice', [`-env:UserInstallation=file://${work}/lo-profile`, '--headless', '--convert-to', 'pdf', '--outdir', work, file], {
      timeout: 180_000,
    });
    const info = (await run('pdfinfo', [path.join(work, 'deck.pdf')])).stdout;
    expect(Number(info.match(/Pages:\s+(\d+)/)?.[1])).toBe(deck.texts.length);
    const text = (await run('pdftotext', ['-layout', path.join(work, 'deck.pdf'), '-'])).stdout;
    for (const expected of ['Snack habits', 'Price drives the choice', 'The price is everything', 'Stores still matter', 'Snack reel'])
      expect(text).toContain(expected);
    expect(await readFile(path.join(work, 'deck.pdf'))).toBeTruthy();
  }, 240_000);

  it('writes the original language when asked and leaves reels out without public_showreels', async () => {
    const res = await exportDeck(master, { study_id: w.study.id, language_code: 'original' });
    expect(res.statusCode, res.body).toBe(200);
    const deck = await unpack(res.rawPayload);
    expect(deck.all).toContain('Prisen er alt');
    expect(deck.all).not.toContain('/public/showreels/');
    expect(deck.charts.map(chartSeries)).toContainEqual({ labels: ['Brand', 'Taste', 'Price'], values: [20, 20, 60] });
  });

  it('exports a project; another client’s study or an invisible project is a 404; bad bodies are a 400 naming the field', async () => {
    const project = await exportDeck(master, { project_id: w.project.id });
    expect(project.statusCode, project.body).toBe(200);
    expect((await unpack(project.rawPayload)).texts[0]).toContain('Snacks project');
    expect((await exportDeck(master, { study_id: w.otherStudy.id })).statusCode).toBe(404);
    expect((await exportDeck(outsider, { study_id: w.study.id })).statusCode).toBe(404);
    expect((await exportDeck(researcher, { project_id: w.hiddenProject.id })).statusCode).toBe(404);
    expect((await exportDeck(researcher, { study_id: w.hiddenStudy.id })).statusCode).toBe(404);
    for (const [body, field] of [
      [{}, 'study_id'],
      [{ study_id: w.study.id, project_id: w.project.id }, 'study_id'],
      [{ study_id: w.study.id, language_code: 'fr' }, 'language_code'],
      [{ study_id: 'x' }, 'study_id'],
    ] as const) {
      const res = await exportDeck(master, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});
