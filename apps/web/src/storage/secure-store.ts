import { createCipher, type Cipher } from './crypto.ts';

/**
 * Session data in localStorage (platform-shell §3.1): every item carries its value,
 * an expiry and a version; it is encrypted with the site's salt (see crypto.ts).
 * Reads are synchronous from memory (filled by `open`); writes go to memory at once
 * and to localStorage in the background (`flush` waits for them).
 */

/** Bump when the shape of stored items changes: older items are then dropped. */
export const STORAGE_VERSION = '1';
/** Default lifetime of a stored item: 24 hours. */
export const DEFAULT_TTL_SECONDS = 86_400;

interface Item {
  value: unknown;
  /** Expiry in ms since the epoch. */
  expires: number;
  version: string;
}

export class SecureStore {
  private readonly items = new Map<string, Item>();
  private pending: Promise<void> = Promise.resolve();

  private constructor(
    private readonly prefix: string,
    private readonly cipher: Cipher,
    private readonly storage: Storage,
  ) {}

  /** Opens the store of one site: decrypts every item with the prefix, dropping unreadable or stale ones. */
  static async open(
    siteCode: string,
    salt: string,
    storage: Storage = localStorage,
    subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
  ): Promise<SecureStore> {
    const store = new SecureStore(`bo.${siteCode}.`, await createCipher(salt, subtle), storage);
    await store.load();
    return store;
  }

  private async load() {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key?.startsWith(this.prefix)) keys.push(key);
    }
    for (const key of keys) {
      const text = await this.cipher.decrypt(this.storage.getItem(key) ?? '');
      const item = text === undefined ? undefined : parseItem(text);
      if (item && item.version === STORAGE_VERSION && item.expires > Date.now()) {
        this.items.set(key.slice(this.prefix.length), item);
      } else {
        this.storage.removeItem(key);
      }
    }
  }

  get<T>(name: string): T | undefined {
    const item = this.items.get(name);
    if (!item) return undefined;
    if (item.expires <= Date.now()) {
      this.remove(name);
      return undefined;
    }
    return item.value as T;
  }

  set(name: string, value: unknown, ttlSeconds = DEFAULT_TTL_SECONDS): void {
    if (value === undefined) {
      this.remove(name);
      return;
    }
    const item: Item = { value, expires: Date.now() + ttlSeconds * 1000, version: STORAGE_VERSION };
    this.items.set(name, item);
    const key = this.prefix + name;
    this.pending = this.pending.then(async () => {
      // a later set or remove of the same name wins
      if (this.items.get(name) !== item) return;
      this.storage.setItem(key, await this.cipher.encrypt(JSON.stringify(item)));
    });
  }

  remove(name: string): void {
    this.items.delete(name);
    const key = this.prefix + name;
    this.pending = this.pending.then(() => this.storage.removeItem(key));
  }

  /** Removes every item except the named ones. */
  clear(keep: string[] = []): void {
    for (const name of [...this.items.keys()]) if (!keep.includes(name)) this.remove(name);
  }

  names(): string[] {
    return [...this.items.keys()];
  }

  /** Resolves when every write so far has reached localStorage. */
  flush(): Promise<void> {
    return this.pending;
  }
}

function parseItem(text: string): Item | undefined {
  try {
    const item = JSON.parse(text) as Partial<Item>;
    return typeof item.expires === 'number' && typeof item.version === 'string' && 'value' in item
      ? (item as Item)
      : undefined;
  } catch {
    return undefined;
  }
}
