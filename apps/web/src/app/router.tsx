import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IframeRoute } from '../layout/IframeLayer.tsx';
import { Layout } from '../layout/Layout.tsx';
import { useRouteMeta } from '../layout/route-meta.ts';
import { Dashboard } from '../pages/Dashboard.tsx';
import { ErrorPage } from '../pages/errors/ErrorPage.tsx';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { MenuRoutePage } from '../pages/MenuRoutePage.tsx';
import { PublicPlaceholder } from '../pages/PublicPlaceholder.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { UnderConstruction } from '../pages/UnderConstruction.tsx';
import { BASE } from '../site/site.ts';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { RouteEffects, RouteError } from './RouteEffects.tsx';
import './screens.ts';

const PersonalCenter = lazy(() =>
  import('../pages/personal/PersonalCenter.tsx').then((m) => ({ default: m.PersonalCenter })),
);
const PartnerRegisterPage = lazy(() => import('../features/registration/screens/PartnerRegisterPage.tsx'));
const RetrievePasswordPage = lazy(() => import('../features/registration/screens/RetrievePasswordPage.tsx'));

function IframeHost() {
  return <IframeRoute meta={useRouteMeta()} />;
}

/** A fixed page that has no screen yet, titled by its route. */
function FixedPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <UnderConstruction title={t(titleKey)} />;
}

/** The public pages that are not built yet (platform-shell §2.1). */
const PUBLIC_PLACEHOLDERS: [string, string][] = [
  ['fee/index', 'route.fee'],
  ['fee/notify', 'route.feeNotify'],
  ['workfee/index', 'route.workfee'],
  ['payment/index', 'route.payment'],
];

/**
 * Routes (platform-shell §2): history mode under /index. Public routes, the fixed routes of
 * the layout, and one catch-all that serves the runtime menu routes from the user's menu.
 */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        element: <RouteEffects />,
        errorElement: <RouteError />,
        children: [
          {
            path: 'login',
            element: (
              <PublicOnly>
                <LoginPage />
              </PublicOnly>
            ),
          },
          {
            path: 'login/partner',
            element: (
              <PublicOnly>
                <LoginPage partner />
              </PublicOnly>
            ),
          },
          { path: 'auth-redirect', element: <Navigate to="/" replace /> },
          {
            path: 'partner-register',
            element: (
              <Suspense>
                <PartnerRegisterPage />
              </Suspense>
            ),
          },
          {
            path: 'retrieve-password',
            element: (
              <Suspense>
                <RetrievePasswordPage />
              </Suspense>
            ),
          },
          ...PUBLIC_PLACEHOLDERS.map(([path, titleKey]) => ({
            path,
            element: <PublicPlaceholder titleKey={titleKey} />,
          })),
          { path: '404', element: <ErrorPage status={404} /> },
          { path: '401', element: <ErrorPage status={401} /> },
          {
            path: 'datav/jhx',
            element: (
              <RequireAuth>
                <FixedPlaceholder titleKey="route.dataBoard" />
              </RequireAuth>
            ),
          },
          {
            path: '/',
            element: (
              <RequireAuth>
                <Layout />
              </RequireAuth>
            ),
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              { path: 'dashboard', element: <Dashboard /> },
              { path: 'redirect/*', element: <RedirectPage /> },
              { path: 'personalCenter/personalCenterindex', element: <PersonalCenter /> },
              { path: 'oms/iframe/index', element: <IframeHost /> },
              { path: 'iframe', element: <IframeHost /> },
              { path: 'omsiframes', element: <Navigate to="/iframe" replace /> },
              { path: 'documentation/index', element: <FixedPlaceholder titleKey="route.documentation" /> },
              { path: 'guide/index', element: <FixedPlaceholder titleKey="route.guide" /> },
              { path: '*', element: <MenuRoutePage /> },
            ],
          },
        ],
      },
    ],
    { basename: BASE },
  );
}
