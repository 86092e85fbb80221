import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuEntry } from '@app/shared';
import { resources } from '../../src/db/schema/index.ts';
import { expectSorted, flatten, sessionFixture } from '../helpers/session-fixture.ts';
import type { TestApp } from '../helpers/test-app.ts';

const f = sessionFixture();
const { get, menu, grantedIds } = f;
let t: TestApp;
let admin: string;
let clerk: string;
let partner: string;

/**
 * The bonded-zone and manifest resources a partner reads (search only): books, their lines, lists,
 * materials, passports and manifests.
 */
const PARTNER_BONDED = [
  'customs',
  'manifest',
  'manifest:search',
  'manifest:consignments-page',
  'manifest:items-page',
  'sasPassport',
  'sasPassport:search',
  'sasPassport:lines-page',
  'sasPassport:lists-page',
  'sasTwoPassport',
  'sasTwoPassport:search',
  'bonded',
  'ems',
  'ems:search',
  'ems:goods-page',
  'ems:losses-page',
  'invt',
  'invt:search',
  'invt:lines-page',
  'hwMatnr',
  'hwMatnr:search',
  // their declarations, read only (the partner home counts them by status), and the home's figures
  'declaration',
  'declaration:search',
  'summary:partner',
];

beforeAll(async () => {
  ({ t, admin, clerk, partner } = await f.start());
});
afterAll(() => f.close());

