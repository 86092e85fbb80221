import { AppError } from '../../../plugins/app-error.ts';

/**
 * A sliding-window counter per client address, held in the process (the public payment pages have no
 * session; a lookup that could probe document numbers must not be repeatable without end). Old entries
 * are dropped as they are passed, and the map is swept when it grows.
 */
export class AddressWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private recent(ip: string, now: number): number[] {
    const list = (this.hits.get(ip) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length) this.hits.set(ip, list);
    else this.hits.delete(ip);
    return list;
  }

  /** Refuses with 429 when the address used its budget; does not count. */
  check(ip: string, now = Date.now()): void {
    const list = this.recent(ip, now);
    if (list.length >= this.max) {
      const seconds = Math.max(1, Math.ceil((list[0]! + this.windowMs - now) / 1000));
      throw new AppError(429, 'pay.too_many', { seconds });
    }
  }

  /** Counts one use of the address. */
  count(ip: string, now = Date.now()): void {
    if (this.hits.size > 10_000) for (const key of [...this.hits.keys()]) this.recent(key, now);
    this.hits.set(ip, [...this.recent(ip, now), now]);
  }

  /** Checks and counts at once. */
  take(ip: string, now = Date.now()): void {
    this.check(ip, now);
    this.count(ip, now);
  }
}

/** The budgets of the public pages, per client address. */
export function publicPayLimits() {
  return {
    /** Every public call: 60 a minute. */
    calls: new AddressWindow(60, 60_000),
    /** Lookups that found nothing or were not verified: 10 in 10 minutes, then 429 until one ages out. */
    failures: new AddressWindow(10, 10 * 60_000),
  };
}
