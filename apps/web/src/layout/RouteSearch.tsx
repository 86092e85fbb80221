import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Select, type RefSelectProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type Fuse from 'fuse.js';
import { useTranslation } from 'react-i18next';
import { routeLink } from '../menu/menu-model.ts';
import { useAppRoutes } from '../menu/use-routes.ts';
import { useSettings } from '../settings/settings-store.ts';
import { COMPACT_SEARCH_QUERY, useMediaQuery } from './use-media.ts';
import { DOCUMENTATION_PATH, GUIDE_PATH, HOME_PATH, PERSONAL_CENTER_PATH } from './route-meta.ts';
import { inHeader } from '../components/popup-container.ts';
import { currentLang } from '../i18n/index.ts';
import { useErrorLog } from './error-log.ts';
import { loadExtraSearchItems, type ExtraSearchItem } from './search-sources.ts';

/** Fuse options of the route search (platform-shell §9): threshold 0.4; title 0.7, pinyin 0.3, path 0.3. */
export const SEARCH_OPTIONS = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'pinyin', weight: 0.3 },
    { name: 'path', weight: 0.3 },
  ],
};

export interface SearchItem {
  /** Directories and the page, joined with " > ". */
  title: string;
  path: string;
  /** Initials and full pinyin of the page title (Chinese only, when pinyin search is on). */
  pinyin: string[];
}

export type PinyinOf = (text: string) => string[];

/** Loads pinyin-pro on demand (its dictionary is large) and answers a function giving initials and full pinyin. */
export async function loadPinyin(): Promise<PinyinOf> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => {
    const initials = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
    const full = pinyin(text, { toneType: 'none', type: 'array' }).join('');
    return [initials.toLowerCase(), full.toLowerCase()];
  };
}

type FuseClass = typeof Fuse;

/** fuse.js, loaded when the search is first used (not with every page). */
const loadFuse = (): Promise<FuseClass> => import('fuse.js').then((m) => m.default);

export async function buildSearch(items: SearchItem[]): Promise<Fuse<SearchItem>> {
  const Engine = await loadFuse();
  return new Engine(items, SEARCH_OPTIONS);
}

/** The features' search items (help topics) in the interface language, once the search is first used. */
function useExtraItems(wanted: boolean): ExtraSearchItem[] {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<{ lang: string; items: ExtraSearchItem[] }>();
  const lang = i18n.language;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadExtraSearchItems(currentLang(), (e) => useErrorLog.getState().add(e)).then(
      (items) => live && setLoaded({ lang, items }),
    );
    return () => {
      live = false;
    };
  }, [wanted, lang]);
  return loaded?.lang === lang ? loaded.items : [];
}

/**
 * Route search over titles and paths (fuse.js, loaded on first use), optionally by pinyin for Chinese;
 * hidden routes are left out. Under 1400 px it shrinks to an icon that opens the box.
 */
export function RouteSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const routes = useAppRoutes();
  const compact = useMediaQuery(COMPACT_SEARCH_QUERY);
  const pinyinWanted = useSettings((s) => s.supportPinyinSearch) && i18n.language === 'zh';
  const [pinyinOf, setPinyinOf] = useState<PinyinOf | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<FuseClass | null>(null);
  const [wanted, setWanted] = useState(false);
  const extra = useExtraItems(wanted);
  const select = useRef<RefSelectProps>(null);
  // fuse.js and the features' items (help topics) load when the box is first focused or typed in
  const loadEngine = () => {
    setWanted(true);
    if (!engine) void loadFuse().then((Engine) => setEngine(() => Engine));
  };

  const open = !compact || expanded;
  // pinyin-pro is large: load it when the search box is first shown
  useEffect(() => {
    if (!pinyinWanted || pinyinOf || !open) return;
    let live = true;
    void loadPinyin().then((fn) => live && setPinyinOf(() => fn));
    return () => {
      live = false;
    };
  }, [pinyinWanted, pinyinOf, open]);

  const items = useMemo<SearchItem[]>(() => {
    const withPinyin = pinyinWanted && pinyinOf ? pinyinOf : () => [];
    const fixed = [
      { title: t('route.dashboard'), path: HOME_PATH },
      { title: t('route.personalCenter'), path: PERSONAL_CENTER_PATH },
      { title: t('route.guide'), path: GUIDE_PATH },
      { title: t('route.documentation'), path: DOCUMENTATION_PATH },
    ].map((f) => ({ ...f, pinyin: withPinyin(f.title) }));
    const pages = routes.pages
      .filter((r) => r.searchable && !(r.type === '2' && r.external))
      .map((r) => ({
        title: [...r.parents, r.title].join(' > '),
        path: routeLink(r),
        pinyin: withPinyin(r.title),
      }));
    const others = extra.map((e) => ({ title: e.title, path: e.path, pinyin: withPinyin(e.pinyinOf) }));
    return [...fixed, ...pages, ...others];
  }, [routes, pinyinWanted, pinyinOf, t, extra]);

  const fuse = useMemo(() => (engine ? new engine(items, SEARCH_OPTIONS) : null), [engine, items]);
  const results = query.trim() && fuse ? fuse.search(query.trim()).slice(0, 20) : [];

  useEffect(() => {
    if (compact && expanded) select.current?.focus();
  }, [compact, expanded]);

  return (
    <div className={`route-search${open ? ' is-open' : ''}`}>
      {compact && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('navbar.search')}
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          <SearchOutlined />
        </button>
      )}
      {open && (
        <Select
          ref={select}
          showSearch
          getPopupContainer={inHeader}
          value={null}
          className="route-search-select"
          placeholder={t('navbar.searchPlaceholder')}
          aria-label={t('navbar.search')}
          filterOption={false}
          onFocus={loadEngine}
          onSearch={(text) => {
            loadEngine();
            setQuery(text);
          }}
          notFoundContent={query ? t('navbar.searchEmpty') : null}
          suffixIcon={compact ? null : <SearchOutlined />}
          options={results.map(({ item }) => ({ value: item.path, label: item.title }))}
          onChange={(path: string) => {
            setQuery('');
            setExpanded(false);
            navigate(path);
          }}
          onBlur={() => {
            if (compact) setExpanded(false);
          }}
        />
      )}
    </div>
  );
}
