/**
 * The PowerPoint export (SPEC §7 POST /v1/insights/export), built with pptxgenjs: a title slide, key takeaways, per
 * business question its insights with native (editable) bar charts of the task answers, their quotes with participant,
 * country and thumbnail, and — only when `public_showreels` — each published reel with its public link. Texts in the
 * chosen language (`en`, or the study's `original`).
 */
import type { Readable } from 'node:stream';
import PptxGenJS from 'pptxgenjs';
import { and, asc, eq } from 'drizzle-orm';
import { showreels, studies, type Database } from '@insight/db';
import type { InsightsExportBody, Translation } from '@insight/contracts';
import { notFound } from '../../core/app-error';
import type { ClientScope } from '../../core/client-scope';
import { visibleStudyCondition } from '../../core/project-visibility';
import type { ObjectStorage } from '../../storage/storage';
import { findQuotesInOrder } from '../quotes';
import { computeCharts, type ChartRow } from './charts.repository';
import * as repo from './findings.repository';
import { visibleStudy } from './findings.service';

/** What the export needs: the database, storage (thumbnails) and the portal's public base URL (reel links). */
export type ExportDeps = { db: Database; storage: ObjectStorage; publicBaseUrl: string };

// The theme's colours (apps/web theme: purple primary) without '#', as pptxgenjs wants them.
const PRIMARY = '5B2BBF';
const TEXT = '1F1A2E';
const MUTED = '5E5873';
const FONT = 'Arial';
const QUOTES_PER_SLIDE = 3;
const MAX_THUMBNAIL_BYTES = 2_000_000;

/** Reads a stored image as a base64 data string for pptxgenjs, or null when absent or too large. */
async function imageData(storage: ObjectStorage, key: string | null | undefined): Promise<string | null> {
  if (!key) return null;
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of (await storage.read(key)) as Readable) {
      size += (chunk as Buffer).length;
      if (size > MAX_THUMBNAIL_BYTES) return null;
      chunks.push(chunk as Buffer);
    }
    const mime = key.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return `${mime};base64,${Buffer.concat(chunks).toString('base64')}`;
  } catch {
    return null;
  }
}

