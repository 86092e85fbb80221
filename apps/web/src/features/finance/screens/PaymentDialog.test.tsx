import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../i18n/index.ts';
import { json, renderAt, stubFetch } from './finance-test-kit.tsx';
import { PaymentDialog, payPageUrl } from './PaymentDialog.tsx';

const STATEMENT = {
  id: 8,
  version: 5,
  status: 'confirmed',
  statement_no: 'DZ202611260007',
  io_type: 'receivable',
  customer_code: 'C0001',
  bill_currency: 'CNY',
  total_amount: '1200.50',
  paid_amount: '200.5',
  pay_code: 'K7Q2M9',
};

const onSaved = vi.fn();
const show = () =>
  renderAt(
    '/yy/statement',
    <PaymentDialog statement={STATEMENT} partner onClose={() => undefined} onSaved={onSaved} />,
    new Set(),
  );
const dialog = () => screen.getByRole('dialog');
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: /提\s*交/ }));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  onSaved.mockReset();
});

describe("the partner's transfer", { timeout: 60_000 }, () => {
  it('needs the reference and the slip, offers the open amount, and links the public payment page', async () => {
    const calls = stubFetch({});
    show();
    within(dialog()).getByText('未结金额：1,000.00 CNY');
    expect((within(dialog()).getByLabelText('金额') as HTMLInputElement).value).toBe('1000.00');
    expect(within(dialog()).getByRole('link', { name: '也可以去收银台在线支付' }).getAttribute('href')).toBe(
      '/index/fee/index?no=DZ202611260007&verify=K7Q2M9',
    );
    submit();
    await within(dialog()).findByText('请填写付款参考号（银行流水号）');
    fireEvent.change(within(dialog()).getByLabelText('付款参考号'), { target: { value: 'TRF001' } });
    submit();
    await within(dialog()).findByText('请上传转账凭证');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('records the payment, then uploads the slip as its attachment', async () => {
    const calls = stubFetch({
      'POST /api/payments': () => json({ id: 41, version: 1, payment_no: 'SK0041', status: 'pending' }, 201),
      'POST /api/attachments': () => json({ id: 77, owner_type: 'payment', owner_id: 41 }, 201),
      'POST /api/attachments/77/file': () => json({ id: 77, file_name: 'slip.pdf' }),
    });
    show();
    fireEvent.change(within(dialog()).getByLabelText('付款参考号'), { target: { value: 'TRF001' } });
    const file = new File(['%PDF-1.4 slip'], 'slip.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog().querySelector('input[type="file"]')!, { target: { files: [file] } });
    await within(dialog()).findByText('slip.pdf');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual([
      '/api/payments',
      '/api/attachments',
      '/api/attachments/77/file',
    ]);
    expect(posts[0]!.body).toMatchObject({
      io_type: 'receivable',
      customer_code: 'C0001',
      statement_id: 8,
      method: 'bank',
      amount: '1000.00',
      currency: 'CNY',
      reference: 'TRF001',
    });
    expect(posts[1]!.body).toMatchObject({ owner_type: 'payment', owner_id: 41, kind: 'slip' });
    expect(posts[2]!.body).toBeInstanceOf(FormData);
  });

  it('builds the public page link without a code when the statement has none', () => {
    expect(payPageUrl({ statement_no: 'DZ1' })).toBe('/index/fee/index?no=DZ1');
  });
});
