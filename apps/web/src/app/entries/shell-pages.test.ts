import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_ATTRIBUTE, SIGNED_OUT_PROBE } from '@insight/contracts/page-shell';
import { INTERVIEW_POSTER_ELEMENT_ID } from '@insight/contracts/early-requests';
import { paths } from '../../config/paths';
import { renderShellPages } from './shell-pages';

describe('the page shells the build writes into the HTML (decision 0330)', () => {
  const pages = renderShellPages();

  it('renders the studies list with its heading, its styles and the probe, and no other inline script', () => {
    expect(pages.map((page) => page.path)).toEqual(['/studies', paths.study.interview.path, paths.segment.interview.path, paths.segmentGroup.interview.path]);
    const [studies] = pages;
    const heading = /<h1 class="[^"]*\b(css-[\w-]+)">Studies<\/h1>/.exec(studies.root);
    expect(heading).not.toBeNull();
    // The heading's Emotion rule comes with the page, so it paints in its final size before any script runs.
    expect(studies.head).toContain(`.${heading?.[1]}{`);
    expect(studies.head.match(/<script\b[^>]*>/g)).toEqual(['<script>']);
    expect(studies.head).toContain(`<script>${SIGNED_OUT_PROBE}</script>`);
    // Signed-out visitors get index.html's spinner instead of the shell.
    expect(studies.head).toContain(`html[${SIGNED_OUT_ATTRIBUTE}] #root > .app-shell { display: none; }`);
    expect(studies.root).toContain('role="status" aria-label="Loading"');
  });

  it('renders the interview pages with the video box the early calls show the poster on (decision 0340)', () => {
    for (const page of pages.slice(1)) {
      const video = new RegExp(`<video class="[^"]*\\b(css-[\\w-]+)" id="${INTERVIEW_POSTER_ELEMENT_ID}"[^>]*>`).exec(page.root);
      expect(video, page.path).not.toBeNull();
      // No poster at build time, hidden from assistive technology, and not focusable: a picture until the page comes.
      expect(video?.[0]).not.toContain('poster=');
      expect(video?.[0]).toContain('aria-hidden="true"');
      expect(video?.[0]).toContain('tabindex="-1"');
      // Its box, 16:9 of the column rounded up to a whole pixel, comes with the page.
      expect(page.head).toContain('round(up, calc(100cqw * 9 / 16), 1px)');
      expect(page.root).toContain('role="status" aria-label="Loading"');
    }
  });

  it('probes for the token as the SPA does: without one, or without storage, the page is marked signed out', () => {
    const run = (getItem: () => string | null) => {
      const attributes = new Map<string, string>();
      const scope = {
        localStorage: { getItem },
        document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
      };
      new Function('localStorage', 'document', SIGNED_OUT_PROBE)(scope.localStorage, scope.document);
      return attributes.has(SIGNED_OUT_ATTRIBUTE);
    };
    expect(run(() => 'token')).toBe(false);
    expect(run(() => null)).toBe(true);
    expect(
      run(() => {
        throw new Error('storage disabled');
      }),
    ).toBe(true);
  });
});