const plain = (html: string) =>
  html
    .replace(/<\/(p|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const safeFileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'insights'
  }.pptx`;

/** Adds a native clustered bar chart of `chart` (percent of answering participants per point). */
function addChart(pptx: PptxGenJS, slide: PptxGenJS.Slide, chart: ChartRow, box: { x: number; y: number; w: number; h: number }) {
  if (chart.points.length === 0) return;
  // PowerPoint draws horizontal bars bottom-up: reversed, the first option reads at the top as on screen.
  const points = [...chart.points].reverse();
  slide.addChart(pptx.ChartType.bar, [{ name: chart.text.slice(0, 60), labels: points.map((p) => p.title), values: points.map((p) => p.value) }], {
    ...box,
    barDir: 'bar',
    chartColors: [PRIMARY],
    showValue: true,
    dataLabelFormatCode: '0.0"%"',
    valAxisMaxVal: 100,
    valAxisMinVal: 0,
    valAxisMajorUnit: 25,
    catAxisLabelFontSize: 10,
    valAxisLabelFontSize: 9,
    dataLabelFontSize: 9,
    showTitle: true,
    title:
      `${chart.positionName}. ${chart.text}`.slice(0, 120) +
      (chart.averageValue !== null ? ` (average ${chart.averageValue})` : '') +
      ` — n=${chart.totalCount}`,
    titleFontSize: 11,
    titleColor: TEXT,
  });
}

/**
 * Builds the deck of a study or project visible to `scope` (404 'Study not found' / 'Project not found' otherwise).
 * Answers the file bytes and a file name made from the title.
 */
export async function buildInsightsDeck(deps: ExportDeps, scope: ClientScope, body: InsightsExportBody): Promise<{ buffer: Buffer; fileName: string }> {
  const { db } = deps;
  const translation: Translation = body.language_code;
  let title: string;
  let subtitle: string;
  let studyRows: (typeof studies.$inferSelect)[];
  if (body.study_id) {
    const study = await visibleStudy(db, scope, body.study_id);
    studyRows = [study];
    title = study.title;
    subtitle = study.purpose;
  } else {
    const projectId = body.project_id!;
    const visible = scope.projectIds === null || scope.projectIds.includes(projectId);
    const project = visible ? await repo.findProject(db, scope.clientId, projectId) : null;
    if (!project) throw notFound('Project not found');
    studyRows = await repo.studiesOfProject(db, scope.clientId, projectId, visibleStudyCondition(studies.id, scope.projectIds));
    title = project.title;
    subtitle = `${studyRows.length} ${studyRows.length === 1 ? 'study' : 'studies'}`;
  }

  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = title;
  pptx.company = 'Insight Portal';
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT };

  const cover = pptx.addSlide();
  cover.background = { color: PRIMARY };
  cover.addText(title, { x: 0.7, y: 2.3, w: 12, h: 1.3, fontSize: 40, bold: true, color: 'FFFFFF', fontFace: FONT });
  cover.addText(subtitle, { x: 0.7, y: 3.7, w: 12, h: 1.2, fontSize: 18, color: 'FFFFFF', fontFace: FONT, valign: 'top' });
  cover.addText(`Insights · ${new Date().toISOString().slice(0, 10)}`, { x: 0.7, y: 6.4, w: 12, h: 0.5, fontSize: 12, color: 'EDE7FA', fontFace: FONT });

  for (const study of studyRows) {
    if (studyRows.length > 1) {
      const section = pptx.addSlide();
      section.addText(study.title, { x: 0.7, y: 2.8, w: 12, h: 1.2, fontSize: 32, bold: true, color: PRIMARY, fontFace: FONT });
    }
    if (study.keyTakeaways) {
      const slide = pptx.addSlide();
      slide.addText(study.keyTakeaways.title || 'Key takeaways', { x: 0.6, y: 0.4, w: 12, h: 0.8, fontSize: 28, bold: true, color: PRIMARY, fontFace: FONT });
      const paragraphs = plain(study.keyTakeaways.html || study.keyTakeaways.text)
        .split(/\n+/)
        .filter((p) => p.trim());
      slide.addText(
        paragraphs.map((p) => ({ text: p, options: { bullet: true, breakLine: true } })),
        { x: 0.7, y: 1.4, w: 11.9, h: 5.6, fontSize: 16, color: TEXT, fontFace: FONT, valign: 'top', paraSpaceAfter: 8 },
      );
    }
    const questions = await repo.questionTitlesOfStudies(db, scope.clientId, [study.id]);
    const insightRows = await repo.listInsights(db, scope.clientId, { studyId: study.id }, { offset: 0, limit: 1000 });
    const charts = new Map(
      (await computeCharts(db, scope.clientId, [...new Set(insightRows.flatMap((r) => r.taskIds))], {}, translation)).map((c) => [c.taskId, c]),
    );
    const groups = [
      ...questions.map((q) => ({ title: q.title, rows: insightRows.filter((r) => r.businessQuestionId === q.id) })),
      { title: 'Other insights', rows: insightRows.filter((r) => !r.businessQuestionId) },
    ].filter((g) => g.rows.length > 0);
    for (const group of groups) {
      const section = pptx.addSlide();
      section.addText('Business question', { x: 0.7, y: 2.2, w: 12, h: 0.5, fontSize: 14, color: MUTED, fontFace: FONT });
      section.addText(group.title, { x: 0.7, y: 2.7, w: 12, h: 1.6, fontSize: 30, bold: true, color: PRIMARY, fontFace: FONT, valign: 'top' });
      for (const row of group.rows) {
        const slide = pptx.addSlide();
        slide.addText(row.title, { x: 0.6, y: 0.35, w: 12.1, h: 0.9, fontSize: 24, bold: true, color: TEXT, fontFace: FONT });
        const rowCharts = row.taskIds.flatMap((id) => (charts.has(id) ? [charts.get(id)!] : []));
        const textWidth = rowCharts.length ? 5.4 : 12;
        slide.addText(
          [
            { text: row.lead, options: { bold: true, breakLine: true } },
            { text: ' ', options: { breakLine: true } },
            { text: plain(row.content).slice(0, 900) },
          ],
          { x: 0.6, y: 1.35, w: textWidth, h: 5.6, fontSize: 13, color: TEXT, fontFace: FONT, valign: 'top' },
        );
        rowCharts.slice(0, 2).forEach((chart, i, all) => {
          const h = 5.6 / all.length;
          addChart(pptx, slide, chart, { x: 6.3, y: 1.35 + i * h, w: 6.6, h: h - 0.1 });
        });
        const quoteRows = await findQuotesInOrder(db, scope.clientId, (await repo.quoteIdsOfInsight(db, row.id)).slice(0, QUOTES_PER_SLIDE));
        if (quoteRows.length) {
          const quotesSlide = pptx.addSlide();
          quotesSlide.addText(`What participants said: ${row.title}`, {
            x: 0.6,
            y: 0.35,
            w: 12.1,
            h: 0.8,
            fontSize: 20,
            bold: true,
            color: TEXT,
            fontFace: FONT,
          });
          for (const [i, q] of quoteRows.entries()) {
            const y = 1.35 + i * 1.9;
            const thumb = await imageData(deps.storage, q.quote.thumbnailKey ?? q.interview.thumbnailKey);
            if (thumb) quotesSlide.addImage({ data: thumb, x: 0.6, y, w: 2.4, h: 1.35 });
            const content = translation === 'en' ? (q.quote.contentEn ?? q.quote.contentOriginal) : q.quote.contentOriginal;
            const who = [q.quote.participantName || q.interview.participantName, q.interview.participantAge, q.interview.participantCountry]
              .filter(Boolean)
              .join(', ');
            quotesSlide.addText(
              [
                { text: `“${content}”`, options: { italic: true, breakLine: true } },
                { text: `— ${who}`, options: { fontSize: 11, color: MUTED } },
              ],
              { x: 3.2, y, w: 9.6, h: 1.7, fontSize: 14, color: TEXT, fontFace: FONT, valign: 'top' },
            );
          }
        }
      }
    }
    if (body.public_showreels) {
      const reels = await db
        .select({ id: showreels.id, title: showreels.title, thumbnailKey: showreels.thumbnailKey })
        .from(showreels)
        .where(and(eq(showreels.clientId, scope.clientId), eq(showreels.studyId, study.id), eq(showreels.published, true)))
        .orderBy(asc(showreels.createdAt), asc(showreels.id));
      for (const reel of reels) {
        const slide = pptx.addSlide();
        const link = `${deps.publicBaseUrl.replace(/\/+$/, '')}/public/showreels/v3/${reel.id}`;
        slide.addText(reel.title, { x: 0.6, y: 0.4, w: 12.1, h: 0.9, fontSize: 24, bold: true, color: TEXT, fontFace: FONT });
        const thumb = await imageData(deps.storage, reel.thumbnailKey);
        if (thumb) slide.addImage({ data: thumb, x: 0.6, y: 1.5, w: 7.1, h: 4, hyperlink: { url: link } });
        slide.addText(
          [
            { text: 'Watch the showreel: ', options: { breakLine: true } },
            { text: link, options: { hyperlink: { url: link }, color: PRIMARY } },
          ],
          {
            x: thumb ? 8 : 0.6,
            y: 1.5,
            w: thumb ? 4.8 : 12,
            h: 1.5,
            fontSize: 14,
            color: TEXT,
            fontFace: FONT,
            valign: 'top',
          },
        );
      }
    }
  }
  const buffer = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return { buffer, fileName: safeFileName(title) };
}
