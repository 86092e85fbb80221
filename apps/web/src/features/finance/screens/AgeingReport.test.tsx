import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { bill } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import type { AgeingChartProps } from './AgeingChart.tsx';
import { AgeingReport } from './AgeingReport.tsx';
import { json, renderAt, stubFetch } from './finance-test-kit.tsx';

// jsdom has no canvas: the chart is a marker (the figures are checked in the table)
const ChartMarker = ({ rows }: AgeingChartProps) => (
  <div data-testid="ageing-chart">{rows.map((r) => r.party).join(',')}</div>
);

const AGEING = [
  { party: '厦门嘉禾', current: '100.10', d31_60: '0', d61_90: '0', over_90: '0', total: '100.10' },
  {
    party: '泉州远航',
    current: '1000',
    d31_60: '2000.5',
    d61_90: '0.25',
    over_90: '12000',
    total: '15000.75',
  },
];

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('the ageing report', { timeout: 60_000 }, () => {
  it('draws the chart by default and gives the same figures as a table with totals', async () => {
    const calls = stubFetch({
      'GET /api/finance/ageing': () => json({ as_of: '2026-11-25', content: AGEING }),
    });
    renderAt('/financeReport/index', <AgeingReport Chart={ChartMarker} />, new Set([bill.permissions.list]));
    // largest total first
    expect((await screen.findByTestId('ageing-chart')).textContent).toBe('泉州远航,厦门嘉禾');
    expect(calls[0]!.url).toMatch(/^\/api\/finance\/ageing\?io_type=receivable&as_of=\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(screen.getByText('表格'));
    const table = (await screen.findByText('泉州远航')).closest('table')!;
    const head = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(head).toEqual(['结算方', '0-30 天', '31-60 天', '61-90 天', '90 天以上', '合计']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['泉州远航', '1,000.00', '2,000.50', '0.25', '12,000.00', '15,000.75'],
      ['厦门嘉禾', '100.10', '0.00', '0.00', '0.00', '100.10'],
      ['合计', '1,100.10', '2,000.50', '0.25', '12,000.00', '15,100.85'],
    ]);
    expect(screen.queryByTestId('ageing-chart')).toBeNull();
  });

  it('says when nothing is open', async () => {
    stubFetch({ 'GET /api/finance/ageing': () => json({ as_of: '2026-11-25', content: [] }) });
    renderAt('/financeReport/index', <AgeingReport Chart={ChartMarker} />, new Set([bill.permissions.list]));
    await screen.findByText('没有未结金额');
    expect(screen.queryByTestId('ageing-chart')).toBeNull();
  });
});
