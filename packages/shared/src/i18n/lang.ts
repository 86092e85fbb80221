/** Interface languages; zh is the default and the fallback (platform-shell §1). */
export const LANGS = ['zh', 'en', 'es', 'ja'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';

/** Cookie that keeps the chosen interface language. */
export const LANG_COOKIE = 'language';

function normalise(tag: string): Lang | undefined {
  const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : undefined;
}

/**
 * Picks the language of a request: an explicit choice (cookie) wins, then the
 * first supported entry of an Accept-Language header, else zh.
 */
export function pickLang(cookieValue?: string | null, acceptLanguage?: string | null): Lang {
  if (cookieValue) {
    const fromCookie = normalise(cookieValue);
    if (fromCookie) return fromCookie;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
      })
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const lang = normalise(tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANG;
}
