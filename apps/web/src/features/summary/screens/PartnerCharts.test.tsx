import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { SUMMARY_PERM } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { OpenStatementsChart, WeekChart } from './PartnerCharts.tsx';
import { json, OPEN_STATEMENTS, renderWith, stubFetch, WEEK, withChartMarker } from './summary-test-kit.tsx';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

type Option = {
  xAxis: { data: string[] };
  yAxis: { data: string[] };
  series: { name: string; data: number[] }[];
};
const optionOf = async (region: HTMLElement) =>
  JSON.parse((await within(region).findByTestId('echart')).getAttribute('data-option')!) as Option;

// jsdom has no canvas: the charts are markers carrying their option (checked as data)
function Partner() {
  return withChartMarker(
    <>
      <WeekChart />
      <OpenStatementsChart />
    </>,
  );
}

describe("the partner home's charts", { timeout: 60_000 }, () => {
  it("draws the week's appointments as a calendar and bars, the open statements with their amounts", async () => {
    const asked = stubFetch({
      '/api/summary/week': () => json(WEEK),
      '/api/summary/open-statements': () => json(OPEN_STATEMENTS),
    });
    renderWith(<Partner />, [SUMMARY_PERM.partner], '/yy/welcome');

    const week = await screen.findByRole('region', { name: '本周预约' });
    const weekOption = await optionOf(week);
    expect(weekOption.xAxis.data[0]).toBe('周一 11-23');
    expect(weekOption.series.map((s) => [s.name, s.data])).toEqual([
      ['待审核', [0, 1, 0, 0, 0, 0, 0]],
      ['审核通过', [0, 2, 0, 0, 0, 0, 0]],
      ['已完成', [0, 0, 0, 0, 1, 0, 0]],
    ]);
    // the calendar beside: a day per cell with its count
    const days = within(document.querySelector('.summary-chart-week') as HTMLElement).getByRole('list', {
      name: '本周预约',
    });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '周一 11-230',
      '周二 11-243',
      '周三 11-250',
      '周四 11-260',
      '周五 11-271',
      '周六 11-280',
      '周日 11-290',
    ]);

    const statements = await screen.findByRole('region', { name: '未结清的对账单' });
    const statementsOption = await optionOf(statements);
    expect(statementsOption.yAxis.data).toEqual(['待客户确认', '部分收款']);
    expect(statementsOption.series.map((s) => [s.name, s.data])).toEqual([
      ['未收金额', [5000, 1000.5]],
      ['已收金额', [0, 1999.5]],
    ]);
    const figures = [
      ...(document.querySelector('.summary-chart-statements') as HTMLElement).querySelectorAll(
        '.summary-chart-number',
      ),
    ].map((n) => [...n.children].map((c) => c.textContent));
    expect(figures).toEqual([
      ['待客户确认', '2 张', 'CNY 5,000.00'],
      ['部分收款', '1 张', 'CNY 1,000.50'],
    ]);
    expect(asked.sort()).toEqual(['/api/summary/open-statements', '/api/summary/week']);
  });

  it('says when the week is free and nothing is open', async () => {
    stubFetch({
      '/api/summary/week': () =>
        json({ ...WEEK, days: WEEK.days.map((d) => ({ ...d, total: 0, by_status: {} })) }),
      '/api/summary/open-statements': () => json({ ...OPEN_STATEMENTS, groups: [] }),
    });
    renderWith(<Partner />, [SUMMARY_PERM.partner], '/yy/welcome');
    expect(await screen.findByText('本周没有预约')).toBeTruthy();
    expect(await screen.findByText('没有未结清的对账单')).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
  });

  it('shows a skeleton until the answer, then the figures in English', async () => {
    await i18n.changeLanguage('en');
    try {
      let answer: (r: Response) => void = () => undefined;
      stubFetch({
        '/api/summary/week': () => new Promise<Response>((resolve) => (answer = resolve)),
        '/api/summary/open-statements': () => json(OPEN_STATEMENTS),
      });
      renderWith(<Partner />, [SUMMARY_PERM.partner], '/yy/welcome');
      const weekCard = () => document.querySelector('.summary-chart-week') as HTMLElement;
      await screen.findByRole('region', { name: 'Open statements' });
      expect(weekCard().querySelector('.ant-skeleton')).not.toBeNull();
      answer(json(WEEK));
      const week = await screen.findByRole('region', { name: "This week's appointments" });
      expect((await optionOf(week)).xAxis.data[0]).toBe('Mon 11-23');
      expect(weekCard().querySelector('.ant-skeleton')).toBeNull();
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
