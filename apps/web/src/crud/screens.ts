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

registerScreen({ code: 'sysManage:user' }, () => import('../features/admin/screens/UserList.tsx'));
registerScreen({ code: 'sysManage:role' }, () => import('../features/admin/screens/RoleList.tsx'));
registerScreen(
  { code: 'resourceManage:resourceList' },
  () => import('../features/admin/screens/ResourceList.tsx'),
);
registerScreen({ code: 'systemManage:appList' }, () => import('../features/admin/screens/AppClientList.tsx'));
registerScreen({ code: 'onlineSession' }, () => import('../features/admin/screens/OnlineSessionList.tsx'));
registerScreen({ code: 'enum' }, () => import('../features/admin/screens/EnumGroupList.tsx'));
