/**
 * Timing helpers of the benchmarks that measure work in their own process (bench/declarations.ts,
 * bench/passports-manifests.ts): a pass timed, passes run a few at a time, and the median of the runs.
 */

/** The middle of the runs (the upper one of an even count): one slow run on a shared machine does not move it. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** `n` things done in `ms` milliseconds, per second. */
export const rate = (n: number, ms: number) => Math.round((n * 1000) / ms);

export async function timed(fn: () => Promise<void> | void): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** Runs work(0 … n-1) with at most `width` of them in flight (1: one after the other). */
export async function pool(n: number, width: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < n) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, n) }, worker));
}
