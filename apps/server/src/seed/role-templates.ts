import { and, eq } from 'drizzle-orm';
import {
  accountBook,
  accountBookGoods,
  accountBookLoss,
  bill,
  carrier,
  inventoryList,
  inventoryListLine,
  manifest,
  manifestConsignment,
  manifestItem,
  passport,
  passportLine,
  passportList,
  warehouseMaterial,
  channel,
  CUSTOMER_CLIENT_ID,
  customer,
  declaration,
  PERM,
  STAFF_CLIENT_ID,
  SUMMARY_PERM,
} from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { globalSettings, resources, roleResources, roles } from '../db/schema/index.ts';

/** Every template role opens the message centre (sending stays with the administrator: message:send). */
const MESSAGES = 'messageCenter';
const DECLARATIONS = declaration.resource;
const DECLARATION_EDITOR = 'declaration:edit-page';

/** A role the product ships: created on the first sync with its grants; the administrator owns it afterwards. */
export interface RoleTemplate {
  code: string;
  name: string;
  client_id: string;
  level?: number;
  is_admin?: boolean;
  /** The code of the parent role. */
  parent?: string;
  /** Resource codes: a page brings its buttons, ancestors come along. */
  grants: string[];
}

/**
 * Partners read their own customer's account books, their lines, inventory lists, materials, passports and
 * manifests: search only.
 */
const PARTNER_BONDED = [
  accountBook.permissions.list,
  accountBookGoods.menu!.hidden!.code,
  accountBookLoss.menu!.hidden!.code,
  inventoryList.permissions.list,
  inventoryListLine.menu!.hidden!.code,
  warehouseMaterial.permissions.list,
  passport.permissions.list,
  passportLine.menu!.hidden!.code,
  passportList.menu!.hidden!.code,
  'sasTwoPassport:search',
  manifest.permissions.list,
  manifestConsignment.menu!.hidden!.code,
  manifestItem.menu!.hidden!.code,
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
      DECLARATIONS,
      DECLARATION_EDITOR,
      'shippingBill',
      'manifest',
      // channels are managed by administrators only (the server refuses anyone else): clerks list them
      channel.permissions.list,
      'ems',
      'sasPassport',
      'sasTwoPassport',
      'invt',
      'hwMatnr',
      'download',
      customer.permissions.list,
      'baseData',
      'hsCode',
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
      'appointment',
      'warehouse',
      'warehouseSlot',
      'task',
      'transport',
      'carrier',
      'driver',
      'vehicle',
      // customer service works inventory lists with the clerks; only the book permission changes books
      'invt',
      // and passports and manifests (issue 14: clerks and customer service work them)
      'sasPassport',
      'sasTwoPassport',
      'manifest',
      accountBook.permissions.list,
      DECLARATIONS,
      'download',
      customer.resource,
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
      'bill',
      'statement',
      'payment',
      'contract',
      'contractScheme',
      'chargeItem',
      'rate',
      'bankAccount',
      'cashier',
      'financeReport',
      'download',
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
      'appointment',
      'task',
      'transport',
      DECLARATIONS,
      'download',
      customer.resource,
      'sensitive',
      'agentRelation',
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
    grants: ['appointment', 'warehouse', 'warehouseSlot', 'task', 'download', MESSAGES, SUMMARY_PERM.service],
  },
  {
    code: 'yy_desk',
    name: '仓库前台',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'service_supervisor',
    grants: ['appointment:search', 'appointment:checkin', 'warehouseSlot:search', MESSAGES],
  },
  {
    code: 'ccs_admin',
    name: 'ccs管理员',
    client_id: STAFF_CLIENT_ID,
    grants: [DECLARATIONS, DECLARATION_EDITOR, 'manifest', 'channel', 'download', MESSAGES],
  },
  {
    code: 'ccs_clerk',
    name: 'ccs单证员',
    client_id: STAFF_CLIENT_ID,
    level: 2,
    parent: 'ccs_admin',
    grants: [DECLARATIONS, DECLARATION_EDITOR, 'download', MESSAGES],
  },
  // the wall screen's account: the data board and nothing else (issue 17)
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
    grants: ['yy', customer.permissions.list, ...PARTNER_BONDED, ...PARTNER_CUSTOMS, SUMMARY_PERM.partner],
  },
  {
    code: 'yy_front',
    name: '预约前台',
    client_id: CUSTOMER_CLIENT_ID,
    level: 2,
    parent: 'yy_admin',
    grants: [
      'yy:welcome',
      SUMMARY_PERM.partner,
      'yy:appointment',
      'yy:statement',
      'yy:customer',
      'yy:message',
      PERM.customerSearch,
      ...PARTNER_BONDED,
      ...PARTNER_CUSTOMS,
    ],
  },
];

