/**
 * Where a pass's time goes on the embedded database (bench/passports-manifests.ts): every statement of
 * its PGlite client counted and timed for that pass, inside and outside transactions.
 */
import type { PGlite } from '@electric-sql/pglite';
import { timed } from './timing.ts';

/** What the database did during a pass: statements, their time, and the transactions' time. */
export interface DbUse {
  statements: number;
  /** Statements outside any transaction (the token check before the route's transaction). */
  outside: number;
  outsideMs: number;
  dbMs: number;
  txMs: number;
  wallMs: number;
}

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * Runs `work` with every statement of the embedded database counted and timed: for this pass only, the
 * bench wraps its PGlite client's query, exec and transaction (own properties over the prototype's).
 */
export async function probed(pglite: PGlite, work: () => Promise<void>): Promise<DbUse> {
  const use: DbUse = { statements: 0, outside: 0, outsideMs: 0, dbMs: 0, txMs: 0, wallMs: 0 };
  const wrap = (client: object, inTx: boolean) => {
    const methods = client as Record<string, Method>;
    for (const name of ['query', 'exec']) {
      const original = methods[name]!.bind(client);
      methods[name] = async (...args) => {
        const t0 = performance.now();
        try {
          return await original(...args);
        } finally {
          const ms = performance.now() - t0;
          use.statements += 1;
          use.dbMs += ms;
          if (!inTx) {
            use.outside += 1;
            use.outsideMs += ms;
          }
        }
      };
    }
    return client;
  };
  const own = pglite as unknown as Record<string, Method>;
  const transaction = pglite.transaction.bind(pglite) as (
    fn: (tx: object) => Promise<unknown>,
  ) => Promise<unknown>;
  wrap(pglite, false);
  own.transaction = async (fn) => {
    const t0 = performance.now();
    try {
      return await transaction((tx) => (fn as (tx: object) => Promise<unknown>)(wrap(tx, true)));
    } finally {
      use.txMs += performance.now() - t0;
    }
  };
  try {
    use.wallMs = await timed(work);
  } finally {
    for (const name of ['query', 'exec', 'transaction']) delete own[name];
  }
  return use;
}

export const per = (use: DbUse, n: number) => ({
  wall: use.wallMs / n,
  statements: use.statements / n,
  outside: use.outside / n,
  outsideMs: use.outsideMs / n,
  dbMs: use.dbMs / n,
  txMs: use.txMs / n,
});
