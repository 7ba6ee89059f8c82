/**
 * The study-design export (SPEC §7 Exports: POST /v1/study-designs/export): a Word document built with the `docx` library
 * holding the purpose, audience and recruitment, business questions, the introduction, every section with every task
 * (options, scale, lettered subtasks, assigned stimuli) and the stimuli. Pure: rows in, bytes out.
 */
import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { TASK_TYPE_LABELS, type DraftRecruitment } from '@insight/contracts';
import type { StudyMaterialRow, StudyRow, TaskRow } from '@insight/db';

/** What the document shows of a study. */
export type DesignExportInput = {
  study: StudyRow;
  templateName: string | null;
  introduction: string;
  questions: { id: string; title: string }[];
  tasks: TaskRow[];
  materials: StudyMaterialRow[];
  recruitment: DraftRecruitment;
};

const AUDIENCE_LABELS = { BUSINESS_PROFESSIONALS: 'Business professionals', PRIVATE_CUSTOMERS: 'Private customers' } as const;
const METHOD_LABELS = { SHAREABLE_LINK: 'Self-recruit through a shareable link', SPECIALIST: 'Managed by a recruitment specialist (about 1 day)' } as const;
const DEVICE_LABELS = { DESKTOP: 'Desktop', MOBILE: 'Mobile', BOTH: 'Desktop and mobile' } as const;

const text = (value: string, opts: { bold?: boolean; italics?: boolean; color?: string } = {}) => new TextRun({ text: value, ...opts });
const para = (value: string, opts: { bold?: boolean; italics?: boolean; indent?: number; color?: string } = {}) =>
  new Paragraph({ children: [text(value, opts)], indent: opts.indent ? { left: opts.indent } : undefined, spacing: { after: 80 } });
const heading = (value: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ text: value, heading: level, spacing: { before: 240, after: 120 } });
const bullet = (value: string, level = 0) => new Paragraph({ children: [text(value)], bullet: { level } });

/** A two-column table of label → value rows. */
function facts(rows: [string, string][]): Table {
  const border = { style: BorderStyle.SINGLE, size: 1, color: 'BDBDBD' };
  const borders = { top: border, bottom: border, left: border, right: border };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({ borders, width: { size: 30, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: [text(label, { bold: true })] })] }),
            new TableCell({ borders, width: { size: 70, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: [text(value || '—')] })] }),
          ],
        }),
    ),
  });
}

/** Paragraphs describing one task: its number, type, text, then options, scale or subtasks and its stimuli. */
function taskBlock(task: TaskRow, subtasks: TaskRow[], materialNames: Map<string, string>): Paragraph[] {
  const out: Paragraph[] = [
    new Paragraph({
      children: [
        text(`${task.positionName}. `, { bold: true }),
        text(task.text),
        text(`  (${TASK_TYPE_LABELS[task.type]})`, { italics: true, color: '616161' }),
      ],
      spacing: { before: 120, after: 60 },
    }),
  ];
  for (const option of task.options) out.push(bullet(option.text, 0));
  if (task.type === 'SCORING' && task.scalePoints) out.push(para(`Scale of ${task.scalePoints} points, 1 is lowest.`, { indent: 360, italics: true }));
  for (const sub of subtasks) out.push(para(`${sub.positionName}) ${sub.text}`, { indent: 360 }));
  const assigned = task.studyMaterialIds.map((id) => materialNames.get(id)).filter(Boolean);
  if (assigned.length) out.push(para(`Shows: ${assigned.join(', ')}`, { indent: 360, italics: true }));
  return out;
}

/** Builds the study-design document; answers the .docx bytes. */
export async function buildStudyDesignDocx(input: DesignExportInput): Promise<Buffer> {
  const { study, recruitment } = input;
  const materialNames = new Map(input.materials.map((m) => [m.id, m.title || m.name || m.fileName || m.link || 'Material']));
  const top = input.tasks.filter((t) => !t.parentTaskId).sort((a, b) => a.position - b.position);
  const subtasksOf = (id: string) => input.tasks.filter((t) => t.parentTaskId === id).sort((a, b) => a.position - b.position);
  const seen = new Set<string>();
  const unique = top.filter((t) => {
    const key = `${t.businessQuestionId}|${t.positionName}|${t.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const body: (Paragraph | Table)[] = [
    new Paragraph({ text: study.title, heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT }),
    para(`Study design${input.templateName ? ` · from the template ${input.templateName}` : ''} · design language ${study.language.toUpperCase()}`, {
      italics: true,
      color: '616161',
    }),
    heading('Purpose', HeadingLevel.HEADING_1),
    para(study.purpose || 'No purpose written yet.'),
    heading('Audience and recruitment', HeadingLevel.HEADING_1),
    facts([
      ['Audience', study.audience ? AUDIENCE_LABELS[study.audience] : 'Not chosen'],
      ['Recruitment', recruitment.method ? METHOD_LABELS[recruitment.method] : 'Not chosen'],
      ['Quality review', recruitment.method === 'SPECIALIST' ? (recruitment.quality_review ? 'Yes, up to 1 more day' : 'No') : 'Not applicable'],
    ]),
  ];
  for (const segment of recruitment.segments) {
    body.push(heading(`Segment: ${segment.title}`, HeadingLevel.HEADING_2));
    body.push(
      facts([
        ['Country and language', `${segment.countries.join(', ')} · ${segment.language}`],
        ['Age', `${segment.age_range.min}–${segment.age_range.max}`],
        ['Gender', segment.gender.join(', ')],
        ['Devices', DEVICE_LABELS[segment.devices]],
        ['Recording', segment.recording_devices.join(', ')],
        ['Interviews', String(segment.required_interviews)],
        ['Custom criteria', segment.custom_criteria.join('; ')],
      ]),
    );
  }
  body.push(heading('Business questions', HeadingLevel.HEADING_1));
  input.questions.forEach((q, i) => body.push(para(`${i + 1}. ${q.title}`)));
  if (!input.questions.length) body.push(para('No business questions yet.'));
  body.push(heading('Introduction', HeadingLevel.HEADING_1), para(input.introduction || 'No introduction.'));
  body.push(heading('Study design', HeadingLevel.HEADING_1));
  const sections = [...input.questions.map((q) => ({ id: q.id as string | null, title: q.title })), { id: null, title: 'Other questions' }];
  sections.forEach((section, index) => {
    const list = unique.filter((t) => t.businessQuestionId === section.id);
    if (!list.length) return;
    body.push(heading(`Section ${index + 1}: ${section.title}`, HeadingLevel.HEADING_2));
    for (const task of list) body.push(...taskBlock(task, subtasksOf(task.id), materialNames));
  });
  body.push(heading('Stimuli', HeadingLevel.HEADING_1));
  if (!input.materials.length) body.push(para('No stimuli.'));
  for (const m of input.materials) {
    const where = m.link
      ? `${m.link}${m.androidLink ? ` · Android: ${m.androidLink}` : ''}${m.iosLink ? ` · iOS: ${m.iosLink}` : ''}`
      : `${m.fileName ?? m.name} (${m.fileMimeType ?? 'file'})`;
    body.push(bullet(`${m.title || m.name}: ${where}`));
  }

  const doc = new Document({
    creator: 'Insight Portal',
    title: `${study.title} – study design`,
    styles: { default: { document: { run: { font: 'Inter', size: 22 } } } },
    sections: [{ children: body }],
  });
  return Packer.toBuffer(doc);
}
