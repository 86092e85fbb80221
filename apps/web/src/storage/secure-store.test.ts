import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecureStore, STORAGE_VERSION } from './secure-store.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['AES-GCM (WebCrypto)', globalThis.crypto.subtle],
  ['the XOR fallback (no WebCrypto)', null],
])('SecureStore with %s', (_name, subtle) => {
  const open = (site = 'oms', salt = 'oms-salt') => SecureStore.open(site, salt, localStorage, subtle);

  it('keeps values encrypted in localStorage and reads them back after a reload', async () => {
    const store = await open();
    store.set('probe', 1);
    await store.flush();
    expect(localStorage.getItem('bo.oms.probe')!.slice(0, 3)).toBe(subtle ? 'g1.' : 'x1.');
    store.set('userInfo', { name: '系统管理员', roles: ['admin'] });
    await store.flush();
    const raw = localStorage.getItem('bo.oms.userInfo')!;
    expect(raw).toBeTruthy();
    expect(raw).not.toContain('系统管理员');
    expect(raw).not.toContain('admin');
    const again = await open();
    expect(again.get('userInfo')).toEqual({ name: '系统管理员', roles: ['admin'] });
  });

  it('drops items of another salt, of an old version and expired ones', async () => {
    const store = await open();
    store.set('a', 1);
    await store.flush();
    expect((await open('oms', 'other-salt')).get('a')).toBeUndefined();
    expect(localStorage.getItem('bo.oms.a')).toBeNull();

    const fresh = await open();
    fresh.set('b', 2, 60);
    await fresh.flush();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(fresh.get('b')).toBeUndefined();
    expect((await open()).get('b')).toBeUndefined();
    expect(STORAGE_VERSION).toBe('1');
  });

  it('keeps sites apart and clears all but the named items', async () => {
    const oms = await open();
    const yy = await open('yy', 'yy-salt');
    oms.set('company', { companyId: 1 });
    oms.set('token', 'x');
    yy.set('company', { companyId: 2 });
    oms.clear(['company']);
    await Promise.all([oms.flush(), yy.flush()]);
    expect(oms.names()).toEqual(['company']);
    expect((await open('yy', 'yy-salt')).get('company')).toEqual({ companyId: 2 });
    expect((await open()).get('token')).toBeUndefined();
  });
});
