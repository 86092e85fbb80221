import { count, eq } from 'drizzle-orm';
import { resources, roleResources, roles } from '../../src/db/schema/index.ts';
import { lastOperation, operationLogCount } from './operation-log.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export const BASE = '/code/oauth2/sys-resource-dto';
export const VALIDATION_ZH = '提交的数据有误，请检查标出的字段';
export const NOT_FOUND_ZH = '请求的资源不存在';

export type Row = {
  id: number;
  code: string;
  sort: number;
  parent_id: number;
  has_children?: boolean;
  type?: string;
  client_ids?: string;
  group_no?: string;
};
export const codesOf = (rows: { code: string }[]) => rows.map((r) => r.code);

/**
 * The shared set-up of the resources-admin test files (resource administration under
 * /code/oauth2/sys-resource-dto). Each file calls start() in its beforeAll and close() in its afterAll, so
 * each file gets its own app and database; the helpers act on that file's app.
 */
export function resourcesAdminFixture() {
  let t: TestApp;
  let admin: string;

  /** Starts the app, signs the administrator in and looks up the id of the role yy_front. */
  async function start() {
    t = await startTestApp();
    admin = await t.login('admin');
    const [role] = await t.database.db.select().from(roles).where(eq(roles.code, 'yy_front'));
    const yyFront = role!.id;
    return { t, admin, yyFront };
  }

  const post = (path: string, body?: unknown, token = admin, headers?: Record<string, string>) =>
    t.call('POST', path.startsWith('/') ? path : `${BASE}/${path}`, token, body, headers);

  async function resourceByCode(code: string) {
    const [row] = await t.database.db.select().from(resources).where(eq(resources.code, code));
    return row;
  }
  async function idOf(code: string) {
    const row = await resourceByCode(code);
    if (!row) throw new Error(`no resource ${code}`);
    return row.id;
  }
  async function resourceCount() {
    const [row] = await t.database.db.select({ n: count() }).from(resources);
    return row!.n;
  }
  const logCount = () => operationLogCount(t.database.db);
  const lastLog = (action: string, recordId: number) =>
    lastOperation(t.database.db, 'resources', action, recordId);
  async function grantedTo(roleId: number) {
    return (
      await t.database.db
        .select({ id: roleResources.resource_id })
        .from(roleResources)
        .where(eq(roleResources.role_id, roleId))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
  }

  return {
    start,
    close: () => t.close(),
    post,
    resourceByCode,
    idOf,
    resourceCount,
    logCount,
    lastLog,
    grantedTo,
  };
}
