import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { appointment, PERM, taskOrder } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { CrudServicesProvider, type CrudServices } from '../../../crud/services.tsx';
import type { AppRoute } from '../../../menu/menu-model.ts';
import { liveServer } from '../../../test/live-test-kit.ts';
import { AppointmentList } from './AppointmentList.tsx';

// the live channel, signed in: the test pushes as the server
const live = liveServer();

const STAFF = new Set(Object.values(appointment.permissions));
const PARTNER = new Set([
  PERM.yyAppointmentSearch,
  PERM.yyAppointmentAdd,
  PERM.yyAppointmentUpdate,
  PERM.yyAppointmentDelete,
]);

const services = (codes: Set<string>): CrudServices => ({
  permissionCodes: codes,
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
});

const routeOf = (path: string): AppRoute => ({
  id: path,
  type: '1',
  path,
  title: '入仓预约',
  name: path,
  code: path,
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

function renderList(mode: 'staff' | 'partner', codes = mode === 'staff' ? STAFF : PARTNER) {
  const path = mode === 'staff' ? '/appointment/index' : '/yy/appointment';
  const router = createMemoryRouter(
    [{ path, element: <AppointmentList route={routeOf(path)} mode={mode} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CrudServicesProvider value={services(codes)}>
        <App>
          <RouterProvider router={router} />
        </App>
      </CrudServicesProvider>
    </QueryClientProvider>,
  );
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const row = (id: number, status: string, more: Record<string, unknown> = {}) => ({
  id,
  version: id * 10,
  status,
  appointment_no: `YY-${status}`,
  vehicle_no: '闽D12345',
  customer_name: '厦门嘉禾',
  ...more,
});
const ROWS = [
  row(1, 'draft'),
  row(2, 'submitted'),
  row(3, 'rejected', { reject_reason: '车牌错误' }),
  row(4, 'approved'),
  row(5, 'arrived'),
  row(6, 'completed'),
];

function stubServer() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const path = url.split('?')[0];
      if (path === '/api/appointments') return Promise.resolve(json({ content: ROWS, totalElements: 6 }));
      if (method === 'GET') return Promise.resolve(json({ content: [], totalElements: 0 }));
      return Promise.resolve(json({ id: 2, version: 21, status: 'rejected' }));
    }),
  );
  return calls;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const buttonsOf = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('the appointment list', { timeout: 60_000 }, () => {
  it('offers the staff each action only from its states', async () => {
    stubServer();
    renderList('staff');
    expect(buttonsOf(await rowOf('YY-draft'))).toEqual(['修改', '提交', '附件', '日志', '取消预约', '删除']);
    expect(buttonsOf(await rowOf('YY-submitted'))).toEqual([
      '查看',
      '审核通过',
      '驳回',
      '附件',
      '日志',
      '取消预约',
    ]);
    expect(buttonsOf(await rowOf('YY-rejected'))).toEqual(['修改', '提交', '附件', '日志', '取消预约']);
    expect(buttonsOf(await rowOf('YY-approved'))).toEqual(['查看', '到场登记', '附件', '日志', '取消预约']);
    expect(buttonsOf(await rowOf('YY-arrived'))).toEqual(['查看', '离场登记', '附件', '日志']);
    expect(buttonsOf(await rowOf('YY-completed'))).toEqual(['查看', '附件', '日志']);
    within(await rowOf('YY-rejected')).getByText('驳回原因：车牌错误');
  });

  it('makes the task order of an approved appointment for staff who may add task orders', async () => {
    const calls = stubServer();
    renderList('staff', new Set([...STAFF, taskOrder.permissions.add]));
    expect(buttonsOf(await rowOf('YY-approved'))).toEqual([
      '查看',
      '到场登记',
      '生成任务单',
      '附件',
      '日志',
      '取消预约',
    ]);
    expect(buttonsOf(await rowOf('YY-arrived'))).toEqual(['查看', '离场登记', '附件', '日志']);
    fireEvent.click(within(await rowOf('YY-approved')).getByRole('button', { name: '生成任务单' }));
    expect(await screen.findByText('由预约 YY-approved 生成任务单？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/task-orders/from-appointment/4',
      }),
    );
  });

  it('gives partners no review and no check in', async () => {
    stubServer();
    renderList('partner');
    expect(buttonsOf(await rowOf('YY-submitted'))).toEqual(['查看', '附件', '日志', '取消预约']);
    expect(buttonsOf(await rowOf('YY-approved'))).toEqual(['查看', '附件', '日志', '取消预约']);
    screen.getByRole('button', { name: /新增预约/ });
  });

  it('lets partners submit and cancel by the site codes, which imply the moves’ codes', async () => {
    stubServer();
    renderList('partner');
    expect(buttonsOf(await rowOf('YY-draft'))).toEqual(['修改', '提交', '附件', '日志', '取消预约', '删除']);
    expect(buttonsOf(await rowOf('YY-rejected'))).toEqual(['修改', '提交', '附件', '日志', '取消预约']);
  });

  it('approves by the definition’s move: its question, then the engine’s move with the version', async () => {
    const calls = stubServer();
    renderList('staff');
    fireEvent.click(within(await rowOf('YY-submitted')).getByRole('button', { name: /审核通过/ }));
    expect(await screen.findByText('审核通过预约 YY-submitted？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/appointments/2/approve',
        body: { version: 20 },
      }),
    );
  });

  it('rejects only with a reason', async () => {
    const calls = stubServer();
    renderList('staff');
    fireEvent.click(within(await rowOf('YY-submitted')).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await within(dialog).findByText('请填写驳回原因');
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '车牌错误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/appointments/2/reject',
        body: { version: 20, reason: '车牌错误' },
      }),
    );
  });

  it('reads the list again when the live channel says an appointment changed', async () => {
    const calls = stubServer();
    renderList('partner');
    await rowOf('YY-draft');
    const lists = () => calls.filter((c) => c.url.startsWith('/api/appointments?')).length;
    const before = lists();
    act(() => live.push('doc_changed', { doc: 'appointment', id: 2, status: 'approved' }));
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });
});
