import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { manifest } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { CrudServicesProvider, type CrudServices } from '../../../crud/services.tsx';
import type { AppRoute } from '../../../menu/menu-model.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import ConsignmentList from './ConsignmentList.tsx';
import ManifestList from './ManifestList.tsx';

const services: CrudServices = {
  permissionCodes: new Set(Object.values(manifest.permissions)),
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
};

const routeOf = (path: string): AppRoute => ({
  id: path,
  type: '1',
  path,
  title: '舱单',
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

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function renderScreen(Screen: ComponentType<ScreenProps>, path: string, entry = path) {
  const router = createMemoryRouter(
    [
      { path, element: <Screen route={routeOf(path)} /> },
      { path: '*', element: <Address /> },
    ],
    { initialEntries: [entry] },
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

const row = (id: number, batch_no: string, bill_status: string, message_status: string) => ({
  id,
  batch_no,
  bill_status,
  message_status,
  manifest_type: 'MT1401',
  version: id * 10,
});
const MANIFESTS = [
  row(1, 'M-DRAFT', '0', '00'),
  row(2, 'M-CONF', '1', '00'),
  row(3, 'M-SENDFAIL', '2', '10'),
  row(4, 'M-OK', '2', '30'),
  row(5, 'M-DELETED', '3', '30'),
];

function stubServer() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const path = url.split('?')[0];
      if (path === '/api/manifests') return Promise.resolve(json({ content: MANIFESTS, totalElements: 5 }));
      if (path === '/api/manifest-consignments')
        return Promise.resolve(
          json({ content: [{ id: 5, bill_no: 'T11', manifest_id: 3 }], totalElements: 1 }),
        );
      if (method === 'GET') return Promise.resolve(json({ content: [], totalElements: 0 }));
      return Promise.resolve(json({ id: 4, version: 41, bill_status: '2', message_status: '20' }));
    }),
  );
  return calls;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const buttonsOf = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the manifest list', { timeout: 30_000 }, () => {
  it('offers each action only from its states', async () => {
    stubServer();
    renderScreen(ManifestList, '/manifest/index');
    // the definition's moves from the row's state, where the declaration status lets them (manifestMoveAllowed)
    const generic = (...moves: string[]) => ['修改', '查看', ...moves, '提运单', '日志', '删除'];
    expect(buttonsOf(await rowOf('M-DRAFT'))).toEqual(generic('确认'));
    expect(buttonsOf(await rowOf('M-CONF'))).toEqual(generic('取消确认', '申报'));
    expect(buttonsOf(await rowOf('M-SENDFAIL'))).toEqual(generic('取消确认', '申报'));
    expect(buttonsOf(await rowOf('M-OK'))).toEqual(generic('删除申请'));
    expect(buttonsOf(await rowOf('M-DELETED'))).toEqual(generic());
    expect(screen.getByText('上传回执').closest('button')).toBeTruthy();
  });

  it('names the operation-type column for what it holds, apart from the actions column', async () => {
    stubServer();
    renderScreen(ManifestList, '/manifest/index');
    await rowOf('M-DRAFT');
    const headers = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent?.trim());
    expect(headers).toContain('操作类型');
    expect(headers.filter((h) => h === '操作')).toHaveLength(1);
    expect(new Set(headers.filter(Boolean)).size).toBe(headers.filter(Boolean).length);
  });

  it('searches by declaration status, action and type with selects that start empty (all)', async () => {
    const calls = stubServer();
    renderScreen(ManifestList, '/manifest/index');
    await rowOf('M-DRAFT');
    const search = document.querySelector<HTMLElement>('.crud-search')!;
    // the form opens collapsed to its first row: the selects are drawn once it is expanded
    fireEvent.click(within(search).getByRole('button', { name: /展\s*开/ }));
    for (const label of ['申报状态', '操作类型', '舱单类型']) {
      const item = within(search).getByText(label).closest('.ant-form-item')!;
      expect(item.querySelector('.ant-select')).toBeTruthy();
      expect(item.querySelector('.ant-select-selection-item')).toBeNull();
    }
    expect(calls[0]!.url).toBe('/api/manifests?page=1&size=20');
  });

  it('asks customs to delete a submitted manifest with the reason and the contact', async () => {
    const calls = stubServer();
    renderScreen(ManifestList, '/manifest/index');
    fireEvent.click(within(await rowOf('M-OK')).getByRole('button', { name: '删除申请' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('删除申请将发往海关，海关同意后舱单即被删除，不能恢复。');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除申请' }));
    await within(dialog).findByText('请填写删除原因');
    fireEvent.change(within(dialog).getByLabelText('删除原因'), { target: { value: '重复申报' } });
    fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '李四' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除申请' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/manifests/4/delete',
        body: { version: 40, reason: '重复申报', contact: '李四' },
      }),
    );
  });

  it('submits again after a failed send', async () => {
    const calls = stubServer();
    renderScreen(ManifestList, '/manifest/index');
    fireEvent.click(within(await rowOf('M-SENDFAIL')).getByRole('button', { name: '申报' }));
    await screen.findByText('申报舱单 M-SENDFAIL？');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/manifests/3/submit',
        body: { version: 30 },
      }),
    );
  });
});

describe('a manifest’s consignments', { timeout: 30_000 }, () => {
  it('lists the manifest of the address and opens a consignment’s items', async () => {
    const calls = stubServer();
    renderScreen(ConsignmentList, '/manifest/consignments', '/manifest/consignments?manifest_id=3');
    fireEvent.click(within(await rowOf('T11')).getByRole('button', { name: '商品项' }));
    expect((await screen.findByTestId('address')).textContent).toBe('/manifest/items?consignment_id=5');
    expect(calls.find((c) => c.url.startsWith('/api/manifest-consignments'))!.url).toContain('manifest_id=3');
  });
});
