import type { Lang } from './lang.ts';

/** A message in every interface language: all four are required (the translation-completeness test checks them). */
export interface LocalizedText {
  zh: string;
  en: string;
  es: string;
  ja: string;
}

export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders with the given parameters. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function localize(text: LocalizedText, lang: Lang, params?: MessageParams): string {
  return interpolate(text[lang] ?? text.zh, params);
}
