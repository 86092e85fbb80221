import { SUMMARY_PERM } from '../contracts/summary.ts';
import { PAGES } from './pages.ts';

/**
 * Where each account starts after signing in (its home): the first home, in this order, whose grant
 * the user holds. The grants are the ones the role templates give (role-templates.ts), so the landing
 * follows a user's roles, never their name: staff holding a section of the home tab's figures land on
 * the home tab, a partner holding the appointments home on it, and an account holding the data board
 * and neither of those (the office's wall screen) on the board, full screen (outside the layout).
 * A user holding none of them lands on the home tab, which always exists.
 */
export interface Home {
  key: 'staff' | 'partner' | 'board';
  /** The route, as the web app's router knows it. */
  path: string;
  /** Any one of these resource codes makes it the user's home. */
  grants: readonly string[];
  /** Drawn without the layout (no menus, no tabs): the board of a wall screen. */
  fullScreen: boolean;
}

/** The home tab: the welcome card, the figures of the user's roles and the way into each menu group. */
export const STAFF_HOME_PATH = '/dashboard';

export const HOMES: readonly Home[] = [
  {
    key: 'staff',
    path: STAFF_HOME_PATH,
    grants: [
      SUMMARY_PERM.clerk,
      SUMMARY_PERM.service,
      SUMMARY_PERM.finance,
      SUMMARY_PERM.admin,
      SUMMARY_PERM.trend,
    ],
    fullScreen: false,
  },
  { key: 'partner', path: PAGES.yyWelcome.path, grants: [PAGES.yyWelcome.code], fullScreen: false },
  { key: 'board', path: PAGES.dataBoard.path, grants: [SUMMARY_PERM.board], fullScreen: true },
];

/** The user's home: the first of HOMES whose grant the user holds, else the home tab. */
export function homeOf(codes: ReadonlySet<string>): Home {
  return HOMES.find((home) => home.grants.some((code) => codes.has(code))) ?? HOMES[0]!;
}

/**
 * Where a sign-in goes: the page asked for (a `redirect` back after a sign-in), else the site's own
 * welcome page when the site has one the user may open (the manifest site's manifests, the datav site's
 * board), else the user's home. A site welcoming on the home tab (the default) leaves it to the user's home.
 */
export function landingPath(input: {
  codes: ReadonlySet<string>;
  /** The paths of the pages the user holds (resource paths). */
  paths: ReadonlySet<string>;
  /** The site's welcome page ('datav/jhx'), '' for none. */
  siteWelcome: string;
  redirect?: string | undefined;
}): string {
  if (input.redirect) return input.redirect;
  const welcome = input.siteWelcome ? `/${input.siteWelcome.replace(/^\/+/, '')}` : '';
  if (welcome && welcome !== STAFF_HOME_PATH && mayOpen(welcome, input.codes, input.paths)) return welcome;
  return homeOf(input.codes).path;
}

/** A home when its grant is held; another page when the user holds its path. */
function mayOpen(path: string, codes: ReadonlySet<string>, paths: ReadonlySet<string>): boolean {
  const home = HOMES.find((h) => h.path === path);
  if (home) return home.grants.some((code) => codes.has(code));
  return paths.has(path);
}
