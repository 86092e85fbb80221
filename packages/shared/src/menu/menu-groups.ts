import type { LocalizedText } from '../i18n/text.ts';

/**
 * The top menu groups (platform-shell §2.5). Each is also the root directory of its pages in the
 * resource tree, with the same code. The group numbers are stored data (resources.group_no, the
 * Group-Id header): never renumber one.
 */
export const MENU_GROUPS = [
  {
    key: 'customs',
    groupNo: '6',
    code: 'customs',
    icon: 'FileTextOutlined',
    /** Staff work it; partners read their own customer's manifests (granted search only). */
    clientIds: 'web,customer',
    title: { zh: '报关业务', en: 'Customs', es: 'Aduanas', ja: '通関業務' },
    short: { zh: '报关', en: 'Customs', es: 'Aduanas', ja: '通関' },
  },
  {
    key: 'bonded',
    groupNo: '5',
    code: 'bonded',
    icon: 'BankOutlined',
    /** Staff work it; partners read their own customer's books and lists (granted search only). */
    clientIds: 'web,customer',
    title: { zh: '保税业务', en: 'Bonded zone', es: 'Zona franca', ja: '保税業務' },
    short: { zh: '保税', en: 'Bonded', es: 'Z. franca', ja: '保税区' },
  },
  {
    key: 'logistics',
    groupNo: '4',
    code: 'logistics',
    icon: 'CarOutlined',
    title: { zh: '仓储运输', en: 'Warehousing & transport', es: 'Almacén y transporte', ja: '倉庫・輸送' },
    short: { zh: '物流', en: 'Logistics', es: 'Logística', ja: '倉庫輸送' },
  },
  {
    key: 'finance',
    groupNo: '3',
    code: 'finance',
    icon: 'AccountBookOutlined',
    title: { zh: '财务结算', en: 'Finance', es: 'Finanzas', ja: '財務精算' },
    short: { zh: '财务', en: 'Finance', es: 'Finanzas', ja: '財務' },
  },
  {
    key: 'base',
    groupNo: '2',
    code: 'base',
    icon: 'DatabaseOutlined',
    title: { zh: '基础资料', en: 'Master data', es: 'Datos maestros', ja: '基本データ' },
    short: { zh: '资料', en: 'Data', es: 'Maestros', ja: 'マスタ' },
  },
  {
    key: 'system',
    groupNo: '1',
    code: 'systemManage',
    icon: 'SettingOutlined',
    title: { zh: '系统管理', en: 'System', es: 'Sistema', ja: 'システム管理' },
    short: { zh: '系统', en: 'System', es: 'Sistema', ja: 'システム' },
  },
  {
    key: 'appointment',
    groupNo: '7',
    code: 'yy',
    icon: 'CalendarOutlined',
    /** Staff and the customer (partner) client both open it. */
    clientIds: 'web,customer',
    title: { zh: '入仓预约', en: 'Appointments', es: 'Citas de almacén', ja: '入庫予約' },
    short: { zh: '预约', en: 'Bookings', es: 'Citas', ja: '予約' },
  },
] as const satisfies readonly {
  key: string;
  groupNo: string;
  code: string;
  icon: string;
  title: LocalizedText;
  /** The label of the top bar, where seven full titles do not fit at 1280 px (the title is its tooltip). */
  short: LocalizedText;
  clientIds?: string;
}[];

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];
export type MenuGroupDef = (typeof MENU_GROUPS)[number];

export const APPOINTMENT_GROUP_NO = '7';
/** The appointment site (`yy.` host): its group comes first there. */
export const APPOINTMENT_SITE_CODE = 'yy';

export function menuGroup(key: MenuGroupKey): MenuGroupDef {
  return MENU_GROUPS.find((g) => g.key === key)!;
}

export function menuGroupByNo(groupNo: string): MenuGroupDef | undefined {
  return MENU_GROUPS.find((g) => g.groupNo === groupNo);
}

/**
 * The order of the top menu groups: for staff the customs work first, then bonded, warehousing and
 * transport, finance, master data and system administration last (the order of MENU_GROUPS); the
 * appointment group comes first only on the appointment site, last elsewhere. Group numbers this
 * list does not know (created by an administrator) follow, descending.
 */
export function orderMenuGroups(groupNos: readonly string[], appointmentSite: boolean): string[] {
  const rank = (g: string) => {
    if (g === APPOINTMENT_GROUP_NO) return appointmentSite ? -1 : MENU_GROUPS.length;
    const i = MENU_GROUPS.findIndex((m) => m.groupNo === g);
    return i < 0 ? MENU_GROUPS.length + 1 : i;
  };
  return [...new Set(groupNos)].sort(
    (a, b) => rank(a) - rank(b) || Number(b) - Number(a) || b.localeCompare(a),
  );
}
