import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { businessDay, transportOrder } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { CrudServicesProvider, type CrudServices } from '../../../crud/services.tsx';
import { DispatchBoard } from './DispatchBoard.tsx';

const services: CrudServices = {
  permissionCodes: new Set(Object.values(transportOrder.permissions)),
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const order = (id: number, order_no: string, status: string, crew = false) => ({
  id,
  order_no,
  status,
  version: id * 10,
  customer_code: 'C0001',
  planned_pickup_time: new Date().toISOString(),
  pickup_address: '象屿路1号',
  delivery_address: '港南路88号',
  ...(crew ? { carrier_id: 1, driver_id: 2, vehicle_id: 3 } : {}),
  _display: {
    pickup_city_id: '厦门市湖里区',
    delivery_city_id: '厦门市海沧区',
    ...(crew ? { carrier_id: '顺达物流', driver_id: '张建国', vehicle_id: '闽D12345' } : {}),
  },
});
const ORDERS = [
  order(1, 'YS-PLANNED', 'planned'),
  order(2, 'YS-DISPATCHED', 'dispatched', true),
  order(3, 'YS-ROAD', 'in_transit', true),
  order(4, 'YS-DONE', 'delivered', true),
  order(5, 'YS-CANCELLED', 'cancelled'),
];

function stubServer(refusal?: string) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const path = url.split('?')[0];
      if (path === '/api/transport-orders')
        return Promise.resolve(json({ content: ORDERS, totalElements: 5 }));
      if (method === 'GET') return Promise.resolve(json({ content: [], totalElements: 0 }));
      if (refusal)
        return Promise.resolve(
          new Response(JSON.stringify({ code: 409, message: refusal }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
        );
      return Promise.resolve(json({ id: 2, version: 21, status: 'in_transit', order_no: 'YS-DISPATCHED' }));
    }),
  );
  return calls;
}

function renderBoard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CrudServicesProvider value={services}>
        <App>
          <DispatchBoard />
        </App>
      </CrudServicesProvider>
    </QueryClientProvider>,
  );
}

const column = (status: string) => document.querySelector<HTMLElement>(`[data-column="${status}"]`)!;
const card = async (no: string) => (await screen.findByText(no)).closest<HTMLElement>('.dispatch-card')!;
const buttonsOf = (el: HTMLElement) =>
  within(el)
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dispatch board', { timeout: 30_000 }, () => {
  it('shows the day’s orders in columns by status, each with the steps it can take', async () => {
    const calls = stubServer();
    renderBoard();
    await card('YS-PLANNED');
    expect(within(column('planned')).getByText('YS-PLANNED')).toBeTruthy();
    expect(within(column('dispatched')).getByText('YS-DISPATCHED')).toBeTruthy();
    expect(within(column('in_transit')).getByText('YS-ROAD')).toBeTruthy();
    expect(within(column('delivered')).getByText('YS-DONE')).toBeTruthy();
    expect(screen.queryByText('YS-CANCELLED')).toBeNull();
    expect(screen.getByText('另有 1 单已取消')).toBeTruthy();
    expect(buttonsOf(await card('YS-PLANNED'))).toEqual(['派车', '取消', '日志']);
    expect(buttonsOf(await card('YS-DISPATCHED'))).toEqual(['开始运输', '取消', '签收单', '日志']);
    expect(buttonsOf(await card('YS-ROAD'))).toEqual(['确认送达', '签收单', '日志']);
    expect(buttonsOf(await card('YS-DONE'))).toEqual(['签收单', '日志']);
    expect(within(await card('YS-DISPATCHED')).getByText('顺达物流 · 张建国 · 闽D12345')).toBeTruthy();
    expect(within(await card('YS-PLANNED')).getByText('未派车')).toBeTruthy();
    // the day's orders by planned pick-up time, in the business day
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(query.get('planned_pickup_time_from')).toBeTruthy();
    expect(query.get('planned_pickup_time_to')).toBeTruthy();
    expect(query.get('sort')).toBe('planned_pickup_time,asc');
    expect(screen.getByDisplayValue(businessDay())).toBeTruthy();
  });

  it('starts a dispatched order with the version it shows, after a confirm', async () => {
    const calls = stubServer();
    renderBoard();
    fireEvent.click(within(await card('YS-DISPATCHED')).getByText('开始运输'));
    fireEvent.click(await screen.findByText('确 定'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/transport-orders/2/start');
    expect(post.body).toEqual({ version: 20 });
  });

  it('shows a refused move inside its question, which stays open', async () => {
    const refusal = '请先上传签收单（回单）附件，再确认送达';
    stubServer(refusal);
    renderBoard();
    fireEvent.click(within(await card('YS-ROAD')).getByText('确认送达'));
    expect(await screen.findByText('运输订单 YS-ROAD 已送达？')).toBeTruthy();
    fireEvent.click(await screen.findByText('确 定'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    // the question is still there, with the refusal under it
    expect(screen.getByText('运输订单 YS-ROAD 已送达？')).toBeTruthy();
  });

  it('opens the dispatch dialog for a planned order', async () => {
    stubServer();
    renderBoard();
    fireEvent.click(within(await card('YS-PLANNED')).getByText('派车'));
    expect(await screen.findByText('运输订单 YS-PLANNED 派车')).toBeTruthy();
  });
});
