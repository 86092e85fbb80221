import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { chargeItem, payment, statement } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { json, renderAt, stubFetch } from './finance-test-kit.tsx';
import { StatementDetail } from './StatementDetail.tsx';

const STAFF = new Set([
  ...Object.values(statement.permissions),
  ...Object.values(payment.permissions),
  chargeItem.permissions.list,
]);
const head = (status: string) => ({
  id: 1,
  version: 4,
  status,
  statement_no: 'DZ202611001',
  party_name: '厦门嘉禾',
  customer_code: 'C0001',
  io_type: 'receivable',
  bill_currency: 'CNY',
  total_amount: '12345.60',
  paid_amount: '2345.6',
  line_count: 1203,
  dispute_reason: status === 'disputed' ? '第 3 票重复' : null,
});
const LINES = {
  content: [
    {
      id: 11,
      bill_no: 'FY0011',
      event_date: '2026-11-03',
      charge_item_id: 3,
      quantity: '2.000',
      unit_price: '150.0000',
      amount: '300.00',
      currency: 'USD',
      bill_amount: '2133.33',
      bill_currency: 'CNY',
    },
  ],
  totalElements: 1203,
};

function server(status: string) {
  return stubFetch({
    'GET /api/statements/1': () => json(head(status)),
    'GET /api/statements/1/lines': () => json(LINES),
    'GET /api/charge-items': () => json({ content: [{ id: 3, name: '报关代理费' }], totalElements: 1 }),
    'GET /api/payments': () =>
      json({
        content: [
          {
            id: 5,
            payment_no: 'SK001',
            method: 'bank',
            amount: '2345.60',
            currency: 'CNY',
            status: 'confirmed',
          },
        ],
        totalElements: 1,
      }),
  });
}

const show = (codes = STAFF) =>
  renderAt(
    '/statement/index',
    <StatementDetail id={1} mode="staff" onChanged={() => undefined} onClose={() => undefined} />,
    codes,
  );
const headerButtons = () =>
  within(document.querySelector<HTMLElement>('.ant-drawer-extra')!)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('the statement detail', { timeout: 60_000 }, () => {
  it('shows the totals exactly: total, paid and what is open', async () => {
    const calls = server('confirmed');
    show();
    await screen.findByText('12,345.60 CNY');
    screen.getByText('10,000.00 CNY');
    screen.getByText('1,203');
    // the lines are paged on the server, each amount with its own currency
    await screen.findByText('300.00 USD');
    screen.getByText('2,133.33 CNY');
    await screen.findByText('报关代理费');
    screen.getByText('共 1203 条');
    expect(calls.some((c) => c.url.startsWith('/api/statements/1/lines?page=1&size=20'))).toBe(true);
    expect(calls.some((c) => c.url.startsWith('/api/payments?statement_id=1'))).toBe(true);
    await screen.findByText('SK001');
    // paid: once in the totals, once as the payment
    expect(screen.getAllByText('2,345.60 CNY')).toHaveLength(2);
  });

  it('offers the moves of the state: invoice and pay once confirmed', async () => {
    server('confirmed');
    show();
    await screen.findByText('12,345.60 CNY');
    expect(headerButtons()).toEqual(['登记发票', '付款', '导出Excel', '打印PDF']);
  });

  it('offers reopen and void on a disputed statement, with the reason shown, and lines can be taken out', async () => {
    server('disputed');
    show();
    await screen.findByText('客户异议：第 3 票重复');
    expect(headerButtons()).toEqual(['重新打开', '作废', '导出Excel', '打印PDF']);
    await screen.findByRole('button', { name: /移\s*出/ });
  });

  it('hides what the user may not do', async () => {
    server('draft');
    show(new Set([statement.permissions.list]));
    await screen.findByText('12,345.60 CNY');
    expect(headerButtons()).toEqual(['打印PDF']);
    expect(screen.queryByRole('button', { name: /移\s*出/ })).toBeNull();
  });
});
