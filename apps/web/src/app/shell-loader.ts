/**
 * What the sign-in page does not draw but needs next, each loaded once: the pages behind sign-in
 * (shell.tsx, by the router when such a page opens) and the sign-in calls with their answer schemas
 * (auth-flow.ts, when the form is sent), and the home page. The sign-in page starts them as soon as the user
 * starts on the form.
 */
import type * as ShellModule from './shell.tsx';
import type * as SignInFlowModule from './auth-flow.ts';

export type Shell = typeof ShellModule;
export type SignInFlow = typeof SignInFlowModule;

/** A loader that runs once; a failed load (network) is tried again by the next caller. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

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

/** The home page's path (route-meta's HOME_PATH, not imported here: it brings the menu model along). */
const DASHBOARD_PATH = '/dashboard';

/**
 * Starts loading the sign-in calls and the pages behind sign-in, without waiting for them; the home
 * page too when the sign-in goes there (`target`).
 */
export function prefetchAfterSignIn(target: string): void {
  loadSignInFlow().catch(() => undefined);
  loadShell().catch(() => undefined);
  if (target === DASHBOARD_PATH) loadDashboard().catch(() => undefined);
}
