import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollAiJob } from './ai';

type Job = { id: string; status: string; progress: number };

afterEach(() => {
  vi.useRealTimers();
});

describe('AI job polling (SPEC §7/§9: interval 500 ms, timeout 5000 ms)', () => {
  it('reads the job every 500 ms and gives up after 5000 ms while it is still running', async () => {
    vi.useFakeTimers();
    const reads: number[] = [];
    const startedAt = Date.now();
    const result = pollAiJob<Job>({
      startJob: async () => ({ id: 'j1', status: 'PENDING', progress: 0 }),
      getJob: async (id) => {
        reads.push(Date.now() - startedAt);
        return { id, status: 'IN_PROGRESS', progress: 40 };
      },
      onProgress: () => undefined,
      isCurrent: () => true,
    });
    await vi.advanceTimersByTimeAsync(6000);
    await expect(result).resolves.toBe('timeout');
    expect(reads).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000]);
  });

  it('answers the finished job with the progress reported on the way', async () => {
    vi.useFakeTimers();
    const progress: number[] = [];
    let reads = 0;
    const result = pollAiJob<Job>({
      startJob: async () => ({ id: 'j2', status: 'PENDING', progress: 0 }),
      getJob: async (id) => (++reads < 3 ? { id, status: 'IN_PROGRESS', progress: reads * 30 } : { id, status: 'COMPLETED', progress: 100 }),
      onProgress: (p) => progress.push(p),
      isCurrent: () => true,
    });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ id: 'j2', status: 'COMPLETED', progress: 100 });
    expect(progress).toEqual([0, 30, 60]);
  });

  it('stops quietly when the caller gave up (another Generate, or the step closed)', async () => {
    vi.useFakeTimers();
    let current = true;
    const result = pollAiJob<Job>({
      startJob: async () => ({ id: 'j3', status: 'PENDING', progress: 0 }),
      getJob: async (id) => ({ id, status: 'IN_PROGRESS', progress: 10 }),
      onProgress: () => undefined,
      isCurrent: () => current,
    });
    await vi.advanceTimersByTimeAsync(1200);
    current = false;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeNull();
  });
});