/** Resource ids whose code is one of, or starts with one of, the given prefixes (a page brings its buttons). */
async function resourceIds(tx: DbOrTx, prefixes: string[]): Promise<number[]> {
  const all = await tx
    .select({ id: resources.id, code: resources.code, parent_id: resources.parent_id })
    .from(resources);
  const chosen = new Set(
    all.filter((r) => prefixes.some((p) => r.code === p || r.code.startsWith(`${p}:`))).map((r) => r.id),
  );
  // ancestors too, so menus show the path to each granted page
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of all) {
      if (chosen.has(r.id) && r.parent_id && !chosen.has(r.parent_id)) {
        chosen.add(r.parent_id);
        grew = true;
      }
    }
  }
  return [...chosen];
}

/** The setting that remembers which template roles were created once (so a deleted one stays deleted). */
export const ROLE_TEMPLATES_SETTING = 'role_templates_created';

const templateKey = (t: Pick<RoleTemplate, 'client_id' | 'code'>) => `${t.client_id}:${t.code}`;

async function createdBefore(tx: DbOrTx): Promise<Set<string>> {
  const [row] = await tx
    .select({ val: globalSettings.val })
    .from(globalSettings)
    .where(eq(globalSettings.code, ROLE_TEMPLATES_SETTING));
  try {
    const parsed: unknown = JSON.parse(row?.val ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Creates each template role once: the first sync that finds it missing (by client and code) inserts
 * it, links it to its parent and grants it its resources. From then on the role is the
 * administrator's: later syncs change neither it nor its grants, and do not bring it back once
 * deleted (the `role_templates_created` setting remembers). The system-administrator role
 * (`is_admin`) holds every resource, new ones included, without grants. Answers the codes it created.
 */
export async function syncRoleTemplates(
  tx: DbOrTx,
  templates: RoleTemplate[] = ROLE_TEMPLATES,
): Promise<string[]> {
  const done = await createdBefore(tx);
  const before = done.size;
  const created: string[] = [];
  const idOf = new Map<string, number>();
  for (const t of templates) {
    const [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.client_id, t.client_id), eq(roles.code, t.code)));
    if (row) idOf.set(t.code, row.id);
    if (row || done.has(templateKey(t))) {
      done.add(templateKey(t));
      continue;
    }
    const [inserted] = await tx
      .insert(roles)
      .values({
        name: t.name,
        code: t.code,
        client_id: t.client_id,
        level: t.level ?? 1,
        is_admin: t.is_admin ?? false,
        parent_id: t.parent ? (idOf.get(t.parent) ?? null) : null,
      })
      .returning({ id: roles.id });
    idOf.set(t.code, inserted!.id);
    done.add(templateKey(t));
    created.push(t.code);
    const ids = t.grants.length ? await resourceIds(tx, t.grants) : [];
    if (ids.length)
      await tx
        .insert(roleResources)
        .values(ids.map((resource_id) => ({ role_id: inserted!.id, resource_id })));
  }
  if (done.size !== before) {
    const val = JSON.stringify([...done].sort());
    await tx
      .insert(globalSettings)
      .values({
        group_name: '系统',
        name: '已创建的模板角色',
        code: ROLE_TEMPLATES_SETTING,
        type: 'text',
        val,
        des: '启动时已创建过的模板角色（客户端:编码）；删除的模板角色不会再被创建',
      })
      .onConflictDoUpdate({ target: globalSettings.code, set: { val } });
  }
  return created;
}
