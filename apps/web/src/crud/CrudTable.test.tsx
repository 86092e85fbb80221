import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../i18n/index.ts';
import type { ProColumns } from '@ant-design/pro-components';
import { CrudTable, plainSearch, textField, type CrudSearch } from './CrudTable.tsx';
import type { Row } from './entity-values.ts';

/** The list screen wired to a router at `entry`, with the address shown for the assertions. */
function renderList(
  entry: string,
  url = '/api/things',
  search?: CrudSearch,
  columns: ProColumns<Row>[] = [{ title: 'Name', dataIndex: 'name' }],
) {
  function Address() {
    const { search } = useLocation();
    return <output data-testid="address">{search}</output>;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/things',
        element: (
          <>
            <CrudTable
              title="Things"
              routePath="/things"
              url={url}
              columns={columns}
              search={search}
              emptyExtra={<button type="button">new thing</button>}
            />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { router, view };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `thing ${i + 1}` }));
const address = () => screen.getByTestId('address').textContent ?? '';
const calledUrls = (fetch: { mock: { calls: unknown[][] } }) => fetch.mock.calls.map(([url]) => String(url));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the generic list screen', { timeout: 30_000 }, () => {
  it('asks for the page and size of the address, and corrects a page past the end', async () => {
    const fetch = vi.fn((url: string) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return Promise.resolve(json({ content: page === 3 ? rows(5) : [], totalElements: 25, page, size: 10 }));
    });
    vi.stubGlobal('fetch', fetch);
    renderList('/things?page=9&size=10');
    await waitFor(() => expect(address()).toBe('?page=3&size=10'));
    await screen.findByText('thing 5');
    expect(calledUrls(fetch)).toEqual(['/api/things?page=9&size=10', '/api/things?page=3&size=10']);
    expect(screen.getByText('共 25 条')).toBeTruthy();
  });

  it('a refresh flag reloads and leaves the address', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ content: rows(2), totalElements: 2 })));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderList('/things');
    await screen.findByText('thing 2');
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/things?refresh=1'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(address()).toBe(''));
  });

  it('a failed request sets the total to 0 (no rows, no pages) and says why', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({ content: rows(2), totalElements: 2 }))
      .mockResolvedValue(json({ code: 500, message: '服务器开小差了' }, 500));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderList('/things');
    await screen.findByText('共 2 条');
    await act(() => router.navigate('/things?refresh=1'));
    await screen.findByText('服务器开小差了');
    await waitFor(() => expect(screen.queryByText('thing 1')).toBeNull());
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
  });

  it('a blank url sends nothing and warns', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderList('/things', ' ');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('blank')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the fixed parameters with every call, over the form', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ content: [], totalElements: 0 })));
    vi.stubGlobal('fetch', fetch);
    const search = {
      ...plainSearch([textField('Kind', 'kind'), textField('Name', 'name')]),
      initialValues: { kind: '9', name: 'bolt' },
      fixed: { kind: '7' },
    };
    renderList('/things', '/api/things', search);
    await screen.findByText('没有符合条件的记录');
    expect(calledUrls(fetch)).toEqual(['/api/things?page=1&size=20&kind=7&name=bolt']);
  });

  it('does not count the fixed parameters as a search: the no-data area keeps its new button', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ content: [], totalElements: 0 })));
    vi.stubGlobal('fetch', fetch);
    renderList('/things', '/api/things', { ...plainSearch([]), fixed: { kind: '7' } });
    await screen.findByRole('button', { name: 'new thing' });
    expect(calledUrls(fetch)).toEqual(['/api/things?page=1&size=20&kind=7']);
  });
});

describe('the search form and the toolbar', { timeout: 30_000 }, () => {
  const answer = () => Promise.resolve(json({ content: rows(2), totalElements: 2 }));
  const queries = (fetch: ReturnType<typeof vi.fn>) =>
    calledUrls(fetch).map((url) => {
      const params = new URL(url, 'http://x').searchParams;
      params.delete('page');
      params.delete('size');
      return Object.fromEntries(params);
    });
  const form = () => document.querySelector('.crud-search') as HTMLElement;
  const threeFields = () =>
    plainSearch([textField('Kind', 'kind'), textField('Label', 'label'), textField('Code', 'code')]);

  it('opens folded to its first field; 展开 shows the rest, 查询 sends them, 重置 empties them', async () => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    renderList('/things', '/api/things', threeFields());
    await screen.findByText('thing 2');
    // jsdom gives the form no width: one field a row
    expect(within(form()).getByRole('textbox', { name: 'Kind' })).toBeTruthy();
    expect(within(form()).queryByRole('textbox', { name: 'Label' })).toBeNull();
    fireEvent.click(within(form()).getByRole('button', { name: '展开' }));
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Label' }), { target: { value: ' bolt ' } });
    fireEvent.click(within(form()).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ label: 'bolt' }));
    // folded again, the value stays in the form and is searched
    fireEvent.click(within(form()).getByRole('button', { name: '收起' }));
    expect(within(form()).queryByRole('textbox', { name: 'Label' })).toBeNull();
    fireEvent.click(within(form()).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(queries(fetch).at(-1)).toEqual({ label: 'bolt' });
    fireEvent.click(within(form()).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(queries(fetch).at(-1)).toEqual({});
    fireEvent.click(within(form()).getByRole('button', { name: '展开' }));
    expect(within(form()).getByRole('textbox', { name: 'Label' })).toHaveProperty('value', '');
  });

  it('searches nothing while a field breaks its rule, and says why on the field', async () => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    const digits = {
      ...textField('Code', 'code'),
      formItemProps: { rules: [{ pattern: /^\d+$/, message: 'digits only' }] },
    };
    renderList('/things', '/api/things', plainSearch([digits]));
    await screen.findByText('thing 2');
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Code' }), { target: { value: 'abc' } });
    fireEvent.click(within(form()).getByRole('button', { name: /查\s*询/ }));
    expect(await within(form()).findByText('digits only')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Code' }), { target: { value: '42' } });
    fireEvent.click(within(form()).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ code: '42' }));
  });

  it('reloads from the toolbar, sorts by a header and hides a column from the column setting', async () => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    renderList('/things', '/api/things', undefined, [
      { title: 'Name', dataIndex: 'name', sorter: true },
      { title: 'Id', dataIndex: 'id' },
    ]);
    await screen.findByText('thing 2');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(queries(fetch).at(-1)).toEqual({ sort: 'name,asc' }));

    expect(screen.getByRole('columnheader', { name: 'Id' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const setting = await screen.findByRole('tree');
    fireEvent.click(within(setting).getByText('Id'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Id' })).toBeNull());
    expect(screen.getByText('thing 1')).toBeTruthy();
  });

  it('draws an empty cell as "-", as ProTable did', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ content: [{ id: 1 }], totalElements: 1 }))),
    );
    renderList('/things');
    const cell = await screen.findByRole('cell', { name: '-' });
    expect(cell).toBeTruthy();
  });
});
