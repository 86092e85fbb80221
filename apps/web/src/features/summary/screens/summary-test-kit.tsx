import type { ComponentType, ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type {
  SummaryFigure,
  SummaryIncome,
  SummaryOpenStatements,
  SummarySection,
  SummaryTrend,
  SummaryWeek,
} from '@app/shared';
import { ChartRenderer } from '../../../components/charts/chart-renderer.ts';
import type { EChartProps } from '../../../components/charts/EChart.tsx';
import { CrudServicesProvider, type CrudServices } from '../../../crud/services.tsx';

/** The rendering setup and answers the summary component tests share (only imported by *.test.tsx files). */

const services = (codes: ReadonlySet<string>): CrudServices => ({
  permissionCodes: codes,
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
});

/** Where a followed link landed. */
function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{location.pathname + location.search}</div>;
}

/** Renders a page at a path with the user's permission codes; any other path shows where a link led. */
export function renderWith(element: ReactElement, codes: Iterable<string>, path = '/dashboard') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CrudServicesProvider value={services(new Set(codes))}>
        <App>
          <RouterProvider router={router} />
        </App>
      </CrudServicesProvider>
    </QueryClientProvider>,
  );
  return { router, client };
}

/** jsdom has no canvas: a chart drawn as a marker carrying its option as data. */
export function EChartMarker({ label, option }: EChartProps) {
  return <div data-testid="echart" aria-label={label} data-option={JSON.stringify(option)} />;
}

/** The page with its charts drawn by a marker (EChartMarker unless told) instead of echarts. */
export const withChartMarker = (page: ReactElement, Marker: ComponentType<EChartProps> = EChartMarker) => (
  <ChartRenderer.Provider value={Marker}>{page}</ChartRenderer.Provider>
);

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering by path (`/api/summary/clerk`); records every path asked; 404 for any other. */
export function stubFetch(answers: Record<string, () => Response | Promise<Response>>): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      const answer = answers[url.split('?')[0]!];
      return answer ? Promise.resolve(answer()) : Promise.resolve(json({ message: 'not found' }, 404));
    }),
  );
  return asked;
}

export const TAKEN_AT = '2026-11-25T08:30:05';

const fig = (
  key: string,
  count: number,
  path: string,
  query: Record<string, string>,
  more: Partial<SummaryFigure> = {},
): SummaryFigure => ({ key, count, resource: path.split('/')[1] ?? '', path, query, ...more });

export const CLERK: SummarySection = {
  key: 'clerk',
  taken_at: TAKEN_AT,
  figures: [
    fig('my_drafts', 3, '/declaration/index', { cd_status: '0', create_by: '7' }),
    fig('declarations_attention', 2, '/declaration/index', { cd_status: '80,90' }),
    fig('lists_attention', 0, '/inventoryList/index', { status: 'refused' }),
    fig('sent_unanswered', 1, '/declaration/index', { cd_status: '20', send_time_to: '2026-11-25T06:30:05' }),
    fig('receipts_today', 12, '/declaration/index', { return_time_from: '2026-11-25' }),
  ],
};

export const SERVICE: SummarySection = {
  key: 'service',
  taken_at: TAKEN_AT,
  figures: [
    fig('appointments_pending', 4, '/yy/appointment', { status: 'submitted' }),
    fig('arrivals_today', 2, '/yy/appointment', { slot: '09:00-10:00' }, { label: '09:00-10:00' }),
    fig('arrivals_today', 5, '/yy/appointment', { slot: '10:00-11:00' }, { label: '10:00-11:00' }),
    fig('task_orders_open', 6, '/taskOrder/index', { clerk_id: '3' }, { label: '王芳' }),
    fig('brand_new_figure', 9, '/taskOrder/index', {}),
  ],
};

export const FINANCE: SummarySection = {
  key: 'finance',
  taken_at: TAKEN_AT,
  figures: [
    fig('unbilled', 7, '/bill/index', { statement_id: 'none' }),
    fig('receivables_ageing', 2, '/bill/index', { age: '0-30' }, { label: '0-30', amount: '1234.5' }),
    fig('receivables_ageing', 1, '/bill/index', { age: '90+' }, { label: '90+', amount: '12000' }),
  ],
};

export const PARTNER: SummarySection = {
  key: 'partner',
  taken_at: TAKEN_AT,
  figures: [
    fig('appointments_week', 5, '/yy/appointment', { week: '2026-W48' }),
    fig('declarations_by_status', 4, '/yy/declaration', { cd_status: '20' }, { label: '20' }),
    fig('declarations_by_status', 1, '/yy/declaration', { cd_status: '90' }, { label: '90' }),
    fig('statements_to_confirm', 2, '/yy/statement', { status: 'sent' }),
  ],
};

export const TREND: SummaryTrend = {
  taken_at: TAKEN_AT,
  days: [
    { day: '2026-11-24', total: 5, by_status: { '0': 1, '40': 3, '90': 1 } },
    { day: '2026-11-25', total: 2, by_status: { '20': 2 } },
  ],
  clearance: [
    { day: '2026-11-24', released: 3, median_minutes: 42.26, p90_minutes: 95 },
    { day: '2026-11-25', released: 0, median_minutes: null, p90_minutes: null },
  ],
};

const incomeDay = (day: string, charged: string, lines: number, received: string, receipts: number) => ({
  day,
  charged,
  lines,
  received,
  receipts,
});

export const INCOME: SummaryIncome = {
  month: '2026-11',
  from: '2026-11-01',
  to: '2026-11-03',
  taken_at: TAKEN_AT,
  currencies: [
    {
      currency: 'CNY',
      charged: '3500.50',
      lines: 4,
      received: '1200.00',
      receipts: 1,
      days: [
        incomeDay('2026-11-01', '1000.00', 1, '0.00', 0),
        incomeDay('2026-11-02', '0.00', 0, '1200.00', 1),
        incomeDay('2026-11-03', '2500.50', 3, '0.00', 0),
      ],
    },
    {
      currency: 'USD',
      charged: '80.00',
      lines: 1,
      received: '0.00',
      receipts: 0,
      days: [
        incomeDay('2026-11-01', '0.00', 0, '0.00', 0),
        incomeDay('2026-11-02', '80.00', 1, '0.00', 0),
        incomeDay('2026-11-03', '0.00', 0, '0.00', 0),
      ],
    },
  ],
};

const weekDays = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

export const WEEK: SummaryWeek = {
  from: '2026-11-23',
  to: '2026-11-29',
  taken_at: TAKEN_AT,
  days: weekDays.map((day, i) => {
    const by_status: Record<string, number> =
      i === 1 ? { approved: 2, submitted: 1 } : i === 4 ? { completed: 1 } : {};
    return { day, by_status, total: Object.values(by_status).reduce((n, v) => n + v, 0) };
  }),
};

export const OPEN_STATEMENTS: SummaryOpenStatements = {
  taken_at: TAKEN_AT,
  groups: [
    { status: 'sent', currency: 'CNY', count: 2, total: '5000.00', open: '5000.00' },
    { status: 'partly_paid', currency: 'CNY', count: 1, total: '3000.00', open: '1000.50' },
  ],
};
