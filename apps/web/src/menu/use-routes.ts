import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLang } from '@app/shared';
import { useSession } from '../session/session-store.ts';
import {
  buildRoutes,
  flattenRoutes,
  localiseMenu,
  normalisePath,
  routesByGroup,
  type AppRoute,
} from './menu-model.ts';

export interface AppRoutes {
  tree: AppRoute[];
  /** Every page-level route. */
  pages: AppRoute[];
  byGroup: Record<string, AppRoute[]>;
  byPath: Map<string, AppRoute>;
  byId: Map<string, AppRoute>;
}

/**
 * The runtime menu routes of the signed-in user: the server's menu tree filtered by the user's
 * resources, with titles in the interface language.
 */
export function useAppRoutes(): AppRoutes {
  const menuTree = useSession((s) => s.menuTree);
  const resource = useSession((s) => s.resource);
  const lang = pickLang(useTranslation().i18n.language);
  return useMemo(() => {
    const paths = new Set(resource.flatMap((r) => (r.path ? [normalisePath(r.path)] : [])));
    const tree = buildRoutes(localiseMenu(menuTree, lang), paths);
    const pages = flattenRoutes(tree);
    return {
      tree,
      pages,
      byGroup: routesByGroup(tree),
      byPath: new Map(pages.map((r) => [r.path, r])),
      byId: new Map(pages.map((r) => [r.id, r])),
    };
  }, [menuTree, resource, lang]);
}

/** Whether the user holds a button or resource code (type '4' entries drive a page's buttons). */
export function useCan(): (code: string) => boolean {
  const resource = useSession((s) => s.resource);
  return useMemo(() => {
    const codes = new Set(resource.map((r) => r.code));
    return (code: string) => codes.has(code);
  }, [resource]);
}
