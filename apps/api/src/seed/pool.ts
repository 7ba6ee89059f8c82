/** A tiny promise pool for the seed's media jobs. */

/**
 * Runs `worker` over `items` with at most `concurrency` (≥ 1) in flight; resolves with the results in input order.
 * The first failure rejects the whole run after in-flight jobs settle; no new jobs start after it.
 */
export async function runPool<T, R>(items: readonly T[], concurrency: number, worker: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await worker(items[index], index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
