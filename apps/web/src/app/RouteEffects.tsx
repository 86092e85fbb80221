import { useEffect } from 'react';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { Button, Result } from 'antd';
import NProgress from 'nprogress';
import { useTranslation } from 'react-i18next';
import { getSite } from '../app-context.ts';
import { useErrorLog } from '../layout/error-log.ts';
import { useRouteMeta } from '../layout/route-meta.ts';

NProgress.configure({ showSpinner: false });

/** Title "route title - app title", the progress bar and scroll to top on every navigation. */
export function RouteEffects() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const meta = useRouteMeta();
  const site = getSite();

  useEffect(() => {
    NProgress.start();
    window.scrollTo(0, 0);
    const frame = requestAnimationFrame(() => NProgress.done());
    return () => {
      cancelAnimationFrame(frame);
      NProgress.done();
    };
  }, [pathname, search]);

  const title = meta.helper ? undefined : meta.titleKey ? t(meta.titleKey) : meta.title;
  useEffect(() => {
    document.title = title ? `${title} - ${site.name}` : site.name;
  }, [title, site.name]);

  return <Outlet />;
}

/** A page that threw while rendering: logged, with a reload button. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const add = useErrorLog((s) => s.add);
  useEffect(() => {
    console.error(error);
    add(error);
  }, [error, add]);
  return (
    <Result
      status="error"
      title={t('error.pageFailed')}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}
