import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inventory_lists } from '../../src/db/schema/index.ts';
import { DEMO_LICENSED_HS, DEMO_OLD_DECLARE_CODE } from '../../src/seed/pre-send-demo.ts';
import { declarationBody, PARTIES } from '../helpers/declaration-fixture.ts';
import { saveCall, startCustomsApp } from '../helpers/customs.ts';
import type { TestApp } from '../helpers/test-app.ts';

let customs: Awaited<ReturnType<typeof startCustomsApp>>;
let t: TestApp;
let clerk: string;
let channelId: number;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk, channelId } = customs);
  // agent relations for both codes, from before the change (the demo's starts last year)
  const admin = await t.login('admin');
  for (const agent of [DEMO_OLD_DECLARE_CODE, PARTIES.declare_code]) {
    const relation = await t.call('POST', '/api/agent-relations', admin, {
      consignor_name: PARTIES.receiver_name,
      consignor_code: PARTIES.receiver_code,
      agent_name: PARTIES.declare_name,
      agent_code: agent,
      begin_date: '2020-01-01',
      expire_months: 120,
    });
    expect(relation.statusCode, relation.body).toBe(201);
  }
});
afterAll(() => customs.close());

/** A declaration body whose head takes any field and which carries licence lines. */
type Body = Omit<ReturnType<typeof declarationBody>, 'head' | 'licences'> & {
  head: Record<string, unknown>;
  licences: Record<string, string>[];
};
interface Warning {
  field: string;
  message: string;
}
interface Saved {
  head: { id: number; version: number; cd_status: string };
  warnings: Warning[];
}

/** Saves (POST, or PUT with the version when the head has an id) and answers the stored declaration. */
async function save(body: Body, status = 201): Promise<Saved> {
  const res = await saveCall(t, clerk, { ...body, head: { ...body.head, channel_id: channelId } });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<Saved>();
}
const again = (body: Body, saved: Saved): Body => ({
  ...body,
  head: { ...body.head, id: saved.head.id, version: saved.head.version },
});
const send = (id: number, lang = 'zh-CN') =>
  t.call('POST', `/api/declarations/${id}/send`, clerk, {}, { 'accept-language': lang });
const check = async (id: number) =>
  (await t.call('POST', `/api/declarations/${id}/check`, clerk)).json<{
    data: { ok: boolean; errors: Warning[] };
  }>().data;
const full = async (id: number) =>
  (await t.call('GET', `/api/declarations/${id}/full`, clerk)).json<{
    data: { head: { cd_status: string }; warnings: Warning[] };
  }>().data;

/**
 * One check, the same everywhere: the save warns (and saves), the full read and the check name the
 * field, the send refuses with the field named and leaves the draft as it was.
 */
async function expectFlagged(id: number, field: string, message: RegExp) {
  const read = await full(id);
  expect(read.warnings).toEqual([{ field, message: expect.stringMatching(message) }]);
  const checked = await check(id);
  expect(checked.ok).toBe(false);
  expect(checked.errors).toContainEqual({ field, message: expect.stringMatching(message) });
  const refused = await send(id);
  expect(refused.statusCode, refused.body).toBe(400);
  const errors = refused.json<{ errors: Record<string, string> }>().errors;
  expect(errors[field]).toMatch(message);
  expect((await full(id)).head.cd_status).toBe('0');
}

async function expectSent(saved: Saved) {
  expect(saved.warnings).toEqual([]);
  expect((await full(saved.head.id)).warnings).toEqual([]);
  const res = await send(saved.head.id);
  expect(res.statusCode, res.body).toBe(200);
  expect((await full(saved.head.id)).head.cd_status).toBe('20');
}

