import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { bill, PERM, statement } from '@app/shared';
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
import type { ScreenProps } from '../../../menu/registry.ts';
import BillList from './BillList.tsx';
import PartnerStatementList from './PartnerStatementList.tsx';
import StaffStatementList from './StatementList.tsx';

const SCREENS: Record<
  string,
  { screen: (p: ScreenProps) => ReactElement; resource: string; codes: string[] }
> = {
  '/bill/index': { screen: BillList, resource: 'bills', codes: [bill.permissions.list] },
  '/statement/index': {
    screen: StaffStatementList,
    resource: 'statements',
    codes: [statement.permissions.list],
  },
  '/yy/statement': { screen: PartnerStatementList, resource: 'statements', codes: [PERM.yyStatementSearch] },
};

function open(entry: string) {
  const path = entry.split('?')[0]!;
  const { screen: Screen, resource, codes } = SCREENS[path]!;
  renderAt(path, entry, <Screen route={routeOf(path, path)} />, services(codes));
  return resource;
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('finance lists opened from a home figure', { timeout: 60_000 }, () => {
  it.each([
    '/bill/index?io_type=receivable&status=confirmed,invoiced,partly_paid&event_date_from=2026-09-27&event_date_to=2026-10-26',
    '/statement/index?status=sent',
    '/yy/statement?status=sent',
  ])('%s: asks with exactly the link’s parameters, all held by the form', async (entry) => {
    const urls = stubLists();
    const resource = open(entry);
    await waitFor(() => expect(listQueries(urls, resource)).toHaveLength(1));
    expect(listQueries(urls, resource)[0]).toEqual(queryOf(entry));
    expect(document.querySelector('.crud-linked')).toBeNull();
  });

  it('lines on no statement: statement_id=0 is named 对账单=无 in the bar; 清除 drops it', async () => {
    const urls = stubLists();
    const entry = '/bill/index?status=draft,confirmed&statement_id=0';
    open(entry);
    await waitFor(() => expect(listQueries(urls, 'bills')).toHaveLength(1));
    expect(listQueries(urls, 'bills')[0]).toEqual(queryOf(entry));
    const bar = document.querySelector('.crud-linked') as HTMLElement;
    expect(within(bar).getByText('对账单=无')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: /清\s*除/ }));
    await waitFor(() => expect(address()).toBe('/bill/index'));
    await waitFor(() => expect(listQueries(urls, 'bills').at(-1)).toEqual({}));
    expect(document.querySelector('.crud-linked')).toBeNull();
  });
});
