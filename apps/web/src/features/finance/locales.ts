import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { ja } from './locales/ja.ts';
import { zh, type FinanceMessages } from './locales/zh.ts';

/** Interface strings of the finance screens (staff and the partner's 我的对账单). */
export const FINANCE_NS = 'finance';

export const financeLocales: Record<Lang, FinanceMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(financeLocales)) {
  i18n.addResourceBundle(lang, FINANCE_NS, messages, true, true);
}
