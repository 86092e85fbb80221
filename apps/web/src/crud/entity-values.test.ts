import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { entityByName } from '@app/shared';
import i18n from '../i18n/index.ts';
import { searchValuesFromQuery } from './address-filters.ts';
import { formValuesOf, payloadOf, searchParamsOf, toWire } from './entity-values.ts';
import { displayValue } from './display.ts';
import { formRules, searchRules } from './field-rules.ts';
import { CRUD_NS } from './locales.ts';

const rates = entityByName('exchange-rates')!;
const banks = entityByName('bank-accounts')!;
const logs = entityByName('operation-logs')!;
const companies = entityByName('companies')!;
const t = i18n.getFixedT('zh', CRUD_NS);

/** The first message a field's rules give a value ('' when it passes). */
async function problem(rules: ReturnType<typeof formRules>, value: unknown): Promise<string> {
  for (const rule of rules) {
    if (rule.required && (value === undefined || value === '')) return rule.message ?? 'required';
    try {
      await rule.validator?.({}, value);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return '';
}

describe('values of a definition on the wire', () => {
  it('search parameters: ranges as from/to, several values comma-joined, blanks left out', () => {
    expect(searchParamsOf(rates, { cus_code: ' usd ', year: 2031, month: undefined })).toEqual({
      cus_code: 'usd',
      year: 2031,
    });
    expect(searchParamsOf(banks, { currency: ['USD', 'EUR'], status: '' })).toEqual({ currency: 'USD,EUR' });
    // a picker's date-time is business wall-clock time (Asia/Shanghai), whatever the browser's zone
    const from = dayjs('2026-01-02 11:04:05');
    expect(searchParamsOf(logs, { create_time: [from, undefined] })).toEqual({
      create_time_from: '2026-01-02T03:04:05.000Z',
    });
  });

  it('address filters start the search form', () => {
    expect(searchValuesFromQuery(rates, new URLSearchParams('year=2031&page=2&rate=1'))).toEqual({
      year: 2031,
    });
    expect(searchValuesFromQuery(banks, new URLSearchParams('currency=USD,EUR'))).toEqual({
      currency: ['USD', 'EUR'],
    });
  });

  it('create and update bodies hold only editable fields; an update carries the version', () => {
    const values = { cus_code: 'usd', rate: 7.5, year: '2031', month: 4, id: 9, _display: {} };
    expect(payloadOf(rates, values)).toEqual({ cus_code: 'usd', rate: '7.5', year: 2031, month: 4 });
    expect(payloadOf(rates, { ...values, rate: '' }, 3)).toEqual({
      cus_code: 'usd',
      year: 2031,
      month: 4,
      version: 3,
    });
    expect(payloadOf(companies, { name: 'x', code: '' })).toEqual({ name: 'x', code: null });
  });

  it('a new record starts with the defaults; a record with its values', () => {
    expect(formValuesOf(banks, undefined)).toEqual({ currency: 'RMB', status: '1' });
    expect(formValuesOf(rates, { cus_code: 'USD', rate: '7.100000', year: 2031 })).toMatchObject({
      year: 2031,
    });
  });

  it('a set of choices is ticked as a list, sent comma-joined and shown by its labels', async () => {
    const tasks = entityByName('task-orders')!;
    const field = tasks.fields.task_types!;
    expect(formValuesOf(tasks, { id: 1, task_types: 'declaration,storage' }).task_types).toEqual([
      'declaration',
      'storage',
    ]);
    expect(toWire(field, ['declaration', 'storage'])).toBe('declaration,storage');
    expect(displayValue(field, 'task_types', { task_types: 'filing,storage' }, 'zh', t)).toBe(
      '备案清单、仓储作业',
    );
    // the shared rule still applies to the ticked set
    const rules = formRules(field, '任务类型', t, 'zh');
    expect(await problem(rules, ['declaration', 'filing'])).toBe(
      '报关单、备案清单、两步申报只能选择其中一项',
    );
    expect(await problem(rules, ['other'])).toBe('');
  });

  it('dates go as yyyy-MM-dd, booleans as booleans', () => {
    expect(toWire({ kind: 'date', label: { zh: '', en: '', es: '', ja: '' } }, dayjs('2026-03-04'))).toBe(
      '2026-03-04',
    );
    expect(toWire({ kind: 'bool', label: { zh: '', en: '', es: '', ja: '' } }, 'true')).toBe(true);
  });
});

describe('decimals on screen', () => {
  it('a book’s quantities without trailing zeros, kept as stored; other decimals as stored', () => {
    const goods = entityByName('account-book-goods')!;
    const losses = entityByName('account-book-losses')!;
    const row = { in_qty: '10.00000', out_qty: '1.25000', dec_cm: '0.020000000', tgbl_loss_rate: '2.50000' };
    expect(displayValue(goods.fields.in_qty!, 'in_qty', row, 'zh', t)).toBe('10');
    expect(displayValue(goods.fields.out_qty!, 'out_qty', row, 'zh', t)).toBe('1.25');
    expect(displayValue(losses.fields.dec_cm!, 'dec_cm', row, 'zh', t)).toBe('0.02');
    expect(displayValue(losses.fields.tgbl_loss_rate!, 'tgbl_loss_rate', row, 'zh', t)).toBe('2.5');
    // the form keeps the stored text: nothing is lost when a record is edited and saved
    expect(formValuesOf(goods, { id: 1, in_qty: '1.25000' }).in_qty).toBe('1.25000');
    const hs = entityByName('hs-codes')!;
    expect(displayValue(hs.fields.added_tax!, 'added_tax', { added_tax: '13.0000' }, 'zh', t)).toBe(
      '13.0000',
    );
  });
});

describe('form rules from the shared schemas', () => {
  it('the dialog refuses what the server would, in the interface language', async () => {
    const f = rates.fields;
    expect(await problem(formRules(f.cus_code!, '币制', t, 'zh'), '')).toBe('币制不能为空');
    expect(await problem(formRules(f.month!, '月', t, 'zh'), 13)).toBe('不能大于 12');
    expect(await problem(formRules(f.rate!, '汇率', t, 'zh'), 'abc')).not.toBe('');
    expect(await problem(formRules(f.rate!, '汇率', t, 'zh'), '7.123456')).toBe('');
    const scc = companies.fields.scc!;
    expect(await problem(formRules(scc, '统一社会信用代码', t, 'zh'), '91350100M000100Y44')).not.toBe('');
    expect(await problem(formRules(scc, '统一社会信用代码', t, 'zh'), '91350100M000100Y43')).toBe('');
  });

  it('the search form checks its parameters with the list query schema', async () => {
    expect(await problem(searchRules(rates, 'year', t, 'zh'), 2031)).toBe('');
    expect(await problem(searchRules(rates, 'cus_code', t, 'zh'), 'x'.repeat(300))).toBe('最多 200 个字符');
  });
});
