/** The roles the product ships (ROLE_TEMPLATES) and what each is granted; created by syncRoleTemplates. */
import {
  accountBook,
  accountBookGoods,
  accountBookLoss,
  agentRelation,
  appointment,
  bankAccount,
  baseData,
  bill,
  carrier,
  cashier,
  channel,
  chargeItem,
  contract,
  contractScheme,
  CUSTOMER_CLIENT_ID,
  customer,
  declaration,
  driver,
  exchangeRate,
  hsCode,
  inventoryList,
  inventoryListLine,
  manifest,
  manifestConsignment,
  manifestItem,
  menuGroup,
  PAGES,
  partnerConsignee,
  passport,
  passportLine,
  passportList,
  payment,
  PERM,
  sensitiveWord,
  shippingBill,
  STAFF_CLIENT_ID,
  statement,
  SUMMARY_PERM,
  taskOrder,
  transportOrder,
  vehicle,
  warehouse,
  warehouseMaterial,
  warehouseSlot,
  type EntityDef,
} from '@app/shared';

/**
 * What a template grants, named through the object that defines it, never as a typed string: an entity's
 * page (its definition: the page with all its buttons), a hand page of `PAGES` or a menu group (its
 * resource node), or one button's code read from a definition or a page (`bill.permissions.add`,
 * `PAGES.twoStepPassport.permissions.search`, `PERM.customerSearch`). `role-templates.test.ts` fails on a
 * code the resource tree does not hold and on a code typed as a string literal here.
 */
export type Grant = EntityDef | { code: string } | string;

/** The resource code a grant names. */
export const grantCode = (grant: Grant): string =>
  typeof grant === 'string' ? grant : 'resource' in grant ? grant.resource : grant.code;

/** The hidden route of an entity opened from another page (a book's goods): its own resource only. */
const hiddenRoute = (def: EntityDef): string => {
  const code = def.menu?.hidden?.code;
  if (!code) throw new Error(`${def.name} has no hidden route`);
  return code;
};

/** A role the product ships: created on the first sync with its grants; the administrator owns it afterwards. */
export interface RoleTemplate {
  code: string;
  name: string;
  client_id: string;
  level?: number;
  is_admin?: boolean;
  /** The code of the parent role. */
  parent?: string;
  /** A page brings its buttons, ancestors come along. */
  grants: Grant[];
}

/** Every template role opens the message centre (sending stays with the administrator: message:send). */
const MESSAGES = PAGES.messageCenter;

/**
 * Partners read their own customer's account books, their lines, inventory lists, materials, passports and
 * manifests: search only.
 */
const PARTNER_BONDED = [
  accountBook.permissions.list,
  hiddenRoute(accountBookGoods),
  hiddenRoute(accountBookLoss),
  inventoryList.permissions.list,
  hiddenRoute(inventoryListLine),
  warehouseMaterial.permissions.list,
  passport.permissions.list,
  hiddenRoute(passportLine),
  hiddenRoute(passportList),
  PAGES.twoStepPassport.permissions.search,
  manifest.permissions.list,
  hiddenRoute(manifestConsignment),
  hiddenRoute(manifestItem),
];

/** Partners follow their own customer's declarations (read only): the partner home counts them by status. */
const PARTNER_CUSTOMS = [declaration.permissions.list];

