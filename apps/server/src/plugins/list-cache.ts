import type { Actor } from './actor.ts';

/**
 * Answers of the engine's lists kept in memory until the database changes, for the embedded database:
 * there one process holds the only connection and runs every statement one after another, so a page of
 * declarations (two statements, a hundred columns parsed in JavaScript) costs several milliseconds of
 * the one engine, and the office's users mostly read the same few pages.
 *
 * Exact, not timed: every write statement on any table notifies `app_changes` with the table's name at
 * commit (migration 0029), which drops the answers read from that table (the entity's own, or one whose
 * names a page shows) before the writer's own code goes on (PGlite delivers notifications while it reads
 * the commit's answer); writes to other tables (the job queue's polling, sign-in records) keep them. An
 * answer computed before a change of one of its tables is never stored after it (the generations). A key holds everything the answer depends on besides the data: the entity,
 * the parsed query (filters, sort, page) and the caller's scope. Off on PostgreSQL (several processes,
 * notifications arrive later; the server scales with its pool instead).
 */
/** A record of a list page: any columns, and always its numeric id (the engine's EntityRecord). */
export interface ListRecord extends Record<string, unknown> {
  id: number;
}

/** One page of a list as the engine answers it. */
export interface ListAnswer {
  content: ListRecord[];
  totalElements: number;
  totalCapped: boolean;
  page: number;
  size: number;
}

interface Entry {
  answer: ListAnswer;
  /** The tables the answer was read from (the entity's, and those of the names it shows). */
  tables: readonly string[];
}

export class ListCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  /** The generation at which each table last changed, and at which everything was last cleared. */
  readonly #changedAt = new Map<string, number>();
  #clearedAt = 0;

  constructor(
    readonly enabled: boolean,
    private readonly maxEntries = 200,
  ) {}

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The key of a list answer for a caller. */
  static key(entity: string, query: Record<string, unknown>, actor: Actor): string {
    return JSON.stringify([
      entity,
      query,
      actor.isCustomerClient,
      actor.companyId,
      actor.customerCode,
      actor.viewCustomerCodes,
    ]);
  }

  get(key: string): ListAnswer | undefined {
    if (!this.enabled) return undefined;
    const found = this.#entries.get(key);
    if (found === undefined) return undefined;
    // most recently used last: the oldest goes first when full
    this.#entries.delete(key);
    this.#entries.set(key, found);
    return found.answer;
  }

  /** Keeps an answer read from `tables` at `generation`, unless one of them changed since. */
  store(key: string, generation: number, answer: ListAnswer, tables: readonly string[]): void {
    if (!this.enabled || this.#clearedAt > generation) return;
    if (tables.some((t) => (this.#changedAt.get(t) ?? 0) > generation)) return;
    this.#entries.set(key, { answer, tables });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** After a change to one table (the answers read from it go), or to anything (all go). */
  clear(table?: string): void {
    this.#generation += 1;
    if (table === undefined) {
      this.#clearedAt = this.#generation;
      this.#entries.clear();
      return;
    }
    this.#changedAt.set(table, this.#generation);
    for (const [key, entry] of this.#entries) if (entry.tables.includes(table)) this.#entries.delete(key);
  }
}
