import type { Lang } from '@app/shared';
import i18n from '../i18n/index.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { ja } from './locales/ja.ts';
import { zh, type CrudMessages } from './locales/zh.ts';

/**
 * Interface strings of the generic list screen and the lookup selects,
 * in their own i18next namespace `crud` (the shell keeps `translation`). Validator and server
 * messages come from the shared catalog, not from here.
 */
export const CRUD_NS = 'crud';

export type { CrudMessages };

export const crudLocales: Record<Lang, CrudMessages> = { zh, en, es, ja };

let registered = false;

/** Adds the `crud` namespace to the shell's i18next instance (once; importing this module does it). */
export function registerCrudLocales(): void {
  if (registered) return;
  registered = true;
  for (const [lang, messages] of Object.entries(crudLocales)) {
    i18n.addResourceBundle(lang, CRUD_NS, messages, true, true);
  }
}

registerCrudLocales();
