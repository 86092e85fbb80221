/**
 * The code of the two homes outside the home tab, each loaded once: the appointment sites' welcome page
 * (a menu screen, app/screens.ts) and the wall screen's data board (a route, app/router.tsx). The sign-in
 * page starts the one of its site while the user types (shell-loader.ts), so the landing does not wait
 * for it after the session.
 */

/** A loader that runs once; a failed load (network) is tried again by the next caller. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export const loadPartnerHome = once(() => import('../pages/YyWelcome.tsx'));
export const loadBoard = once(() => import('../features/databoard/screens/DataBoardPage.tsx'));
