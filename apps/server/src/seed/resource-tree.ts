import { PERM } from '@app/shared';

/** A resource to seed; children inherit the group number and client ids. */
export interface SeedResource {
  code: string;
  title: string;
  type: '0' | '1' | '2' | '3' | '4';
  path?: string;
  url?: string;
  icon?: string;
  hidden?: boolean;
  extend?: '0' | '1';
  clientIds?: string;
  children?: SeedResource[];
}

const page = (
  code: string,
  title: string,
  path: string,
  buttons: [string, string][] = [],
  icon?: string,
): SeedResource => ({
  code,
  title,
  type: '1',
  path,
  ...(icon ? { icon } : {}),
  children: buttons.map(([c, t]) => ({ code: c.includes(':') ? c : `${code}:${c}`, title: t, type: '4' })),
});
const crud = (code: string, title: string, path: string, icon?: string) =>
  page(
    code,
    title,
    path,
    [
      ['search', '查询'],
      ['add', '新增'],
      ['update', '修改'],
      ['delete', '删除'],
      ['export', '导出'],
    ],
    icon,
  );
/** A page with extra buttons after its standard ones (codes `${page}:${button}`). */
const withButtons = (node: SeedResource, buttons: [string, string][]): SeedResource => ({
  ...node,
  children: [
    ...(node.children ?? []),
    ...buttons.map(([c, t]) => ({ code: `${node.code}:${c}`, title: t, type: '4' as const })),
  ],
});
const dir = (code: string, title: string, icon: string, children: SeedResource[]): SeedResource => ({
  code,
  title,
  type: '0',
  icon,
  path: `/${code}`,
  children,
});

/** Menu groups: number → title (stored in the menu_groups setting). */
export const MENU_GROUPS = [
  { groupNo: '6', title: '报关业务', icon: 'FileTextOutlined' },
  { groupNo: '5', title: '保税业务', icon: 'BankOutlined' },
  { groupNo: '4', title: '仓储运输', icon: 'CarOutlined' },
  { groupNo: '3', title: '财务结算', icon: 'AccountBookOutlined' },
  { groupNo: '2', title: '基础资料', icon: 'DatabaseOutlined' },
  { groupNo: '1', title: '系统管理', icon: 'SettingOutlined' },
  { groupNo: '7', title: '入仓预约', icon: 'CalendarOutlined' },
];

