import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@insight/contracts/enums';
import { formatCountRange, formatCountry, formatLanguage, formatTaskType, pluralize } from './format';

describe('formatters', () => {
  it('shows the demo countries by name (SPEC §3 Interview participant country)', () => {
    expect(['DK', 'SE', 'ES', 'DE', 'GB', 'dk'].map(formatCountry)).toEqual(['Denmark', 'Sweden', 'Spain', 'Germany', 'United Kingdom', 'Denmark']);
    expect(formatCountry('Denmark')).toBe('Denmark');
    expect(formatCountry(null)).toBe('');
  });

  it('names the content languages without Intl as Intl.DisplayNames does, and other codes through it (decision 0290)', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    expect(CONTENT_LANGUAGES.map(formatLanguage)).toEqual(CONTENT_LANGUAGES.map((code) => names.of(code)));
    expect(formatLanguage('fr')).toBe('French');
    expect(formatLanguage('toString')).toBe(names.of('toString'));
    expect(formatLanguage(null)).toBe('');
  });

  it('names task types (SPEC §3 Task types)', () => {
    expect(['TEXT_ONLY', 'RADIO', 'CHECKBOX', 'SCORING', 'SUBTASKS', 'FREE_TEXT'].map(formatTaskType)).toEqual([
      'Think out loud',
      'Single choice',
      'Multiple choice',
      'Scale',
      'Subtasks',
      'Free text',
    ]);
    expect(formatTaskType('SOMETHING_NEW')).toBe('Something new');
    expect(formatTaskType(undefined)).toBe('');
  });
});

describe('pluralize', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(pluralize(1, 'clip')).toBe('1 clip');
    expect(pluralize(0, 'clip')).toBe('0 clips');
    expect(pluralize(3, 'market')).toBe('3 markets');
    expect(pluralize(2, 'study', 'studies')).toBe('2 studies');
  });
});

describe('formatCountRange', () => {
  it('says a fixed count once, a range from 0 as "Up to", and other ranges with a dash', () => {
    expect(formatCountRange(1, 1, 'material')).toBe('1 material');
    expect(formatCountRange(2, 2, 'material')).toBe('2 materials');
    expect(formatCountRange(0, 5, 'material')).toBe('Up to 5 materials');
    expect(formatCountRange(0, 1, 'study material')).toBe('Up to 1 study material');
    expect(formatCountRange(1, 15, 'material')).toBe('1–15 materials');
  });
});
