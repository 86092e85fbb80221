import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineEntity, f, loginLog, options } from '@app/shared';
import i18n from '../i18n/index.ts';
import { EntityTable } from './EntityTable.tsx';
import { address, listQueries, queryOf, renderAt, services, stubLists } from './test-list-helpers.tsx';

const tx = (zh: string) => ({ zh, en: zh, es: zh, ja: zh });

const things = defineEntity({
  name: 'things',
  table: 'things',
  label: tx('东西'),
  perm: 'thing',
  display: 'name',
  fields: {
    name: f.string(tx('名称'), { length: 20, required: true, search: 'like' }),
    kind: f.enum(tx('种类'), options({ '1': tx('普通'), '7': tx('两步') }), { search: 'in' }),
  },
});

const open = (entry: string, def = things, userId?: number) => {
  const path = entry.split('?')[0]!;
  const codes = [def.permissions.list];
  return renderAt(
    path,
    entry,
    <EntityTable def={def} route={{ path, title: path }} />,
    services(codes, userId),
  );
};

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a generic list opened from a link', { timeout: 30_000 }, () => {
  it('sends the link’s filters, fills the form with those it holds and names the others; 清除 drops them', async () => {
    const urls = stubLists();
    open('/things?kind=1,7&name=ab&create_id=7&page=1&size=20&bogus=1', things, 7);
    await waitFor(() => expect(listQueries(urls, 'things')).toHaveLength(1));
    expect(listQueries(urls, 'things')[0]).toEqual({ kind: '1,7', name: 'ab', create_id: '7' });

    const form = document.querySelector('.crud-search') as HTMLElement;
    expect(within(form).getByDisplayValue('ab')).toBeTruthy();
    expect(within(form).getByTitle('两步')).toBeTruthy();
    const bar = document.querySelector('.crud-linked') as HTMLElement;
    expect(within(bar).getByText('已按链接筛选：')).toBeTruthy();
    expect(within(bar).getByText('创建人=本人')).toBeTruthy();

    // a search of the form keeps the link's create_id
    fireEvent.click(within(form).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listQueries(urls, 'things')).toHaveLength(2));
    expect(listQueries(urls, 'things')[1]).toEqual({ kind: '1,7', name: 'ab', create_id: '7' });

    fireEvent.click(within(bar).getByRole('button', { name: /清\s*除/ }));
    await waitFor(() => expect(address()).toBe('/things'));
    await waitFor(() => expect(listQueries(urls, 'things').at(-1)).toEqual({}));
    expect(document.querySelector('.crud-linked')).toBeNull();
    expect(
      within(document.querySelector('.crud-search') as HTMLElement).queryByDisplayValue('ab'),
    ).toBeNull();
  });

  it('re-applies the filters of a new address while the page is open', async () => {
    const urls = stubLists();
    const router = open('/things?kind=1');
    await waitFor(() => expect(listQueries(urls, 'things')).toEqual([{ kind: '1' }]));
    await act(() => router.navigate('/things?create_id=9'));
    await waitFor(() => expect(listQueries(urls, 'things').at(-1)).toEqual({ create_id: '9' }));
    expect(await screen.findByText('创建人=9')).toBeTruthy();
  });

  it('the sign-in log at the home tab’s link: the failures of a day', async () => {
    const urls = stubLists();
    const entry = '/system/loginLog?success=false&create_time_from=2026-11-26';
    open(entry, loginLog);
    await waitFor(() => expect(listQueries(urls, 'login-logs')).toHaveLength(1));
    expect(listQueries(urls, 'login-logs')[0]).toEqual(queryOf(entry));
    // both are fields of the form: it opens whole, showing them; no bar
    const form = document.querySelector('.crud-search') as HTMLElement;
    expect(within(form).getByTitle('否')).toBeTruthy();
    // the picker shows the business wall-clock time (the start of that business day), whatever the zone
    const start = '2026-11-26 00:00:00';
    // the date pickers' module loads when the first of them is drawn
    expect(await within(form).findByDisplayValue(start)).toBeTruthy();
    expect(within(form).getByRole('button', { name: /收起|Collapse/ })).toBeTruthy();
    expect(document.querySelector('.crud-linked')).toBeNull();
  });
});