/** Every screen of both spec documents, as the resource tree, by menu group. */
export const RESOURCE_TREE: { groupNo: string; root: SeedResource }[] = [
  {
    groupNo: '6',
    root: dir('customs', '报关业务', 'FileTextOutlined', [
      withButtons(crud('declaration', '报关单', '/declaration/index', 'FileTextOutlined'), [
        ['send', '发送'],
        ['print', '打印'],
      ]),
      {
        code: 'declaration:edit-page',
        title: '报关单编辑',
        type: '3',
        path: '/declaration/edit',
        hidden: true,
      },
      crud('shippingBill', '出口提运单', '/shippingBill/index'),
      crud('manifest', '舱单', '/manifest/index'),
      crud('channel', '传输通道', '/channel/index'),
      crud('sensitive', '敏感词规则', '/sensitive/index'),
      crud('agentRelation', '代理关系', '/agentRelation/index'),
    ]),
  },
  {
    groupNo: '5',
    root: dir('bonded', '保税业务', 'BankOutlined', [
      crud('ems', '账册', '/ems/index'),
      crud('sasPassport', '核放单', '/sasPassport/index'),
      crud('sasTwoPassport', '两步申报核放单', '/sasTwoPassport/index'),
      crud('invt', '核注清单', '/invt/index'),
      crud('hwMatnr', '仓库物料', '/hwMatnr/index'),
    ]),
  },
  {
    groupNo: '4',
    root: dir('logistics', '仓储运输', 'CarOutlined', [
      crud('appointment', '入仓预约', '/appointment/index'),
      crud('task', '任务单', '/task/index'),
      crud('transport', '运输订单', '/transport/transport/index'),
      crud('carrier', '承运商', '/carrier/index'),
      crud('driver', '司机', '/driver/index'),
    ]),
  },
  {
    groupNo: '3',
    root: dir('finance', '财务结算', 'AccountBookOutlined', [
      crud('bill', '应收应付', '/bill/index'),
      crud('contract', '合同', '/contract/index'),
      crud('contractScheme', '合同方案', '/contractScheme/index'),
      crud('chargeItem', '收费项目', '/chargeItem/index'),
      crud('rate', '汇率', '/rate/index'),
      crud('bankAccount', '银行账户', '/bankAccount/index'),
      crud('cashier', '收银台', '/cashier/index'),
    ]),
  },
  {
    groupNo: '2',
    root: dir('base', '基础资料', 'DatabaseOutlined', [
      page('base:customer', '客户', '/customer/index', [
        [PERM.customerSearch, '查询'],
        [PERM.customerAdd, '新增'],
        [PERM.customerUpdate, '修改'],
        [PERM.customerDelete, '删除'],
      ]),
      crud('company', '企业', '/company/index'),
      crud('baseData', '海关参数', '/baseData/index'),
      crud('hsCode', 'HS编码', '/hsCode/index'),
      crud('city', '城市', '/city/index'),
      crud('enum', '枚举', '/enum/index'),
      { code: 'enum:items-page', title: '枚举项', type: '3', path: '/enum/items', hidden: true },
      crud('global', '全局设置', '/global/index'),
    ]),
  },
  {
    groupNo: '1',
    root: dir('systemManage', '系统管理', 'SettingOutlined', [
      crud('systemManage:appList', '应用列表', '/system/app'),
      page('sysManage:user', '用户管理', '/system/user', [
        [PERM.userSearch, '查询'],
        [PERM.userAdd, '新增'],
        [PERM.userUpdate, '修改'],
        [PERM.userPosition, '岗位设置'],
        [PERM.userRole, '角色设置'],
        [PERM.userEnable, '启用/禁用'],
        [PERM.userResetPassword, '重置密码'],
        [PERM.userViewPermission, '查看权限'],
      ]),
      crud('sysManage:org', '组织管理', '/system/org'),
      page('sysManage:role', '角色管理', '/system/role', [
        [PERM.roleSearch, '查询'],
        ['add', '新增'],
        ['update', '修改'],
        ['delete', '删除'],
        ['export', '导出'],
        ['grant', '授权'],
      ]),
      page('resourceManage:resourceList', '资源管理', '/system/resource', [
        [PERM.resourceSearch, '查询'],
        [PERM.resourceAdd, '新增'],
        [PERM.resourceUpdate, '修改'],
        [PERM.resourceDelete, '删除'],
        ['enable', '启用/禁用'],
      ]),
      page('download', '下载任务', '/download/index'),
      page('messageCenter', '消息中心', '/message/index', [[PERM.messageSend, '发送消息']]),
      page('operationLog', '操作日志', '/system/operationLog', [
        ['search', '查询'],
        ['export', '导出'],
      ]),
      page('loginLog', '登录日志', '/system/loginLog', [
        ['search', '查询'],
        ['export', '导出'],
      ]),
      page('onlineSession', '在线用户', '/system/onlineSession', [
        ['search', '查询'],
        ['forceLogout', '强制下线'],
      ]),
      {
        code: 'datav',
        title: '数据看板',
        type: '2',
        path: '/datav/jhx',
        url: 'datav/jhx',
        icon: 'DashboardOutlined',
      },
    ]),
  },
  {
    groupNo: '7',
    root: {
      ...dir('yy', '入仓预约', 'CalendarOutlined', [
        page('yy:welcome', '预约首页', '/yy/welcome'),
        page('yy:appointment', '我的预约', '/yy/appointment', [
          ['search', '查询'],
          ['add', '新增'],
          ['update', '修改'],
          ['delete', '删除'],
        ]),
        page('yy:customer', '我的客户', '/yy/customer'),
        // the message centre for the customer client (its system group is staff-only)
        { ...page('yy:message', '消息中心', '/message/index'), clientIds: 'customer' },
      ]),
      clientIds: 'web,customer',
    },
  },
];