describe('the checks made before sending: warnings on save, refusals on send', () => {
  it('goods whose 监管条件 asks for a licence need it among the 随附单证', async () => {
    const body = declarationBody();
    body.goods[1]!.code_ts = DEMO_LICENSED_HS;
    const saved = await save(body);
    const message = /^第 2 项商品 8429521200 的监管条件 OA 需要随附单证：O 自动进口许可证\(新旧机电产品\)$/;
    expect(saved.warnings).toEqual([{ field: 'goods[1].code_ts', message: expect.stringMatching(message) }]);
    await expectFlagged(saved.head.id, 'goods[1].code_ts', message);
    const english = await send(saved.head.id, 'en');
    expect(english.json<{ errors: Record<string, string> }>().errors['goods[1].code_ts']).toBe(
      'Goods item 2 (8429521200, conditions OA) needs the licence O 自动进口许可证(新旧机电产品) among the attached licences',
    );

    const fixed = again(body, saved);
    fixed.licences = [{ acmp_form_code: 'O', acmp_form_no: 'O2026370100012345' }];
    await expectSent(await save(fixed, 200));
  });

  it('an export is not asked for an import licence', async () => {
    const body = declarationBody({ head: { ie_flag: '1', deal_method: '3' } });
    body.goods[0]!.code_ts = DEMO_LICENSED_HS;
    expect((await save(body)).warnings).toEqual([]);
  });

  it('the declaring code must be the company’s authorised code valid on the declaration date', async () => {
    const body = declarationBody({ head: { declare_code: DEMO_OLD_DECLARE_CODE } });
    const saved = await save(body);
    const today = String(body.head.apply_date);
    const message = new RegExp(
      `^申报单位海关编码 ${DEMO_OLD_DECLARE_CODE} 与本企业 ${today} 有效的授权申报代码 3502980001（自 2022-01-15 起）不一致$`,
    );
    expect(saved.warnings).toEqual([{ field: 'head.declare_code', message: expect.stringMatching(message) }]);
    await expectFlagged(saved.head.id, 'head.declare_code', message);
    // the old code was the valid one before 2022-01-15, the new one is not
    const before = again(body, saved);
    before.head.apply_date = '2022-01-14';
    const old = await save(before, 200);
    expect(old.warnings).toEqual([]);
    const swapped = again({ ...before, head: { ...before.head, declare_code: PARTIES.declare_code } }, old);
    const newOnOldDay = await save(swapped, 200);
    expect(newOnOldDay.warnings).toEqual([
      {
        field: 'head.declare_code',
        message: `申报单位海关编码 3502980001 与本企业 2022-01-14 有效的授权申报代码 ${DEMO_OLD_DECLARE_CODE}（自 2015-03-01 起）不一致`,
      },
    ]);

    const fixed = again(body, newOnOldDay);
    fixed.head.declare_code = PARTIES.declare_code;
    await expectSent(await save(fixed, 200));
  });

  it('the inventory list that refers to the declaration must be on the book its 备案号 names', async () => {
    const body = declarationBody({ head: { record_no: 'T3701W000099' } });
    const saved = await save(body);
    expect(saved.warnings).toEqual([]);
    // the demo's zone-book list XMQD2026000104 made this declaration (as customs' INV202 records it)
    await t.database.db
      .update(inventory_lists)
      .set({ declaration_id: saved.head.id })
      .where(eq(inventory_lists.etps_inner_invt_no, 'XMQD2026000104'));
    const message = /^核注清单 XMQD2026000104 的账册号 T3701W000018 与报关单备案号 T3701W000099 不一致$/;
    await expectFlagged(saved.head.id, 'head.record_no', message);
    const blank = await save(
      { ...again(body, saved), head: { ...again(body, saved).head, record_no: '' } },
      200,
    );
    expect(blank.warnings).toEqual([
      {
        field: 'head.record_no',
        message: '核注清单 XMQD2026000104 的账册号 T3701W000018 与报关单备案号 — 不一致',
      },
    ]);

    const fixed = again(body, blank);
    fixed.head.record_no = 'T3701W000018';
    await expectSent(await save(fixed, 200));
  });
});

describe('the demo drafts', () => {
  it('each shows its warning when opened', async () => {
    const list = await t.call('GET', '/api/declarations?cd_status=0&size=50', clerk);
    const drafts = list.json<{ content: { id: number; note: string | null }[] }>().content;
    const demo = drafts.filter((d) => d.note?.startsWith('演示：'));
    expect(demo).toHaveLength(3);
    const fields = [];
    for (const d of demo) fields.push(...(await full(d.id)).warnings.map((w) => w.field));
    expect(fields.sort()).toEqual(['goods[0].code_ts', 'head.declare_code', 'head.record_no']);
  });
});
