/** What a list's last count said: more than twice the cap (`wide`), or not (`narrow`). */
export type CountedAs = 'wide' | 'narrow';

interface Entry {
  table: string;
  counted: CountedAs;
  until: number;
}

/**
 * The lists (by entity, query and scope) lately counted past twice their cap, on PostgreSQL: a list
 * answers "more than COUNT_CAP" (`totalCapped`) past its cap, so once a count found more than twice the
 * cap, the next pages of the same list skip the count for `ttlMs` and still answer "more than COUNT_CAP":
 * that stays true until more than COUNT_CAP of its matches are gone. A list counted at or under twice its
 * cap is counted on every page (as `narrow`, so its next pages count only up to the cap again).
 *
 * Cleared like the names cache (`registerCaches`): by this process's writes before their answer, and a
 * table's entries by NOTIFY `app_names` from another process's update or delete on a table with that
 * trigger (inserts only add matches); otherwise an entry ends after `ttlMs`, the bound on how long a
 * mass delete elsewhere (more than COUNT_CAP rows of one list) may go unseen. A count made before a
 * clear never stores its answer after it (the generation).
 */
export class ListTotals {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  #enabled: boolean;

  constructor(
    enabled: boolean,
    private readonly ttlMs = 5_000,
    private readonly max = 1_000,
  ) {
    this.#enabled = enabled;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * What the list's count said lately, or nothing (count it, and far enough to tell). While off, every
   * list is `narrow`: counted up to its cap on every page, never further.
   */
  lookup(key: string, now = Date.now()): CountedAs | undefined {
    if (!this.#enabled) return 'narrow';
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.counted;
  }

  store(key: string, table: string, generation: number, counted: CountedAs, now = Date.now()): void {
    if (!this.#enabled || generation !== this.#generation) return;
    if (this.#entries.size >= this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { table, counted, until: now + this.ttlMs });
  }

  /** After a change to one table (its lists' entries go), or to any. */
  clear(table?: string): void {
    this.#generation += 1;
    if (table === undefined) this.#entries.clear();
    else for (const [key, entry] of this.#entries) if (entry.table === table) this.#entries.delete(key);
  }

  /** Off while the process cannot hear other processes' changes (its listener is reconnecting). */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }
}
