import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { ActorCache } from './actor-cache.ts';

const actor = (userId: number): Actor => ({
  userId,
  username: `u${String(userId)}`,
  name: 'name',
  clientId: 'web',
  isCustomerClient: false,
  tokenId: userId,
  companyId: 1,
  groupId: null,
  customerCode: null,
  isAdmin: false,
  roleIds: [],
  permissions: new Set(['rate:search']),
  viewCustomerCodes: [],
  warehouseCodes: [],
});
const later = (ms: number) => new Date(Date.now() + ms);

describe('ActorCache', () => {
  it('answers a copy, so a request setting its group does not change the next one’s actor', () => {
    const cache = new ActorCache(true);
    cache.store('h', cache.generation, { actor: actor(1), expiresAt: later(60_000) });
    cache.lookup('h')!.actor.groupId = '6';
    expect(cache.lookup('h')!.actor.groupId).toBeNull();
  });

  it('never stores the answer of a lookup that started before a clear', () => {
    const cache = new ActorCache(true);
    const before = cache.generation;
    cache.clear(); // a revoke committed while the lookup ran
    cache.store('h', before, { actor: actor(1), expiresAt: later(60_000) });
    expect(cache.lookup('h')).toBeUndefined();
  });

  it('drops an entry at the token’s expiry and after its time to live', () => {
    const cache = new ActorCache(true, 10, 1000);
    const now = Date.now();
    cache.store('short', cache.generation, { actor: actor(1), expiresAt: new Date(now + 500) }, now);
    cache.store('long', cache.generation, { actor: actor(2), expiresAt: new Date(now + 60_000) }, now);
    expect(cache.lookup('short', now + 499)).toBeDefined();
    expect(cache.lookup('short', now + 500)).toBeUndefined();
    expect(cache.lookup('long', now + 999)).toBeDefined();
    expect(cache.lookup('long', now + 1000)).toBeUndefined();
  });

  it('holds at most `max` entries, dropping the oldest, and nothing while disabled', () => {
    const cache = new ActorCache(true, 2);
    for (const key of ['a', 'b', 'c'])
      cache.store(key, cache.generation, { actor: actor(1), expiresAt: later(9e4) });
    expect([cache.lookup('a'), cache.lookup('b'), cache.lookup('c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    cache.store('d', cache.generation, { actor: actor(1), expiresAt: later(9e4) });
    expect(cache.lookup('d')).toBeUndefined();
  });
});
