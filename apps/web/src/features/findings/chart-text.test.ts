import { describe, expect, it } from 'vitest';
import {
  chartSummary,
  deckFileName,
  paragraphsToHtml,
  formatPercent,
  hasAnalyzeFilters,
  readAnalyzeFilters,
  toggleAudienceAnswer,
  writeAnalyzeFilters,
} from './chart-text';

describe('findings text helpers', () => {
  it('names the deck file after the title, as the server does', () => {
    expect(deckFileName('Snack habits: Nordic café 2026')).toBe('Snack-habits-Nordic-cafe-2026.pptx');
    expect(deckFileName('???')).toBe('insights.pptx');
  });

  it('turns edited lines into escaped paragraphs', () => {
    expect(paragraphsToHtml('Price & value\n\n  <b>bold</b> ')).toBe('<p>Price &amp; value</p><p>&lt;b&gt;bold&lt;/b&gt;</p>');
  });

  it('formats percents with one decimal only when needed', () => {
    expect(formatPercent(60)).toBe('60%');
    expect(formatPercent(33.3)).toBe('33.3%');
  });

  it('summarises a chart with the answering participants and the average when there is one', () => {
    expect(chartSummary({ total_count: 5, average_value: null })).toBe('5 participants answered');
    expect(chartSummary({ total_count: 1, average_value: 3.6 })).toBe('1 participant answered · average 3.6');
  });

  it('reads and writes the analyze-results filters in the URL, keeping other parameters; clearing removes them', () => {
    const search = new URLSearchParams('objective_id=b1&role=s1,s2&audience_answer=t1:o1');
    const filters = readAnalyzeFilters(search);
    expect(filters).toEqual({ role: ['s1', 's2'], language: [], audience_answer: ['t1:o1'], user: [] });
    expect(hasAnalyzeFilters(filters)).toBe(true);
    const next = writeAnalyzeFilters(search, { ...filters, audience_answer: toggleAudienceAnswer(filters.audience_answer, 't1', 'o2') });
    expect(next.toString()).toBe('objective_id=b1&role=s1%2Cs2&audience_answer=t1%3Ao1%2Ct1%3Ao2');
    const cleared = writeAnalyzeFilters(next, { role: [], language: [], audience_answer: [], user: [] });
    expect(cleared.toString()).toBe('objective_id=b1');
    expect(hasAnalyzeFilters(readAnalyzeFilters(cleared))).toBe(false);
    expect(toggleAudienceAnswer(['t1:o1'], 't1', 'o1')).toEqual([]);
  });
});
