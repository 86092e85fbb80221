import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { bill } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import type { ProfitChartProps } from './ProfitChart.tsx';
import { ProfitReport } from './ProfitReport.tsx';
import { json, renderAt, stubFetch } from './finance-test-kit.tsx';

// jsdom has no canvas: the chart is a marker (the figures are checked in the table)
const ChartMarker = ({ rows, labels }: ProfitChartProps) => (
  <div data-testid="profit-chart">
    {rows.map((r) => r.source_no).join(',')}|{Object.values(labels).join(',')}
  </div>
);

const PROFIT = [
  {
    key: 1,
    source_no: 'RW202611250001',
    customer: '厦门嘉禾',
    receivable: '1200.50',
    payable: '800',
    profit: '400.50',
  },
  {
    key: 2,
    source_no: 'RW202611250002',
    customer: '福建闽南',
    receivable: '100',
    payable: '150.25',
    profit: '-50.25',
  },
];

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('the profit report', { timeout: 60_000 }, () => {
  it('draws the page’s jobs as bars and gives the same figures as a table with the page’s totals', async () => {
    stubFetch({
      'GET /api/finance/profit': () => json({ content: PROFIT, totalElements: 2, page: 1, size: 20 }),
    });
    renderAt('/financeReport/index', <ProfitReport Chart={ChartMarker} />, new Set([bill.permissions.list]));
    expect((await screen.findByTestId('profit-chart')).textContent).toBe(
      'RW202611250001,RW202611250002|应收,应付,利润',
    );
    const table = document.querySelector('.finance-profit-table') as HTMLElement;
    expect(within(table).getByText('RW202611250002')).toBeTruthy();
    const total = table.querySelector('.finance-total-row') as HTMLElement;
    expect(total.textContent).toContain('1,300.50');
    expect(total.textContent).toContain('950.25');
    expect(total.textContent).toContain('350.25');
  });

  it('shows no chart when the period has no charges', async () => {
    stubFetch({
      'GET /api/finance/profit': () => json({ content: [], totalElements: 0, page: 1, size: 20 }),
    });
    renderAt('/financeReport/index', <ProfitReport Chart={ChartMarker} />, new Set([bill.permissions.list]));
    expect(await screen.findByText('该期间没有费用')).toBeTruthy();
    expect(screen.queryByTestId('profit-chart')).toBeNull();
  });
});
