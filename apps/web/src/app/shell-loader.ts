/**
 * What the sign-in page does not draw but needs next, each loaded once: the pages behind sign-in
 * (shell.tsx, by the router when such a page opens) and the sign-in calls with their answer schemas
 * (auth-flow.ts, when the form is sent), and the home page. The sign-in page starts them as soon as the user
 * starts on the form.
 */
import type * as ShellModule from './shell.tsx';
import type * as SignInFlowModule from './auth-flow.ts';
import { loadBoard, loadPartnerHome, once } from './home-loaders.ts';

export { loadBoard };
export type Shell = typeof ShellModule;
export type SignInFlow = typeof SignInFlowModule;

let loadedShellModule: Shell | undefined;
export const loadShell = once(() =>
  import('./shell.tsx').then((shell) => {
    loadedShellModule = shell;
    return shell;
  }),
);

/** The pages behind sign-in once loaded (prefetched or opened), else undefined. */
export function loadedShell(): Shell | undefined {
  return loadedShellModule;
}
export const loadSignInFlow = once(() => import('./auth-flow.ts'));
export const loadDashboard = once(() => import('../pages/Dashboard.tsx'));

/** The home tab's path (the shared STAFF_HOME_PATH, not imported here: the shared index comes along). */
const DASHBOARD_PATH = '/dashboard';

/**
 * Starts loading the sign-in calls and the pages behind sign-in, without waiting for them; the home
 * too when the sign-in may go there (no `redirect` to another page: most users land on it): the site's
 * welcome page when it is the appointments home or the board (`welcome`, the site's welcome_path), else
 * the home tab.
 */
export function prefetchAfterSignIn(redirect: string | undefined, welcome = ''): void {
  loadSignInFlow().catch(() => undefined);
  loadShell().catch(() => undefined);
  if (redirect !== undefined && redirect !== DASHBOARD_PATH) return;
  const home = welcome.includes('datav')
    ? loadBoard
    : welcome.startsWith('yy/')
      ? loadPartnerHome
      : loadDashboard;
  home().catch(() => undefined);
}
