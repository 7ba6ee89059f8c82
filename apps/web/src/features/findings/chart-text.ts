/** Pure text helpers of the findings screens: percent labels, chart summaries, analyze-results filters in the URL. */
import type { Chart } from '../../lib/api-types';
import { FILTER_LIMITS, filterSize } from '@insight/contracts/findings-rules';

/** A percent value (0–100, one decimal) as shown: `60%`, `33.3%`. */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** One line about a chart: how many participants answered and, for scores and numbers, the average. */
export function chartSummary(chart: Pick<Chart, 'total_count' | 'average_value'>): string {
  const answered = chart.total_count === 1 ? '1 participant answered' : `${chart.total_count} participants answered`;
  return chart.average_value === null ? answered : `${answered} · average ${chart.average_value}`;
}

/** Analyze-results filters as kept in the URL (comma lists). */
export type AnalyzeUrlFilters = { role: string[]; language: string[]; audience_answer: string[]; user: string[] };

const FILTER_KEYS = ['role', 'language', 'audience_answer', 'user'] as const;

/** Reads the analyze-results filters from a query string; unknown keys are ignored, lists capped at SPEC §9's limits. */
export function readAnalyzeFilters(search: URLSearchParams): AnalyzeUrlFilters {
  const list = (key: string, max: number) =>
    (search.get(key) ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .slice(0, max);
  return {
    role: list('role', FILTER_LIMITS.role),
    language: list('language', FILTER_LIMITS.language),
    audience_answer: list('audience_answer', FILTER_LIMITS.audienceAnswer),
    user: list('user', FILTER_LIMITS.user),
  };
}

/** Writes `filters` into a copy of `search` (empty lists removed), keeping every other parameter. */
export function writeAnalyzeFilters(search: URLSearchParams, filters: AnalyzeUrlFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of FILTER_KEYS) {
    if (filters[key].length) next.set(key, filters[key].join(','));
    else next.delete(key);
  }
  return next;
}

/** True when any analyze-results filter is set. */
export function hasAnalyzeFilters(filters: AnalyzeUrlFilters): boolean {
  return filterSize(filters) > 0;
}

/** Adds or removes `taskId:optionId` in the audience answers (toggling one option of one task). */
export function toggleAudienceAnswer(list: readonly string[], taskId: string, optionId: string): string[] {
  const pair = `${taskId}:${optionId}`;
  return list.includes(pair) ? list.filter((p) => p !== pair) : [...list, pair];
}

/** The file name a deck is saved under: the title's letters, digits and dashes, `.pptx` (`insights.pptx` when none are left). */
export function deckFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'insights'}.pptx`;
}

/** Plain text (one paragraph per line) as HTML paragraphs, with `& < > " '` escaped. */
export function paragraphsToHtml(text: string): string {
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}
