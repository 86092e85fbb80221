import { registry } from '@app/shared';
import { registerScreen } from '../menu/registry.ts';

/**
 * Screens of the generic engine and the administration: every registry entity's list page by its
 * menu path (one generic page for all), and the custom administration screens by resource code
 * (a code wins over a path, so these replace the generic page where they exist).
 */
for (const def of registry) {
  if (def.path) registerScreen({ path: def.path }, () => import('./EntityListPage.tsx'));
}

registerScreen({ code: 'sysManage:user' }, () => import('../pages/admin/UserList.tsx'));
registerScreen({ code: 'sysManage:role' }, () => import('../pages/admin/RoleList.tsx'));
registerScreen({ code: 'resourceManage:resourceList' }, () => import('../pages/admin/ResourceList.tsx'));
registerScreen({ code: 'systemManage:appList' }, () => import('../pages/admin/AppClientList.tsx'));
registerScreen({ code: 'onlineSession' }, () => import('../pages/admin/OnlineSessionList.tsx'));
registerScreen({ code: 'enum' }, () => import('../pages/admin/EnumGroupList.tsx'));
