import { useEffect } from 'react';
import { LazyResult } from '../components/LazyResult.tsx';
import { useTranslation } from 'react-i18next';
import { IFRAME_HOST_PATH, type AppRoute } from '../menu/menu-model.ts';
import { useAppRoutes } from '../menu/use-routes.ts';
import { getToken, useSession, type IframePage } from '../session/session-store.ts';
import { BASE } from '../site/site.ts';
import type { RouteMeta } from './route-meta.ts';

/** The address of an embedded page: {host}/{url} with the access token as a query parameter. */
export function iframeSource(url: string, token: string | undefined): string {
  const base = /^https?:\/\//i.test(url)
    ? url
    : url.startsWith('/')
      ? `${window.location.origin}${url}`
      : `${window.location.origin}${BASE}/${url}`;
  if (!token) return base;
  return `${base}${base.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
}

function openPage(route: AppRoute) {
  const { iframePages, update } = useSession.getState();
  const existing = iframePages.find((p) => p.id === route.id);
  const page: IframePage = {
    id: route.id,
    title: route.title,
    url: route.url || route.path,
    enabled: true,
    shown: true,
    params: existing?.params ?? {},
  };
  update({
    iframePages: [...iframePages.filter((p) => p.id !== route.id).map((p) => ({ ...p, shown: false })), page],
  });
}

/** The iframe host route (/oms/iframe/index?id=…): activates the page; the layer below shows it. */
export function IframeRoute({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const routes = useAppRoutes();
  const route = meta.iframeId ? routes.byId.get(meta.iframeId) : undefined;

  useEffect(() => {
    if (!meta.iframeId) {
      console.error('embedded page: the page id is missing (expected ?id=…)');
      return;
    }
    if (route) openPage(route);
  }, [meta.iframeId, route]);

  if (!route) return <LazyResult status="404" title={t('iframe.missing')} />;
  return null;
}

/** Every enabled embedded page stays loaded; only the active one is shown. */
export function IframeLayer({ meta }: { meta: RouteMeta }) {
  const pages = useSession((s) => s.iframePages);
  const onHost = meta.path === IFRAME_HOST_PATH || meta.path === '/iframe';
  const token = getToken();
  return (
    <>
      {pages
        .filter((p) => p.enabled)
        .map((p) => (
          <iframe
            key={p.id}
            title={p.title}
            src={iframeSource(p.url, token)}
            className="app-iframe"
            style={{ display: onHost && p.id === meta.iframeId ? 'block' : 'none' }}
          />
        ))}
    </>
  );
}

/** How many embedded pages are open (the iframe count). */
export const useIframeCount = () => useSession((s) => s.iframePages.filter((p) => p.enabled).length);
