import { PERM } from '@app/shared';

/** Routes and permission codes of the declaration screens (the codes come from the definition). */
export const LIST_PATH = '/declaration/index';
export const EDIT_PATH = '/declaration/edit';

export const DECL_PERM = {
  search: PERM.declarationSearch,
  add: PERM.declarationAdd,
  update: PERM.declarationUpdate,
  delete: PERM.declarationDelete,
  export: PERM.declarationExport,
  send: PERM.declarationSend,
  print: PERM.declarationPrint,
} as const;
