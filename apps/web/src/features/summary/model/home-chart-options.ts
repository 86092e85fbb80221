import {
  APPOINTMENT_STATUS,
  localize,
  STATEMENT_STATUS,
  type IncomeDay,
  type Lang,
  type OpenStatementGroup,
  type SummaryFigure,
  type SummaryWeek,
} from '@app/shared';
import type { EChartOption } from '../../../components/charts/EChart.tsx';
import { shortDay } from './summary-model.ts';

/**
 * The home tabs' charts (issue 31): what each draws from its answer, and the echarts options. Only the
 * option type comes from the chart module (echarts loads lazily).
 */

const GRID = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };

/** A money amount of the answer as a number for the chart (the figures beside show the exact text). */
const money = (value: string | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

/** An ageing band of the finance section: its name, its open amount and how many lines. */
export interface AgeingBand {
  label: string;
  name: string;
  count: number;
  amount: string;
}

/** The receivables_ageing figures of the finance section as bands, in the answer's order. */
export function ageingBands(
  figures: readonly SummaryFigure[],
  name: (label: string) => string,
): AgeingBand[] {
  return figures
    .filter((f) => f.key === 'receivables_ageing' && f.label !== undefined)
    .map((f) => ({ label: f.label!, name: name(f.label!), count: f.count, amount: f.amount ?? '0' }));
}

/** From fresh to old: green to red. */
const BAND_COLORS = ['#52c41a', '#faad14', '#fa8c16', '#f5222d'];

/** Open amounts per ageing band as bars, each band its colour, the amount on top. */
export function ageingOption(bands: readonly AgeingBand[], amountName: string): EChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { ...GRID, top: 24 },
    xAxis: { type: 'category', data: bands.map((b) => b.name) },
    yAxis: { type: 'value' },
    series: [
      {
        name: amountName,
        type: 'bar',
        label: { show: true, position: 'top' },
        data: bands.map((b, i) => ({
          value: money(b.amount),
          itemStyle: { color: BAND_COLORS[Math.min(i, BAND_COLORS.length - 1)] },
        })),
      },
    ],
  };
}

export interface IncomeNames {
  charged: string;
  received: string;
}

/** The month's days: the lines charged as bars, the receipts confirmed as bars beside them. */
export function incomeOption(days: readonly IncomeDay[], names: IncomeNames): EChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: GRID,
    xAxis: { type: 'category', data: days.map((d) => shortDay(d.day)) },
    yAxis: { type: 'value' },
    series: [
      { name: names.charged, type: 'bar', color: '#1677ff', data: days.map((d) => money(d.charged)) },
      { name: names.received, type: 'bar', color: '#52c41a', data: days.map((d) => money(d.received)) },
    ],
  };
}

/** A status code's name in the language (the code when it is not known). */
function optionName(options: readonly { value: string; label: Parameters<typeof localize>[0] }[]) {
  return (code: string, lang: Lang) => {
    const option = options.find((o) => o.value === code);
    return option ? localize(option.label, lang) : code;
  };
}

export const appointmentStatusName = optionName(APPOINTMENT_STATUS);
export const statementStatusName = optionName(STATEMENT_STATUS);

/** The appointment statuses present in the week, in the options' order; unknown codes last. */
export function weekStatuses(week: SummaryWeek, lang: Lang): { code: string; name: string }[] {
  const present = new Set(week.days.flatMap((d) => Object.keys(d.by_status).filter((s) => d.by_status[s])));
  const known = APPOINTMENT_STATUS.map((o) => o.value as string).filter((s) => present.has(s));
  const unknown = [...present].filter((s) => !known.includes(s)).sort();
  return [...known, ...unknown].map((code) => ({ code, name: appointmentStatusName(code, lang) }));
}

const APPOINTMENT_COLORS: Record<string, string> = {
  draft: '#bfbfbf',
  submitted: '#faad14',
  rejected: '#f5222d',
  approved: '#1677ff',
  arrived: '#13c2c2',
  completed: '#52c41a',
  cancelled: '#8c8c8c',
};

/** A weekday's short name and the day of the month ('一 11-23'), in the language. */
export function weekdayLabel(day: string, lang: Lang): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(date);
  return `${weekday} ${shortDay(day)}`;
}

/** The week's days as stacked bars by appointment status (Monday first). */
export function weekOption(
  week: SummaryWeek,
  statuses: readonly { code: string; name: string }[],
  lang: Lang,
): EChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: GRID,
    xAxis: { type: 'category', data: week.days.map((d) => weekdayLabel(d.day, lang)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: statuses.map(({ code, name }) => ({
      name,
      type: 'bar',
      stack: 'status',
      ...(APPOINTMENT_COLORS[code] ? { color: APPOINTMENT_COLORS[code] } : {}),
      data: week.days.map((d) => d.by_status[code] ?? 0),
    })),
  };
}

/** An open-statement group's name: its status, and its currency when there are several. */
export function statementGroupName(group: OpenStatementGroup, severalCurrencies: boolean, lang: Lang) {
  const status = statementStatusName(group.status, lang);
  return severalCurrencies ? `${status} ${group.currency}` : status;
}

export interface StatementNames {
  open: string;
  paid: string;
}

/** Open statements per status as stacked bars: what is left to pay, and what was paid of their total. */
export function statementsOption(
  groups: readonly OpenStatementGroup[],
  names: StatementNames,
  lang: Lang,
): EChartOption {
  const several = new Set(groups.map((g) => g.currency)).size > 1;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: GRID,
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: groups.map((g) => statementGroupName(g, several, lang)) },
    series: [
      {
        name: names.open,
        type: 'bar',
        stack: 'amount',
        color: '#fa8c16',
        data: groups.map((g) => money(g.open)),
      },
      {
        name: names.paid,
        type: 'bar',
        stack: 'amount',
        color: '#d9f7be',
        data: groups.map((g) => money(String(Number(g.total) - Number(g.open)))),
      },
    ],
  };
}
