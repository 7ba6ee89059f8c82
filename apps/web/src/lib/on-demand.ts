import { useDeferredValue, useEffect, useState } from 'react';

/**
 * Parts a page shows only on demand (menus, dialogs, drawers) load with their first use (issue 15, decision 0290):
 * true from the first render in which `isWanted` was true, and from then on, so a closing popup keeps its exit
 * transition and a reopened one is not loaded again.
 */
export function useWantedOnce(isWanted: boolean): boolean {
  const [wasWanted, setWasWanted] = useState(isWanted);
  if (isWanted && !wasWanted) setWasWanted(true);
  return wasWanted || isWanted;
}

/**
 * `isOpen`, but false in the first frame after mounting (decision 0320): a drawer or dialog whose code loads on its
 * first use mounts closed and opens on the next frame, so it plays its enter transition the first time too (MUI skips
 * it for a popup that mounts open). Its focus trap then moves focus in as it opens, as on later openings.
 */
export function useOpenAfterMount(isOpen: boolean): boolean {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return isOpen && isMounted;
}

/**
 * True once the browser has been idle after the first render (`requestIdleCallback`, at most `timeoutMs` later; a
 * timer where it is missing): for parts that every page shows but none needs for its first paint (issue 15, decision
 * 0290).
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIsIdle(true), 0);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return isIdle;
}

/**
 * False in a page's first render, true in a second render React starts right after the first is committed (issue 15,
 * decision 0320): a page shows its heading (its largest paint) in a small first commit and the rest (filters, lists,
 * transcript) in the next, rather than all in one long commit.
 */
export function useAfterFirstCommit(): boolean {
  return useDeferredValue(true, false);
}
