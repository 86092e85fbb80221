import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { declarationGoods, declarations, inventory_lists } from '../../src/db/schema/index.ts';
import { declarationBody } from '../helpers/declaration-fixture.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let clerk: string;
beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
});
afterAll(() => t.close());

/** A new draft with three goods lines, saved by the clerk. */
async function draft(): Promise<{ id: number; cd_sn: string }> {
  const res = await t.call('POST', '/api/declarations', clerk, declarationBody({ goods: 3 }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().head as { id: number; cd_sn: string };
}

const setStatus = (id: number, cd_status: string) =>
  t.database.db.update(declarations).set({ cd_status }).where(eq(declarations.id, id));

const goodsOf = (id: number) =>
  t.database.db.select().from(declarationGoods).where(eq(declarationGoods.declaration_id, id));

describe('deleting a declaration (删除: drafts only, by the definition)', () => {
  it('deletes a draft with its lines', async () => {
    const { id } = await draft();
    const res = await t.call('DELETE', `/api/declarations/${id}`, clerk);
    expect(res.statusCode, res.body).toBe(200);
    expect(await goodsOf(id)).toEqual([]);
    expect((await t.call('GET', `/api/declarations/${id}`, clerk)).statusCode).toBe(404);
  });

  it('frees the inventory list the draft was made from', async () => {
    const { id } = await draft();
    const [list] = await t.database.db.select().from(inventory_lists).limit(1);
    expect(list).toBeDefined();
    const lists = t.database.db.update(inventory_lists);
    await lists.set({ declaration_id: id }).where(eq(inventory_lists.id, list!.id));
    const res = await t.call('DELETE', `/api/declarations/${id}`, clerk);
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.database.db
      .select({ declaration_id: inventory_lists.declaration_id })
      .from(inventory_lists)
      .where(eq(inventory_lists.id, list!.id));
    expect(after!.declaration_id).toBeNull();
  });

  it.each([
    ['20', '已申报', 'Sent'],
    ['30', '海关已接收', 'Accepted by customs'],
    ['80', '挂起/查验', 'Held / inspection'],
    ['90', '退单', 'Bounced back'],
  ])('refuses one in state %s with the reason, and deletes nothing', async (status, zh, en) => {
    const { id, cd_sn } = await draft();
    await setStatus(id, status);
    const res = await t.call('DELETE', `/api/declarations/${id}`, clerk, undefined, {
      'accept-language': 'zh-CN',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(`报关单“${cd_sn}”状态为“${zh}”，不能删除；只有“暂存”状态可以删除`);
    const english = await t.call('DELETE', `/api/declarations/${id}`, clerk, undefined, {
      'accept-language': 'en',
    });
    expect(english.json().message).toContain(`is “${en}” and cannot be deleted; only when “Draft”`);
    expect(await goodsOf(id)).toHaveLength(3);
    expect((await t.call('GET', `/api/declarations/${id}`, clerk)).statusCode).toBe(200);
  });

  it('refuses a batch holding one sent declaration whole: the draft stays too', async () => {
    const first = await draft();
    const sent = await draft();
    await setStatus(sent.id, '20');
    const res = await t.call('DELETE', `/api/declarations/${first.id},${sent.id}`, clerk);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(sent.cd_sn);
    expect(await goodsOf(first.id)).toHaveLength(3);
    expect((await t.call('GET', `/api/declarations/${first.id}`, clerk)).statusCode).toBe(200);
  });

  it('is refused to a role without declaration:delete', async () => {
    const { id } = await draft();
    const finance = await t.login('finance');
    expect((await t.call('DELETE', `/api/declarations/${id}`, finance)).statusCode).toBe(403);
    expect(await goodsOf(id)).toHaveLength(3);
  });
});
