import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationBody } from '../helpers/declaration-fixture.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let clerk: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  clerk = await t.login('clerk');
  admin = await t.login('admin');
});
afterAll(() => t.close());

const save = (body: unknown) => t.call('POST', '/api/declarations', clerk, body, { 'accept-language': 'en' });

async function rule(body: Record<string, unknown>): Promise<number> {
  const res = await t.call('POST', '/api/sensitive-words', admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('sensitive words on save', () => {
  it('refuses a block-level word with the rule and the field named', async () => {
    const body = declarationBody();
    body.goods[1]!.g_model = '0|0|用途:军用|型号:X';
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(errors['goods[1].g_model']).toMatch(/blocked word "军用" \(rule \d+\)/);
    // confirming does not lift a block
    expect((await save({ ...body, confirm_reminds: true })).statusCode).toBe(400);
  });

  it('asks to confirm a remind-level word (409 sensitive_remind) and saves once confirmed', async () => {
    const body = declarationBody();
    // the demo rule reminds from a goods total of 100000 for customer C0001
    Object.assign(body.goods[0]!, { g_qty: '1000', decl_price: '150', decl_total: '150000' });
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'sensitive_remind',
      message: expect.stringMatching(/confirm/),
      data: {
        hits: [
          {
            rule_id: expect.any(Number),
            field: 'goods[0].decl_total',
            word: '100000',
            level: 'remind',
            message: expect.stringMatching(/100000/),
          },
        ],
      },
    });
    const confirmed = await save({ ...body, confirm_reminds: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    // the stored declaration's check lists the remind apart from the errors
    const check = await t.call('POST', `/api/declarations/${confirmed.json().head.id}/check`, clerk);
    expect(check.json().data).toMatchObject({ ok: true, errors: [], reminds: [{ level: 'remind' }] });
  });

  it('applies each target type and comparison, only for the rule’s customer and direction', async () => {
    const ids = {
      consignee: await rule({ type: 'consignee', compare_type: 'contains', words: '嘉禾', level: 'block' }),
      insurance: await rule({ type: 'insurance', compare_type: 'gte', words: '500', level: 'block' }),
      detail: await rule({
        type: 'element_detail',
        compare_type: 'equals',
        words: '型号:Z9',
        level: 'block',
      }),
      export: await rule({
        type: 'origin_country',
        compare_type: 'equals',
        words: 'USA',
        level: 'block',
        ie_flag: '1',
      }),
      other: await rule({
        customer_code: 'C0002',
        type: 'element',
        compare_type: 'contains',
        words: '品牌',
        level: 'block',
      }),
    };
    const consignee = declarationBody();
    let res = await save(consignee);
    expect(res.json().errors['head.receiver_name']).toContain(`rule ${ids.consignee}`);
    await t.call('DELETE', `/api/sensitive-words/${ids.consignee}`, admin);

    const insured = declarationBody({
      head: { premium_mark: '3', premium_curr: 'USD', premium_amount: '800' },
    });
    res = await save(insured);
    expect(res.json().errors['head.premium_amount']).toContain(`rule ${ids.insurance}`);

    const detail = declarationBody();
    detail.goods[0]!.g_model = '0|0|型号:Z9';
    res = await save(detail);
    expect(res.json().errors['goods[0].g_model']).toContain(`rule ${ids.detail}`);
    // equals on a whole element, not a part of it
    detail.goods[0]!.g_model = '0|0|型号:Z99';
    expect((await save(detail)).statusCode).toBe(201);

    // an export rule and another customer's rule leave this import of C0001 alone
    expect((await save(declarationBody())).statusCode).toBe(201);
  });

  it('ignores disabled rules and other companies’ rules', async () => {
    const disabled = await rule({
      type: 'element',
      compare_type: 'contains',
      words: '示例',
      level: 'block',
      status: '0',
    });
    const elsewhere = await t.login('admin');
    expect((await t.call('GET', '/oos/setUser?company_id=3', elsewhere)).statusCode).toBe(200);
    const other = await t.call('POST', '/api/sensitive-words', elsewhere, {
      type: 'element',
      compare_type: 'contains',
      words: '品牌',
      level: 'block',
    });
    expect(other.json().cd_company_id).toBe(3);
    expect((await save(declarationBody())).statusCode).toBe(201);
    const all = await t.call('GET', '/api/sensitive-words?size=100&status=0', admin);
    expect((all.json().content as { id: number }[]).map((r) => r.id)).toContain(disabled);
  });
});

describe('one set of check errors for the save and the send', () => {
  it('answers a send with the reminders and the refusals a save of the same declaration answers', async () => {
    const body = declarationBody();
    Object.assign(body.goods[0]!, { g_qty: '1000', decl_price: '150', decl_total: '150000' });
    const asked = await save(body);
    expect(asked.statusCode, asked.body).toBe(409);
    const created = await save({ ...body, confirm_reminds: true });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().head as { id: number; version: number };
    const send = (confirm = false) =>
      t.call(
        'POST',
        `/api/declarations/${id}/send`,
        clerk,
        { confirm_reminds: confirm },
        { 'accept-language': 'en' },
      );
    const sendAsked = await send();
    expect(sendAsked.statusCode, sendAsked.body).toBe(409);
    expect(sendAsked.json()).toEqual(asked.json());

    // a block rule made after the save refuses the next save and the send with the same field errors
    const blocked = await rule({
      type: 'element',
      compare_type: 'contains',
      words: '型号:X1',
      level: 'block',
    });
    try {
      const resave = await t.call(
        'PUT',
        `/api/declarations/${id}`,
        clerk,
        { ...body, head: { ...body.head, version }, confirm_reminds: true },
        { 'accept-language': 'en' },
      );
      expect(resave.statusCode, resave.body).toBe(400);
      const refused = await send(true);
      expect(refused.statusCode, refused.body).toBe(400);
      const saveErrors = resave.json().errors as Record<string, string>;
      const sendErrors = refused.json().errors as Record<string, string>;
      expect(Object.keys(saveErrors).some((f) => f.endsWith('.g_model'))).toBe(true);
      for (const [field, message] of Object.entries(saveErrors)) expect(sendErrors[field]).toBe(message);
    } finally {
      await t.call('DELETE', `/api/sensitive-words/${blocked}`, admin);
    }
  });
});
