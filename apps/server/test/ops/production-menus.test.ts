import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildResourceTree, type MenuEntry, type ResourceNode } from '@app/shared';
import { buildApp } from '../../src/app.ts';
import { prepareDatabase } from '../../src/bootstrap.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { enumGroups, enumItems, resources, roleResources, roles } from '../../src/db/schema/index.ts';
import { createAdministrator } from '../../src/seed/administrator.ts';
import { isEmpty } from '../../src/seed/demo.ts';
import { syncStructure } from '../../src/seed/structure-sync.ts';
import { adminUrl, databaseUrl, runDatabaseName } from '../helpers/pg-urls.ts';
import { embeddedDatabaseIn } from '../helpers/test-app.ts';

/**
 * A production install: an empty database started with NODE_ENV=production (no demo seed), then
 * `npm run create-admin`. The administrator gets the full menu, and a second start changes nothing.
 */
const SECRET = 'Prod#Client-Secret-1';
const PASSWORD = 'Chief#Pass2026';

let dir: string;
let config: AppConfig;
let dropDb = async () => {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-menus-'));
  let databaseUrlValue: string | undefined;
  if (process.env.TEST_DB === 'pg') {
    const name = runDatabaseName(inject('pgTemplate'), 'prod');
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrlValue = databaseUrl(name);
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else await embeddedDatabaseIn(path.join(dir, 'db'), 'empty');
  config = {
    ...loadConfig({ NODE_ENV: 'production' }),
    dataDir: dir,
    databaseUrl: databaseUrlValue,
    webDist: undefined,
    logLevel: 'silent',
  };
});
afterAll(async () => {
  await dropDb();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Row counts and version sums of the structure tables: equal before and after a start that changes nothing. */
async function structureState(database: Database) {
  const db = database.db;
  const [res] = await db.select({ n: count(), v: sum(resources.version) }).from(resources);
  const [rol] = await db.select({ n: count(), v: sum(roles.version) }).from(roles);
  const [grants] = await db.select({ n: count() }).from(roleResources);
  const [groups] = await db.select({ n: count() }).from(enumGroups);
  const [items] = await db.select({ n: count() }).from(enumItems);
  return { res, rol, grants, groups, items };
}

/** The codes of the tree a staff (web client) user sees: customer-only entries left out. */
function staffCodes(nodes: ResourceNode[], clientIds = 'web'): string[] {
  return nodes.flatMap((n) => {
    const ids = n.clientIds ?? clientIds;
    return ids.split(',').includes('web') ? [n.code, ...staffCodes(n.children, ids)] : [];
  });
}

const flatten = (tree: MenuEntry[]): MenuEntry[] => tree.flatMap((e) => [e, ...flatten(e.children)]);

describe('a production start on an empty database, then create-admin', () => {
  // two production starts on an empty embedded database (migrations, reference data, menus): about 10 s on a
  // quiet machine, over 30 s with two busy processes beside the suite
  it(
    'gives the administrator the full menu, and a second start changes nothing',
    { timeout: 120_000 },
    async () => {
      const firstLog: string[] = [];
      const first = await prepareDatabase(config, (l) => firstLog.push(l));
      expect(firstLog.join('\n')).toMatch(/Synced the menu structure: \d+ resources added/);
      let before: Awaited<ReturnType<typeof structureState>>;
      try {
        expect(await isEmpty(first.db)).toBe(true); // no demo users
        const created = await createAdministrator(first.db, {
          username: 'chief01',
          password: PASSWORD,
          name: '主管',
          clientSecret: SECRET,
        });
        expect(created.createdClient).toBe(true);

        const app = await buildApp(config, first);
        await app.ready();
        try {
          const login = await app.inject({
            method: 'POST',
            url: '/oauth/token',
            query: {
              grant_type: 'password',
              client_id: 'web',
              client_secret: SECRET,
              username: 'chief01',
              password: PASSWORD,
            },
          });
          expect(login.statusCode, login.body).toBe(200);
          const headers = { 'access-token': login.json<{ access_token: string }>().access_token };
          const get = (url: string) => app.inject({ method: 'GET', url, headers });

          const menu = (await get('/menu/index')).json<{ code: number; data: MenuEntry[] }>();
          expect(menu.code).toBe(0);
          const tree = buildResourceTree();
          expect(menu.data.map((e) => e.code)).toEqual(tree.map((g) => g.root.code));
          expect(
            flatten(menu.data)
              .map((e) => e.code)
              .sort(),
          ).toEqual(staffCodes(tree.map((g) => g.root)).sort());
          expect(flatten(menu.data).map((e) => e.code)).toEqual(
            expect.arrayContaining([
              'declaration',
              'declaration:send',
              'declaration:print',
              'sysManage:user',
            ]),
          );

          const groups = (await get('/menu/group')).json<{ data: { groupNo: string }[] }>().data;
          expect(groups.map((g) => g.groupNo)).toEqual(['6', '5', '4', '3', '2', '1', '7']);
          const info = (await get('/sys-user/get-user-info')).json<{ data: { groupNumbers: string[] } }>();
          expect([...info.data.groupNumbers].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
          // the template roles exist, so an administrator can hand them out at once
          const roleCodes = (await first.db.select({ code: roles.code }).from(roles)).map((r) => r.code);
          expect(roleCodes).toEqual(expect.arrayContaining(['admin', 'clerk', 'finance', 'yy_front']));
          // the settings and code lists the product reads
          expect((await get('/config/get?key=data_board_url')).json()).toEqual({
            code: 0,
            data: '/index/datav/jhx',
          });
          expect((await get('/public/get-enum?group_code=dec_return_code')).json().data).not.toEqual([]);
        } finally {
          await app.close();
        }
        before = await structureState(first);
      } finally {
        await first.close();
      }

      const secondLog: string[] = [];
      const second = await prepareDatabase(config, (l) => secondLog.push(l));
      expect(secondLog).toEqual([]);
      try {
        expect(await structureState(second)).toEqual(before);
        expect(await syncStructure(second.db)).toEqual({
          resourcesInserted: 0,
          resourcesUpdated: 0,
          rolesCreated: [],
          enumGroupsCreated: [],
          settingsCreated: [],
        });
        // a template role the administrator deleted stays deleted
        await second.db.delete(roles).where(eq(roles.code, 'finance'));
        expect((await syncStructure(second.db)).rolesCreated).toEqual([]);
        expect((await second.db.select().from(roles).where(eq(roles.code, 'finance'))).length).toBe(0);
      } finally {
        await second.close();
      }
    },
  );
});
