import type { Database } from '../db/client.ts';

/**
 * The display texts of referenced records (a company's name for company_id, a port's name for its code),
 * by table, reference scope and key, so a list page does not look the same names up on every request.
 * Correct only with its invalidation (`registerCaches` in caches.ts): this process's writes clear it before
 * their answer, other processes' changes clear their table through NOTIFY `app_names`. A lookup made
 * before a clear never stores its answer after it (the generation). Records that are not found are not
 * remembered.
 */
export class DisplayCache {
  readonly #tables = new Map<string, Map<string, unknown>>();
  #generation = 0;
  #enabled: boolean;

  constructor(
    enabled: boolean,
    private readonly maxPerTable = 50_000,
  ) {
    this.#enabled = enabled;
  }

  get generation(): number {
    return this.#generation;
  }

  /** The known texts of `keys` in one table and reference scope (e.g. base-data of type port). */
  lookup(table: string, scope: string, keys: unknown[]): Map<unknown, unknown> {
    const found = new Map<unknown, unknown>();
    const entries = this.#tables.get(table);
    if (!entries) return found;
    for (const key of keys) {
      const id = `${scope}\u0000${String(key)}`;
      if (entries.has(id)) found.set(key, entries.get(id));
    }
    return found;
  }

  store(table: string, scope: string, generation: number, texts: Map<unknown, unknown>): void {
    if (!this.#enabled || generation !== this.#generation || !texts.size) return;
    let entries = this.#tables.get(table);
    if (!entries) this.#tables.set(table, (entries = new Map()));
    if (entries.size + texts.size > this.maxPerTable) entries.clear();
    for (const [key, text] of texts) entries.set(`${scope}\u0000${String(key)}`, text);
  }

  /** After a change to one table (or to any, without a name). */
  clear(table?: string): void {
    this.#generation += 1;
    if (table) this.#tables.delete(table);
    else this.#tables.clear();
  }

  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }
}

const caches = new WeakMap<Database, DisplayCache>();

/** The cache of the application serving this database, when it has one. */
export const displayCacheOf = (database: Database): DisplayCache | undefined => caches.get(database);
export const attachDisplayCache = (database: Database, cache: DisplayCache): void => {
  caches.set(database, cache);
};