describe('GET /menu/index', () => {
  it('answers the tree of granted resources only, each level by sort descending', async () => {
    const tree = await menu(clerk);
    expect(tree.map((e) => e.code)).toEqual(['customs', 'bonded', 'base', 'systemManage']);
    expectSorted(tree);
    const granted = await grantedIds('clerk');
    const entries = flatten(tree);
    expect(entries.every((e) => granted.has(e.id))).toBe(true);
    const codes = entries.map((e) => e.code);
    expect(codes).toContain('declaration:search');
    expect(codes).not.toContain('sensitive');
    expect(codes).not.toContain('bill');
    expect(codes).not.toContain('sysManage:user');
    const customs = tree[0]!;
    expect(customs.children.map((e) => e.code)).toEqual([
      'declaration',
      'declaration:edit-page',
      'shippingBill',
      'manifest',
      'manifest:consignments-page',
      'manifest:items-page',
      'channel',
    ]);
    expect(customs).toMatchObject({
      parentId: '0',
      type: '0',
      path: '/customs',
      title: '报关业务',
      name: 'customs',
      icon: 'FileTextOutlined',
      groupNo: '6',
      authority: 'customs',
      extend: '0',
      bindPath: '',
      url: '',
      hidden: false,
    });
  });

  it('follows the sort column, not the order of creation', async () => {
    await t.database.db.update(resources).set({ sort: 999 }).where(eq(resources.code, 'channel'));
    try {
      const customs = (await menu(clerk))[0]!;
      expect(customs.children.map((e) => e.code)[0]).toBe('channel');
      expectSorted(customs.children, String(customs.id));
    } finally {
      await t.database.db.update(resources).set({ sort: 10 }).where(eq(resources.code, 'channel'));
    }
  });

  it('marks hidden entries with hidden: true', async () => {
    const entries = flatten(await menu(clerk));
    const hidden = entries.filter((e) => e.hidden).map((e) => e.code);
    expect(hidden.sort()).toEqual([
      'declaration:edit-page',
      'ems:goods-page',
      'ems:losses-page',
      'invt:edit-page',
      'invt:lines-page',
      'manifest:consignments-page',
      'manifest:items-page',
      'sasPassport:lines-page',
      'sasPassport:lists-page',
      // the home tab's figures (summary:clerk, summary:trend) hang under a hidden route
      'summary',
    ]);
    expect(entries.find((e) => e.code === 'declaration:edit-page')).toMatchObject({
      type: '3',
      path: '/declaration/edit',
      hidden: true,
    });
  });

  it('answers the partner only the customer client’s entries', async () => {
    const tree = await menu(partner);
    // the appointment pages, and their own customer's bonded records to read
    expect(tree.map((e) => e.code)).toEqual(['customs', 'bonded', 'yy']);
    expectSorted(tree);
    const entries = flatten(tree);
    expect(entries.map((e) => e.code).sort()).toEqual(
      [
        'yy',
        'yy:welcome',
        'yy:appointment',
        'yy:appointment:search',
        'yy:appointment:add',
        'yy:appointment:update',
        'yy:appointment:delete',
        'yy:statement',
        'yy:statement:search',
        'yy:statement:confirm',
        'yy:statement:pay',
        'yy:customer',
        'yy:customer:search',
        'yy:customer:add',
        'yy:customer:update',
        'yy:customer:delete',
        'yy:customer:export',
        'yy:message',
        ...PARTNER_BONDED,
      ].sort(),
    );
    const rows = await t.database.db
      .select()
      .from(resources)
      .where(
        inArray(
          resources.id,
          entries.map((e) => e.id),
        ),
      );
    expect(rows.every((r) => r.client_ids.split(',').includes('customer'))).toBe(true);
  });

  it('a Group-Id header (or groupNo) limits it to one group', async () => {
    const six = await menu(clerk, { 'group-id': '6' });
    expect(six.map((e) => e.code)).toEqual(['customs']);
    expect(flatten(six).every((e) => e.groupNo === '6')).toBe(true);
    expect((await menu(clerk, undefined, '?groupNo=5')).map((e) => e.code)).toEqual(['bonded']);
    expect(await menu(clerk, { 'group-id': '3' })).toEqual([]);
    expect((await menu(admin, { 'group-id': '7' })).map((e) => e.code)).toEqual(['yy']);
  });

  it('shows the administrator every group, and a disabled resource to no one', async () => {
    expect((await menu(admin)).map((e) => e.code)).toEqual([
      'customs',
      'bonded',
      'logistics',
      'finance',
      'base',
      'systemManage',
      'yy',
    ]);
    await t.database.db.update(resources).set({ status: 0 }).where(eq(resources.code, 'manifest'));
    try {
      for (const token of [admin, clerk]) {
        const codes = flatten(await menu(token)).map((e) => e.code);
        expect(codes).not.toContain('manifest');
        expect(codes).not.toContain('manifest:search');
      }
    } finally {
      await t.database.db.update(resources).set({ status: 1 }).where(eq(resources.code, 'manifest'));
    }
  });

  it('answers 401 without a token', async () => {
    expect((await get('/menu/index')).statusCode).toBe(401);
  });
});

describe('GET /menu/group', () => {
  it('answers the groups the user holds with their titles, customs work first', async () => {
    const res = await get('/menu/group', clerk);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      data: [
        { groupNo: '6', title: '报关业务', icon: 'FileTextOutlined' },
        { groupNo: '5', title: '保税业务', icon: 'BankOutlined' },
        { groupNo: '2', title: '基础资料', icon: 'DatabaseOutlined' },
        { groupNo: '1', title: '系统管理', icon: 'SettingOutlined' },
      ],
    });
    expect((await get('/menu/group', partner)).json().data).toEqual([
      { groupNo: '6', title: '报关业务', icon: 'FileTextOutlined' },
      { groupNo: '5', title: '保税业务', icon: 'BankOutlined' },
      { groupNo: '7', title: '入仓预约', icon: 'CalendarOutlined' },
    ]);
    expect(
      ((await get('/menu/group', admin)).json().data as { groupNo: string }[]).map((g) => g.groupNo),
    ).toEqual(['6', '5', '4', '3', '2', '1', '7']);
    expect((await get('/menu/group')).statusCode).toBe(401);
  });

  it('puts the appointment group first only on the appointment site', async () => {
    const order = async (host: string) =>
      ((await get('/menu/group', admin, { host })).json().data as { groupNo: string }[]).map(
        (g) => g.groupNo,
      );
    expect(await order('yy.localhost:8080')).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    expect(await order('oms.localhost:8080')).toEqual(['6', '5', '4', '3', '2', '1', '7']);
    expect(await order('localhost:8080')).toEqual(['6', '5', '4', '3', '2', '1', '7']);
  });
});

