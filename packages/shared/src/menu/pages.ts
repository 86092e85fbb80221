import type { LocalizedText } from '../i18n/text.ts';
import { STANDARD_BUTTONS } from '../kit/define-entity.ts';
import { CUSTOMER_CLIENT_ID, PERM, type ResourceType } from '../dicts/permissions.ts';
import type { MenuGroupKey } from './menu-groups.ts';
import { SUMMARY_PERM } from '../contracts/summary.ts';

/** A resource of the tree: directory, page, embedded external page, hidden route or button. */
export interface ResourceNode {
  code: string;
  title: LocalizedText;
  type: ResourceType;
  path?: string;
  url?: string;
  icon?: string;
  hidden?: boolean;
  /** Comma-separated client ids; children inherit it. */
  clientIds?: string;
  /** Larger first (resources.sort). */
  sort: number;
  children: ResourceNode[];
}

type Titled = [code: string, title: LocalizedText];

const tx = (zh: string, en: string, es: string, ja: string): LocalizedText => ({ zh, en, es, ja });

/** Buttons in the given order (the first gets the largest sort). */
export function buttonNodes(buttons: Titled[]): ResourceNode[] {
  return buttons.map(([code, title], i) => ({
    code,
    title,
    type: '4',
    sort: (buttons.length - i) * 10,
    children: [],
  }));
}

const page = (code: string, title: LocalizedText, path: string, sort: number, buttons: Titled[] = []) =>
  ({ code, title, type: '1', path, sort, children: buttonNodes(buttons) }) satisfies ResourceNode;

/** A page to come (its module is a later issue): the standard buttons, so roles can be granted now. */
const placeholder = (code: string, title: LocalizedText, path: string, sort: number) =>
  page(
    code,
    title,
    path,
    sort,
    Object.entries(STANDARD_BUTTONS).map(([key, t]): Titled => [`${code}:${key}`, t]),
  );

const B = STANDARD_BUTTONS;

/** A page to come with its standard buttons, and their codes by key (`PAGES.twoStepPassport.permissions.search`). */
const placeholderPage = (code: string, title: LocalizedText, path: string, sort: number) => ({
  ...placeholder(code, title, path, sort),
  permissions: Object.fromEntries(
    Object.keys(STANDARD_BUTTONS).map((key) => [key, `${code}:${key}`]),
  ) as Record<keyof typeof STANDARD_BUTTONS, string>,
});

/**
 * The pages that are not registry entities, each named once: workflow screens, placeholders for the
 * modules to come, hidden routes and embedded pages. Code that grants or guards one names it here
 * (`PAGES.download.code`, the role templates); entity pages come from their definitions.
 */
