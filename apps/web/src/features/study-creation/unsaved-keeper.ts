/**
 * Keeps a wizard step's work in progress on the draft as unsaved (SPEC §4: the builder keeps saved and unsaved
 * objectives and tasks; decision 0190), one request at a time and in order, so a later save or AI output is never
 * overwritten by an older unsaved copy.
 */

/** What {@link createUnsavedKeeper} answers. */
export type UnsavedKeeper<V> = {
  /** The value the server holds now (from the draft answer): a value equal to it needs no request. */
  setKnown: (value: V) => void;
  /** Sends `value` `delayMs` after the last call, unless it equals the known value. */
  keep: (value: V) => void;
  /** Sends a waiting value at once (a step that closes keeps its edits); resolves when every request is done. */
  flush: () => Promise<void>;
  /** Drops a waiting value and resolves when the requests already sent are done (before a save or applying AI output). */
  settle: () => Promise<void>;
};

/**
 * A keeper that calls `send(value)` for the latest value `delayMs` (ms) after the last change, chained so requests go
 * out one at a time; a failed request goes to `onError` and the next change tries again.
 */
export function createUnsavedKeeper<V>(send: (value: V) => Promise<void>, options: { delayMs?: number; onError?: (error: unknown) => void } = {}) {
  const delayMs = options.delayMs ?? 600;
  let known = '';
  let waiting: { value: V } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<void> = Promise.resolve();

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    stopTimer();
    // The server may hold the value by now (a save answered meanwhile): nothing to send then.
    if (waiting && JSON.stringify(waiting.value) !== known) {
      const { value } = waiting;
      waiting = null;
      known = JSON.stringify(value);
      chain = chain
        .then(() => send(value))
        .catch((error: unknown) => {
          known = '';
          options.onError?.(error);
        });
    }
    waiting = null;
    return chain;
  };
  const keeper: UnsavedKeeper<V> = {
    setKnown: (value) => {
      known = JSON.stringify(value);
    },
    keep: (value) => {
      stopTimer();
      if (JSON.stringify(value) === known) {
        waiting = null;
        return;
      }
      waiting = { value };
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    settle: () => {
      stopTimer();
      waiting = null;
      return chain;
    },
  };
  return keeper;
}
