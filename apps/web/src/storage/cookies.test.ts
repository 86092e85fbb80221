import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from './cookies.ts';

/** What the page writes into document.cookie (reading it back would show the values only). */
function captureCookieWrites() {
  const writes: string[] = [];
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
  });
  return { writes, restore: () => spy.mockRestore() };
}

describe('cookies (the Admin-Token among them)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are SameSite=Strict and not Secure on a plain-HTTP page', () => {
    const { writes, restore } = captureCookieWrites();
    setCookie('Admin-Token', 'abc', 1);
    removeCookie('Admin-Token');
    restore();
    expect(writes[0]).toMatch(/^Admin-Token=abc; path=\/; SameSite=Strict; expires=/);
    expect(writes.join('\n')).not.toContain('Secure');
  });

  it('are Secure as well when the page is served over HTTPS', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    const { writes, restore } = captureCookieWrites();
    setCookie('Admin-Token', 'abc');
    removeCookie('Admin-Token');
    restore();
    expect(writes).toEqual([
      'Admin-Token=abc; path=/; SameSite=Strict; Secure',
      'Admin-Token=; path=/; SameSite=Strict; Secure; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });
});
