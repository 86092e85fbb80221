import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../i18n/index.ts';
import { json, renderAt, stubFetch } from './finance-test-kit.tsx';
import { ManualLineDialog } from './ManualLineDialog.tsx';

const CUSTOMERS = {
  content: [{ id: 1, customer_code: 'C0001', customer_name: '厦门嘉禾' }],
  totalElements: 1,
};
const ITEMS = { content: [{ id: 7, code: 'CUS001', name: '报关代理费' }], totalElements: 1 };

function server(answer: () => Response = () => json({ id: 9, bill_no: 'FY0009' }, 201)) {
  return stubFetch({
    'GET /api/customers': () => json(CUSTOMERS),
    'GET /api/charge-items': () => json(ITEMS),
    'POST /api/bills': answer,
  });
}

const onSaved = vi.fn();
const show = () =>
  renderAt('/bill/index', <ManualLineDialog onClose={() => undefined} onSaved={onSaved} />, new Set());

const dialog = () => screen.getByRole('dialog');
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
const typeIn = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

/** Picks an option of the select labelled `label` by its text. */
async function pick(label: string, option: string) {
  const input = within(dialog()).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: '' } });
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  onSaved.mockReset();
});

describe('the manual line dialog', { timeout: 60_000 }, () => {
  it('names each missing field and sends nothing', async () => {
    const calls = server();
    show();
    typeIn('数量', '');
    save();
    await within(dialog()).findByText('请选择客户');
    within(dialog()).getByText('请选择收费项目');
    within(dialog()).getByText('请输入数量');
    within(dialog()).getByText('请输入单价');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a zero quantity, a negative price and too many decimals', async () => {
    const calls = server();
    show();
    typeIn('数量', '0');
    typeIn('单价', '-5');
    save();
    await within(dialog()).findByText('数量不能为 0');
    within(dialog()).getByText('单价不能为负数（冲销请用冲销操作）');
    typeIn('数量', '1.2345');
    typeIn('单价', '1.23456');
    await within(dialog()).findByText('数量须为数字，最多 3 位小数');
    within(dialog()).getByText('须为数字，最多 4 位小数');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the line as decimal text and keeps the input when the server refuses a field', async () => {
    const calls = server(() =>
      json(
        {
          code: 400,
          message: '缺少 2026年11月 USD 汇率',
          errors: { 'line.currency': '缺少 2026年11月 USD 汇率' },
        },
        400,
      ),
    );
    show();
    await pick('客户', '厦门嘉禾 (C0001)');
    await pick('收费项目', '报关代理费');
    typeIn('数量', '2.5');
    typeIn('单价', '150.1250');
    save();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect((calls.find((c) => c.method === 'POST')!.body as { line: object }).line).toMatchObject({
      io_type: 'receivable',
      customer_code: 'C0001',
      charge_item_id: 7,
      quantity: '2.5',
      unit_price: '150.1250',
      currency: 'CNY',
    });
    await within(dialog()).findAllByText('缺少 2026年11月 USD 汇率');
    expect((within(dialog()).getByLabelText('数量') as HTMLInputElement).value).toBe('2.5');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
