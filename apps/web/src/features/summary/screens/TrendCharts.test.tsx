import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { SUMMARY_PERM } from '@app/shared';
import type { EChartProps } from '../../../components/charts/EChart.tsx';
import i18n from '../../../i18n/index.ts';
import { StaffSummary } from './StaffSummary.tsx';
import { json, renderWith, stubFetch, TREND, withChartMarker } from './summary-test-kit.tsx';

// jsdom has no canvas: the charts are drawn by a marker showing their series (figures are checked in the tables)
const SeriesMarker = ({ label, option }: EChartProps) => (
  <div data-testid="echart" aria-label={label}>
    {[option.series ?? []]
      .flat()
      .map((s) => s.name)
      .join(',')}
  </div>
);
const staffSummary = withChartMarker(<StaffSummary />, SeriesMarker);

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

// the table has a fixed height, so antd draws its head and body as two tables: rows of both, in order
const tableRows = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .queryAllByRole(r.querySelector('th') ? 'columnheader' : 'cell')
        .map((c) => c.textContent),
    );

describe('the trend charts', { timeout: 60_000 }, () => {
  it('draws the status trend and the clearance time, and gives their figures as tables', async () => {
    const asked = stubFetch({ '/api/summary/trend': () => json(TREND) });
    renderWith(staffSummary, [SUMMARY_PERM.trend]);
    const charts = await screen.findAllByTestId('echart');
    expect(charts.map((c) => c.textContent)).toEqual([
      '暂存,已申报,已放行,退单',
      '放行票数,中位数（分钟）,90% 分位（分钟）',
    ]);
    expect(asked).toEqual(['/api/summary/trend']);

    const status = screen.getByRole('region', { name: '近 30 天报关单（按当前状态）' });
    fireEvent.click(within(status).getByText('表格'));
    await within(status).findByText('2026-11-24');
    expect(tableRows(status).filter((r) => r.length)).toEqual([
      ['日期', '暂存', '已申报', '已放行', '退单', '合计'],
      ['2026-11-24', '1', '0', '3', '1', '5'],
      ['2026-11-25', '0', '2', '0', '0', '2'],
    ]);

    const clearance = screen.getByRole('region', { name: '近 30 天通关时长' });
    fireEvent.click(within(clearance).getByText('表格'));
    await within(clearance).findByText('2026-11-24');
    expect(tableRows(clearance).filter((r) => r.length)).toEqual([
      ['日期', '放行票数', '中位数（分钟）', '90% 分位（分钟）'],
      ['2026-11-24', '3', '42.3', '95'],
      ['2026-11-25', '0', '—', '—'],
    ]);
    expect(screen.getAllByText('更新于 08:30:05')).toHaveLength(2);
  });

  it('names the statuses in the interface language', async () => {
    await i18n.changeLanguage('en');
    try {
      stubFetch({ '/api/summary/trend': () => json(TREND) });
      renderWith(staffSummary, [SUMMARY_PERM.trend]);
      const charts = await screen.findAllByTestId('echart');
      expect(charts[0]!.textContent).toBe('Draft,Sent,Released,Bounced back');
      expect(screen.getByRole('region', { name: 'Clearance time, last 30 days' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh');
    }
  });

  it('is not asked for without summary:trend', async () => {
    const asked = stubFetch({});
    renderWith(staffSummary, [SUMMARY_PERM.clerk]);
    await screen.findByText('单证待办');
    expect(asked).toEqual(['/api/summary/clerk']);
    expect(screen.queryByTestId('echart')).toBeNull();
  });
});
