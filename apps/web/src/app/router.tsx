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
const FeeLookupPage = lazy(() => import('../features/payment-public/screens/FeeLookupPage.tsx'));
const WorkFeePage = lazy(() => import('../features/payment-public/screens/WorkFeePage.tsx'));
const PaymentPage = lazy(() => import('../features/payment-public/screens/PaymentPage.tsx'));
const PaymentResultPage = lazy(() => import('../features/payment-public/screens/PaymentResultPage.tsx'));
const DataBoardPage = lazy(() => import('../features/databoard/screens/DataBoardPage.tsx'));

function IframeHost() {
  return <IframeRoute meta={useRouteMeta()} />;
}

/** A fixed page that has no screen yet, titled by its route. */
function FixedPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <UnderConstruction title={t(titleKey)} />;
}

/** The public fee and payment pages (platform-shell §2.1; /fee/notify is the provider's return page). */
const PUBLIC_PAYMENT_PAGES = [
  ['fee/index', FeeLookupPage],
  ['fee/notify', PaymentResultPage],
  ['workfee/index', WorkFeePage],
  ['payment/index', PaymentPage],
] as const;

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
          ...PUBLIC_PAYMENT_PAGES.map(([path, Page]) => ({
            path,
            element: (
              <Suspense>
                <Page />
              </Suspense>
            ),
          })),
          { path: '404', element: <ErrorPage status={404} /> },
          { path: '401', element: <ErrorPage status={401} /> },
          {
            path: 'datav/jhx',
            element: (
              <RequireAuth>
                <Suspense>
                  <DataBoardPage />
                </Suspense>
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
