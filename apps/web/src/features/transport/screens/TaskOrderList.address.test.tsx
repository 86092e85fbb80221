import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { taskOrder } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { listQueries, queryOf, renderAt, services, stubLists } from '../../../crud/test-list-helpers.tsx';
import { routeOf } from '../../../menu/test-route.ts';
import TaskOrderList from './TaskOrderList.tsx';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('task orders opened from a home figure', { timeout: 60_000 }, () => {
  it('a clerk’s open orders: exactly the link’s parameters, the status and the clerk in the form', async () => {
    const urls = stubLists({
      '/api/task-orders/clerks': { content: [{ id: 5, name: '王五', username: 'wang' }] },
    });
    const entry = '/task/index?status=new,in_progress&clerk_id=5';
    const screenElement = <TaskOrderList route={routeOf('/task/index', '任务单')} />;
    renderAt('/task/index', entry, screenElement, services([taskOrder.permissions.list]));
    await waitFor(() => expect(listQueries(urls, 'task-orders')).toHaveLength(1));
    expect(listQueries(urls, 'task-orders')[0]).toEqual(queryOf(entry));
    const form = document.querySelector('.crud-search') as HTMLElement;
    expect(await within(form).findByTitle('王五 (wang)')).toBeTruthy();
    expect(within(form).getByTitle('处理中')).toBeTruthy();
    expect(document.querySelector('.crud-linked')).toBeNull();
  });

  it('open orders of no clerk: clerk_id=0, which no select holds, is named in the bar', async () => {
    const urls = stubLists();
    const entry = '/task/index?status=new,in_progress&clerk_id=0';
    const screenElement = <TaskOrderList route={routeOf('/task/index', '任务单')} />;
    renderAt('/task/index', entry, screenElement, services([taskOrder.permissions.list]));
    await waitFor(() => expect(listQueries(urls, 'task-orders')).toHaveLength(1));
    expect(listQueries(urls, 'task-orders')[0]).toEqual(queryOf(entry));
    const bar = document.querySelector('.crud-linked') as HTMLElement;
    expect(within(bar).getByText('负责单证员=无')).toBeTruthy();
  });
});
