import { isTimeZone, setBusinessTimeZone, type SiteConfig } from '@app/shared';
import { getCookie } from '../storage/cookies.ts';

/** A white-label site (platform-shell §1), as GET /site/config answers it (the contract is in @app/shared). */
export type { SiteConfig };

/** The app's base path (history mode, base 'index'). */
export const BASE = '/index';
/** Remembers that this browser signed in through /login/partner, so later pages keep the partner site. */
const SITE_PATH_KEY = 'bo.site-path';
export const TOKEN_COOKIE = 'Admin-Token';

/** The path the server chooses the site by: the current one on a partner path, else the remembered one. */
export function sitePath(pathname = window.location.pathname): string {
  if (pathname.includes('partner')) return pathname;
  if (getCookie(TOKEN_COOKIE)) return localStorage.getItem(SITE_PATH_KEY) ?? '';
  return '';
}

export function rememberSitePath(pathname: string | null): void {
  if (pathname) localStorage.setItem(SITE_PATH_KEY, pathname);
  else localStorage.removeItem(SITE_PATH_KEY);
}

export async function fetchSite(): Promise<SiteConfig> {
  const path = sitePath();
  const res = await fetch(`/site/config${path ? `?path=${encodeURIComponent(path)}` : ''}`, {
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await res.json()) as { code?: number; data?: SiteConfig };
  if (!res.ok || body.code !== 0 || !body.data) throw new Error(`site config: HTTP ${res.status}`);
  return body.data;
}

/** The page a signed-out user of this site lands on. */
export function loginPath(site: SiteConfig): string {
  return site.code === 'partner' ? '/login/partner' : '/login';
}

/**
 * Shows every time on the server's business clock from now on (the shared formatting helpers read it):
 * the zone comes with the site's configuration, never assumed from the browser. A zone this browser does
 * not know leaves the default (Asia/Shanghai), said in the console.
 */
export function adoptBusinessTimeZone(site: Pick<SiteConfig, 'time_zone'>): void {
  if (!site.time_zone) return;
  if (isTimeZone(site.time_zone)) setBusinessTimeZone(site.time_zone);
  else console.warn(`business time zone ${site.time_zone} is unknown to this browser`);
}
