import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { initAppContext } from '../../../app-context.ts';
import i18n from '../../../i18n/index.ts';
import type { SiteConfig } from '../../../site/site.ts';
import type { SecureStore } from '../../../storage/secure-store.ts';
import { callsTo, json, queryOf, stubFetch, type FetchCall } from '../../../test/stub-fetch.ts';
import FeeLookupPage from './FeeLookupPage.tsx';
import PaymentPage from './PaymentPage.tsx';
import PaymentResultPage from './PaymentResultPage.tsx';
import WorkFeePage from './WorkFeePage.tsx';

vi.setConfig({ testTimeout: 30_000 });
// other suites load the machine: give antd's renders time
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  const site = { code: 'partner', name: '合作伙伴平台', logo: '', client_id: 'customer' } as SiteConfig;
  initAppContext(site, {} as SecureStore);
});
afterEach(() => vi.unstubAllGlobals());

/** The public calls answer `{ code: 0, data }`; a refusal is an HTTP error with the server's message. */
const ok = (data: unknown) => () => json({ code: 0, data });
const refused = (status: number, message: string, errors?: Record<string, string>) => () =>
  json({ code: status, message, errors }, status);
const queriesTo = (calls: FetchCall[], route: string) => callsTo(calls, route).map(queryOf);

