import { registerScreen } from '../../menu/registry.ts';

// The administration's own screens, by resource code: they replace the generic list page of their entity.
registerScreen({ code: 'sysManage:user' }, () => import('./screens/UserList.tsx'));
registerScreen({ code: 'sysManage:role' }, () => import('./screens/RoleList.tsx'));
registerScreen({ code: 'resourceManage:resourceList' }, () => import('./screens/ResourceList.tsx'));
registerScreen({ code: 'systemManage:appList' }, () => import('./screens/AppClientList.tsx'));
registerScreen({ code: 'onlineSession' }, () => import('./screens/OnlineSessionList.tsx'));
registerScreen({ code: 'enum' }, () => import('./screens/EnumGroupList.tsx'));
registerScreen({ code: 'company' }, () => import('./screens/CompanyList.tsx'));
