/** Polling for the job tests, on vitest's `vi.waitUntil`, with the awaited thing named in the timeout error. */
import { vi } from 'vitest';

/** Resolves with `probe`'s first truthy answer (polled every 200 ms); after `timeoutMs` (ms) throws "timed out waiting for `what`". */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 90_000): Promise<NonNullable<T>> {
  try {
    return (await vi.waitUntil(probe, { timeout: timeoutMs, interval: 200 })) as NonNullable<T>;
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
}
