import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../i18n/index.ts';
import {
  address,
  listQueries,
  queryOf,
  renderAt,
  services,
  stubLists,
} from '../../../crud/test-list-helpers.tsx';
import { routeOf } from '../../../menu/test-route.ts';
import { DECL_PERM, LIST_PATH } from '../model/paths.ts';
import DeclarationList from './DeclarationList.tsx';

const ME = 7;

function open(entry: string) {
  const screenElement = <DeclarationList route={routeOf(LIST_PATH, '报关单')} />;
  return renderAt(LIST_PATH, entry, screenElement, services([DECL_PERM.search], ME));
}

/** The declaration list calls, latest last. */
const calls = (urls: string[]) => listQueries(urls, 'declarations');

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the declaration list opened from a home figure', { timeout: 60_000 }, () => {
  it('my drafts: both directions, the status in the form, create_id named in the bar; 清除 drops them', async () => {
    const urls = stubLists();
    const entry = `${LIST_PATH}?cd_status=0&create_id=${ME}`;
    open(entry);
    await waitFor(() => expect(calls(urls)).toHaveLength(1));
    // no direction in the link: the figure counts both, so does the list
    expect(calls(urls)[0]).toEqual(queryOf(entry));
    const bar = document.querySelector('.crud-linked') as HTMLElement;
    expect(within(bar).getByText('创建人=本人')).toBeTruthy();
    const form = document.querySelector('.crud-search') as HTMLElement;
    expect(within(form).getByTitle('暂存')).toBeTruthy();
    const all = screen.getByText('全部').closest('.ant-segmented-item');
    expect(all?.className).toContain('ant-segmented-item-selected');

    // a direction chosen keeps the link's filters
    fireEvent.click(screen.getByText('进口'));
    await waitFor(() => expect(calls(urls).at(-1)).toEqual({ ...queryOf(entry), ie_flag: '0' }));

    fireEvent.click(within(bar).getByRole('button', { name: /清\s*除/ }));
    await waitFor(() => expect(address()).toBe(LIST_PATH));
    await waitFor(() => expect(calls(urls).at(-1)).toEqual({ ie_flag: '0' }));
    expect(document.querySelector('.crud-linked')).toBeNull();
    expect(screen.queryByText('全部')).toBeNull();
  });

  it.each([
    `${LIST_PATH}?cd_status=80,90`,
    `${LIST_PATH}?cd_status=20&send_time_to=2026-11-26 08:12:00`,
    `${LIST_PATH}?return_time_from=2026-11-26`,
  ])('%s: asks with exactly the link’s parameters, all held by the form', async (entry) => {
    const urls = stubLists();
    open(entry);
    await waitFor(() => expect(calls(urls)).toHaveLength(1));
    expect(calls(urls)[0]).toEqual(queryOf(entry));
    expect(document.querySelector('.crud-linked')).toBeNull();
  });

  it('a link with a direction sets the switch', async () => {
    const urls = stubLists();
    open(`${LIST_PATH}?ie_flag=1&cd_status=0`);
    await waitFor(() => expect(calls(urls)).toHaveLength(1));
    expect(calls(urls)[0]).toEqual({ ie_flag: '1', cd_status: '0' });
    const exported = screen.getByText('出口').closest('.ant-segmented-item');
    expect(exported?.className).toContain('ant-segmented-item-selected');
  });

  it('without a link: imports, as before', async () => {
    const urls = stubLists();
    open(LIST_PATH);
    await waitFor(() => expect(calls(urls)).toHaveLength(1));
    expect(calls(urls)[0]).toEqual({ ie_flag: '0' });
    expect(screen.queryByText('全部')).toBeNull();
  });
});
