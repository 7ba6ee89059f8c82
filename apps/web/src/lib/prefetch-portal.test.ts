import { describe, expect, it } from 'vitest';
import { portalFilesOf } from './prefetch-portal';

describe('portal files of the SPA page', () => {
  it('lists the module script, module preloads and style sheets once each, not icons or other origins', () => {
    const html = `<head><link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-Kx.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-5Y.js">
      <link rel="modulepreload" crossorigin href="/assets/vendor-5Y.js">
      <link rel="stylesheet" crossorigin href="/assets/index-Ab.css">
      <script src="https://cdn.example/x.js"></script></head>`;
    expect(portalFilesOf(html)).toEqual(['/assets/index-Kx.js', '/assets/vendor-5Y.js', '/assets/index-Ab.css']);
  });
});
