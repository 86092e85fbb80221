import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { inventoryList } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { listQueries, queryOf, renderAt, services, stubLists } from '../../../crud/test-list-helpers.tsx';
import { routeOf } from '../../../menu/test-route.ts';
import InventoryListList from './InventoryListList.tsx';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inventory lists opened from a home figure', { timeout: 60_000 }, () => {
  it('lists refused or not accepted: exactly the link’s parameters, the states in the form', async () => {
    const urls = stubLists();
    const entry = '/invt/index?status=3,5';
    const screenElement = <InventoryListList route={routeOf('/invt/index', '核注清单')} />;
    renderAt('/invt/index', entry, screenElement, services([inventoryList.permissions.list]));
    await waitFor(() => expect(listQueries(urls, 'inventory-lists')).toHaveLength(1));
    expect(listQueries(urls, 'inventory-lists')[0]).toEqual(queryOf(entry));
    const form = document.querySelector('.crud-search') as HTMLElement;
    expect(within(form).getByTitle('入库失败')).toBeTruthy();
    expect(within(form).getByTitle('退单')).toBeTruthy();
  });
});
