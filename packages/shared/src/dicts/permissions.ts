import { appClient } from '../entities/app-client.entity.ts';
import { customer } from '../entities/customer.entity.ts';
import { declaration } from '../entities/declaration.entity.ts';
import { resource } from '../entities/resource.entity.ts';
import { role } from '../entities/role.entity.ts';
import { user } from '../entities/user.entity.ts';

/**
 * Resource codes that guard server calls and screen buttons, imported from here by server routes and
 * web screens. The codes of a registry entity are written once, in its definition (`perm` and
 * `buttons`, read as `declaration.permissions.send`); this object only names the ones workflow code
 * uses. The codes of pages that are not entities are written here, and the resource tree
 * (menu/pages.ts) lists a button for each. A role holding the button resource of a code may make the
 * call; the system-administrator role may make every call.
 */
export const PERM = {
  messageSend: 'message:send',
  onlineSessionSearch: 'onlineSession:search',
  onlineSessionForceLogout: 'onlineSession:forceLogout',
  yyAppointmentSearch: 'yy:appointment:search',
  yyAppointmentAdd: 'yy:appointment:add',
  yyAppointmentUpdate: 'yy:appointment:update',
  yyAppointmentDelete: 'yy:appointment:delete',
  yyStatementSearch: 'yy:statement:search',
  yyStatementConfirm: 'yy:statement:confirm',
  yyStatementPay: 'yy:statement:pay',
  partnerRegistrationSearch: 'partnerRegistration:search',
  partnerRegistrationApprove: 'partnerRegistration:approve',
  partnerRegistrationRefuse: 'partnerRegistration:refuse',
  // entity codes the workflow routes and screens guard with (the definitions own them)
  declarationSearch: declaration.permissions.list,
  declarationAdd: declaration.permissions.add,
  declarationUpdate: declaration.permissions.edit,
  declarationDelete: declaration.permissions.delete,
  declarationExport: declaration.permissions.export,
  declarationSend: declaration.permissions.send,
  declarationPrint: declaration.permissions.print,
  roleSearch: role.permissions.list,
  userSearch: user.permissions.list,
  userAdd: user.permissions.add,
  userUpdate: user.permissions.edit,
  userDelete: user.permissions.delete,
  userPosition: user.permissions.position,
  userRole: user.permissions.role,
  userEnable: user.permissions.enable,
  userResetPassword: user.permissions.resetPassword,
  userViewPermission: user.permissions.viewPermission,
  resourceSearch: resource.permissions.list,
  resourceAdd: resource.permissions.add,
  resourceUpdate: resource.permissions.edit,
  resourceDelete: resource.permissions.delete,
  resourceEnable: resource.permissions.enable,
  roleGrant: role.permissions.grant,
  appClientUpdate: appClient.permissions.edit,
  customerSearch: customer.permissions.list,
  customerAdd: customer.permissions.add,
  customerUpdate: customer.permissions.edit,
  customerDelete: customer.permissions.delete,
} as const;

export type PermissionCode = (typeof PERM)[keyof typeof PERM];

/** Resource types (platform-shell §2.4). */
export const RESOURCE_TYPES = {
  '0': { zh: '目录', en: 'Directory', es: 'Directorio', ja: 'ディレクトリ' },
  '1': { zh: '页面', en: 'Page', es: 'Página', ja: 'ページ' },
  '2': {
    zh: '外部页面',
    en: 'Embedded external page',
    es: 'Página externa incrustada',
    ja: '埋め込み外部ページ',
  },
  '3': { zh: '隐藏路由', en: 'Hidden route', es: 'Ruta oculta', ja: '非表示ルート' },
  '4': { zh: '按钮', en: 'Button', es: 'Botón', ja: 'ボタン' },
} as const;
export type ResourceType = keyof typeof RESOURCE_TYPES;

// the clients' fixed ids live apart, so a page that needs only them (the sign-in page) loads no entity
export { CUSTOMER_CLIENT_ID, STAFF_CLIENT_ID } from './client-ids.ts';

/**
 * Codes that grant others: the appointment site's pages (我的预约 `yy:appointment:*`, 我的对账单
 * `yy:statement:*`) work the same records as the back office's pages (`appointment:*`, `statement:*`), so a
 * partner role granted the site's buttons may make the calls those buttons make. Expanded where the caller's permissions are resolved.
 */
export const PERMISSION_IMPLIES: Readonly<Record<string, readonly string[]>> = {
  [PERM.yyAppointmentSearch]: ['appointment:search'],
  [PERM.yyAppointmentAdd]: ['appointment:add'],
  [PERM.yyAppointmentUpdate]: ['appointment:update'],
  [PERM.yyAppointmentDelete]: ['appointment:delete'],
  // 我的对账单: a partner reads its statements and their lines and payments, confirms or disputes, pays
  [PERM.yyStatementSearch]: ['statement:search', 'payment:search'],
  [PERM.yyStatementConfirm]: ['statement:confirm'],
  [PERM.yyStatementPay]: ['payment:add'],
};

/** The permission set with every implied code added. */
export function expandPermissions(codes: Iterable<string>): Set<string> {
  const all = new Set(codes);
  for (const code of [...all]) for (const implied of PERMISSION_IMPLIES[code] ?? []) all.add(implied);
  return all;
}
