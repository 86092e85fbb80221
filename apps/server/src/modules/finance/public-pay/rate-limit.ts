import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { publicPayHits } from '../../../db/schema/index.ts';
import { AppError } from '../../../plugins/app-error.ts';

/** Rows older than this are swept (the longest window below, with room). */
const KEEP = sql`interval '1 hour'`;
/** One `count` in this many also sweeps the old rows (an index on `at` keeps it short). */
const SWEEP_EVERY = 200;

/**
 * A sliding-window counter per client address, counted in the database so that every process shares it
 * (the public payment pages have no session; a lookup that could probe document numbers must not be
 * repeatable without end, nor N times as often with N processes). The database's clock decides the
 * window, so processes whose clocks differ still agree.
 */
export class AddressWindow {
  private counted = 0;

  constructor(
    readonly kind: 'call' | 'miss',
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private recent(ip: string) {
    return and(
      eq(publicPayHits.ip, ip),
      eq(publicPayHits.kind, this.kind),
      gt(publicPayHits.at, sql`now() - make_interval(secs => ${this.windowMs / 1000}::double precision)`),
    );
  }

  /** Refuses with 429 when the address used its budget (saying in how many seconds it may try again); does not count. */
  async check(db: DbOrTx, ip: string): Promise<void> {
    const [row] = await db
      .select({
        n: sql<number>`count(*)::int`,
        wait: sql<number | null>`ceil(extract(epoch from min(${publicPayHits.at})
          + make_interval(secs => ${this.windowMs / 1000}::double precision) - now()))::int`,
      })
      .from(publicPayHits)
      .where(this.recent(ip));
    if ((row?.n ?? 0) >= this.max)
      throw new AppError(429, 'pay.too_many', { seconds: Math.max(1, row?.wait ?? 1) });
  }

  /** Counts one use of the address. */
  async count(db: DbOrTx, ip: string): Promise<void> {
    if (++this.counted % SWEEP_EVERY === 0)
      await db.delete(publicPayHits).where(lt(publicPayHits.at, sql`now() - ${KEEP}`));
    await db.insert(publicPayHits).values({ ip, kind: this.kind });
  }

  /** Checks and counts at once. */
  async take(db: DbOrTx, ip: string): Promise<void> {
    await this.check(db, ip);
    await this.count(db, ip);
  }
}

/** The budgets of the public pages, per client address. */
export function publicPayLimits() {
  return {
    /** Every public call: 60 a minute. */
    calls: new AddressWindow('call', 60, 60_000),
    /** Lookups that found nothing or were not verified: 10 in 10 minutes, then 429 until one ages out. */
    failures: new AddressWindow('miss', 10, 10 * 60_000),
  };
}
