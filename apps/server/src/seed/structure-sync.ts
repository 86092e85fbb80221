import { sql } from 'drizzle-orm';
import { APPOINTMENT_NOTE_SETTING, MENU_GROUPS } from '@app/shared';
import type { Db, DbOrTx } from '../db/client.ts';
import { enumGroups, enumItems, globalSettings } from '../db/schema/index.ts';
import { ENUM_GROUPS } from './enums.ts';
import { syncResourceTree } from './resource-tree.ts';
import { syncRoleTemplates } from './role-templates.ts';
import { relevelAll } from '../modules/resources/resource-levels.ts';

/** What one sync changed (all zero on a second start). */
export interface StructureSyncResult {
  resourcesInserted: number;
  resourcesUpdated: number;
  rolesCreated: string[];
  enumGroupsCreated: string[];
  settingsCreated: string[];
}

/** Settings every install reads (`/config/get`); an administrator edits their values afterwards. */
export const REFERENCE_SETTINGS: (typeof globalSettings.$inferInsert)[] = [
  {
    group_name: '界面',
    name: '菜单分组',
    code: 'menu_groups',
    type: 'text',
    val: JSON.stringify(MENU_GROUPS.map(({ groupNo, title, icon }) => ({ groupNo, title: title.zh, icon }))),
    des: '顶部菜单分组：编号、标题、图标',
  },
  {
    group_name: '界面',
    name: '数据看板地址',
    code: 'data_board_url',
    type: 'text',
    val: '/index/datav/jhx',
    des: '内部员工端数据看板按钮打开的地址',
  },
  {
    group_name: '安全',
    name: '密码有效期（月）',
    code: 'password_max_age_months',
    type: 'int',
    val: '3',
    des: '内部员工密码超过此期限提示修改',
  },
  {
    group_name: '下载',
    name: '每人未完成导出上限（个）',
    code: 'export_max_pending',
    type: 'int',
    val: '5',
    des: '排队或执行中的导出任务达到此数时，新的导出被拒绝',
  },
  {
    group_name: '下载',
    name: '每人导出文件空间（MB）',
    code: 'export_max_mb',
    type: 'int',
    val: '500',
    des: '一个用户已完成的导出文件合计达到此大小时，新的导出被拒绝',
  },
  {
    group_name: '下载',
    name: '导出文件保留天数',
    code: 'export_keep_days',
    type: 'int',
    val: '7',
    des: '完成超过此天数的导出文件被自动清理',
  },
  {
    group_name: '保税',
    name: '核放单重量允许误差（千克）',
    code: 'passport_weight_tolerance',
    type: 'text',
    val: '10',
    des: '核放单总重量与车自重、车架重、集装箱重、货物毛重之和，以及货物毛重与清单毛重之间允许的差额',
  },
  {
    group_name: '注册',
    name: '合作方注册自动审核',
    code: 'partner_auto_approve',
    type: 'int',
    val: '0',
    des: '1：合作方注册后立即开通账号；0：由所选服务公司的管理员审核后开通',
  },
  {
    group_name: APPOINTMENT_NOTE_SETTING.group.zh,
    name: APPOINTMENT_NOTE_SETTING.label.zh,
    code: APPOINTMENT_NOTE_SETTING.code,
    type: 'int',
    val: APPOINTMENT_NOTE_SETTING.default,
    des: APPOINTMENT_NOTE_SETTING.description.zh,
  },
];

/** Inserts the settings that are missing (by code); an existing one keeps the administrator's value. */
async function syncSettings(tx: DbOrTx): Promise<string[]> {
  const have = new Set(
    (await tx.select({ code: globalSettings.code }).from(globalSettings)).map((g) => g.code),
  );
  const missing = REFERENCE_SETTINGS.filter((g) => !have.has(g.code));
  if (missing.length) await tx.insert(globalSettings).values(missing);
  return missing.map((g) => g.code);
}

/** Inserts the code lists that are missing, with their items; an existing group is the administrator's. */
async function syncEnumGroups(tx: DbOrTx): Promise<string[]> {
  const have = new Set(
    (await tx.select({ code: enumGroups.group_code }).from(enumGroups)).map((g) => g.code),
  );
  const missing = ENUM_GROUPS.filter((g) => !have.has(g.group_code));
  for (const g of missing) {
    await tx
      .insert(enumGroups)
      .values({ group_code: g.group_code, group_name: g.group_name, group_des: g.group_des });
    if (g.items.length)
      await tx.insert(enumItems).values(
        g.items.map(([enum_key, enum_value], i) => ({
          group_code: g.group_code,
          enum_key,
          enum_value,
          sort: i,
        })),
      );
  }
  return missing.map((g) => g.group_code);
}

/**
 * The structure every install needs, synced at every start (reference data, not demo data): the
 * resource tree (menus, pages, buttons: every permission code), the template roles with their first
 * grants, the code lists and the settings the product reads. One transaction under an advisory lock, so processes starting together
 * on PostgreSQL do not race.
 */
export async function syncStructure(db: Db): Promise<StructureSyncResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310001)`);
    const tree = await syncResourceTree(tx);
    // each entry's level is its depth in the tree (business-domain §3, resource)
    await relevelAll(tx);
    const rolesCreated = await syncRoleTemplates(tx);
    const enumGroupsCreated = await syncEnumGroups(tx);
    const settingsCreated = await syncSettings(tx);
    return {
      resourcesInserted: tree.inserted,
      resourcesUpdated: tree.updated,
      rolesCreated,
      enumGroupsCreated,
      settingsCreated,
    };
  });
}
