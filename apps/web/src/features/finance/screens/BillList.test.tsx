import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bill } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import BillList from './BillList.tsx';
import { buttonsOf, json, renderAt, routeOf, rowOf, stubFetch } from './finance-test-kit.tsx';

const ALL = new Set(Object.values(bill.permissions));
const line = (id: number, status: string, more: Record<string, unknown> = {}) => ({
  id,
  version: id * 10,
  status,
  bill_no: `FY-${id}-${status}`,
  io_type: 'receivable',
  source_type: 'declaration',
  amount: '1234.5',
  currency: 'USD',
  bill_amount: '8888.88',
  bill_currency: 'CNY',
  paid_amount: '0',
  ...more,
});
const ROWS = [
  line(1, 'draft'),
  line(2, 'draft', { source_type: 'manual' }),
  line(3, 'confirmed'),
  line(4, 'confirmed', { reversal_of: 3, amount: '-1234.5' }),
  line(5, 'void'),
  line(6, 'paid'),
];

function server() {
  return stubFetch({
    'GET /api/bills': () => json({ content: ROWS, totalElements: ROWS.length }),
    'POST /api/bills/confirm': () => json({ confirmed: 1 }),
    'POST /api/bills/3/reverse': () => json({ id: 7 }, 201),
  });
}

const show = (codes = ALL) =>
  renderAt('/bill/index', <BillList route={routeOf('/bill/index', '应收应付')} />, codes);

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('应收应付', { timeout: 60_000 }, () => {
  it('offers each move only from its states, and only with its permission', async () => {
    server();
    show();
    expect(buttonsOf(await rowOf('FY-1-draft'))).toEqual(['查看', '确认', '作废']);
    expect(buttonsOf(await rowOf('FY-2-draft'))).toEqual(['查看', '修改', '确认', '作废']);
    expect(buttonsOf(await rowOf('FY-3-confirmed'))).toEqual(['查看', '冲销']);
    // a credit line is not reversed again; a void line has no moves; a paid one is reversed too
    expect(buttonsOf(await rowOf('FY-4-confirmed'))).toEqual(['查看']);
    expect(buttonsOf(await rowOf('FY-5-void'))).toEqual(['查看']);
    expect(buttonsOf(await rowOf('FY-6-paid'))).toEqual(['查看', '冲销']);
    // amounts with their currency, right-aligned, never through a float
    const cell = within(await rowOf('FY-1-draft')).getByText('1,234.50 USD');
    expect(cell.closest('td')?.className).toMatch(/ant-table-cell/);
    within(await rowOf('FY-4-confirmed')).getByText('-1,234.50 USD');
  });

  it('shows customer service no confirm, void, reverse or 计费', async () => {
    server();
    show(new Set([bill.permissions.list, bill.permissions.add]));
    expect(buttonsOf(await rowOf('FY-1-draft'))).toEqual(['查看']);
    expect(buttonsOf(await rowOf('FY-3-confirmed'))).toEqual(['查看']);
    screen.getByRole('button', { name: /手工录入/ });
    expect(screen.queryByRole('button', { name: /计\s*费/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量确认/ })).toBeNull();
  });

  it('confirms the selected drafts in one call', async () => {
    const calls = server();
    show();
    const draft = await rowOf('FY-1-draft');
    fireEvent.click(within(draft).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('FY-3-confirmed')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /批量确认/ }));
    expect(await screen.findByText(/确认 1 条草稿费用/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/bills/confirm',
        body: { ids: [1] },
      }),
    );
  });

  it('reverses only after a confirmation and with a reason', async () => {
    const calls = server();
    show();
    fireEvent.click(within(await rowOf('FY-3-confirmed')).getByRole('button', { name: /冲\s*销/ }));
    await screen.findByText(/将生成一条金额相反的冲销记录/);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    const dialog = (await screen.findByText('冲销费用 FY-3-confirmed')).closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(dialog).getByRole('button', { name: /冲\s*销/ }));
    await within(dialog).findByText('请填写原因');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '重复计费' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /冲\s*销/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/bills/3/reverse',
        body: { version: 30, reason: '重复计费' },
      }),
    );
  });
});
