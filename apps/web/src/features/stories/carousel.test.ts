import { describe, expect, it } from 'vitest';
import { moveStart, slidesPerView } from './carousel';

describe('story carousel', () => {
  it('shows 1, 2 or 3 slides by width, never more than there are', () => {
    expect(slidesPerView(375, 5)).toBe(1);
    expect(slidesPerView(800, 5)).toBe(2);
    expect(slidesPerView(1400, 5)).toBe(3);
    expect(slidesPerView(1400, 2)).toBe(2);
    expect(slidesPerView(1400, 0)).toBe(1);
  });
  it('pages by a full view and keeps the last page full', () => {
    expect(moveStart(0, 1, 3, 7)).toBe(3);
    expect(moveStart(3, 1, 3, 7)).toBe(4);
    expect(moveStart(4, -1, 3, 7)).toBe(1);
    expect(moveStart(1, -1, 3, 7)).toBe(0);
    expect(moveStart(0, 1, 3, 2)).toBe(0);
  });
});
