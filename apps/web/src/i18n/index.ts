import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import { LANG_COOKIE, LANGS, pickLang, t as catalogText, type Lang, type MessageParams } from '@app/shared';
import { getCookie, setCookie } from '../storage/cookies.ts';
import { resources } from '../locales/index.ts';

/** Interface languages zh, en, es, ja; zh is the fallback; the choice is kept in the `language` cookie. */

const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };
const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

function applyLang(lang: Lang) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = HTML_LANG[lang];
}

const initial = pickLang(getCookie(LANG_COOKIE), navigator.language);
void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'zh',
  supportedLngs: [...LANGS],
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLang(initial);

export function currentLang(): Lang {
  return pickLang(i18n.language);
}

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
