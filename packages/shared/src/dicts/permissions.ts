import { customer } from '../entities/customer.entity.ts';
import { role } from '../entities/role.entity.ts';

/**
 * Resource codes that guard server calls, for the pages that are not registry entities (an entity's
 * codes are its definition's `permissions`: `declaration.permissions.send`). A role holding the
 * button resource of that code may make the call; the system-administrator role may make every call.
 * The resource tree (menu/pages.ts) lists a button for each, so every code here is a resource.
 */
export const PERM = {
  userSearch: 'sysManage:user:search',
  userAdd: 'sysManage:user:add',
  userUpdate: 'sysManage:user:update',
  userPosition: 'sysManage:user:position',
  userRole: 'sysManage:user:role',
  userEnable: 'sysManage:user:enable',
  userResetPassword: 'sysManage:user:resetPassword',
  userViewPermission: 'sysManage:user:viewPermission',
  resourceSearch: 'resourceManage:resourceList:search',
  resourceAdd: 'resourceManage:resourceList:add',
  resourceUpdate: 'resourceManage:resourceList:update',
  resourceDelete: 'resourceManage:resourceList:delete',
  resourceEnable: 'resourceManage:resourceList:enable',
  messageSend: 'message:send',
  onlineSessionSearch: 'onlineSession:search',
  onlineSessionForceLogout: 'onlineSession:forceLogout',
  yyAppointmentSearch: 'yy:appointment:search',
  yyAppointmentAdd: 'yy:appointment:add',
  yyAppointmentUpdate: 'yy:appointment:update',
  yyAppointmentDelete: 'yy:appointment:delete',
  // entity codes kept here under their older names (the definitions own them)
  roleSearch: role.permissions.list,
  customerSearch: customer.permissions.list,
  customerAdd: customer.permissions.add,
  customerUpdate: customer.permissions.edit,
  customerDelete: customer.permissions.delete,
} as const;

export type PermissionCode = (typeof PERM)[keyof typeof PERM];

/** Resource types (platform-shell §2.4). */
export const RESOURCE_TYPES = {
  '0': { zh: '目录', en: 'Directory' },
  '1': { zh: '页面', en: 'Page' },
  '2': { zh: '外部页面', en: 'Embedded external page' },
  '3': { zh: '隐藏路由', en: 'Hidden route' },
  '4': { zh: '按钮', en: 'Button' },
} as const;
export type ResourceType = keyof typeof RESOURCE_TYPES;

/** The customer (partner) client's fixed id. */
export const CUSTOMER_CLIENT_ID = 'customer';
export const STAFF_CLIENT_ID = 'web';
