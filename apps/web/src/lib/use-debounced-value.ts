import { useEffect, useState } from 'react';

/** `value`, updated only after it has stayed the same for `delayMs` milliseconds. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Debounce of search boxes before the query string changes, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;
