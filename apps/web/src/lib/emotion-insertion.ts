/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` in `vite build` (issue 15, decision 0380): Emotion
 * (MUI's styling engine) writes a component's style rules to the document while React renders it, the way it does on
 * React versions without `useInsertionEffect`, instead of in `useInsertionEffect`, which React runs inside its commit.
 *
 * The commit is one task the browser cannot interrupt: with the insertions in it, the first commits of the studies list
 * and the interview page (every MUI component's rules serialised by stylis and added with `insertRule`) were their
 * longest tasks. During render, the insertions happen in React's time slices (the first render is a transition), where
 * the browser can run between them. Inserting a rule twice is a no-op (Emotion's cache keeps what it inserted), and a
 * rule of a render React throws away matches no element, so nothing else changes. `Global` styles keep React's
 * insertion effect: they replace their own rules on change and must not do so before the commit.
 */
import { useInsertionEffect } from 'react';

/** Emotion's component styles: inserted at once, during render. */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

/** Emotion's global styles (`Global`, MUI's `GlobalStyles`): React's insertion effect, as before. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
