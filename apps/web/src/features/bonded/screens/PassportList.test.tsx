import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { passport } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { CrudServicesProvider, type CrudServices } from '../../../crud/services.tsx';
import type { AppRoute } from '../../../menu/menu-model.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import PassportList from './PassportList.tsx';
import TwoStepPassportList from './TwoStepPassportList.tsx';

const services: CrudServices = {
  permissionCodes: new Set(Object.values(passport.permissions)),
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
};

const routeOf = (path: string, code: string): AppRoute => ({
  id: code,
  type: '1',
  path,
  title: '核放单',
  name: code,
  code,
  icon: '',
  groupNo: '',
  url: '',
  inMenu: true,
  searchable: true,
  parents: [],
  buttons: [],
  children: [],
  external: false,
});

function renderScreen(Screen: ComponentType<ScreenProps>, path: string, code: string) {
  const router = createMemoryRouter(
    [
      { path, element: <Screen route={routeOf(path, code)} /> },
      { path: '/sasPassport/lines', element: <output>lines page</output> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CrudServicesProvider value={services}>
        <App>
          <RouterProvider router={router} />
        </App>
      </CrudServicesProvider>
    </QueryClientProvider>,
  );
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const PASSPORTS = [
  {
    id: 1,
    etps_preent_no: 'P-DRAFT',
    status: '0',
    passport_typecd: '3',
    version: 1,
    book_id: 9,
    ie_flag: 'I',
  },
  { id: 2, etps_preent_no: 'P-CONF', status: '1', passport_typecd: '2', version: 2 },
  { id: 3, etps_preent_no: 'P-EMPTY', status: '4', passport_typecd: '6', version: 3 },
  { id: 4, etps_preent_no: 'P-APPR', status: '3', stucd: '1', passport_typecd: '3', version: 5 },
  { id: 5, etps_preent_no: 'P-PASSED', status: '3', stucd: '2', passport_typecd: '3', version: 6 },
];

const entry = (
  action: string,
  result: string,
  message_type: string,
  code: string | null,
  message: string | null,
  user_name: string | null,
) => ({ action, result, message_type, code, message, at: '2026-05-10T08:00:00Z', user_name });
const list = (id: number, no: string, status: string) => ({
  id,
  etps_inner_invt_no: no,
  bond_invt_no: `QD${id}`,
  status,
  impexp_markcd: 'I',
});

/** What the server answers each GET path of these tests. */
const ANSWERS: Record<string, unknown> = {
  '/api/passports': { content: PASSPORTS, totalElements: PASSPORTS.length },
  // the server's rule picks them (GET /api/passports/{id}/bindable-lists); the screen offers these only
  '/api/passports/1/bindable-lists': {
    content: [list(11, 'QD-A', '4'), list(12, 'QD-B', '6')],
    single: false,
  },
  '/api/passport-lists': { content: [{ id: 7, list_id: 11, rlt_no: 'QD11' }] },
  '/api/passports/1/timeline': {
    content: [
      entry('declare', 'ok', 'SAS121', null, null, '张三'),
      entry('receipt', 'failed', 'SAS221', '2', '审核不通过', null),
    ],
  },
};

/** The server of these tests: every call is recorded with its body. */
function stubServer(refuse?: { url: string; status: number; body: unknown }) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, url, body });
    const path = url.split('?')[0]!;
    if (refuse && method === 'POST' && path === refuse.url)
      return Promise.resolve(
        new Response(JSON.stringify(refuse.body), {
          status: refuse.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    if (path === '/api/passports/receipts/upload')
      return Promise.resolve(json({ passport_id: 1, duplicate: false, status: '3', stucd: '1', code: '1' }));
    // the search form's lookups (account books, channels) find nothing
    if (method === 'GET') return Promise.resolve(json(ANSWERS[path] ?? { content: [], totalElements: 0 }));
    return Promise.resolve(json({ id: 1, version: 9, status: '1', lines: 3 }));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const listCall = (calls: { url: string }[]) => calls.find((c) => c.url.startsWith('/api/passports?'))?.url;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the passport list', { timeout: 30_000 }, () => {
  it('lists every type but the two-step one and offers each action only from its states', async () => {
    const calls = stubServer();
    renderScreen(PassportList, '/sasPassport/index', 'sasPassport');
    // the definition's moves first (customs' approve and refuse never), then the screen's own buttons
    expect(buttonsOf(await rowOf('P-DRAFT'))).toEqual([
      '修改',
      '查看',
      '确认',
      '申报',
      '货物',
      '关联清单',
      '时间线',
      '删除',
    ]);
    expect(buttonsOf(await rowOf('P-CONF'))).toEqual([
      '修改',
      '查看',
      '取消确认',
      '申报',
      '货物',
      '时间线',
      '删除',
    ]);
    expect(buttonsOf(await rowOf('P-EMPTY'))).toEqual(['修改', '查看', '申报', '货物', '时间线', '删除']);
    // 作废 beside 申报成功 only once customs approved it (customs state 1), as its hook checks
    expect(buttonsOf(await rowOf('P-APPR'))).toEqual(['修改', '查看', '作废', '货物', '时间线', '删除']);
    expect(buttonsOf(await rowOf('P-PASSED'))).toEqual(['修改', '查看', '货物', '时间线', '删除']);
    expect(listCall(calls)).toContain('passport_typecd=1%2C2%2C3%2C4%2C5%2C6');
    expect(screen.getByText('上传回执').closest('button')).toBeTruthy();
    fireEvent.click(within(await rowOf('P-DRAFT')).getByRole('button', { name: '货物' }));
    await screen.findByText('lines page');
  });

  it('binds lists: the lists the server’s rule accepts, the bound ones ticked', async () => {
    const calls = stubServer();
    renderScreen(PassportList, '/sasPassport/index', 'sasPassport');
    fireEvent.click(within(await rowOf('P-DRAFT')).getByRole('button', { name: '关联清单' }));
    const dialog = await screen.findByRole('dialog');
    const box = async (no: string) =>
      within((await within(dialog).findByText(no)).closest('tr')!).getByRole('checkbox') as HTMLInputElement;
    await waitFor(async () => expect((await box('QD-A')).checked).toBe(true));
    expect((await box('QD-B')).checked).toBe(false);
    // the picker asks the server which lists the binding takes; it never reads the inventory lists itself
    expect(calls.some((c) => c.url === '/api/passports/1/bindable-lists')).toBe(true);
    expect(calls.some((c) => c.url.startsWith('/api/inventory-lists'))).toBe(false);
    fireEvent.click(await box('QD-B'));
    fireEvent.click(within(dialog).getByRole('button', { name: '关联清单' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/passports/1/lists',
        body: { version: 1, list_ids: [11, 12] },
      }),
    );
  });

  it('shows a refused binding inside the dialog, which stays open', async () => {
    stubServer({
      url: '/api/passports/1/lists',
      status: 400,
      body: {
        code: 400,
        message: '参数校验失败',
        errors: { list_ids: '核注清单 QD-B 已由核放单 P-OTHER 运载' },
      },
    });
    renderScreen(PassportList, '/sasPassport/index', 'sasPassport');
    fireEvent.click(within(await rowOf('P-DRAFT')).getByRole('button', { name: '关联清单' }));
    const dialog = await screen.findByRole('dialog');
    const box = within((await within(dialog).findByText('QD-B')).closest('tr')!).getByRole('checkbox');
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: '关联清单' }));
    const refusal = await within(dialog).findByText(/核注清单 QD-B 已由核放单 P-OTHER 运载/);
    expect(refusal.closest('.passport-bind-refusal')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('voids with a reason, which it asks for first', async () => {
    const calls = stubServer();
    renderScreen(PassportList, '/sasPassport/index', 'sasPassport');
    fireEvent.click(within(await rowOf('P-APPR')).getByRole('button', { name: '作废' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /作\s*废/ }));
    await within(dialog).findByText('请填写作废原因');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('作废原因'), { target: { value: ' 司机换车 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /作\s*废/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/passports/4/void',
        body: { version: 5, reason: '司机换车' },
      }),
    );
  });

  it('declares after a confirmation, and shows the timeline with failures in red', async () => {
    const calls = stubServer();
    renderScreen(PassportList, '/sasPassport/index', 'sasPassport');
    fireEvent.click(within(await rowOf('P-DRAFT')).getByRole('button', { name: '申报' }));
    await screen.findByText('申报核放单 P-DRAFT？');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/passports/1/declare',
        body: { version: 1 },
      }),
    );

    fireEvent.click(within(await rowOf('P-DRAFT')).getByRole('button', { name: '时间线' }));
    const failed = (await screen.findByText('审核不通过')).closest('.action-timeline-entry')!;
    expect(failed.getAttribute('data-result')).toBe('failed');
    expect(failed.closest('.ant-timeline-item')!.querySelector('.ant-timeline-item-head-red')).toBeTruthy();
    expect(screen.getByText(/张三/)).toBeTruthy();
  });

  it('uploads a receipt file and says its code', async () => {
    const calls = stubServer();
    renderScreen(PassportList, '/sasPassport/index', 'sasPassport');
    await rowOf('P-DRAFT');
    const file = new File(['<xml/>'], 'receipt.xml', { type: 'text/xml' });
    fireEvent.change(screen.getByTestId('passport-receipt-file'), { target: { files: [file] } });
    await screen.findByText('回执已记录：1');
    const upload = calls.find((c) => c.method === 'POST')!;
    expect(upload.url).toBe('/api/passports/receipts/upload');
    expect((upload.body as FormData).get('file')).toBe(file);
  });

  it('two-step: lists type 7 only, without goods and list binding', async () => {
    const calls = stubServer();
    renderScreen(TwoStepPassportList, '/sasTwoPassport/index', 'sasTwoPassport');
    expect(buttonsOf(await rowOf('P-DRAFT'))).toEqual(['修改', '查看', '确认', '申报', '时间线', '删除']);
    expect(listCall(calls)).toContain('passport_typecd=7');
  });
});
