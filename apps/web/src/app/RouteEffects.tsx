import './entry.css';
import { useEffect } from 'react';
import { Outlet, useLocation, useRouteError } from 'react-router';
import NProgress from 'nprogress';
import { useTranslation } from 'react-i18next';
import { getSite } from '../app-context.ts';
import { useErrorLog } from '../layout/error-log.ts';

NProgress.configure({ showSpinner: false });

/** The progress bar and scroll to top on every navigation (the title: usePageTitle). */
export function RouteEffects() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    NProgress.start();
    window.scrollTo(0, 0);
    const frame = requestAnimationFrame(() => NProgress.done());
    return () => {
      cancelAnimationFrame(frame);
      NProgress.done();
    };
  }, [pathname, search]);

  return <Outlet />;
}

/** The browser title "page title - app title" (the app title alone without a page title). */
export function usePageTitle(title: string | undefined) {
  const site = getSite();
  useEffect(() => {
    document.title = title ? `${title} - ${site.name}` : site.name;
  }, [title, site.name]);
}

/** A page that threw while rendering (or whose code failed to load): logged, with a reload button; no antd. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const add = useErrorLog((s) => s.add);
  useEffect(() => {
    console.error(error);
    add(error);
  }, [error, add]);
  return (
    <div className="error-page" role="alert">
      <div className="route-error">
        <h1>{t('error.pageFailed')}</h1>
        {error instanceof Error && <p>{error.message}</p>}
        <button type="button" className="route-error-reload" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    </div>
  );
}
