import { describe, expect, it } from 'vitest';
import { BASE_VERSION, LookupCache, LOOKUP_TTL_MS, VERSION_KEY } from './lookup-cache.ts';
import { LOOKUP_CACHE_KEYS, lookupOfKind, lookupUrl } from './lookup-lists.ts';

/** A Storage in memory that refuses to grow past `limit` characters. */
function memoryStorage(limit = Infinity): Storage {
  const data = new Map<string, string>();
  const size = () => [...data].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      const before = data.get(k);
      data.set(k, v);
      if (size() > limit) {
        if (before === undefined) data.delete(k);
        else data.set(k, before);
        throw new DOMException('full', 'QuotaExceededError');
      }
    },
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

const ports = [{ cus_code: 'CNXMN', cn_name: '厦门' }];

describe('lookup cache', () => {
  it('uses the spec’s keys', () => {
    expect(Object.values(LOOKUP_CACHE_KEYS)).toEqual([
      'base_port',
      'base_trans',
      'base_supervise',
      'base_tax',
      'base_country',
      'base_dest_port',
      'base_deal_method',
      'base_wrap',
      'base_enter_port',
      'base_cd_type',
      'base_tax_method',
      'base_deal_uom',
      'base_currency',
      'base_district_code',
      'base_orig_district',
      'base_dest_code',
      'base_record_code',
      'base_list_attachment',
    ]);
    expect(lookupUrl('entry-port')).toBe('/api/base-data/list-entry-port');
    expect(lookupOfKind('currency')).toBe('currency');
    expect(lookupOfKind('settlement')).toBeUndefined();
  });

  it('starts at version_base and keeps a list until it expires', () => {
    let now = 1_000;
    const storage = memoryStorage();
    const cache = new LookupCache(storage, () => now);
    expect(cache.version()).toBe(BASE_VERSION);
    cache.set('base_port', ports);
    expect(JSON.parse(storage.getItem('base_port')!)).toMatchObject({ value: ports, version: BASE_VERSION });
    now += LOOKUP_TTL_MS - 1;
    expect(cache.get('base_port')).toEqual(ports);
    now += 1;
    expect(cache.get('base_port')).toBeUndefined();
    expect(storage.getItem('base_port')).toBeNull();
  });

  it('a new server version drops every list; the same version keeps them', () => {
    const storage = memoryStorage();
    const cache = new LookupCache(storage);
    expect(cache.setVersion('1.0.0')).toBe(true);
    cache.set('base_port', ports);
    cache.set('base_currency', [{ cus_code: 'USD', cn_name: '美元' }]);
    expect(cache.setVersion('1.0.0')).toBe(false);
    expect(cache.get('base_port')).toEqual(ports);
    expect(cache.setVersion('1.1.0')).toBe(true);
    expect(cache.get('base_port')).toBeUndefined();
    expect(cache.get('base_currency')).toBeUndefined();
    expect(JSON.parse(storage.getItem(VERSION_KEY)!)).toMatchObject({ value: '1.1.0' });
  });

  it('a list stored under another version is stale', () => {
    const storage = memoryStorage();
    new LookupCache(storage).set('base_port', ports);
    const cache = new LookupCache(storage);
    cache.setVersion('2.0.0');
    expect(cache.get('base_port')).toBeUndefined();
  });

  it('makes room by dropping other lists when storage is full, and says when it cannot', () => {
    const storage = memoryStorage(400);
    const cache = new LookupCache(storage);
    expect(cache.set('base_country', [{ cus_code: 'CHN', cn_name: 'x'.repeat(150) }])).toBe(true);
    expect(cache.set('base_port', [{ cus_code: 'P', cn_name: 'y'.repeat(150) }])).toBe(true);
    expect(storage.getItem('base_country')).toBeNull();
    expect(cache.set('base_dest_code', [{ cus_code: 'D', cn_name: 'z'.repeat(1000) }])).toBe(false);
  });

  it('an unreadable entry counts as absent', () => {
    const storage = memoryStorage();
    storage.setItem('base_port', '{not json');
    expect(new LookupCache(storage).get('base_port')).toBeUndefined();
  });
});
