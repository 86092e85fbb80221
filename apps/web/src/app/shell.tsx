/**
 * Everything behind sign-in, in one module the router loads on demand (router.tsx): antd and the app's
 * providers, the layout, the fixed pages and every menu screen's registration. The sign-in page starts
 * loading it while the user types (shell-loader.ts), so signing in does not wait for it.
 */
import '@ant-design/v5-patch-for-react-19';
import './screens.ts';
import { useTranslation } from 'react-i18next';
import { IframeRoute } from '../layout/IframeLayer.tsx';
import { useRouteMeta } from '../layout/route-meta.ts';
import { UnderConstruction } from '../pages/UnderConstruction.tsx';

export { AppProviders } from './AppProviders.tsx';
export { RequireAuth } from './guards.tsx';
export { Layout } from '../layout/Layout.tsx';
export { ErrorPage } from '../pages/errors/ErrorPage.tsx';
export { MenuRoutePage } from '../pages/MenuRoutePage.tsx';
export { RedirectPage } from '../pages/RedirectPage.tsx';

export function IframeHost() {
  return <IframeRoute meta={useRouteMeta()} />;
}

/** A fixed page that has no screen yet, titled by its route. */
export function FixedPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <UnderConstruction title={t(titleKey)} />;
}
