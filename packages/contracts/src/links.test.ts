import { describe, expect, it } from 'vitest';
import { isExternalLink, isSafeLink } from './links';

describe('Home links (issue 16)', () => {
  it('accepts portal paths and http(s) URLs only', () => {
    for (const ok of ['/studies', '/stories?tag=x', 'https://example.org/a', 'http://example.org']) expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'ftp://files', 'studies', ''])
      expect(isSafeLink(bad), bad).toBe(false);
  });

  it('calls only absolute http(s) links external (they open in a new tab)', () => {
    expect(isExternalLink('https://example.org')).toBe(true);
    expect(isExternalLink('HTTP://example.org')).toBe(true);
    expect(isExternalLink('/studies')).toBe(false);
  });
});
