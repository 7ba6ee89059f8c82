import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names the page most specific first and ends with the product', () => {
    expect(documentTitle('Meal-kit subscriptions in Spain', 'Quotes')).toBe('Meal-kit subscriptions in Spain · Quotes · Insight Portal');
  });
  it('leaves out empty parts', () => {
    expect(documentTitle(undefined, '', 'Studies', null, false)).toBe('Studies · Insight Portal');
    expect(documentTitle()).toBe('Insight Portal');
  });
});
