import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { ja } from './locales/ja.ts';
import { zh, type SummaryMessages } from './locales/zh.ts';

/** Interface strings of the home figures (staff sections, the trend charts, the partner's overview). */
export const SUMMARY_NS = 'summary';

export const summaryLocales: Record<Lang, SummaryMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(summaryLocales)) {
  i18n.addResourceBundle(lang, SUMMARY_NS, messages, true, true);
}