function page(children: ReactNode, url = '/') {
  render(
    <App>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </App>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const NOT_FOUND = '未找到待缴费用，或验证信息不符';

const line = {
  id: 7,
  bill_no: 'BL1',
  charge_item: '仓储费',
  source_no: 'YY202611260001',
  event_date: '2026-11-20',
  currency: 'CNY',
  bill_amount: '50.50',
  paid_amount: '0',
  due: '50.50',
  token: 'line.tok',
};

describe('fee lookup page', () => {
  it('asks for both fields, keeps them after a miss and shows what is due with a Pay link', async () => {
    let fees = refused(404, NOT_FOUND);
    const calls = stubFetch({ 'GET /api/public/fees': () => fees() });
    page(<FeeLookupPage />);
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('请填写单号', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('请填写验证信息')).toBeTruthy();
    expect(callsTo(calls, 'GET /api/public/fees')).toEqual([]);

    type('单号', ' YY202611260001 ');
    type('验证信息', '13905921234');
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(queriesTo(calls, 'GET /api/public/fees')).toContainEqual({
      no: 'YY202611260001',
      verify: '13905921234',
    });
    expect((screen.getByLabelText('单号') as HTMLInputElement).value).toBe(' YY202611260001 ');

    fees = ok({
      statements: [
        {
          id: 3,
          statement_no: 'DZ202611250001',
          period_from: '2026-10-01',
          period_to: '2026-10-31',
          currency: 'CNY',
          total_amount: '300.10',
          paid_amount: '0',
          due: '300.10',
          token: 'st.tok',
        },
      ],
      lines: [line],
    });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('DZ202611250001')).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(screen.getByText('CNY 300.10', { selector: 'strong' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/payment/index?token=st.tok');
    expect(links).toContain('/payment/index?token=line.tok');
  });
});

describe('fee lookup from a statement notice', () => {
  it('fills the form from the link and looks it up at once', async () => {
    const calls = stubFetch({ 'GET /api/public/fees': ok({ statements: [], lines: [] }) });
    page(<FeeLookupPage />, '/fee/index?no=DZ202611250001&verify=K7P2Q9XZ');
    expect(await screen.findByText('没有待缴的费用')).toBeTruthy();
    expect(queriesTo(calls, 'GET /api/public/fees')).toContainEqual({
      no: 'DZ202611250001',
      verify: 'K7P2Q9XZ',
    });
    expect((screen.getByLabelText('验证信息') as HTMLInputElement).value).toBe('K7P2Q9XZ');
  });
});

describe('work fee page', () => {
  it('shows the appointment’s fee and a button paying all of it', async () => {
    stubFetch({
      'GET /api/public/workfee': ok({
        appointment_no: 'YY202611260001',
        customer_name: '厦门嘉禾贸易有限公司',
        lines: [line],
        currency: 'CNY',
        due: '50.50',
        token: 'appt.tok',
      }),
    });
    page(<WorkFeePage />);
    type('预约单号', 'YY202611260001');
    type('手机号', '13905921234');
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('厦门嘉禾贸易有限公司', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '支付全部作业费' }).getAttribute('href')).toBe(
      '/payment/index?token=appt.tok',
    );
  });
});

const info = {
  kind: 'statement',
  document_no: 'DZ202611250001',
  party_name: '厦门嘉禾贸易有限公司',
  currency: 'CNY',
  due: '300.10',
  payee: '华海国际货运代理（厦门）有限公司',
  bank: {
    bank_name: '中国银行厦门湖里支行',
    account_no: '6222020200012345678',
    holder: '华海国际货运代理（厦门）有限公司',
  },
  online: true,
};

describe('payment page', () => {
  it('shows the account, checks the transfer form and sends it with the slip', async () => {
    const calls = stubFetch({
      'GET /api/public/payment': ok(info),
      'POST /api/public/payment/transfer': ok({
        payment_no: 'SK202611260001',
        amount: '120',
        currency: 'CNY',
        status: 'pending',
      }),
    });
    page(<PaymentPage />, '/payment/index?token=st.tok');
    expect(await screen.findByText('6222020200012345678', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(queriesTo(calls, 'GET /api/public/payment')).toContainEqual({ token: 'st.tok' });
    expect((screen.getByLabelText(/转账金额/) as HTMLInputElement).value).toBe('300.10');

    type(/转账金额/, '300.11');
    fireEvent.click(screen.getByRole('button', { name: '提交转账信息' }));
    expect(await screen.findByText('不能超过待付金额 300.10')).toBeTruthy();
    expect(screen.getByText('请填写转账流水号')).toBeTruthy();
    type(/转账金额/, '120');
    type('转账流水号', 'REF-1');
    type('付款人', '嘉禾贸易');
    fireEvent.click(screen.getByRole('button', { name: '提交转账信息' }));
    expect(await screen.findByText('请上传转账凭证')).toBeTruthy();
    expect(callsTo(calls, 'POST /api/public/payment/transfer')).toEqual([]);

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'slip.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByText(/只能上传以下类型的文件/)).toBeTruthy();
    // the picker is a new input after each choice
    fireEvent.change(document.querySelector('input[type=file]')!, {
      target: { files: [new File(['png'], 'slip.png', { type: 'image/png' })] },
    });
    await screen.findByText('slip.png');

    fireEvent.click(screen.getByRole('button', { name: '提交转账信息' }));
    expect(await screen.findByText('转账信息已提交')).toBeTruthy();
    const sent = callsTo(calls, 'POST /api/public/payment/transfer')[0]!.body as FormData;
    expect(sent.get('token')).toBe('st.tok');
    expect(sent.get('amount')).toBe('120');
    expect(sent.get('reference')).toBe('REF-1');
    expect(sent.get('payer_name')).toBe('嘉禾贸易');
    expect((sent.get('slip') as File).name).toBe('slip.png');
    expect(screen.getByText(/SK202611260001/)).toBeTruthy();
  });

  it('shows a refused transfer’s field message and keeps the input', async () => {
    stubFetch({
      'GET /api/public/payment': ok({ ...info, online: false }),
      'POST /api/public/payment/transfer': refused(400, '部分字段不正确', { file: '文件内容不是png文件' }),
    });
    page(<PaymentPage />, '/payment/index?token=st.tok');
    await screen.findByText('6222020200012345678', undefined, { timeout: 10_000 });
    expect(screen.queryByText('在线支付')).toBeNull();
    type('转账流水号', 'REF-2');
    type('付款人', '嘉禾贸易');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'slip.png', { type: 'image/png' })] } });
    await screen.findByText('slip.png');
    fireEvent.click(screen.getByRole('button', { name: '提交转账信息' }));
    expect(await screen.findByText('文件内容不是png文件')).toBeTruthy();
    expect((screen.getByLabelText('转账流水号') as HTMLInputElement).value).toBe('REF-2');
  });

  it('goes to the provider’s page for an online payment', async () => {
    const calls = stubFetch({
      'GET /api/public/payment': ok(info),
      'POST /api/public/payment/online': ok({
        url: 'https://gw.example.com/gateway.do?x=1',
        out_trade_no: 'O1',
      }),
    });
    // the page leaves for the provider through location.assign: a page address that records it
    const assign = vi.fn();
    vi.stubGlobal('location', Object.assign(new URL(window.location.href), { assign }));
    page(<PaymentPage />, '/payment/index?token=st.tok');
    fireEvent.click(
      await screen.findByRole('button', { name: '使用支付宝支付 CNY 300.10' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gw.example.com/gateway.do?x=1'));
    expect(callsTo(calls, 'POST /api/public/payment/online').map((c) => c.body)).toContainEqual({
      token: 'st.tok',
    });
  });

  it('says when the link is invalid', async () => {
    stubFetch({ 'GET /api/public/payment': refused(400, '支付链接无效或已过期，请重新查询费用') });
    page(<PaymentPage />, '/payment/index?token=bad');
    expect(
      await screen.findByText('支付链接无效或已过期，请重新查询费用', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

describe('return page', () => {
  it('shows a paid order', async () => {
    const calls = stubFetch({
      'GET /api/public/payment/result': ok({
        out_trade_no: 'O1',
        status: 'paid',
        amount: '300.10',
        currency: 'CNY',
        paid_time: '2026-11-25T10:00:00Z',
      }),
    });
    page(<PaymentResultPage />, '/fee/notify?out_trade_no=O1');
    expect(await screen.findByText('支付成功', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(queriesTo(calls, 'GET /api/public/payment/result')).toContainEqual({ out_trade_no: 'O1' });
  });

  it('shows an order paid twice as refunded, not as credit', async () => {
    stubFetch({
      'GET /api/public/payment/result': ok({
        out_trade_no: 'O3',
        status: 'refunded',
        amount: '80.00',
        currency: 'CNY',
        paid_time: '2026-11-26T10:00:00Z',
      }),
    });
    page(<PaymentResultPage />, '/fee/notify?out_trade_no=O3');
    expect(await screen.findByText('重复付款，已退款', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/订单 O3 的 CNY 80.00 已由另一笔付款付过，这笔款项原路退回/)).toBeTruthy();
  });

  it('shows a waiting order with a refresh', async () => {
    const calls = stubFetch({
      'GET /api/public/payment/result': ok({
        out_trade_no: 'O2',
        status: 'created',
        amount: '1',
        currency: 'CNY',
        paid_time: null,
      }),
    });
    page(<PaymentResultPage />, '/fee/notify?out_trade_no=O2');
    expect(await screen.findByText('等待支付结果', undefined, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '刷 新' }));
    await waitFor(() => expect(callsTo(calls, 'GET /api/public/payment/result')).toHaveLength(2));
  });
});
