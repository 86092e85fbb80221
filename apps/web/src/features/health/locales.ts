import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { ja } from './locales/ja.ts';
import { zh, type HealthMessages } from './locales/zh.ts';

/** Interface strings of 系统运行 (background jobs and set-aside receipts). */
export const HEALTH_NS = 'health';

export const healthLocales: Record<Lang, HealthMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(healthLocales)) {
  i18n.addResourceBundle(lang, HEALTH_NS, messages, true, true);
}
