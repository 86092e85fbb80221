import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { liveServer } from '../../../test/live-test-kit.ts';
import { buttonsOf, json, renderAt, routeOf, rowOf, stubFetch } from './finance-test-kit.tsx';
import PartnerStatementList from './PartnerStatementList.tsx';

// the live channel, signed in: the test pushes as the server
const live = liveServer();

const PARTNER = new Set([PERM.yyStatementSearch, PERM.yyStatementConfirm, PERM.yyStatementPay]);
const row = (id: number, status: string) => ({
  id,
  version: id * 10,
  status,
  statement_no: `DZ-${status}`,
  customer_code: 'C0001',
  io_type: 'receivable',
  bill_currency: 'CNY',
  total_amount: '500.00',
  paid_amount: '0',
});
const ROWS = [row(1, 'sent'), row(2, 'confirmed'), row(3, 'paid'), row(4, 'draft')];

function server() {
  return stubFetch({
    'GET /api/statements': () => json({ content: ROWS, totalElements: ROWS.length }),
    'POST /api/statements/1/confirm': () => json({ id: 1, version: 11, status: 'confirmed' }),
    'POST /api/statements/1/dispute': () => json({ id: 1, version: 11, status: 'disputed' }),
  });
}

const show = (codes = PARTNER) =>
  renderAt('/yy/statement', <PartnerStatementList route={routeOf('/yy/statement', '我的对账单')} />, codes);

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('我的对账单', { timeout: 60_000 }, () => {
  it('lets the partner confirm or dispute what was sent and pay what is confirmed', async () => {
    server();
    show();
    expect(buttonsOf(await rowOf('DZ-sent'))).toEqual(['详情', '确认对账', '提出异议']);
    expect(buttonsOf(await rowOf('DZ-confirmed'))).toEqual(['详情', '付款']);
    expect(buttonsOf(await rowOf('DZ-paid'))).toEqual(['详情']);
    expect(buttonsOf(await rowOf('DZ-draft'))).toEqual(['详情']);
    // no party columns and no staff buttons
    expect(screen.queryByText('结算方')).toBeNull();
    expect(screen.queryByRole('button', { name: /新建对账单/ })).toBeNull();
  });

  it('shows a partner without the confirm code no confirm, dispute or pay', async () => {
    server();
    show(new Set([PERM.yyStatementSearch]));
    expect(buttonsOf(await rowOf('DZ-sent'))).toEqual(['详情']);
    expect(buttonsOf(await rowOf('DZ-confirmed'))).toEqual(['详情']);
  });

  it('confirms after asking', async () => {
    const calls = server();
    show();
    fireEvent.click(within(await rowOf('DZ-sent')).getByRole('button', { name: '确认对账' }));
    await screen.findByText('确认对账单 DZ-sent 的金额无误？');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/statements/1/confirm',
        body: { version: 10 },
      }),
    );
  });

  it('disputes only with a reason', async () => {
    const calls = server();
    show();
    fireEvent.click(within(await rowOf('DZ-sent')).getByRole('button', { name: '提出异议' }));
    const dialog = (await screen.findByText('对账单 DZ-sent 提出异议')).closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(dialog).getByRole('button', { name: '提出异议' }));
    await within(dialog).findByText('请填写原因');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '第 3 票重复计费' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提出异议' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/statements/1/dispute',
        body: { version: 10, reason: '第 3 票重复计费' },
      }),
    );
  });

  it('reads the list again when the server says a statement was sent', async () => {
    const calls = server();
    show();
    await rowOf('DZ-sent');
    const lists = () => calls.filter((c) => c.url.startsWith('/api/statements?')).length;
    const before = lists();
    act(() => live.push('doc_changed', { doc: 'appointment', id: 9, status: 'approved' }));
    act(() => live.push('doc_changed', { doc: 'statement', id: 1, status: 'sent' }));
    await waitFor(() => expect(lists()).toBe(before + 1));
  });
});
