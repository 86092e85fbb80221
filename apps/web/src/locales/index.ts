import type { Lang } from '@app/shared';
import { en } from './en.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { zh, type Messages } from './zh.ts';

export const locales: Record<Lang, Messages> = { zh, en, es, ja };

/** i18next resources: one `translation` namespace per language. */
export const resources = Object.fromEntries(
  Object.entries(locales).map(([lang, messages]) => [lang, { translation: messages }]),
);
