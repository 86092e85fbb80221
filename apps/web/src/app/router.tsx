import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { BASE } from '../site/site.ts';
import { PageLoading } from './PageLoading.tsx';
import { PublicOnly } from './PublicOnly.tsx';
import { RouteEffects, RouteError } from './RouteEffects.tsx';
import { loadBoard, loadDashboard, loadedShell, loadShell, type Shell } from './shell-loader.ts';

/**
 * A component of the pages behind sign-in (shell.tsx). Drawn at once when the shell is there (prefetched
 * by the sign-in page): React.lazy would suspend each nested one once even then, and React shows
 * suspended content again only in steps of a few hundred milliseconds. Before that, a lazy component.
 */
function fromShell<P extends object>(pick: (shell: Shell) => ComponentType<P>) {
  const Lazy = lazy(() => loadShell().then((shell) => ({ default: pick(shell) })));
  function FromShell(props: P) {
    const shell = loadedShell();
    return shell ? createElement(pick(shell), props) : <Lazy {...props} />;
  }
  return FromShell;
}

// Behind sign-in: one module (shell.tsx) with antd, the layout and the fixed pages, loaded on demand.
const AppProviders = fromShell((m) => m.AppProviders);
const RequireAuth = fromShell((m) => m.RequireAuth);
const Landing = fromShell((m) => m.Landing);
const Layout = fromShell((m) => m.Layout);
const ErrorPage = fromShell((m) => m.ErrorPage);
const MenuRoutePage = fromShell((m) => m.MenuRoutePage);
const RedirectPage = fromShell((m) => m.RedirectPage);
const IframeHost = fromShell((m) => m.IframeHost);
// the home page's cards and charts only when it opens (a sign-in may go straight to another page)
const Dashboard = lazy(() => loadDashboard().then((m) => ({ default: m.Dashboard })));

const PersonalCenter = lazy(() =>
  import('../pages/personal/PersonalCenter.tsx').then((m) => ({ default: m.PersonalCenter })),
);
const PartnerRegisterPage = lazy(() => import('../features/registration/screens/PartnerRegisterPage.tsx'));
const RetrievePasswordPage = lazy(() => import('../features/registration/screens/RetrievePasswordPage.tsx'));
const FeeLookupPage = lazy(() => import('../features/payment-public/screens/FeeLookupPage.tsx'));
const WorkFeePage = lazy(() => import('../features/payment-public/screens/WorkFeePage.tsx'));
const PaymentPage = lazy(() => import('../features/payment-public/screens/PaymentPage.tsx'));
const PaymentResultPage = lazy(() => import('../features/payment-public/screens/PaymentResultPage.tsx'));
const DataBoardPage = lazy(loadBoard);
// the help pages (platform-shell §2.3): the role guides and the reference of screens
const GuidePage = lazy(() => import('../features/help/screens/GuidePage.tsx'));
const DocumentationPage = lazy(() => import('../features/help/screens/DocumentationPage.tsx'));

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
              // the root: the user's landing (app/landing.tsx), decided before the layout is drawn
              {
                index: true,
                element: (
                  <RequireAuth>
                    <Landing />
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
                  { path: 'dashboard', element: <Dashboard /> },
                  { path: 'redirect/*', element: <RedirectPage /> },
                  { path: 'personalCenter/personalCenterindex', element: <PersonalCenter /> },
                  { path: 'oms/iframe/index', element: <IframeHost /> },
                  { path: 'iframe', element: <IframeHost /> },
                  { path: 'omsiframes', element: <Navigate to="/iframe" replace /> },
                  { path: 'documentation/index', element: <DocumentationPage /> },
                  { path: 'guide/index', element: <GuidePage /> },
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
