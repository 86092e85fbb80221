import { CUSTOMER_CLIENT_ID, STAFF_CLIENT_ID, type SiteConfig } from '@app/shared';

/** A site as configured here; its answer adds the server's business time zone (sites.routes.ts). */
export type Site = Omit<SiteConfig, 'time_zone'>;

const base = {
  company_name: '华海供应链集团',
  client_id: STAFF_CLIENT_ID,
  client_secret: process.env.WEB_CLIENT_SECRET ?? 'web-secret',
  secret_salt: 'oms-site-salt-2026',
  logo: '/index/logo.svg',
  welcome_path: 'dashboard',
  icp: '闽ICP备00000000号',
  slider_check: false,
};
const customerClient = {
  client_id: CUSTOMER_CLIENT_ID,
  client_secret: process.env.CUSTOMER_CLIENT_SECRET ?? 'customer-secret',
};

export const SITES: Site[] = [
  { ...base, code: 'oms', name: '智慧物流平台' },
  { ...base, code: 'ops', name: '运营支撑平台', secret_salt: 'ops-site-salt-2026' },
  {
    ...base,
    code: 'manifest',
    name: '舱单制作平台',
    welcome_path: 'manifest/index',
    secret_salt: 'manifest-site-salt-2026',
  },
  { ...base, code: 'huahai', name: '华海物流订单管理平台', secret_salt: 'huahai-site-salt-2026' },
  {
    ...base,
    code: 'yuanhang',
    name: '远航物流订单管理平台',
    company_name: '远航物流集团',
    secret_salt: 'yuanhang-site-salt-2026',
  },
  {
    ...base,
    code: 'datav',
    name: '业务数据看板',
    welcome_path: 'datav/jhx',
    secret_salt: 'datav-site-salt-2026',
  },
  { ...base, code: 'cbec', name: '跨境电商系统', secret_salt: 'cbec-site-salt-2026' },
  {
    ...base,
    ...customerClient,
    code: 'yy',
    name: '出入库预约系统',
    welcome_path: 'yy/welcome',
    secret_salt: 'yy-site-salt-2026',
    slider_check: true,
  },
  {
    ...base,
    ...customerClient,
    code: 'partner',
    name: '合作伙伴平台',
    welcome_path: 'yy/welcome',
    secret_salt: 'partner-site-salt-2026',
  },
];

export const DEFAULT_SITE = SITES[0]!;

/** The site of a host name (its first label); on a partner path, the customer identity; else oms. */
export function siteFor(host: string | undefined, path = ''): Site {
  if (/(^|\/)login\/partner(\/|$)|partner/.test(path)) return SITES.find((s) => s.code === 'partner')!;
  const label = (host ?? '').split(':')[0]!.split('.')[0]!.toLowerCase();
  return SITES.find((s) => s.code === label) ?? DEFAULT_SITE;
}
