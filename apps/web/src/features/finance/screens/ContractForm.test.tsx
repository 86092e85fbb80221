import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../i18n/index.ts';
import { ContractForm } from './ContractForm.tsx';
import { json, renderAt, stubFetch } from './finance-test-kit.tsx';

const RECORD = {
  id: 5,
  version: 3,
  contract_no: 'HT202611260001',
  name: '2026年度报关服务合同',
  party_type: 'customer',
  customer_code: 'C0001',
  scheme_id: 2,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  currency: 'CNY',
  settle_currency: 'CNY',
  payment_days: 30,
  status: '1',
  _display: { scheme_id: '标准报关方案' },
};
const OVERLAP = '与已生效合同 HT202611260009（2026-06-01 至 2027-05-31）的有效期重叠';

const onStale = vi.fn();
const onSaved = vi.fn();
const show = () =>
  renderAt(
    '/contract/index',
    <ContractForm record={RECORD} onClose={() => undefined} onSaved={onSaved} onStale={onStale} />,
    new Set(),
  );
const dialog = () => screen.getByRole('dialog');

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  onStale.mockReset();
  onSaved.mockReset();
});

describe('the contract form', { timeout: 60_000 }, () => {
  it('keeps the dialog and the input when the server refuses an overlap (409 naming the field)', async () => {
    const calls = stubFetch({
      'PUT /api/contracts/5': () =>
        json(
          { code: 409, message: '提交的数据有误，请检查标出的字段', errors: { valid_from: OVERLAP } },
          409,
        ),
    });
    show();
    fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    await within(dialog()).findByText(OVERLAP);
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      version: 3,
      party_type: 'customer',
      customer_code: 'C0001',
      carrier_id: null,
      scheme_id: 2,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      payment_days: 30,
    });
    expect(onStale).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect((within(dialog()).getByLabelText('合同名称') as HTMLInputElement).value).toBe(
      '2026年度报关服务合同',
    );
  });

  it('closes on a stale version (409 without field errors)', async () => {
    stubFetch({
      'PUT /api/contracts/5': () => json({ code: 409, message: '该记录已被他人修改' }, 409),
    });
    show();
    fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onStale).toHaveBeenCalled());
  });
});
