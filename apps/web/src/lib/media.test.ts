import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadImage } from './media';

describe('preloadImage (issue 15)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts loading the image at once, and does nothing without an address', () => {
    const made: { src?: string; crossOrigin?: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src?: string;
        crossOrigin?: string;
        constructor() {
          made.push(this);
        }
      },
    );
    preloadImage(null);
    preloadImage('');
    expect(made).toHaveLength(0);
    preloadImage('/api/media/interviews/x/thumbnail.jpg?sig=1');
    expect(made).toEqual([{ src: '/api/media/interviews/x/thumbnail.jpg?sig=1' }]);
  });
});
