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
 * the commit's answer); writes to other tables (the job queue's polling, the process lease, sign-in
 * records) keep them. An answer computed before a change of one of its tables is never stored after it
 * (the generations). A key holds everything the answer depends on besides the data: the entity, the
 * parsed query (filters, sort, page) and the caller's scope. Off on PostgreSQL (several processes,
 * notifications arrive later; the server scales with its pool instead).
 *
 * What is kept is the answer as written (its JSON bytes): a kept answer is sent without being written
 * again. Requests for the same answer that arrive while it is being read wait for that one read instead
 * of each reading it (after a change, 40 connections asking for the same page would otherwise queue 40
 * reads of it on the one engine), unless one of its tables changed since that read began.
 *
 * `stats()` counts what happened (hits, reads joined, misses, answers not kept, changes by table), for
 * the test that a quiet server answers from memory and for bench/office.ts.
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
  /** The answer as written (JSON). */
  body: Buffer;
  /** The tables the answer was read from (the entity's, and those of the names it shows). */
  tables: readonly string[];
}

/** An answer being read: requests for the same key wait for it while none of its tables changed. */
interface Flight {
  generation: number;
  tables: readonly string[];
  body: Promise<Buffer>;
}

/** What the cache did since it was made. */
export interface ListCacheStats {
  /** Answered from memory. */
  hits: number;
  /** Answered by a read of the same answer already under way. */
  joined: number;
  /** Read from the database. */
  misses: number;
  /** Read, but not kept: one of its tables changed while it was read. */
  notKept: number;
  /** Dropped as the oldest when full. */
  evicted: number;
  /** Per table: the change notifications received, and the kept answers they dropped. */
  changes: Record<string, { changes: number; dropped: number }>;
}

export class ListCache {
  readonly #entries = new Map<string, Entry>();
  readonly #flights = new Map<string, Flight>();
  #generation = 0;
  /** The generation at which each table last changed, and at which everything was last cleared. */
  readonly #changedAt = new Map<string, number>();
  #clearedAt = 0;
  readonly #stats: ListCacheStats = { hits: 0, joined: 0, misses: 0, notKept: 0, evicted: 0, changes: {} };

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

  /** A copy of the counters. */
  stats(): ListCacheStats {
    return structuredClone(this.#stats);
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
      actor.warehouseCodes,
    ]);
  }

  /**
   * The answer for `key`: kept, or being read by an earlier request (while none of `tables` changed
   * since that read began), or read now by `read` and kept unless one of `tables` changes meanwhile.
   */
  async answer(key: string, tables: readonly string[], read: () => Promise<Buffer>): Promise<Buffer> {
    if (!this.enabled) return read();
    const kept = this.get(key);
    if (kept) return kept;
    const flight = this.#flights.get(key);
    if (flight && !this.#changedSince(flight.tables, flight.generation)) {
      this.#stats.joined += 1;
      return flight.body;
    }
    this.#stats.misses += 1;
    const generation = this.#generation;
    const mine: Flight = { generation, tables, body: read() };
    this.#flights.set(key, mine);
    try {
      const body = await mine.body;
      this.store(key, generation, body, tables);
      return body;
    } finally {
      if (this.#flights.get(key) === mine) this.#flights.delete(key);
    }
  }

  get(key: string): Buffer | undefined {
    if (!this.enabled) return undefined;
    const found = this.#entries.get(key);
    if (found === undefined) return undefined;
    this.#stats.hits += 1;
    // most recently used last: the oldest goes first when full
    this.#entries.delete(key);
    this.#entries.set(key, found);
    return found.body;
  }

  /** Keeps an answer read from `tables` at `generation`, unless one of them changed since. */
  store(key: string, generation: number, body: Buffer, tables: readonly string[]): void {
    if (!this.enabled) return;
    if (this.#changedSince(tables, generation)) {
      this.#stats.notKept += 1;
      return;
    }
    this.#entries.set(key, { body, tables });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
      this.#stats.evicted += 1;
    }
  }

  /** After a change to one table (the answers read from it go), or to anything (all go). */
  clear(table?: string): void {
    this.#generation += 1;
    const counted = (this.#stats.changes[table ?? '*'] ??= { changes: 0, dropped: 0 });
    counted.changes += 1;
    if (table === undefined) {
      this.#clearedAt = this.#generation;
      counted.dropped += this.#entries.size;
      this.#entries.clear();
      return;
    }
    this.#changedAt.set(table, this.#generation);
    for (const [key, entry] of this.#entries)
      if (entry.tables.includes(table)) {
        this.#entries.delete(key);
        counted.dropped += 1;
      }
  }

  /** Whether anything, or one of `tables`, changed after `generation`. */
  #changedSince(tables: readonly string[], generation: number): boolean {
    return this.#clearedAt > generation || tables.some((t) => (this.#changedAt.get(t) ?? 0) > generation);
  }
}
