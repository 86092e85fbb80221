import type { Actor } from './actor-types.ts';

export interface ResolvedActor {
  actor: Actor;
  expiresAt: Date;
}

interface Entry extends ResolvedActor {
  cachedAt: number;
}

/**
 * The actors of recently presented tokens, by token hash, so a request does not query the token, user,
 * roles and permissions again. Correct only with its invalidation: `clear()` on every change to those
 * tables (this process's writes at once, other processes' through NOTIFY `app_auth`, see
 * `registerCaches`). A lookup made before a clear never stores its answer after it (the generation),
 * so a read racing a revoke cannot put the revoked token back. On PostgreSQL a hit is still checked against
 * the token's row (`cachedActorForToken`): another process's sign-out is refused at once, before its NOTIFY
 * arrives. Entries also end with the token's expiry
 * and after `ttlMs`, a safety net for a change that notified nobody (a hand-written SQL update).
 */
export class ActorCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  #enabled: boolean;

  constructor(
    enabled: boolean,
    private readonly max = 10_000,
    private readonly ttlMs = 60_000,
  ) {
    this.#enabled = enabled;
  }

  /** Changes at every clear: a lookup stores its answer only if none happened meanwhile. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A copy of the cached actor (requests set their own group on it), or nothing. */
  lookup(tokenHash: string, now = Date.now()): ResolvedActor | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt.getTime() <= now || entry.cachedAt + this.ttlMs <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return { actor: { ...entry.actor }, expiresAt: entry.expiresAt };
  }

  store(tokenHash: string, generation: number, resolved: ResolvedActor, now = Date.now()): void {
    if (!this.#enabled || generation !== this.#generation) return;
    if (this.#entries.size >= this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { ...resolved, actor: { ...resolved.actor }, cachedAt: now });
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Off while the process cannot hear other processes' changes (its listener is reconnecting). */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }
}
