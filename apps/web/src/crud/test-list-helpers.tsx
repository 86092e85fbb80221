import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CrudServicesProvider, type CrudServices } from './services.tsx';

/** Test helpers of list screens opened at an address: the calls they make and the address they end at. */

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Answers the paths of `answers` with their bodies, every other GET with an empty page; records the urls asked. */
export function stubLists(answers: Record<string, unknown> = {}): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      const path = url.split('?')[0]!;
      return Promise.resolve(json(path in answers ? answers[path] : { content: [], totalElements: 0 }));
    }),
  );
  return urls;
}

/** The filters of the list calls to a resource (page, size and sort left out), latest last. */
export function listQueries(urls: readonly string[], resource: string): Record<string, string>[] {
  return urls
    .filter((u) => u.split('?')[0] === `/api/${resource}`)
    .map((u) => {
      const params = new URLSearchParams(u.split('?')[1] ?? '');
      for (const name of ['page', 'size', 'sort']) params.delete(name);
      return Object.fromEntries(params);
    });
}

/** The address's filters as the list call should carry them. */
export const queryOf = (address: string) =>
  Object.fromEntries(new URLSearchParams(address.split('?')[1] ?? ''));

export const services = (codes: Iterable<string>, userId?: number): CrudServices => ({
  permissionCodes: new Set(codes),
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
  userId,
});

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** The screen at its path, opened at `entry`, with the address shown (see `address()`). */
export function renderAt(path: string, entry: string, screenElement: ReactElement, crud: CrudServices) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {screenElement}
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CrudServicesProvider value={crud}>
        <App>
          <RouterProvider router={router} />
        </App>
      </CrudServicesProvider>
    </QueryClientProvider>,
  );
  return router;
}

export const address = () => screen.getByTestId('address').textContent ?? '';
