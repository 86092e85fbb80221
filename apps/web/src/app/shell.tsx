/**
 * Everything behind sign-in, in one module the router loads on demand (router.tsx): antd and the app's
 * providers, the layout, the fixed pages and every menu screen's registration. The sign-in page starts
 * loading it while the user types (shell-loader.ts), so signing in does not wait for it.
 */
import '@ant-design/v5-patch-for-react-19';
import './screens.ts';
import { IframeRoute } from '../layout/IframeLayer.tsx';
import { useRouteMeta } from '../layout/route-meta.ts';

export { AppProviders } from './AppProviders.tsx';
export { RequireAuth } from './guards.tsx';
export { Landing } from './landing.tsx';
export { Layout } from '../layout/Layout.tsx';
export { ErrorPage } from '../pages/errors/ErrorPage.tsx';
export { MenuRoutePage } from '../pages/MenuRoutePage.tsx';
export { RedirectPage } from '../pages/RedirectPage.tsx';

export function IframeHost() {
  return <IframeRoute meta={useRouteMeta()} />;
}
