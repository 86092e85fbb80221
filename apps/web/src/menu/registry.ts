import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppRoute } from './menu-model.ts';

/**
 * Screens of the runtime menu routes, found by resource code or by path. A screen is
 * registered with one line (see screens.ts):
 *
 *   registerScreen({ code: 'sysManage:user' }, () => import('../pages/system/UserList.tsx'));
 *   registerScreen({ path: '/system/user' }, () => import('../pages/system/UserList.tsx'));
 *
 * A route with no registered screen shows the "under construction" page with its title.
 */

export interface ScreenProps {
  route: AppRoute;
}

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;
type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const byCode = new Map<string, Screen>();
const byPath = new Map<string, Screen>();

export function registerScreen(key: { code?: string; path?: string }, load: Loader): void {
  if (!key.code && !key.path) throw new Error('registerScreen needs a code or a path');
  const screen = lazy(load);
  if (key.code) byCode.set(key.code, screen);
  if (key.path) byPath.set(key.path, screen);
}

/** The screen of a route: by code first, then by path; undefined when none is registered. */
export function findScreen(route: Pick<AppRoute, 'code' | 'path'>): Screen | undefined {
  return byCode.get(route.code) ?? byPath.get(route.path);
}
