import type { Lang } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { zh, type DeclMessages } from './zh.ts';

/** The declaration screens' strings, in their own i18next namespace (registered on import). */
export const DECL_NS = 'declarations';

export const declLocales: Record<Lang, DeclMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(declLocales)) {
  i18n.addResourceBundle(lang, DECL_NS, messages, true, true);
}
