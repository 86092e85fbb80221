import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { SUMMARY_PERM } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { StaffSummary } from './StaffSummary.tsx';
import { FINANCE, INCOME, json, renderWith, stubFetch, withChartMarker } from './summary-test-kit.tsx';

// jsdom has no canvas: the charts are markers carrying their option (checked as data)
const staffSummary = withChartMarker(<StaffSummary />);

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

const card = (className: string) => document.querySelector(`.${className}`) as HTMLElement;
const optionOf = async (within_: HTMLElement) =>
  JSON.parse((await within(within_).findByTestId('echart')).getAttribute('data-option')!) as {
    xAxis: { data: string[] };
    series: { name: string; data: (number | { value: number })[] }[];
  };
const values = (data: (number | { value: number })[]) =>
  data.map((d) => (typeof d === 'number' ? d : d.value));
const numbers = (el: HTMLElement) =>
  [...el.querySelectorAll('.summary-chart-number')].map((n) => [...n.children].map((c) => c.textContent));

describe("the finance home's charts", { timeout: 60_000 }, () => {
  it('draws the receivables by age and the month income, their numbers beside and tables behind', async () => {
    const asked = stubFetch({
      '/api/summary/finance': () => json(FINANCE),
      '/api/summary/income': () => json(INCOME),
    });
    renderWith(staffSummary, [SUMMARY_PERM.finance]);

    const ageing = await screen.findByRole('region', { name: '应收账龄' });
    const ageingOption = await optionOf(ageing);
    expect(ageingOption.xAxis.data).toEqual(['0-30 天', '90 天以上']);
    expect(values(ageingOption.series[0]!.data)).toEqual([1234.5, 12000]);
    expect(numbers(card('summary-chart-ageing'))).toEqual([
      ['0-30 天', '1,234.50', '2 笔费用'],
      ['90 天以上', '12,000.00', '1 笔费用'],
    ]);

    const income = await screen.findByRole('region', { name: '本月收入' });
    const incomeOption = await optionOf(income);
    expect(incomeOption.xAxis.data).toEqual(['11-01', '11-02', '11-03']);
    expect(incomeOption.series.map((s) => [s.name, values(s.data)])).toEqual([
      ['本月计费', [1000, 0, 2500.5]],
      ['本月收款', [0, 1200, 0]],
    ]);
    const incomeCard = card('summary-chart-income');
    expect(numbers(incomeCard)).toEqual([
      ['本月计费 (CNY)', '3,500.50', '4 笔费用'],
      ['本月收款 (CNY)', '1,200.00', '1 笔收款'],
    ]);

    // the other currency on demand
    fireEvent.click(within(incomeCard).getByText('USD'));
    expect(numbers(incomeCard)[0]).toEqual(['本月计费 (USD)', '80.00', '1 笔费用']);
    // the table alternative
    fireEvent.click(within(income).getByText('表格'));
    const row = await within(income).findByRole('row', { name: /2026-11-02/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-02', '80.00', '1', '0.00', '0']);
    // the finance section is asked for once, shared by its card and the ageing chart
    expect(asked.sort()).toEqual(['/api/summary/finance', '/api/summary/income']);
  });

  it('says when there is nothing to draw', async () => {
    stubFetch({
      '/api/summary/finance': () =>
        json({ ...FINANCE, figures: FINANCE.figures.filter((f) => f.key !== 'receivables_ageing') }),
      '/api/summary/income': () => json({ ...INCOME, currencies: [] }),
    });
    renderWith(staffSummary, [SUMMARY_PERM.finance]);
    expect(await within(card('summary-chart-income')).findByText('本月还没有收入')).toBeTruthy();
    expect(await within(card('summary-chart-ageing')).findByText('没有未收的应收款')).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
  });

  it('a card that fails says so with a retry, the other is drawn', async () => {
    let fail = true;
    stubFetch({
      '/api/summary/finance': () => json(FINANCE),
      '/api/summary/income': () => (fail ? json({ message: '统计服务暂不可用' }, 503) : json(INCOME)),
    });
    renderWith(staffSummary, [SUMMARY_PERM.finance]);
    const incomeCard = await screen.findByText('本月收入加载失败').then(() => card('summary-chart-income'));
    expect(within(incomeCard).getByRole('alert').textContent).toContain('统计服务暂不可用');
    expect(await screen.findByRole('region', { name: '应收账龄' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(incomeCard).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('region', { name: '本月收入' })).toBeTruthy();
    expect(within(card('summary-chart-income')).queryByRole('alert')).toBeNull();
  });

  it('is neither asked for nor shown without summary:finance', async () => {
    const asked = stubFetch({});
    renderWith(staffSummary, [SUMMARY_PERM.trend]);
    await screen.findByText('申报趋势加载失败');
    expect(asked).toEqual(['/api/summary/trend']);
    expect(document.querySelector('.summary-chart-card')).toBeNull();
  });
});
