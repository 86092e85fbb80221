import type { Actor } from '../plugins/actor.ts';
import type { EntityRecord } from './hooks.ts';

/**
 * Answers of the engine's lists kept in memory until the database changes, for the embedded database:
 * there one process holds the only connection and runs every statement one after another, so a page of
 * declarations (two statements, a hundred columns parsed in JavaScript) costs several milliseconds of
 * the one engine, and the office's users mostly read the same few pages.
 *
 * Exact, not timed: every write statement on any table notifies `app_changes` at commit (migration
 * 0029), which clears the whole cache before the writer's own code goes on (PGlite delivers
 * notifications while it reads the commit's answer). An answer computed before a clear is never stored
 * after it (the generation). A key holds everything the answer depends on besides the data: the entity,
 * the parsed query (filters, sort, page) and the caller's scope. Off on PostgreSQL (several processes,
 * notifications arrive later; the server scales with its pool instead).
 */
/** One page of a list as the engine answers it. */
export interface ListAnswer {
  content: EntityRecord[];
  totalElements: number;
  totalCapped: boolean;
  page: number;
  size: number;
}

export class ListCache {
  readonly #entries = new Map<string, ListAnswer>();
  #generation = 0;

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
    return found;
  }

  /** Keeps an answer computed at `generation`, unless the data changed since. */
  store(key: string, generation: number, answer: ListAnswer): void {
    if (!this.enabled || generation !== this.#generation) return;
    this.#entries.set(key, answer);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