export const ROLE_TEMPLATES: RoleTemplate[] = [
  { code: 'admin', name: '系统管理员', client_id: STAFF_CLIENT_ID, is_admin: true, grants: [] },
  {
    code: 'clerk',
    name: '单证员',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'admin',
    grants: [
      declaration,
      PAGES.declarationEdit,
      shippingBill,
      manifest,
      // channels are managed by administrators only (the server refuses anyone else): clerks list them
      channel.permissions.list,
      accountBook,
      passport,
      PAGES.twoStepPassport,
      inventoryList,
      warehouseMaterial,
      PAGES.download,
      customer.permissions.list,
      baseData,
      hsCode,
      MESSAGES,
      SUMMARY_PERM.clerk,
      SUMMARY_PERM.trend,
    ],
  },
  {
    code: 'service',
    name: '客服',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'admin',
    grants: [
      appointment,
      warehouse,
      warehouseSlot,
      taskOrder,
      transportOrder,
      carrier,
      driver,
      vehicle,
      // customer service works inventory lists with the clerks; only the book permission changes books
      inventoryList,
      // and passports and manifests (clerks and customer service work them)
      passport,
      PAGES.twoStepPassport,
      manifest,
      accountBook.permissions.list,
      declaration,
      PAGES.download,
      customer,
      // customer service raises manual charge lines (extra work agreed with the customer); finance confirms
      bill.permissions.list,
      bill.permissions.add,
      MESSAGES,
      SUMMARY_PERM.service,
      SUMMARY_PERM.trend,
    ],
  },
  {
    code: 'finance',
    name: '财务',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'admin',
    grants: [
      bill,
      statement,
      payment,
      contract,
      contractScheme,
      chargeItem,
      exchangeRate,
      bankAccount,
      cashier,
      PAGES.financeReport,
      PAGES.download,
      customer.permissions.list,
      // carriers are the parties of payables (supplier contracts, their lines, statements and payments)
      carrier.permissions.list,
      MESSAGES,
      SUMMARY_PERM.finance,
    ],
  },
  {
    code: 'service_supervisor',
    name: '客服主管',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'admin',
    grants: [
      appointment,
      taskOrder,
      transportOrder,
      declaration,
      PAGES.download,
      customer,
      sensitiveWord,
      agentRelation,
      MESSAGES,
      SUMMARY_PERM.service,
      SUMMARY_PERM.trend,
      SUMMARY_PERM.board,
    ],
  },
  // the warehouse's appointment back office (business-domain §6): who reviews bookings, and the front desk
  // that checks vehicles in and out
  {
    code: 'yy_review',
    name: '预约审核',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'service_supervisor',
    grants: [
      appointment,
      warehouse,
      warehouseSlot,
      taskOrder,
      PAGES.download,
      MESSAGES,
      SUMMARY_PERM.service,
    ],
  },
  {
    code: 'yy_desk',
    name: '仓库前台',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'service_supervisor',
    grants: [
      appointment.permissions.list,
      appointment.permissions.checkin,
      warehouse.permissions.list,
      warehouseSlot.permissions.list,
      MESSAGES,
    ],
  },
  {
    code: 'ccs_admin',
    name: 'ccs管理员',
    client_id: STAFF_CLIENT_ID,
    grants: [declaration, PAGES.declarationEdit, manifest, channel, PAGES.download, MESSAGES],
  },
  {
    code: 'ccs_clerk',
    name: 'ccs单证员',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'ccs_admin',
    grants: [declaration, PAGES.declarationEdit, PAGES.download, MESSAGES],
  },
  // the wall screen's account: the data board and nothing else
  {
    code: 'board',
    name: '数据看板',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'admin',
    grants: [SUMMARY_PERM.board],
  },
  {
    code: 'yy_admin',
    name: '预约后台管理员',
    client_id: CUSTOMER_CLIENT_ID,
    grants: [
      menuGroup('appointment'),
      customer.permissions.list,
      ...PARTNER_BONDED,
      ...PARTNER_CUSTOMS,
      SUMMARY_PERM.partner,
    ],
  },
  {
    code: 'yy_front',
    name: '预约前台',
    client_id: CUSTOMER_CLIENT_ID,
    level: 2,
    parent: 'yy_admin',
    grants: [
      PAGES.yyWelcome,
      SUMMARY_PERM.partner,
      PAGES.yyAppointment,
      PAGES.yyStatement,
      partnerConsignee,
      PAGES.yyMessage,
      PERM.customerSearch,
      ...PARTNER_BONDED,
      ...PARTNER_CUSTOMS,
    ],
  },
];
