/**
 * Whether the floating AI assistant may show (SPEC §2: the chat widget is hidden on pages flagged to ignore it and on
 * error pages). Routes flag themselves with `handle: { hideAssistant: true }`; error screens rendered inside a page
 * (the catch-all 404, a route's own error boundary) call {@link useHideAssistant} while they are on screen.
 */
import { useEffect, useSyncExternalStore } from 'react';

/** A route's `handle` may set this to hide the floating assistant on its page and every page below it (SPEC §2). */
export type AssistantHandle = { hideAssistant?: boolean };

/** The `handle` of a route whose page never shows the floating assistant. */
export const HIDE_ASSISTANT: AssistantHandle = { hideAssistant: true };

let hiders = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function change(by: number): void {
  hiders += by;
  listeners.forEach((listener) => listener());
}

/** Hides the floating assistant while the calling component is mounted (error pages, SPEC §2). */
export function useHideAssistant(): void {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/** True while an error screen (or any caller of {@link useHideAssistant}) is on screen. */
export function useAssistantHiddenByPage(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hiders > 0,
    () => false,
  );
}
