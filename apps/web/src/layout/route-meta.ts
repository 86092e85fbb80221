import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { IFRAME_HOST_PATH, normalisePath, type AppRoute } from '../menu/menu-model.ts';
import { useAppRoutes, type AppRoutes } from '../menu/use-routes.ts';

/** What the shell knows of the page at a location: tab identity, title, cache and group. */
export interface RouteMeta {
  key: string;
  path: string;
  fullPath: string;
  title?: string;
  titleKey?: string;
  name: string;
  noCache?: boolean;
  affix?: boolean;
  /** Not a page of the layout (no tab): sign-in, error and public pages. */
  outside?: boolean;
  /** Hidden helper: no tab, no breadcrumb. */
  helper?: boolean;
  groupNo?: string;
  parents: string[];
  route?: AppRoute;
  iframeId?: string;
}

interface FixedMeta {
  titleKey: string;
  name: string;
  affix?: boolean;
  noCache?: boolean;
  outside?: boolean;
  helper?: boolean;
}

export const HOME_PATH = '/dashboard';
export const PERSONAL_CENTER_PATH = '/personalCenter/personalCenterindex';
/** The help pages (platform-shell §2.3): the role guides and the reference of screens and buttons. */
export const GUIDE_PATH = '/guide/index';
export const DOCUMENTATION_PATH = '/documentation/index';

/** The fixed routes (platform-shell §2.1, §2.3). */
export const FIXED_ROUTES: Record<string, FixedMeta> = {
  [HOME_PATH]: { titleKey: 'route.dashboard', name: 'Dashboard', affix: true },
  [PERSONAL_CENTER_PATH]: { titleKey: 'route.personalCenter', name: 'PersonalCenter' },
  [IFRAME_HOST_PATH]: { titleKey: 'route.iframe', name: 'Iframe', noCache: true },
  '/iframe': { titleKey: 'route.iframe', name: 'IframeAlias', noCache: true },
  [DOCUMENTATION_PATH]: { titleKey: 'route.documentation', name: 'Documentation' },
  [GUIDE_PATH]: { titleKey: 'route.guide', name: 'Guide' },
  '/login': { titleKey: 'route.login', name: 'Login', outside: true },
  '/login/partner': { titleKey: 'route.partnerLogin', name: 'PartnerLogin', outside: true },
  '/auth-redirect': { titleKey: 'route.authRedirect', name: 'AuthRedirect', outside: true },
  '/partner-register': { titleKey: 'route.partnerRegister', name: 'PartnerRegister', outside: true },
  '/retrieve-password': { titleKey: 'route.retrievePassword', name: 'RetrievePassword', outside: true },
  '/fee/index': { titleKey: 'route.fee', name: 'Fee', outside: true },
  '/fee/notify': { titleKey: 'route.feeNotify', name: 'FeeNotify', outside: true },
  '/workfee/index': { titleKey: 'route.workfee', name: 'Workfee', outside: true },
  '/payment/index': { titleKey: 'route.payment', name: 'Payment', outside: true },
  '/404': { titleKey: 'route.notFound', name: 'NotFound', outside: true },
  '/401': { titleKey: 'route.unauthorized', name: 'Unauthorized', outside: true },
  '/datav/jhx': { titleKey: 'route.dataBoard', name: 'DataBoard', outside: true },
};

export function resolveMeta(pathname: string, search: string, routes: AppRoutes): RouteMeta {
  const path = normalisePath(pathname);
  const fullPath = path + search;
  if (path.startsWith('/redirect/') || path === '/redirect') {
    return { key: fullPath, path, fullPath, name: 'Redirect', helper: true, noCache: true, parents: [] };
  }
  if (path === IFRAME_HOST_PATH || path === '/iframe') {
    const iframeId = new URLSearchParams(search).get('id') ?? undefined;
    const route = iframeId ? routes.byId.get(iframeId) : undefined;
    return {
      key: iframeId ? `${path}?id=${iframeId}` : path,
      path,
      fullPath,
      ...(route ? { title: route.title } : { titleKey: 'route.iframe' }),
      name: route ? route.name : 'Iframe',
      noCache: true,
      groupNo: route?.groupNo,
      parents: route?.parents ?? [],
      route,
      iframeId,
    };
  }
  const fixed = FIXED_ROUTES[path];
  if (fixed) return { key: path, path, fullPath, ...fixed, parents: [] };
  const route = routes.byPath.get(path);
  if (route) {
    return {
      key: path,
      path,
      fullPath,
      title: route.title,
      name: route.name,
      groupNo: route.groupNo,
      parents: route.parents,
      route,
    };
  }
  return {
    key: path,
    path,
    fullPath,
    titleKey: 'route.notFound',
    name: 'Unknown',
    noCache: true,
    parents: [],
  };
}

/** The meta of the current location. */
export function useRouteMeta(): RouteMeta {
  const { pathname, search } = useLocation();
  const routes = useAppRoutes();
  return useMemo(() => resolveMeta(pathname, search, routes), [pathname, search, routes]);
}
