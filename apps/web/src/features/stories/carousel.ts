/** Pure rules of the story slide carousel (SPEC §2 Layout: 1, 2 or 3 slides per view by width). */

/** Widths (px) from which the carousel shows 2 and 3 slides. */
export const CAROUSEL_BREAKPOINTS = { two: 700, three: 1120 } as const;

/** Slides per view for a container `width` in px: 1 below 700, 2 below 1120, else 3 — never more than there are slides. */
export function slidesPerView(width: number, slideCount: number): number {
  const byWidth = width >= CAROUSEL_BREAKPOINTS.three ? 3 : width >= CAROUSEL_BREAKPOINTS.two ? 2 : 1;
  return Math.max(1, Math.min(byWidth, slideCount));
}

/** The first slide shown after moving by `delta` pages from `start`, clamped so the last page is full. */
export function moveStart(start: number, delta: number, perView: number, slideCount: number): number {
  const last = Math.max(0, slideCount - perView);
  return Math.min(last, Math.max(0, start + delta * perView));
}

/** Horizontal swipe distance (px) that turns a page. */
export const SWIPE_THRESHOLD_PX = 40;
