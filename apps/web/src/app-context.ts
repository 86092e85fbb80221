import type { SiteConfig } from './site/site.ts';
import type { SecureStore } from './storage/secure-store.ts';

/** The site and its encrypted store, fixed for the life of the page (set once at start-up). */
let current: { site: SiteConfig; store: SecureStore } | undefined;

export function initAppContext(site: SiteConfig, store: SecureStore): void {
  current = { site, store };
}

function context() {
  if (!current) throw new Error('the app context is used before start-up finished');
  return current;
}

export const getSite = (): SiteConfig => context().site;
export const getStore = (): SecureStore => context().store;
