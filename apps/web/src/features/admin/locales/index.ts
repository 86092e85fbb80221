import type { Lang } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { zh, type AdminMessages } from './zh.ts';

/**
 * Interface strings of the administration screens (users, roles, resources, app clients, online
 * sessions, enum groups), in their own i18next namespace `admin`. The screens read it first and the
 * generic list's `crud` namespace after it (`useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' })`).
 */
export const ADMIN_NS = 'admin';

export type { AdminMessages };

export const adminLocales: Record<Lang, AdminMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(adminLocales)) {
  i18n.addResourceBundle(lang, ADMIN_NS, messages, true, true);
}
