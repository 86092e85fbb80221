import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationGoods, declarations } from '../../src/db/schema/index.ts';
import { saveCall, savedHead } from '../helpers/customs.ts';
import { declarationBody } from '../helpers/declaration-fixture.ts';
import { lastOperation } from '../helpers/operation-log.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let clerk: string;
let finance: string;
beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
  finance = await t.login('finance');
});
afterAll(() => t.close());

type Full = {
  head: Record<string, unknown>;
  goods: Record<string, unknown>[];
  containers: Record<string, unknown>[];
  licences: unknown[];
  documents: unknown[];
};

const save = (token: string, body: unknown) => saveCall(t, token, body);
const full = async (id: number, token = clerk): Promise<Full> => {
  const res = await t.call('GET', `/api/declarations/${id}/full`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Full;
};

describe('save and reload', () => {
  it('saves a declaration with 50 goods lines and 3 containers in one call, with server-side totals', async () => {
    const body = declarationBody({ goods: 50, containers: 3 });
    body.containers[2]!.goods_no = '1,25,50';
    const res = await save(clerk, body);
    expect(res.statusCode, res.body).toBe(201);
    const { id, version, cd_sn } = savedHead(res);
    expect(version).toBe(1);
    expect(cd_sn).toMatch(/^I\d{8}\d{6}$/);
    // the save answers the declaration as stored, whole: the editor needs no second trip (and no warning)
    const answered = res.json() as Full & { warnings: unknown[] };
    const d = await full(id);
    expect(answered).toEqual({ ...d, warnings: [] });
    expect(d.goods).toHaveLength(50);
    expect(d.goods.map((g) => g.g_no)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(d.containers.map((c) => c.container_no)).toEqual(['CSQU3054383', 'MSKU1234565', 'TGHU8765430']);
    expect(d.containers[2]!.goods_no).toBe('1,25,50');
    const expectedTotal = body.goods.reduce((s, g) => s + Number(g.decl_total), 0);
    expect(Number(d.head.goods_total)).toBeCloseTo(expectedTotal, 4);
    expect(d.head).toMatchObject({
      item_num: 50,
      first_good_name: '便携式电脑1',
      goods_curr: 'USD',
      cd_status: '0',
      cd_company_id: 1,
      customer_code: 'C0001',
      customer_id: expect.any(Number),
      receiver_scc: body.head.receiver_scc,
      edit_name: '单证员 李明',
    });
    expect(Number(d.goods[9]!.decl_price)).toBe(2.5);
    const log = await lastOperation(t.database.db, 'declarations', 'create', id);
    expect(log?.username).toBe('clerk');
  });

  it('updates with the version read, replaces the lines, and answers 409 to a stale version', async () => {
    const created = savedHead(await save(clerk, declarationBody({ goods: 3, containers: 1 })));
    const before = await full(created.id);
    const body = declarationBody({ goods: 1, containers: 0 });
    const update = await save(clerk, {
      ...body,
      head: { ...before.head, ...body.head, id: created.id, version: 1, note: '改一下' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = await full(created.id);
    expect(update.json()).toEqual({ ...after, warnings: [] });
    expect(after.head).toMatchObject({ note: '改一下', item_num: 1, version: 2, cd_sn: before.head.cd_sn });
    expect(after.goods).toHaveLength(1);
    expect(after.containers).toHaveLength(0);
    // the head is saved whole: a field left out is cleared
    const { trans_name: _dropped, ...withoutTransName } = body.head;
    void _dropped;
    const cleared = await save(clerk, { ...body, head: { ...withoutTransName, id: created.id, version: 2 } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await full(created.id)).head).toMatchObject({ trans_name: null, note: null, version: 3 });
    const stale = await save(clerk, { ...body, head: { ...body.head, id: created.id, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(await lastOperation(t.database.db, 'declarations', 'update', created.id)).toBeTruthy();
  });

  it('refuses an update without a version, and a change to a declaration with customs', async () => {
    const body = declarationBody();
    const created = (await save(clerk, body)).json().head as { id: number };
    const noVersion = await save(clerk, { ...body, head: { ...body.head, id: created.id } });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().errors).toHaveProperty(['head.version']);
    const dc = declarations;
    await t.database.db
      .update(declarations)
      .set({ cd_status: '30' } as never)
      .where(eq(dc.id, created.id));
    const locked = await save(clerk, { ...body, head: { ...body.head, id: created.id, version: 1 } });
    expect(locked.statusCode).toBe(409);
    // an update is a whole declaration ({head, lines}); a flat record is refused, and one with customs is not deleted
    const put = await t.call('PUT', `/api/declarations/${created.id}`, clerk, { version: 1, note: 'x' });
    expect(put.statusCode).toBe(400);
    expect((await t.call('DELETE', `/api/declarations/${created.id}`, clerk)).statusCode).toBe(409);
    expect((await full(created.id)).head.note).toBeNull();
  });

  it('keeps a failed save from writing anything (lines included)', async () => {
    const body = declarationBody({ goods: 2 });
    const created = (await save(clerk, body)).json().head as { id: number };
    const bad = declarationBody({ goods: 5 });
    bad.goods[4]!.decl_total = '1';
    const res = await save(clerk, { ...bad, head: { ...bad.head, id: created.id, version: 1 } });
    expect(res.statusCode).toBe(400);
    const gc = declarationGoods;
    const lines = await t.database.db
      .select()
      .from(declarationGoods)
      .where(eq(gc.declaration_id, created.id));
    expect(lines).toHaveLength(2);
  });
});

describe('create and update routes', () => {
  it('creates with POST only without an id, and holds each route to its own permission', async () => {
    const body = declarationBody();
    const withId = await t.call('POST', '/api/declarations', clerk, {
      ...body,
      head: { ...body.head, id: 1 },
    });
    expect(withId.statusCode, withId.body).toBe(400);
    expect(withId.json().errors).toHaveProperty(['head.id']);
    const created = savedHead(await save(clerk, body));
    const put = { ...body, head: { ...body.head, version: created.version } };
    // finance has neither declaration:add nor declaration:update
    expect((await t.call('POST', '/api/declarations', finance, body)).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/declarations/${created.id}`, finance, put)).statusCode).toBe(403);
    // the path names the declaration; the answer is it, whole, one version on
    const res = await t.call('PUT', `/api/declarations/${created.id}`, clerk, put);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ head: { id: created.id, version: created.version + 1 } });
    expect(res.json().goods).toHaveLength(body.goods.length);
    const missing = await t.call('PUT', '/api/declarations/99999999', clerk, put);
    expect(missing.statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('deletes a draft with its lines (through the generic API)', async () => {
    const created = savedHead(await save(clerk, declarationBody({ goods: 3, containers: 2 })));
    const res = await t.call('DELETE', `/api/declarations/${created.id}`, clerk);
    expect(res.statusCode, res.body).toBe(200);
    const gc = declarationGoods;
    expect(
      await t.database.db.select().from(declarationGoods).where(eq(gc.declaration_id, created.id)),
    ).toEqual([]);
    expect((await t.call('GET', `/api/declarations/${created.id}/full`, clerk)).statusCode).toBe(404);
  });
});

describe('copy', () => {
  it('copies a declaration as a new draft with the same lines and without customs numbers', async () => {
    const list = await t.call('GET', '/api/declarations?cd_status=40&size=10', clerk);
    const released = (list.json().content as { id: number; qp_sn: string }[])[0]!;
    expect(released.qp_sn).toBeTruthy();
    const source = await full(released.id);
    const res = await t.call('POST', `/api/declarations/${released.id}/copy`, clerk);
    expect(res.statusCode, res.body).toBe(200);
    const copy = await full(res.json().data.id as number);
    expect(copy.head.id).not.toBe(released.id);
    expect(copy.head).toMatchObject({
      cd_status: '0',
      qp_sn: null,
      entry_sn: null,
      return_code: null,
      return_content: null,
      send_time: null,
      receiver_name: source.head.receiver_name,
      item_num: source.goods.length,
      version: 1,
    });
    expect(copy.head.cd_sn).not.toBe(source.head.cd_sn);
    expect(copy.goods.map((g) => g.g_name)).toEqual(source.goods.map((g) => g.g_name));
    expect(copy.containers).toHaveLength(source.containers.length);
    expect(await lastOperation(t.database.db, 'declarations', 'copy', copy.head.id as number)).toBeTruthy();
  });
});

describe('data scope', () => {
  it('does not let another company’s user read, copy, check or save a declaration', async () => {
    const created = (await save(clerk, declarationBody())).json().head as { id: number };
    for (const [method, url] of [
      ['GET', `/api/declarations/${created.id}/full`],
      ['POST', `/api/declarations/${created.id}/copy`],
      ['POST', `/api/declarations/${created.id}/check`],
      ['GET', `/api/declarations/${created.id}`],
    ] as const) {
      const res = await t.call(method, url, finance);
      expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
    }
    const admin = await t.login('admin');
    const other = await t.call('GET', '/oos/setUser?company_id=3', admin);
    expect(other.statusCode).toBe(200);
    expect((await t.call('GET', `/api/declarations/${created.id}/full`, admin)).statusCode).toBe(404);
    const body = declarationBody();
    const res = await save(admin, { ...body, head: { ...body.head, id: created.id, version: 1 } });
    expect(res.statusCode).toBe(404);
    // a customer of another company is not one of this company's customers
    const foreign = await save(clerk, declarationBody({ head: { customer_code: 'C0004' } }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty(['head.customer_code']);
  });

  it('limits a staff user to the customers of their view permission', async () => {
    const admin = await t.login('admin');
    const created = (await save(clerk, declarationBody())).json().head as { id: number };
    const users = await t.call('POST', '/code/oauth2/sys-user-dto/list?pageSize=100', admin, {
      username: 'clerk',
    });
    const clerkId = users.json().data.list[0].id as number;
    const limit = (codes: string[]) =>
      t.call('POST', '/sys-user/set-user-view-permission', admin, {
        user_id: clerkId,
        customer_codes: codes,
      });
    expect((await limit(['C0002'])).statusCode).toBe(200);
    try {
      expect((await t.call('GET', `/api/declarations/${created.id}/full`, clerk)).statusCode).toBe(404);
      const res = await save(clerk, declarationBody());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(['head.customer_code']);
    } finally {
      await limit([]);
    }
    expect((await t.call('GET', `/api/declarations/${created.id}/full`, clerk)).statusCode).toBe(200);
  });

  it('lists only the working company’s declarations', async () => {
    const list = await t.call('GET', '/api/declarations?size=100', clerk);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().content as { cd_company_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.cd_company_id))).toEqual(new Set([1]));
  });
});
