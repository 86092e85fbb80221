import type { AppRoute } from './menu-model.ts';

/** A page route as the menu builds it, for tests that open a screen at `path`. */
export const routeOf = (path: string, title = path): AppRoute => ({
  id: path,
  type: '1',
  path,
  title,
  name: path,
  code: path,
  icon: '',
  groupNo: '',
  url: '',
  inMenu: true,
  searchable: true,
  parents: [],
  buttons: [],
  children: [],
  external: false,
});
