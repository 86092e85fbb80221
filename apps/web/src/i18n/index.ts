import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import { LANG_COOKIE, LANGS, pickLang, t as catalogText, type Lang, type MessageParams } from '@app/shared';
import { getCookie, setCookie } from '../storage/cookies.ts';
import { zh, type Messages } from '../locales/zh.ts';
import { ENTRY_MESSAGES } from './entry-messages.ts';

/**
 * Interface languages zh, en, es, ja; zh is the fallback; the choice is kept in the `language` cookie.
 * zh (the fallback, needed for every language) comes with the page; the others are loaded when chosen.
 */

const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };
const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };
const TRANSLATION = 'translation';

const withEntry = (lang: Lang, messages: Messages) => ({ ...messages, entry: ENTRY_MESSAGES[lang] });

const LOAD: Record<Exclude<Lang, 'zh'>, () => Promise<Messages>> = {
  en: () => import('../locales/en.ts').then((m) => m.en),
  es: () => import('../locales/es.ts').then((m) => m.es),
  ja: () => import('../locales/ja.ts').then((m) => m.ja),
};

/** i18next's loader of the languages not bundled: their app strings, on first use. */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const lang = (LANGS as readonly string[]).includes(language) ? (language as Lang) : undefined;
    // the features' namespaces are added with all their languages when a feature loads
    if (namespace !== TRANSLATION || !lang || lang === 'zh') {
      callback(null, {});
      return;
    }
    LOAD[lang]().then(
      (messages) => callback(null, withEntry(lang, messages)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyLang(lang: Lang) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = HTML_LANG[lang];
}

const initial = pickLang(getCookie(LANG_COOKIE), navigator.language);

/** Settles once the first language's strings are there (at once for zh, after a load for the others). */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { zh: { [TRANSLATION]: withEntry('zh', zh) } },
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: 'zh',
    supportedLngs: [...LANGS],
    ns: [TRANSLATION],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
applyLang(initial);

export function currentLang(): Lang {
  return pickLang(i18n.language);
}

/** Switches the interface language (its strings loaded first) and keeps the choice in the cookie. */
export async function setLanguage(lang: Lang): Promise<void> {
  setCookie(LANG_COOKIE, lang, 365);
  applyLang(lang);
  await i18n.changeLanguage(lang);
}

/** A message of the shared catalog (validator and server messages) in the current language. */
export function catalogMessage(key: string, params?: MessageParams): string {
  return catalogText(key, currentLang(), params);
}

export default i18n;
