import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { ContractDetail } from './ContractDetail.tsx';
import { buttonsOf, json, renderAt, rowOf, stubFetch } from './finance-test-kit.tsx';

const CONTRACT = {
  id: 5,
  version: 3,
  contract_no: 'HT202611260001',
  name: '报关合同',
  party_type: 'customer',
  customer_code: 'C0001',
  currency: 'USD',
  status: '1',
};
const ITEMS = {
  content: [
    {
      id: 21,
      version: 1,
      contract_id: 5,
      charge_item_id: 7,
      price: '150.0000',
      min_charge: '200.00',
      free_qty: '1.000',
      _display: { charge_item_id: '报关代理费' },
    },
  ],
  totalElements: 1,
};
const HISTORY = [
  {
    id: 2,
    version: 2,
    change: 'items',
    snapshot: {
      contract: CONTRACT,
      items: [{ charge_item_id: 7, price: '120.0000', min_charge: '0', free_qty: '0' }],
    },
    changed_by: 1,
    change_time: '2026-11-20T02:00:00Z',
  },
];

function server() {
  return stubFetch({
    'GET /api/contracts/5': () => json(CONTRACT),
    'GET /api/contract-items': () => json(ITEMS),
    'GET /api/contracts/5/history': () => json(HISTORY),
    'POST /api/contracts/5/price-preview': () =>
      json({ amount: '200.00', price: '150.0000', min_charge: '200.00', free_qty: '1.000' }),
  });
}
const show = (codes: ReadonlySet<string>) =>
  renderAt('/contract/index', <ContractDetail id={5} onClose={() => undefined} />, codes);

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('the contract detail', { timeout: 60_000 }, () => {
  it('lists the prices, editable only with contract:update', async () => {
    server();
    show(new Set([contract.permissions.list]));
    const row = await rowOf('报关代理费');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['报关代理费', '150.00', '200.00', '1']);
    expect(buttonsOf(row)).toEqual([]);
    expect(screen.queryByText('添加收费项目')).toBeNull();
  });

  it('previews the price of a quantity of one of its items, and shows the history', async () => {
    const calls = server();
    show(new Set(Object.values(contract.permissions)));
    expect(buttonsOf(await rowOf('报关代理费'))).toEqual(['修改', '删除']);
    fireEvent.click(screen.getByRole('tab', { name: '价格试算' }));
    await screen.findByText('试算', { exact: false });
    const preview = document.querySelector<HTMLElement>('.finance-price-preview')!;
    const select = within(preview).getByRole('combobox');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('报关代理费', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(preview).getByLabelText('数量'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /试\s*算/ }));
    await screen.findByText('金额：200.00 USD');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/contracts/5/price-preview',
        body: { charge_item_id: 7, quantity: '2' },
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: '变更记录' }));
    const change = (await screen.findByText('收费项目', { selector: 'td' })).closest('tr')!;
    expect(
      within(change)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('2');
  });
});
