import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defineEntity, f, options } from '@app/shared';
import i18n from '../i18n/index.ts';
import { EntityTable, type EntityTableProps } from './EntityTable.tsx';
import { CrudServicesProvider, type CrudServices } from './services.tsx';

const tx = (zh: string) => ({ zh, en: zh, es: zh, ja: zh });

/** One table holding two kinds of things (as passports hold the two-step ones). */
const things = defineEntity({
  name: 'things',
  table: 'things',
  label: tx('东西'),
  perm: 'thing',
  display: 'name',
  fields: {
    name: f.string(tx('名称'), { length: 20, required: true, search: 'like' }),
    kind: f.enum(tx('种类'), options({ '1': tx('普通'), '7': tx('两步') }), {
      required: true,
      default: '1',
      search: 'in',
    }),
  },
});

const services: CrudServices = {
  permissionCodes: new Set(['thing:search', 'thing:add']),
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
};

function renderThings(fixed: Record<string, unknown>, saveThen?: EntityTableProps['saveThen']) {
  const route = { title: '东西', path: '/things' };
  const table = <EntityTable def={things} route={route} fixed={fixed} saveThen={saveThen} />;
  const router = createMemoryRouter([{ path: '/things', element: table }], { initialEntries: ['/things'] });
  return render(
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

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
  // the dialog's form (pro-components) loads when a dialog first opens: loaded here once, so that the
  // first test does not spend its waits on compiling it
  await import('./FormDialogForm.tsx');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EntityTable fixed parameters', { timeout: 30_000 }, () => {
  it('sends them with the list call, leaves their field out of the search and presets a new record', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ content: [], totalElements: 0 })));
    vi.stubGlobal('fetch', fetch);
    renderThings({ kind: '7' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]).toEqual([
      expect.stringMatching(/^\/api\/things\?.*kind=7/),
      expect.anything(),
    ]);
    const search = document.querySelector('.crud-search')!;
    expect(within(search as HTMLElement).queryByText('种类')).toBeNull();
    expect(within(search as HTMLElement).getByText('名称')).toBeTruthy();

    fireEvent.click((await screen.findAllByRole('button', { name: /新\s*增/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('两步');
  });

  it('does not preset a comma list (a filter, not a value): the definition default stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ content: [], totalElements: 0 }))),
    );
    renderThings({ kind: '1,2' });
    fireEvent.click((await screen.findAllByRole('button', { name: /新\s*增/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('普通');
  });
});

describe('EntityTable saveThen (保存并申报)', { timeout: 30_000 }, () => {
  /** Answers the list empty and a created record as {id 5, version 1}; records the calls. */
  function stubApi() {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url.split('?')[0]!}`);
        return Promise.resolve(
          init?.method === 'POST'
            ? json({ id: 5, version: 1, name: 'A', kind: '1' })
            : json({ content: [], totalElements: 0 }),
        );
      }),
    );
    return calls;
  }

  async function addAndThen() {
    fireEvent.click((await screen.findAllByRole('button', { name: /新\s*增/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'A' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存并申报' }));
    return dialog;
  }

  it('saves, then runs the step with the saved record', async () => {
    const calls = stubApi();
    const run = vi.fn(() => Promise.resolve());
    renderThings({}, { label: '保存并申报', step: '申报', permission: 'thing:add', run });
    await addAndThen();
    await waitFor(() => expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: 5, version: 1 })));
    expect(calls).toContain('POST /api/things');
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('keeps the record saved and says why when the step fails', async () => {
    stubApi();
    const run = vi.fn(() => Promise.reject(new Error('通道未配置')));
    renderThings({}, { label: '保存并申报', step: '申报', permission: 'thing:add', run });
    await addAndThen();
    expect(await screen.findByText('已保存，但申报未完成：通道未配置')).toBeTruthy();
  });

  it('is not offered without its permission', async () => {
    stubApi();
    renderThings({}, { label: '保存并申报', step: '申报', permission: 'thing:declare', run: vi.fn() });
    fireEvent.click((await screen.findAllByRole('button', { name: /新\s*增/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: '保存并申报' })).toBeNull();
  });
});
