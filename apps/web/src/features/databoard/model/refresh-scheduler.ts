/**
 * When the board fetches (no React, timers only): at once on start; on a push, at most once every
 * `minGapMs` (pushes that come closer together are coalesced into one fetch, and a push during a fetch
 * brings one more after it); every `fallbackMs` after a good fetch even without pushes; after a failed
 * fetch again with back-off (`backoffMs` in turn, the last one repeating) until one succeeds.
 */

/** How a fetch went: `failed` retries with back-off; `ok` and `forbidden` wait for the next push or the fallback. */
export type LoadOutcome = 'ok' | 'failed' | 'forbidden';

export interface RefreshTiming {
  minGapMs: number;
  fallbackMs: number;
  backoffMs: readonly number[];
}

export const DEFAULT_TIMING: RefreshTiming = {
  minGapMs: 3_000,
  fallbackMs: 60_000,
  backoffMs: [2_000, 4_000, 8_000, 15_000, 30_000],
};

export class RefreshScheduler {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dueAt = Infinity;
  private inFlight = false;
  private queued = false;
  private lastStart = -Infinity;
  private failures = 0;
  private running = false;
  private readonly timing: RefreshTiming;

  constructor(
    private readonly load: () => Promise<LoadOutcome>,
    timing: Partial<RefreshTiming> = {},
  ) {
    this.timing = { ...DEFAULT_TIMING, ...timing };
  }

  /** Failed fetches since the last good one. */
  get failureCount(): number {
    return this.failures;
  }

  /** Fetches now, then keeps refreshing until stopped. */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.run();
  }

  stop(): void {
    this.running = false;
    this.queued = false;
    this.clear();
  }

  /** Something changed (a live push): fetch soon, but not sooner than `minGapMs` after the last fetch began. */
  push(): void {
    if (!this.running) return;
    if (this.inFlight) {
      this.queued = true;
      return;
    }
    const wait = this.lastStart + this.timing.minGapMs - Date.now();
    if (wait <= 0) void this.run();
    else this.schedule(wait);
  }

  /** The next fetch in `ms`, unless one is due sooner already. */
  private schedule(ms: number): void {
    const at = Date.now() + ms;
    if (this.timer !== undefined && this.dueAt <= at) return;
    this.clear();
    this.dueAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.dueAt = Infinity;
      void this.run();
    }, ms);
  }

  private clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dueAt = Infinity;
  }

  private async run(): Promise<void> {
    if (!this.running || this.inFlight) return;
    this.clear();
    this.inFlight = true;
    this.queued = false;
    this.lastStart = Date.now();
    let outcome: LoadOutcome;
    try {
      outcome = await this.load();
    } catch {
      outcome = 'failed';
    }
    this.inFlight = false;
    if (!this.running) return;
    if (outcome === 'failed') {
      const steps = this.timing.backoffMs;
      this.schedule(steps[Math.min(this.failures, steps.length - 1)] ?? this.timing.fallbackMs);
      this.failures += 1;
    } else {
      this.failures = 0;
      this.schedule(this.timing.fallbackMs);
    }
    if (this.queued) this.push();
  }
}
