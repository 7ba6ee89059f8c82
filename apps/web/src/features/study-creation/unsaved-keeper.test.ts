/** The unsaved keeper (SPEC §4 builder keeps unsaved objectives and tasks): what it sends, when, and in which order. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnsavedKeeper } from './unsaved-keeper';

describe('createUnsavedKeeper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends only the last of quick edits, and nothing for a value the server already holds', async () => {
    const sent: unknown[] = [];
    const keeper = createUnsavedKeeper<string[] | null>(async (value) => void sent.push(value), { delayMs: 600 });
    keeper.setKnown(null);
    keeper.keep(['a']);
    keeper.keep(['ab']);
    await vi.advanceTimersByTimeAsync(599);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([['ab']]);
    keeper.keep(['ab']);
    keeper.keep(null);
    keeper.keep(['ab']);
    await vi.advanceTimersByTimeAsync(600);
    expect(sent).toEqual([['ab']]);
    // A save answered meanwhile (the server now holds null): the waiting null is not sent.
    keeper.keep(null);
    keeper.setKnown(null);
    await keeper.flush();
    expect(sent).toEqual([['ab']]);
  });

  it('settle drops a waiting edit and waits for the request in flight, so a save that follows lands last', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const keeper = createUnsavedKeeper<string>(
      (value) =>
        new Promise<void>((resolve) => {
          order.push(`start ${value}`);
          release = () => {
            order.push(`end ${value}`);
            resolve();
          };
        }),
    );
    keeper.keep('first');
    await vi.advanceTimersByTimeAsync(600);
    keeper.keep('second');
    const settled = keeper.settle().then(() => order.push('save'));
    release();
    await settled;
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['start first', 'end first', 'save']);
  });

  it('flush sends a waiting edit at once (a step that closes keeps it); a failure is reported and the value may be sent again', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const sent: string[] = [];
    const keeper = createUnsavedKeeper<string>(
      async (value) => {
        if (fail) throw new Error('offline');
        sent.push(value);
      },
      { onError: (error) => errors.push(error) },
    );
    keeper.keep('edit');
    await keeper.flush();
    expect(errors).toHaveLength(1);
    fail = false;
    keeper.keep('edit');
    await keeper.flush();
    expect(sent).toEqual(['edit']);
  });
});
