import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { ja } from './locales/ja.ts';
import { zh, type HelpMessages } from './locales/zh.ts';

/** Interface strings of the help pages (the role guides and the reference). */
export const HELP_NS = 'help';

export const helpLocales: Record<Lang, HelpMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(helpLocales)) {
  i18n.addResourceBundle(lang, HELP_NS, messages, true, true);
}
