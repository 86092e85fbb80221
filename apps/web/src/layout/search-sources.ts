import type { Lang } from '@app/shared';

/** One place the route search can open that is not a menu page (a topic of a help guide). */
export interface ExtraSearchItem {
  /** What the search matches and shows, e.g. "使用指南 > 财务 > 对账单". */
  title: string;
  /** The short title pinyin is made of (Chinese only). */
  pinyinOf: string;
  /** Where choosing it goes (path, query and hash). */
  path: string;
}

/**
 * More items for the route search, given by features (the help guides' topics). The layout knows no
 * feature: each registers its source from its `register.ts`; the search loads them when it is first used,
 * in the interface language, so nothing of theirs is loaded with the page.
 */
export interface SearchSource {
  key: string;
  load(lang: Lang): Promise<ExtraSearchItem[]>;
}

const sources = new Map<string, SearchSource>();

export function registerSearchSource(source: SearchSource): void {
  sources.set(source.key, source);
}

/**
 * The items of every registered source in a language; a source that fails to load is left out (the
 * menu pages are still found), and its error reported to the caller's `onError`.
 */
export async function loadExtraSearchItems(
  lang: Lang,
  onError: (error: unknown) => void = () => undefined,
): Promise<ExtraSearchItem[]> {
  const loaded = await Promise.all(
    [...sources.values()].map((s) =>
      s.load(lang).catch((error: unknown) => {
        onError(error);
        return [];
      }),
    ),
  );
  return loaded.flat();
}
