import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { AppRoute } from '../../../menu/menu-model.ts';
import type { Job } from '../api.ts';
import HealthPage from './HealthPage.tsx';

/** The rendering setup and answers the 系统运行 component tests share (only imported by *.test.tsx files). */

export const HEALTH_ROUTE: AppRoute = {
  id: 'summaryHealth',
  type: '1',
  path: '/summary/health',
  title: '系统运行',
  name: 'summaryHealth',
  code: 'summaryHealth',
  icon: '',
  groupNo: 'system',
  url: '',
  inMenu: true,
  searchable: true,
  parents: [],
  buttons: [],
  children: [],
  external: false,
};

/** The address the page shows now (the filters and page it wrote). */
function Address() {
  const location = useLocation();
  return <div data-testid="address">{location.pathname + location.search}</div>;
}

/** Renders 系统运行 at an address (`/summary/health?status=failed&since=…`). */
export function renderHealth(address = '/summary/health') {
  const router = createMemoryRouter(
    [
      {
        path: '/summary/health',
        element: (
          <>
            <HealthPage route={HEALTH_ROUTE} />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { router, client };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch answering by path (`/api/summary/jobs`) with the asked URL; records every URL asked; an
 * empty page for any other path.
 */
export function stubFetch(answers: Record<string, (url: URL) => Response | Promise<Response>>): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      const parsed = new URL(url, 'http://localhost');
      const answer = answers[parsed.pathname];
      return Promise.resolve(
        answer ? answer(parsed) : json({ content: [], totalElements: 0, page: 1, size: 20 }),
      );
    }),
  );
  return asked;
}

/** A page answer of the summary calls. */
export const pageOf = <T,>(content: T[], url: URL, total = content.length) => ({
  content,
  totalElements: total,
  page: Number(url.searchParams.get('page') ?? 1),
  size: Number(url.searchParams.get('size') ?? 20),
});

export const job = (id: number, more: Partial<Job> = {}): Job => ({
  id,
  type: 'declaration.send',
  status: 'done',
  attempts: 1,
  max_attempts: 5,
  last_error: null,
  create_time: '2026-11-24T09:00:00',
  start_time: '2026-11-24T09:00:01',
  finish_time: '2026-11-24T09:00:03',
  ...more,
});
