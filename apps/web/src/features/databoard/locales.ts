import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { ja } from './locales/ja.ts';
import { zh, type DataBoardMessages } from './locales/zh.ts';

/** Interface strings of the data board (the wall screen at /datav/jhx). */
export const DATABOARD_NS = 'databoard';

export const databoardLocales: Record<Lang, DataBoardMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(databoardLocales)) {
  i18n.addResourceBundle(lang, DATABOARD_NS, messages, true, true);
}
