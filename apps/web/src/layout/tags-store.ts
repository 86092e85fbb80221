import { create } from 'zustand';
import { getStore } from '../app-context.ts';

/**
 * Visited-page tabs (platform-shell §2.5): unique by path (the iframe host by its page id),
 * cached views unique by name and skipped when noCache; affix tabs survive close-all and
 * close-others. The tabs are kept in the encrypted store so they survive a browser refresh.
 */

export interface VisitedView {
  /** Identity of the tab: the path, or path and page id for the iframe host. */
  key: string;
  path: string;
  /** Path with query, to return to the same place. */
  fullPath: string;
  /** A server title (menu pages) … */
  title: string;
  /** … or a translation key (fixed pages), which follows the language. */
  titleKey?: string;
  name: string;
  affix?: boolean;
  noCache?: boolean;
  /** For iframe-host tabs: the embedded page's id. */
  iframeId?: string;
}

interface TagsState {
  visitedViews: VisitedView[];
  cachedViews: string[];
  /** Bumped by refresh, so the cached page is built again. */
  nonces: Record<string, number>;
  addView(view: VisitedView): void;
  /** Removes one tab; answers the tab to show next when it was the given active one. */
  delView(key: string): VisitedView[];
  delOthers(key: string): void;
  delAll(): void;
  /** Drops the page's cache so it is built again. */
  refresh(key: string): void;
  /** Forgets everything, affix tabs too (sign-out). */
  clear(): void;
}

const STORE_KEY = 'tags.visited';

function cachedOf(views: VisitedView[]): string[] {
  return [...new Set(views.filter((v) => !v.noCache).map((v) => v.name))];
}

function persist(views: VisitedView[]) {
  getStore().set(STORE_KEY, views);
}

/** Affix tabs first (in their order), then the others. */
function ordered(views: VisitedView[]): VisitedView[] {
  return [...views.filter((v) => v.affix), ...views.filter((v) => !v.affix)];
}

export const useTags = create<TagsState>((set, get) => {
  const commit = (visitedViews: VisitedView[], nonces = get().nonces) => {
    persist(visitedViews);
    set({ visitedViews, cachedViews: cachedOf(visitedViews), nonces });
  };
  return {
    visitedViews: [],
    cachedViews: [],
    nonces: {},
    addView(view) {
      const views = get().visitedViews;
      const index = views.findIndex((v) => v.key === view.key);
      if (index >= 0) {
        const old = views[index]!;
        if (
          old.fullPath === view.fullPath &&
          old.title === view.title &&
          old.titleKey === view.titleKey &&
          old.name === view.name
        )
          return;
        const next = [...views];
        next[index] = { ...old, ...view, affix: old.affix || view.affix };
        commit(next);
        return;
      }
      commit(ordered([...views, view]));
    },
    delView(key) {
      const next = get().visitedViews.filter((v) => v.key !== key || v.affix);
      commit(next);
      return next;
    },
    delOthers(key) {
      commit(get().visitedViews.filter((v) => v.affix || v.key === key));
    },
    delAll() {
      commit(get().visitedViews.filter((v) => v.affix));
    },
    refresh(key) {
      const nonces = { ...get().nonces, [key]: (get().nonces[key] ?? 0) + 1 };
      set({ nonces });
    },
    clear() {
      getStore().remove(STORE_KEY);
      set({ visitedViews: [], cachedViews: [], nonces: {} });
    },
  };
});

/** Loads the stored tabs (start-up). */
export function hydrateTags(): void {
  const views = getStore().get<VisitedView[]>(STORE_KEY) ?? [];
  useTags.setState({ visitedViews: views, cachedViews: cachedOf(views) });
}

/**
 * The tab to show after closing `closed` (platform-shell §2.5): the next visited tab
 * (the one that took its place, else the one before), else the home path.
 */
export function nextViewAfterClose(before: VisitedView[], closed: string): VisitedView | undefined {
  const index = before.findIndex((v) => v.key === closed);
  const after = before.filter((v) => v.key !== closed);
  if (!after.length) return undefined;
  return after[Math.min(Math.max(index, 0), after.length - 1)];
}
