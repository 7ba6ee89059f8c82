import { describe, expect, it } from 'vitest';
import type { Quote } from '../../lib/api-types';
import { quotesToCsv, quotesToText } from './quote-export';

const quote = (id: string, values: Partial<Quote>): Quote => ({
  id,
  content: `Quote ${id}`,
  language: 'da',
  original_language: 'da',
  translation: 'original',
  participant: { name: 'Mette', age: 34, country: 'DK' },
  task: null,
  business_question: null,
  thumbnail: null,
  start: 0,
  end: 5,
  segment: { id: 's' },
  interview: { id: 'i' },
  study: { id: 'st' },
  tags: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...values,
});

describe('quote export', () => {
  const a = quote('a', { start: 10, end: 12, created_at: '2026-01-02T00:00:00.000Z' });
  const b = quote('b', { content: '=SUM(1) said "hi"', start: 61, end: 75, tags: [{ id: 't', title: 'Price' }] });

  it('copies as text with participant, times and link', () => {
    expect(quotesToText([a], (q) => `https://x/${q.id}`)).toBe('“Quote a”\n— Mette, 0:10–0:12\nhttps://x/a');
  });

  it('exports CSV with quoted cells and formula-safe text', () => {
    const csv = quotesToCsv([b], (q) => `https://x/${q.id}`).split('\r\n');
    expect(csv[0]).toBe('content,language,participant,age,country,task,tags,start_seconds,end_seconds,link');
    expect(csv[1]).toBe('"\'=SUM(1) said ""hi""","da","Mette","34","DK","","Price","61","75","https://x/b"');
  });
});
