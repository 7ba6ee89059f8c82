/** Quotes as text and CSV for copying and export (issue 14 quotes page); times in seconds, shown as m:ss. */
import type { Quote } from '../../lib/api-types';
import { formatDuration } from '../../lib/format';

/** How quotes are ordered on the page: as the API answers (relevance with a search), or by date, study or duration. */
export type QuoteSort = 'relevance' | 'date' | 'study' | 'duration';

/** `quotes` in `sort` order (a stable copy; `relevance` keeps the given order). */
export function sortQuotes(quotes: readonly Quote[], sort: QuoteSort): Quote[] {
  const list = [...quotes];
  if (sort === 'date') list.sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (sort === 'study') list.sort((a, b) => a.study.id.localeCompare(b.study.id) || a.interview.id.localeCompare(b.interview.id) || a.start - b.start);
  if (sort === 'duration') list.sort((a, b) => b.end - b.start - (a.end - a.start));
  return list;
}

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
