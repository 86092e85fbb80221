/** Routes and permission codes of the declaration screens (issue 6 contract). */
export const LIST_PATH = '/declaration/index';
export const EDIT_PATH = '/declaration/edit';

export const DECL_PERM = {
  search: 'declaration:search',
  add: 'declaration:add',
  update: 'declaration:update',
  delete: 'declaration:delete',
  export: 'declaration:export',
  send: 'declaration:send',
  print: 'declaration:print',
} as const;
