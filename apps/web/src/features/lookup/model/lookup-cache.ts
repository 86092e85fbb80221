import { LOOKUP_CACHE_KEYS } from './lookup-lists.ts';

/**
 * The lookup cache in browser storage (platform-shell §7.4): every list under its key as
 * `{ value, version, expires }`. The version of the cached data is kept under `version_cache`
 * (`version_base` until the server has told one); when the server's version changes, every list
 * is stale and loads again. Entries also expire by their stored time (24 hours by default).
 * Reference data is public, so it is stored as plain JSON (the session store encrypts; this does not).
 */

export const VERSION_KEY = 'version_cache';
export const BASE_VERSION = 'version_base';
/** Lifetime of a cached list. */
export const LOOKUP_TTL_MS = 24 * 60 * 60 * 1000;

interface Entry<T> {
  value: T;
  version: string;
  /** Expiry, ms since the epoch. */
  expires: number;
}

const CACHE_KEYS: readonly string[] = Object.values(LOOKUP_CACHE_KEYS);

export class LookupCache {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = LOOKUP_TTL_MS,
  ) {}

  private readEntry<T>(key: string): Entry<T> | undefined {
    try {
      const entry = JSON.parse(this.storage.getItem(key) ?? 'null') as Partial<Entry<T>> | null;
      if (!entry || typeof entry.expires !== 'number' || typeof entry.version !== 'string') return undefined;
      if (entry.expires <= this.now()) {
        this.storage.removeItem(key);
        return undefined;
      }
      return entry as Entry<T>;
    } catch {
      this.storage.removeItem(key);
      return undefined;
    }
  }

  /** The version the cached lists belong to. */
  version(): string {
    return this.readEntry<string>(VERSION_KEY)?.value ?? BASE_VERSION;
  }

  /** Records the server's version; a different one drops every cached list. Answers whether it changed. */
  setVersion(version: string): boolean {
    const changed = version !== this.version();
    if (changed) this.clear();
    this.write(VERSION_KEY, version);
    return changed;
  }

  /** A cached list of the current version that has not expired. */
  get<T>(key: string): T | undefined {
    const entry = this.readEntry<T>(key);
    if (!entry) return undefined;
    if (entry.version !== this.version()) {
      this.storage.removeItem(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores a list; when storage is full, the other cached lists make room (oldest expiry first).
   * Answers false when it still does not fit (the caller keeps it in memory only).
   */
  set(key: string, value: unknown): boolean {
    const cached = CACHE_KEYS.filter((k) => k !== key && this.storage.getItem(k) !== null).sort(
      (a, b) => (this.readEntry(a)?.expires ?? 0) - (this.readEntry(b)?.expires ?? 0),
    );
    for (;;) {
      if (this.write(key, value)) return true;
      const victim = cached.shift();
      if (!victim) return false;
      this.storage.removeItem(victim);
    }
  }

  /** Drops every cached list (the version stays). */
  clear(): void {
    for (const key of CACHE_KEYS) this.storage.removeItem(key);
  }

  private write(key: string, value: unknown): boolean {
    const entry: Entry<unknown> = {
      value,
      version: key === VERSION_KEY ? BASE_VERSION : this.version(),
      expires: this.now() + this.ttlMs,
    };
    try {
      this.storage.setItem(key, JSON.stringify(entry));
      return true;
    } catch {
      return false;
    }
  }
}
