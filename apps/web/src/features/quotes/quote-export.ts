/** Quotes as text and CSV for copying and export (issue 14 quotes page); times in seconds, shown as m:ss. */
import type { Quote } from '../../lib/api-types';
import { formatDuration } from '../../lib/format';

/** The quotes as plain text: each “content” — participant, m:ss–m:ss, then its link. */
export function quotesToText(quotes: readonly Quote[], linkOf: (quote: Quote) => string): string {
  return quotes
    .map((q) => `“${q.content}”\n— ${q.participant?.name || 'Participant'}, ${formatDuration(q.start)}–${formatDuration(q.end)}\n${linkOf(q)}`)
    .join('\n\n');
}

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote every cell; a leading = + - @ would run as a formula in a spreadsheet, so it gets a ' first.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** The quotes as CSV (RFC 4180, header row): content, language, participant, age, country, task, tags, start, end, link. */
export function quotesToCsv(quotes: readonly Quote[], linkOf: (quote: Quote) => string): string {
  const header = ['content', 'language', 'participant', 'age', 'country', 'task', 'tags', 'start_seconds', 'end_seconds', 'link'];
  const rows = quotes.map((q) =>
    [
      q.content,
      q.language,
      q.participant?.name,
      q.participant?.age,
      q.participant?.country,
      q.task?.text,
      q.tags.map((t) => t.title).join('; '),
      q.start,
      q.end,
      linkOf(q),
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
