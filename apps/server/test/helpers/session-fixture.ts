import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, roleResources, userRoles, users } from '../../src/db/schema/index.ts';
import { CLIENTS, startTestApp, type TestApp } from './test-app.ts';

export interface MenuEntry {
  id: number;
  parentId: string;
  code: string;
  sort: number;
  hidden: boolean;
  groupNo: string;
  children: MenuEntry[];
}
export const flatten = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children)]);
/** Every level of the tree is sorted by sort descending, and every child names its parent. */
export function expectSorted(entries: MenuEntry[], parentId = '0') {
  const sorts = entries.map((e) => e.sort);
  expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
  for (const e of entries) {
    expect(e.parentId).toBe(parentId);
    expectSorted(e.children, String(e.id));
  }
}

/**
 * The shared set-up of the session test files (the signed-in user's info, working company, menu and the
 * system calls). Each file calls start() in its beforeAll and close() in its afterAll, so each file gets its
 * own app and database; the helpers act on that file's app.
 */
export function sessionFixture() {
  let t: TestApp;
  const userIds: Record<string, number> = {};
  const companyIds: Record<string, number> = {};

  /** Starts the app, signs admin, clerk and partner01 in and looks up the ids of the seeded users and companies. */
  async function start() {
    t = await startTestApp();
    const [admin, clerk, partner] = await Promise.all([
      t.login('admin'),
      t.login('clerk'),
      t.login('partner01'),
    ]);
    for (const u of await t.database.db.select().from(users)) userIds[u.username] = u.id;
    for (const c of await t.database.db.select().from(companies)) companyIds[c.code!] = c.id;
    return { t, admin, clerk, partner };
  }

  const get = (url: string, token?: string, headers?: Record<string, string>) =>
    t.call('GET', url, token, undefined, headers);
  const userInfo = async (token: string) => {
    const res = await get('/sys-user/get-user-info', token);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const customerCodes = async (token: string) => {
    const res = await get('/api/customers', token);
    expect(res.statusCode).toBe(200);
    return (res.json().content as { customer_code: string; company_id: number }[])
      .map((c) => `${c.company_id}:${c.customer_code}`)
      .sort();
  };

  const menu = async (token: string, headers?: Record<string, string>, query = '') => {
    const res = await get(`/menu/index${query}`, token, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    return res.json().data as MenuEntry[];
  };
  async function grantedIds(username: string) {
    const rows = await t.database.db
      .select({ id: roleResources.resource_id })
      .from(userRoles)
      .innerJoin(roleResources, eq(roleResources.role_id, userRoles.role_id))
      .where(eq(userRoles.user_id, userIds[username]!));
    return new Set(rows.map((r) => r.id));
  }

  let ipSeq = 10;
  function signIn(username: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      query: { grant_type: 'password', ...CLIENTS.web, username, password },
      remoteAddress: `10.2.0.${ipSeq++}`,
    });
  }

  return {
    userIds,
    companyIds,
    start,
    close: () => t.close(),
    get,
    userInfo,
    customerCodes,
    menu,
    grantedIds,
    signIn,
  };
}
