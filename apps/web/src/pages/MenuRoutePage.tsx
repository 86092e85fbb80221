import { Navigate, useParams } from 'react-router';
import { normalisePath, routeLink } from '../menu/menu-model.ts';
import { findScreen } from '../menu/registry.ts';
import { useAppRoutes } from '../menu/use-routes.ts';
import { UnderConstruction } from './UnderConstruction.tsx';

/**
 * A runtime menu route (platform-shell §2.4): the screen registered for its code or path,
 * else the under-construction page. Paths the user does not hold go to /404. The path is
 * read from the route's own params, so a page kept alive in a hidden tab stays itself.
 */
export function MenuRoutePage() {
  const params = useParams();
  const routes = useAppRoutes();
  const path = normalisePath(`/${params['*'] ?? ''}`);
  const route = routes.byPath.get(path);
  if (!route) return <Navigate to="/404" replace />;
  if (route.type === '2') return <Navigate to={routeLink(route)} replace />;
  const Screen = findScreen(route);
  if (Screen) return <Screen route={route} />;
  return <UnderConstruction title={route.title} code={route.code} path={route.path} />;
}