describe('menu titles follow the interface language', () => {
  const entriesOf = async (token: string, headers: Record<string, string>) => {
    const all = (list: MenuEntry[]): MenuEntry[] => list.flatMap((e) => [e, ...all(e.children)]);
    return all((await get('/menu/index', token, headers)).json<{ data: MenuEntry[] }>().data);
  };

  it('answers the definitions’ labels in the language of Accept-Language or the language cookie', async () => {
    const titled = async (headers: Record<string, string>) => {
      const entries = await entriesOf(clerk, headers);
      return (code: string) => entries.find((e) => e.code === code)?.title;
    };
    const en = await titled({ 'accept-language': 'en-US,en;q=0.9' });
    expect(en('customs')).toBe('Customs');
    expect(en('declaration')).toBe('Customs declaration');
    expect(en('declaration:send')).toBe('Send');
    expect(en('manifest')).toBe('Manifests');
    const ja = await titled({ cookie: 'language=ja' });
    expect(ja('declaration')).toBe('通関申告書');
    expect(ja('shippingBill')).toBe('船荷証券');
    const zh = await titled({});
    expect(zh('declaration')).toBe('报关单');
    const groups = await get('/menu/group', clerk, { 'accept-language': 'es' });
    expect(groups.json().data[0]).toEqual({ groupNo: '6', title: 'Aduanas', icon: 'FileTextOutlined' });
  });

  it('keeps the stored title of a resource an administrator created', async () => {
    const [row] = await t.database.db
      .insert(resources)
      .values({
        code: 'custom:page',
        name: 'customPage',
        title: '自定义页面',
        type: '1',
        path: '/custom/page',
        group_no: '6',
        parent_id: 0,
      })
      .returning();
    try {
      const entry = (await entriesOf(admin, { 'accept-language': 'en' })).find(
        (e) => e.code === 'custom:page',
      );
      expect(entry?.title).toBe('自定义页面');
    } finally {
      await t.database.db.delete(resources).where(eq(resources.id, row!.id));
    }
  });
});

describe('GET /sys-user/get-partner-permission', () => {
  it('answers the partner’s resources, roles, stations and orgs for the customer client', async () => {
    const res = await get('/sys-user/get-partner-permission', partner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ stations: [], orgs: [], customer_code: 'C0001' });
    expect(body.data.roles).toEqual([
      { id: expect.any(Number), code: 'yy_front', name: '预约前台', clientId: 'customer' },
    ]);
    const resources = body.data.resources as { code: string; clientIds: string; path: string | null }[];
    expect(resources.map((r) => r.code).sort()).toEqual(
      [
        'yy',
        'yy:welcome',
        'yy:appointment',
        'yy:appointment:search',
        'yy:appointment:add',
        'yy:appointment:update',
        'yy:appointment:delete',
        'yy:statement',
        'yy:statement:search',
        'yy:statement:confirm',
        'yy:statement:pay',
        'yy:customer',
        'yy:customer:search',
        'yy:customer:add',
        'yy:customer:update',
        'yy:customer:delete',
        'yy:customer:export',
        'yy:message',
        ...PARTNER_BONDED,
      ].sort(),
    );
    expect(resources.find((r) => r.code === 'yy:welcome')).toMatchObject({
      path: '/yy/welcome',
      clientIds: 'web,customer',
      sort: expect.any(Number),
      type: '1',
    });
    expect((await get('/sys-user/get-partner-permission')).statusCode).toBe(401);
  });
});
