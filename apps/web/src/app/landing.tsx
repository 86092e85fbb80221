import { Navigate } from 'react-router';
import { landingPath } from '@app/shared';
import { getSite } from '../app-context.ts';
import type { ResourceGrant } from '../session/authorities.ts';
import { useSession } from '../session/session-store.ts';

/**
 * Where the signed-in user starts (the rule is the shared `landingPath`/`HOMES`, declared once): the
 * page asked for, else the site's own welcome page the user may open, else the home of the user's
 * roles (staff: the home tab, partners: the appointments home, the wall screen: the data board).
 */
export function landingFor(resource: readonly ResourceGrant[], redirect?: string): string {
  return landingPath({
    codes: new Set(resource.map((r) => r.code)),
    paths: new Set(resource.flatMap((r) => (r.path ? [r.path] : []))),
    siteWelcome: getSite().welcome_path,
    redirect,
  });
}

/** The session's landing, once it is loaded (sign-in: auth-flow's signIn). */
export function sessionLanding(redirect?: string): string {
  return landingFor(useSession.getState().resource, redirect);
}

/** The root address (/index/): the user's landing, before the layout is drawn (the board has none). */
export function Landing() {
  const resource = useSession((s) => s.resource);
  return <Navigate to={landingFor(resource)} replace />;
}
