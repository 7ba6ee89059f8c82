import { describe, expect, it } from 'vitest';
import { pictureError } from './picture-rules';

describe('picture rules', () => {
  it('accepts small JPEG, PNG and WebP images only', () => {
    expect(pictureError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureError({ type: 'image/gif', size: 1000 })).toMatch(/PNG, JPEG or WebP/);
    expect(pictureError({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toMatch(/at most 2 MB/);
  });
});
