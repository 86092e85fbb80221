import { describe, expect, it } from 'vitest';
import { defineEntity } from '../kit/define-entity.ts';
import { f } from '../kit/fields.ts';
import { PERM } from '../dicts/permissions.ts';
import { declaration, registry } from '../registry.ts';
import { MENU_GROUPS, orderMenuGroups } from './menu-groups.ts';
import { buildResourceTree, flattenResources, resourceTitle } from './resource-tree.ts';

const all = () => flattenResources(buildResourceTree().map((g) => g.root));

describe('the resource tree', () => {
  it('has one directory per menu group and each code once', () => {
    const tree = buildResourceTree();
    expect(tree.map((g) => g.root.code)).toEqual(MENU_GROUPS.map((g) => g.code));
    const codes = all().map((n) => n.code);
    expect(codes.length).toBe(new Set(codes).size);
  });

  it('holds every entity page with its buttons, and a button for every PERM code', () => {
    const codes = new Set(all().map((n) => n.code));
    for (const def of registry) {
      if (!def.menu?.hidden) {
        expect(codes.has(def.resource), def.name).toBe(true);
        for (const b of def.buttons) expect(codes.has(b.code), b.code).toBe(true);
      }
    }
    for (const code of Object.values(PERM)) expect(codes.has(code), code).toBe(true);
  });

  it('gives a declaration its send and print buttons from the definition', () => {
    expect(declaration.permissions.send).toBe('declaration:send');
    expect(declaration.permissions.print).toBe('declaration:print');
    const page = all().find((n) => n.code === 'declaration')!;
    expect(page.children.map((b) => b.code)).toEqual([
      'declaration:search',
      'declaration:add',
      'declaration:update',
      'declaration:delete',
      'declaration:export',
      'declaration:send',
      'declaration:print',
    ]);
    expect(page).toMatchObject({ type: '1', path: '/declaration/index', title: declaration.label });
  });

  it('refuses an extra button that repeats a standard permission', () => {
    expect(() =>
      defineEntity({
        name: 'parcels',
        table: 'parcels',
        label: { zh: '包裹', en: 'Parcel', es: 'Paquete', ja: '小包' },
        perm: 'parcel',
        display: 'no',
        buttons: { export: { zh: '导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' } },
        fields: { no: f.string({ zh: '编号', en: 'No.', es: 'N.º', ja: '番号' }, { length: 20 }) },
      }),
    ).toThrow('parcels: extra button "export" repeats a standard permission');
  });

  it('places an entity by its menu group and sort, and lets the definition win over a hand page', () => {
    const parcel = defineEntity({
      name: 'parcels',
      table: 'parcels',
      label: { zh: '包裹', en: 'Parcel', es: 'Paquete', ja: '小包' },
      perm: 'parcel',
      path: '/parcel/index',
      menu: { group: 'logistics', sort: 45 },
      readOnly: true,
      display: 'no',
      fields: { no: f.string({ zh: '编号', en: 'No.', es: 'N.º', ja: '番号' }, { length: 20 }) },
    });
    const tree = buildResourceTree(
      [parcel],
      [
        {
          group: 'logistics',
          node: {
            code: 'parcel',
            title: { zh: '旧', en: 'Old', es: 'Antiguo', ja: '旧項目' },
            type: '1',
            path: '/old',
            sort: 1,
            children: [
              {
                code: 'parcel:track',
                title: { zh: '跟踪', en: 'Track', es: 'Seguir', ja: '追跡' },
                type: '4',
                sort: 1,
                children: [],
              },
            ],
          },
        },
      ],
    );
    const logistics = tree.find((g) => g.groupNo === '4')!.root;
    expect(logistics.children).toHaveLength(1);
    expect(logistics.children[0]).toMatchObject({
      code: 'parcel',
      path: '/parcel/index',
      title: parcel.label,
    });
    expect(logistics.children[0]!.children.map((b) => b.code)).toEqual([
      'parcel:search',
      'parcel:export',
      'parcel:track',
    ]);
  });

  it('gives a hand page standing for an entity without a menu the entity’s buttons', () => {
    const account = defineEntity({
      name: 'accounts',
      table: 'accounts',
      label: { zh: '账号', en: 'Account', es: 'Cuenta', ja: 'アカウント' },
      perm: 'sysManage:account',
      path: '/system/account',
      display: 'no',
      fields: { no: f.string({ zh: '编号', en: 'No.', es: 'N.º', ja: '番号' }, { length: 20 }) },
    });
    const tree = buildResourceTree(
      [account],
      [
        {
          group: 'system',
          node: {
            code: 'sysManage:account',
            title: { zh: '账号管理', en: 'Accounts', es: 'Cuentas', ja: 'アカウント管理' },
            type: '1',
            path: '/system/account',
            sort: 5,
            children: [
              {
                code: 'sysManage:account:search',
                title: { zh: '查', en: 'S', es: 'B', ja: '検' },
                type: '4',
                sort: 2,
                children: [],
              },
              {
                code: 'sysManage:account:lock',
                title: { zh: '锁定', en: 'Lock', es: 'Bloquear', ja: 'ロック' },
                type: '4',
                sort: 1,
                children: [],
              },
            ],
          },
        },
      ],
    );
    const page = tree.find((g) => g.groupNo === '1')!.root.children[0]!;
    expect(page).toMatchObject({
      code: 'sysManage:account',
      title: { zh: '账号管理', en: 'Accounts', es: 'Cuentas', ja: 'アカウント管理' },
    });
    expect(page.children.map((b) => b.code)).toEqual([
      'sysManage:account:search',
      'sysManage:account:lock',
      'sysManage:account:add',
      'sysManage:account:update',
      'sysManage:account:delete',
      'sysManage:account:export',
    ]);
  });

  it('answers titles in every interface language, undefined for an unknown code', () => {
    expect(resourceTitle('declaration', 'en')).toBe('Customs declaration');
    expect(resourceTitle('customs', 'ja')).toBe('通関業務');
    expect(resourceTitle('sysManage:role', 'zh')).toBe('角色管理');
    expect(resourceTitle('no-such-code', 'en')).toBeUndefined();
  });
});

describe('orderMenuGroups', () => {
  it('puts the customs work first and the appointment group last for staff', () => {
    expect(orderMenuGroups(['1', '7', '2', '6', '3', '5', '4'], false)).toEqual([
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      '7',
    ]);
  });

  it('puts the appointment group first on the appointment site, unknown groups after the known', () => {
    expect(orderMenuGroups(['1', '7', '6', '12', '9'], true)).toEqual(['7', '6', '1', '12', '9']);
  });
});
