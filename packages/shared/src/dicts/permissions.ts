/**
 * Resource codes that guard server calls. A role holding the button resource of that code may make
 * the call; the system-administrator role may make every call.
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
  roleSearch: 'sysManage:role:search',
  resourceSearch: 'resourceManage:resourceList:search',
  resourceAdd: 'resourceManage:resourceList:add',
  resourceUpdate: 'resourceManage:resourceList:update',
  resourceDelete: 'resourceManage:resourceList:delete',
  customerSearch: 'base:customer:search',
  customerAdd: 'base:customer:add',
  customerUpdate: 'base:customer:update',
  customerDelete: 'base:customer:delete',
  messageSend: 'message:send',
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
