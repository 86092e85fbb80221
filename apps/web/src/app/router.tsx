import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { BASE } from '../site/site.ts';
import { PageLoading } from './PageLoading.tsx';
import { PublicOnly } from './PublicOnly.tsx';
import { RouteEffects, RouteError } from './RouteEffects.tsx';
import { loadDashboard, loadShell } from './shell-loader.ts';

// Behind sign-in: one module (shell.tsx) with antd, the layout and the fixed pages, loaded on demand.
const AppProviders = lazy(() => loadShell().then((m) => ({ default: m.AppProviders })));
const RequireAuth = lazy(() => loadShell().then((m) => ({ default: m.RequireAuth })));
const Layout = lazy(() => loadShell().then((m) => ({ default: m.Layout })));
// the home page's cards and charts only when it opens (a sign-in may go straight to another page)
const Dashboard = lazy(() => loadDashboard().then((m) => ({ default: m.Dashboard })));
const ErrorPage = lazy(() => loadShell().then((m) => ({ default: m.ErrorPage })));
const MenuRoutePage = lazy(() => loadShell().then((m) => ({ default: m.MenuRoutePage })));
const RedirectPage = lazy(() => loadShell().then((m) => ({ default: m.RedirectPage })));
const IframeHost = lazy(() => loadShell().then((m) => ({ default: m.IframeHost })));
const FixedPlaceholder = lazy(() => loadShell().then((m) => ({ default: m.FixedPlaceholder })));

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

/** The public fee and payment pages (platform-shell §2.1; /fee/notify is the provider's return page). */
const PUBLIC_PAYMENT_PAGES = [
  ['fee/index', FeeLookupPage],
  ['fee/notify', PaymentResultPage],
  ['workfee/index', WorkFeePage],
  ['payment/index', PaymentPage],
] as const;

/**
 * Routes (platform-shell §2): history mode under /index. The sign-in pages are built without antd and
 * load nothing else; every other route (public pages, the fixed routes of the layout, and one catch-all
 * that serves the runtime menu routes from the user's menu) sits under AppProviders, loaded on demand.
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
            element: (
              <Suspense fallback={<PageLoading />}>
                <AppProviders />
              </Suspense>
            ),
            children: [
              { path: 'partner-register', element: <PartnerRegisterPage /> },
              { path: 'retrieve-password', element: <RetrievePasswordPage /> },
              ...PUBLIC_PAYMENT_PAGES.map(([path, Page]) => ({ path, element: <Page /> })),
              { path: '404', element: <ErrorPage status={404} /> },
              { path: '401', element: <ErrorPage status={401} /> },
              {
                path: 'datav/jhx',
                element: (
                  <RequireAuth>
                    <DataBoardPage />
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
                  {
                    path: 'documentation/index',
                    element: <FixedPlaceholder titleKey="route.documentation" />,
                  },
                  { path: 'guide/index', element: <FixedPlaceholder titleKey="route.guide" /> },
                  { path: '*', element: <MenuRoutePage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { basename: BASE },
  );
}
