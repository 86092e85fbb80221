import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json, stubFetch as sharedStubFetch, type FetchCall } from '../../../test/stub-fetch.ts';
import { CrudServicesProvider, type CrudServices } from '../../../crud/services.tsx';
import type { AppRoute } from '../../../menu/menu-model.ts';

/** The rendering setup the finance component tests share (only imported by *.test.tsx files). */

export const routeOf = (path: string, title = '财务'): AppRoute => ({
  id: path,
  type: '1',
  path,
  title,
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

const services = (codes: ReadonlySet<string>): CrudServices => ({
  permissionCodes: codes,
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
});

/** Renders a screen at a path with the user's permission codes. */
export function renderAt(path: string, element: ReactElement, codes: ReadonlySet<string>) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CrudServicesProvider value={services(codes)}>
        <App>
          <RouterProvider router={router} />
        </App>
      </CrudServicesProvider>
    </QueryClientProvider>,
  );
}

export { json };
export type Call = FetchCall;

/**
 * A fetch that answers by method and path (`GET /api/bills`), records every call, and answers an empty
 * page to any other GET and `{}` to any other write.
 */
export const stubFetch = (answers: Record<string, (call: Call) => Response>): Call[] =>
  sharedStubFetch(answers, ({ method }) => json(method === 'GET' ? { content: [], totalElements: 0 } : {}));

export const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
export const buttonsOf = (tr: HTMLElement) =>
  within(tr)
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
