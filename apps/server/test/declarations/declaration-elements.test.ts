import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeGModel, parseHsElements } from '@app/shared';
import { declarationBody } from '../helpers/declaration-fixture.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Declaration elements (申报要素): the HS table lists each code's elements, a goods line's g_model is
 * composed from them, and a required element left blank is a warning when saved and a refusal when
 * checked or sent, in the declaration's one list of check errors.
 */

let t: TestApp;
let clerk: string;
const HS = '8542319000';
const ELEMENTS = '0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号;5:GTIN;6:CAS;7:其他';
beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
});
afterAll(() => t.close());

const save = (body: unknown, lang = 'en') =>
  t.call('POST', '/api/declarations', clerk, body, { 'accept-language': lang });

async function hsCode(code: string) {
  const res = await t.call('GET', `/api/hs-codes?hs_code=${code}&size=10`, clerk);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().content as Record<string, unknown>[]).find((r) => r.hs_code === code)!;
}

/** An HS code of the test's own with a known element list (as the clerk edits it on the HS page). */
async function withElements(code: string, description: string) {
  const row = await hsCode(code);
  const res = await t.call('PUT', `/api/hs-codes/${String(row.id)}`, clerk, {
    description,
    version: row.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

/** A valid declaration whose first goods line is of `code` with this g_model. */
function bodyWith(code: string, gModel: string) {
  const body = declarationBody({ goods: 1 });
  Object.assign(body.goods[0]!, { code_ts: code, g_model: gModel });
  return body;
}

describe('declaration elements', () => {
  it('passes a g_model composed from the HS code’s element list, with no warning', async () => {
    await withElements(HS, ELEMENTS);
    const elements = parseHsElements(String((await hsCode(HS)).description));
    const values: Record<string, string> = {
      品牌类型: '4',
      出口享惠情况: '3',
      用途: '计算机用',
      品牌: 'INTEL',
      型号: 'I7-1360P',
    };
    const gModel = composeGModel(elements.map((e) => values[e.name]));
    expect(gModel).toBe('4|3|计算机用|INTEL|I7-1360P');

    const created = await save(bodyWith(HS, gModel));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().warnings).toEqual([]);
    expect(created.json().goods[0].g_model).toBe(gModel);
    const id = created.json().head.id as number;
    const checked = await t.call('POST', `/api/declarations/${id}/check`, clerk);
    expect(checked.json().data).toMatchObject({ ok: true, errors: [] });
  });

  it('warns on save, refuses the check and the send, naming the missing elements', async () => {
    await withElements(HS, ELEMENTS);
    // 用途 blank in its place, 型号 left out at the end; GTIN, CAS and 其他 may stay blank
    const created = await save(bodyWith(HS, '4|3||INTEL'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().warnings).toEqual([
      { field: 'goods[0].g_model', message: `Declaration elements missing: 用途、型号 (HS code ${HS})` },
    ]);
    const { id, version } = created.json().head as { id: number; version: number };

    const checked = await t.call('POST', `/api/declarations/${id}/check`, clerk, undefined, {
      'accept-language': 'zh-CN',
    });
    expect(checked.json().data.ok).toBe(false);
    expect(checked.json().data.errors).toContainEqual({
      field: 'goods[0].g_model',
      message: `缺少申报要素：用途、型号（商品编号 ${HS}）`,
    });

    const sent = await t.call('POST', `/api/declarations/${id}/send`, clerk, {}, { 'accept-language': 'en' });
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json().errors['goods[0].g_model']).toBe(
      `Declaration elements missing: 用途、型号 (HS code ${HS})`,
    );
    const after = await t.call('GET', `/api/declarations/${id}/full`, clerk);
    expect(after.json().data.head.cd_status).toBe('0');

    // filled in: the save answers no warning and the check passes
    const fixed = bodyWith(HS, '4|3|计算机用|INTEL|I7');
    const saved = await t.call('PUT', `/api/declarations/${id}`, clerk, {
      ...fixed,
      head: { ...fixed.head, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().warnings).toEqual([]);
    const again = await t.call('POST', `/api/declarations/${id}/check`, clerk);
    expect(again.json().data.ok).toBe(true);
  });

  it('does not check a line whose HS code lists no elements or is not in the HS table', async () => {
    await withElements(HS, '');
    const created = await save(bodyWith(HS, '0'));
    expect(created.json().warnings).toEqual([]);
    const unknown = await save(bodyWith('9999999999', '0'));
    expect(unknown.statusCode, unknown.body).toBe(201);
    expect(unknown.json().warnings).toEqual([]);
  });

  it('shows the check on the demo declaration customs bounced for missing elements', async () => {
    // the fifth of the demo's own declarations (E + day + 000005), bounced with 退单：申报要素不全
    const list = await t.call('GET', '/api/declarations?cd_status=90&cd_sn=000005&ie_flag=1&size=100', clerk);
    const bounced = (list.json().content as { id: number; cd_sn: string }[]).find((d) =>
      /^E\d{8}000005$/.test(d.cd_sn),
    )!;
    const checked = await t.call('POST', `/api/declarations/${bounced.id}/check`, clerk);
    expect(checked.json().data.errors).toContainEqual({
      field: 'goods[0].g_model',
      message: '缺少申报要素：型号（商品编号 8471300000）',
    });
  });
});

describe('the HS table’s update time of rates and elements', () => {
  it('is set on a create and moved only by a change of a rate or of the elements', async () => {
    const created = await t.call('POST', '/api/hs-codes', clerk, {
      hs_code: '8517622910',
      hs_name: '无线路由器',
      first_uom: '001',
      added_tax: '13',
      description: '0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号',
      is_enable: '1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json() as { id: number; version: number; auto_update_time: string };
    expect(Date.now() - Date.parse(first.auto_update_time)).toBeLessThan(60_000);

    const put = async (version: number, values: Record<string, unknown>) => {
      const res = await t.call('PUT', `/api/hs-codes/${first.id}`, clerk, { ...values, version });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { version: number; auto_update_time: string };
    };
    // the server's own: not written by a client
    const written = await t.call('PUT', `/api/hs-codes/${first.id}`, clerk, {
      auto_update_time: '2000-01-01T00:00:00Z',
      version: first.version,
    });
    expect(written.statusCode, written.body).toBe(400);
    const renamed = await put(first.version, { hs_name: '无线路由器（家用）', added_tax: '13.0000' });
    expect(renamed.auto_update_time).toBe(first.auto_update_time);
    await new Promise((r) => setTimeout(r, 5));
    const rate = await put(renamed.version, { export_tax: '0' });
    expect(Date.parse(rate.auto_update_time)).toBeGreaterThan(Date.parse(first.auto_update_time));
    await new Promise((r) => setTimeout(r, 5));
    const elements = await put(rate.version, {
      description: '0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号;5:GTIN',
    });
    expect(Date.parse(elements.auto_update_time)).toBeGreaterThan(Date.parse(rate.auto_update_time));
  });

  it('holds the demo HS codes’ element lists and their update time', async () => {
    const laptop = await hsCode('8471300000');
    expect(parseHsElements(String(laptop.description)).map((e) => e.name)).toEqual([
      '品牌类型',
      '出口享惠情况',
      '品牌',
      '型号',
      'GTIN',
      'CAS',
      '其他',
    ]);
    expect(laptop.auto_update_time).toEqual(expect.any(String));
  });
});
