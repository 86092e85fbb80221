import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshScheduler, type LoadOutcome } from './refresh-scheduler.ts';

/** A load whose answers the test gives one by one; counts the calls. */
function fakeLoad() {
  const pending: ((outcome: LoadOutcome) => void)[] = [];
  const load = vi.fn(() => new Promise<LoadOutcome>((resolve) => pending.push(resolve)));
  const answer = async (outcome: LoadOutcome) => {
    pending.shift()!(outcome);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { load, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the board’s refresh', () => {
  it('fetches at once, then every 60 s without pushes', async () => {
    const { load, answer } = fakeLoad();
    const s = new RefreshScheduler(load);
    s.start();
    expect(load).toHaveBeenCalledTimes(1);
    await answer('ok');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it('coalesces pushes: at most one fetch every 3 s', async () => {
    const { load, answer } = fakeLoad();
    const s = new RefreshScheduler(load);
    s.start();
    await answer('ok');
    // five pushes within the first second after the fetch: one fetch, 3 s after the last began
    for (let i = 0; i < 5; i += 1) {
      s.push();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await answer('ok');
    // a push long after the last fetch: at once
    await vi.advanceTimersByTimeAsync(10_000);
    s.push();
    expect(load).toHaveBeenCalledTimes(3);
    await answer('ok');
    s.stop();
  });

  it('fetches once more after a fetch that a push arrived during', async () => {
    const { load, answer } = fakeLoad();
    const s = new RefreshScheduler(load);
    s.start();
    s.push();
    s.push();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
    await answer('ok');
    // the fetch took 5 s: the queued push fetches at once
    expect(load).toHaveBeenCalledTimes(2);
    await answer('ok');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it('retries a failed fetch with back-off, and starts over after a good one', async () => {
    const { load, answer } = fakeLoad();
    const s = new RefreshScheduler(load, { backoffMs: [1_000, 2_000, 5_000] });
    s.start();
    const retryAfter = async (ms: number) => {
      const before = load.mock.calls.length;
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(load).toHaveBeenCalledTimes(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(before + 1);
    };
    await answer('failed');
    expect(s.failureCount).toBe(1);
    await retryAfter(1_000);
    await answer('failed');
    await retryAfter(2_000);
    await answer('failed');
    await retryAfter(5_000);
    await answer('failed');
    await retryAfter(5_000);
    await answer('ok');
    expect(s.failureCount).toBe(0);
    await retryAfter(60_000);
    await answer('failed');
    await retryAfter(1_000);
    s.stop();
  });

  it('counts a load that throws as failed', async () => {
    const load = vi
      .fn<() => Promise<LoadOutcome>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('ok');
    const s = new RefreshScheduler(load, { backoffMs: [500] });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.failureCount).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(load).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it('waits for the fallback after a refusal (403), and does nothing once stopped', async () => {
    const { load, answer } = fakeLoad();
    const s = new RefreshScheduler(load);
    s.start();
    await answer('forbidden');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(load).toHaveBeenCalledTimes(1);
    s.stop();
    s.push();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
