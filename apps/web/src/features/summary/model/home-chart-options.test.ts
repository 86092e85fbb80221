import { describe, expect, it } from 'vitest';
import type { SummaryFigure, SummaryWeek } from '@app/shared';
import {
  ageingBands,
  ageingOption,
  incomeOption,
  statementGroupName,
  statementsOption,
  weekdayLabel,
  weekOption,
  weekStatuses,
} from './home-chart-options.ts';

const band = (label: string, count: number, amount: string): SummaryFigure => ({
  key: 'receivables_ageing',
  label,
  count,
  amount,
  resource: '/api/bills',
  path: '/bill/index',
  query: {},
});

/** The series of an option, as plain data. */
const seriesOf = (option: { series?: unknown }) =>
  (option.series as { name?: string; stack?: string; data: unknown[] }[]).map((s) => ({
    name: s.name,
    stack: s.stack,
    data: s.data.map((d) => (typeof d === 'object' && d && 'value' in d ? d.value : d)),
  }));

describe("the home charts' options", () => {
  it('ageing: the bands of the finance section, amounts as bars in the answer order', () => {
    const figures = [
      { ...band('x', 1, '1'), key: 'unbilled', label: undefined },
      band('0-30', 2, '1234.50'),
      band('90+', 1, '12000'),
    ];
    const bands = ageingBands(figures, (label) => `<${label}>`);
    expect(bands).toEqual([
      { label: '0-30', name: '<0-30>', count: 2, amount: '1234.50' },
      { label: '90+', name: '<90+>', count: 1, amount: '12000' },
    ]);
    const option = ageingOption(bands, '未收金额');
    expect((option.xAxis as { data: string[] }).data).toEqual(['<0-30>', '<90+>']);
    expect(seriesOf(option)).toEqual([{ name: '未收金额', stack: undefined, data: [1234.5, 12000] }]);
  });

  it('income: charged and received per day of the month', () => {
    const option = incomeOption(
      [
        { day: '2026-11-01', charged: '1000.00', lines: 1, received: '0.00', receipts: 0 },
        { day: '2026-11-02', charged: '0.10', lines: 1, received: '1200.35', receipts: 1 },
      ],
      { charged: '本月计费', received: '本月收款' },
    );
    expect((option.xAxis as { data: string[] }).data).toEqual(['11-01', '11-02']);
    expect(seriesOf(option)).toEqual([
      { name: '本月计费', stack: undefined, data: [1000, 0.1] },
      { name: '本月收款', stack: undefined, data: [0, 1200.35] },
    ]);
  });

  it('week: the statuses present in their order, stacked per weekday', () => {
    const week: SummaryWeek = {
      from: '2026-11-23',
      to: '2026-11-24',
      taken_at: '',
      days: [
        { day: '2026-11-23', total: 3, by_status: { completed: 1, submitted: 2, cancelled: 0 } },
        { day: '2026-11-24', total: 1, by_status: { odd: 1 } },
      ],
    };
    expect(weekStatuses(week, 'zh')).toEqual([
      { code: 'submitted', name: '待审核' },
      { code: 'completed', name: '已完成' },
      { code: 'odd', name: 'odd' },
    ]);
    const option = weekOption(week, weekStatuses(week, 'en'), 'en');
    expect((option.xAxis as { data: string[] }).data).toEqual(['Mon 11-23', 'Tue 11-24']);
    expect(seriesOf(option)).toEqual([
      { name: 'Awaiting review', stack: 'status', data: [2, 0] },
      { name: 'Completed', stack: 'status', data: [1, 0] },
      { name: 'odd', stack: 'status', data: [0, 1] },
    ]);
    expect(weekdayLabel('2026-11-29', 'zh')).toBe('周日 11-29');
    expect(weekdayLabel('soon', 'zh')).toBe('soon');
  });

  it('open statements: open and paid amounts stacked per status, the currency named when several', () => {
    const groups = [
      { status: 'sent', currency: 'CNY', count: 2, total: '5000.00', open: '5000.00' },
      { status: 'partly_paid', currency: 'USD', count: 1, total: '3000.00', open: '1000.50' },
    ];
    expect(statementGroupName(groups[1]!, false, 'zh')).toBe('部分收款');
    expect(statementGroupName(groups[1]!, true, 'en')).toBe('Partly paid USD');
    const option = statementsOption(groups, { open: 'Open', paid: 'Paid' }, 'zh');
    expect((option.yAxis as { data: string[] }).data).toEqual(['待客户确认 CNY', '部分收款 USD']);
    expect(seriesOf(option)).toEqual([
      { name: 'Open', stack: 'amount', data: [5000, 1000.5] },
      { name: 'Paid', stack: 'amount', data: [0, 1999.5] },
    ]);
  });
});