export const PAGES = {
  declarationEdit: {
    code: 'declaration:edit-page',
    title: tx('报关单编辑', 'Edit declaration', 'Editar declaración', '申告書編集'),
    type: '3',
    path: '/declaration/edit',
    hidden: true,
    sort: 65,
    children: [],
  },
  inventoryListEdit: {
    code: 'invt:edit-page',
    title: tx('核注清单编辑', 'Edit inventory list', 'Editar lista de inventario', '照合リスト編集'),
    type: '3',
    path: '/invt/edit',
    hidden: true,
    sort: 21,
    children: [],
  },
  twoStepPassport: placeholderPage(
    'sasTwoPassport',
    tx('两步申报核放单', 'Two-step passports', 'Pases en dos pasos', '二段階申告通行証'),
    '/sasTwoPassport/index',
    30,
  ),
  download: page('download', tx('下载任务', 'Downloads', 'Descargas', 'ダウンロード'), '/download/index', 70),
  messageCenter: page(
    'messageCenter',
    tx('消息中心', 'Messages', 'Mensajes', 'メッセージ'),
    '/message/index',
    60,
    [[PERM.messageSend, tx('发送消息', 'Send message', 'Enviar mensaje', 'メッセージ送信')]],
  ),
  onlineSession: page(
    'onlineSession',
    tx('在线用户', 'Online users', 'Usuarios conectados', 'オンラインユーザー'),
    '/system/onlineSession',
    30,
    [
      [PERM.onlineSessionSearch, B.search],
      [
        PERM.onlineSessionForceLogout,
        tx('强制下线', 'Force sign-out', 'Forzar cierre de sesión', '強制ログアウト'),
      ],
    ],
  ),
  dataBoard: {
    code: 'datav',
    title: tx('数据看板', 'Data board', 'Panel de datos', 'データボード'),
    type: '2',
    path: '/datav/jhx',
    url: 'datav/jhx',
    icon: 'DashboardOutlined',
    sort: 20,
    children: buttonNodes([
      [SUMMARY_PERM.board, tx('查看看板', 'View the board', 'Ver el panel', 'ボードを見る')],
    ]),
  },
  // the home tab's figures: one button per section, granted to the roles that need them
  summary: {
    code: 'summary',
    title: tx('首页看板', 'Home figures', 'Cifras de inicio', 'ホームの数値'),
    type: '3',
    path: '/summary/home',
    hidden: true,
    sort: 5,
    children: buttonNodes([
      [SUMMARY_PERM.clerk, tx('单证待办', 'Document work', 'Trabajo documental', '書類の作業')],
      [SUMMARY_PERM.service, tx('客服待办', 'Service work', 'Atención al cliente', '顧客対応')],
      [SUMMARY_PERM.finance, tx('财务待办', 'Finance work', 'Finanzas', '経理の作業')],
      [SUMMARY_PERM.trend, tx('申报趋势', 'Declaration trend', 'Tendencia', '申告の推移')],
    ]),
  },
  // background jobs and set-aside receipts: the administrator's figures on the home tab link here
  systemHealth: page(
    'summaryHealth',
    tx('系统运行', 'System health', 'Estado del sistema', 'システム状況'),
    '/summary/health',
    25,
    [[SUMMARY_PERM.admin, B.search]],
  ),
  partnerRegistration: page(
    'partnerRegistration',
    tx('合作方注册审核', 'Partner registrations', 'Registros de socios', 'パートナー登録審査'),
    '/partnerRegistration/index',
    10,
    [
      [PERM.partnerRegistrationSearch, B.search],
      [PERM.partnerRegistrationApprove, tx('通过', 'Approve', 'Aprobar', '承認')],
      [PERM.partnerRegistrationRefuse, tx('拒绝', 'Refuse', 'Rechazar', '却下')],
    ],
  ),
  // ageing and profit per job; the reports' calls use bill:search
  financeReport: page(
    'financeReport',
    tx('财务报表', 'Finance reports', 'Informes financieros', '財務レポート'),
    '/financeReport/index',
    5,
  ),
  yyWelcome: page(
    'yy:welcome',
    tx('预约首页', 'Appointments home', 'Inicio de citas', '予約ホーム'),
    '/yy/welcome',
    40,
    [[SUMMARY_PERM.partner, tx('我的概览', 'My overview', 'Mi resumen', 'マイ概要')]],
  ),
  yyAppointment: page(
    'yy:appointment',
    tx('我的预约', 'My appointments', 'Mis citas', 'マイ予約'),
    '/yy/appointment',
    30,
    [
      [PERM.yyAppointmentSearch, B.search],
      [PERM.yyAppointmentAdd, B.add],
      [PERM.yyAppointmentUpdate, B.update],
      [PERM.yyAppointmentDelete, B.delete],
    ],
  ),
  yyStatement: page(
    'yy:statement',
    tx('我的对账单', 'My statements', 'Mis estados de cuenta', 'マイ請求書'),
    '/yy/statement',
    15,
    [
      [PERM.yyStatementSearch, B.search],
      [PERM.yyStatementConfirm, tx('确认对账', 'Confirm', 'Confirmar', '確認')],
      [PERM.yyStatementPay, tx('付款', 'Pay', 'Pagar', '支払う')],
    ],
  ),
  // the message centre for the customer client (the system group is staff-only)
  yyMessage: {
    ...page('yy:message', tx('消息中心', 'Messages', 'Mensajes', 'メッセージ'), '/message/index', 10),
    clientIds: CUSTOMER_CLIENT_ID,
  },
} satisfies Record<string, ResourceNode>;

/** The hand pages by menu group (entity pages come from their definitions). */
export const HAND_PAGES: { group: MenuGroupKey; node: ResourceNode }[] = [
  { group: 'customs', node: PAGES.declarationEdit },
  { group: 'bonded', node: PAGES.inventoryListEdit },
  { group: 'bonded', node: PAGES.twoStepPassport },
  { group: 'system', node: PAGES.download },
  { group: 'system', node: PAGES.messageCenter },
  { group: 'system', node: PAGES.onlineSession },
  { group: 'system', node: PAGES.dataBoard },
  { group: 'system', node: PAGES.summary },
  { group: 'system', node: PAGES.systemHealth },
  { group: 'system', node: PAGES.partnerRegistration },
  { group: 'finance', node: PAGES.financeReport },
  { group: 'appointment', node: PAGES.yyWelcome },
  { group: 'appointment', node: PAGES.yyAppointment },
  { group: 'appointment', node: PAGES.yyStatement },
  { group: 'appointment', node: PAGES.yyMessage },
];
