import type { SummaryTrend } from '@app/shared';
import type { EChartOption } from '../../../components/charts/EChart.tsx';
import { shortDay } from './summary-model.ts';

/** The two trend charts' echarts options (only the type comes from the chart module: echarts loads lazily). */

/** A colour per declaration status, so a status keeps its colour whichever others are present. */
const STATUS_COLORS: Record<string, string> = {
  '0': '#bfbfbf',
  '20': '#1677ff',
  '30': '#13c2c2',
  '40': '#52c41a',
  '50': '#237804',
  '80': '#fa8c16',
  '90': '#f5222d',
};

const GRID = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true };

/** Declarations per day as stacked bars, one series per status (names given in the language). */
export function statusTrendOption(
  days: SummaryTrend['days'],
  statuses: readonly { code: string; name: string }[],
): EChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: GRID,
    xAxis: { type: 'category', data: days.map((d) => shortDay(d.day)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: statuses.map(({ code, name }) => ({
      name,
      type: 'bar',
      stack: 'status',
      emphasis: { focus: 'series' },
      ...(STATUS_COLORS[code] ? { color: STATUS_COLORS[code] } : {}),
      data: days.map((d) => d.by_status[code] ?? 0),
    })),
  };
}

export interface ClearanceNames {
  released: string;
  median: string;
  p90: string;
  minutes: string;
  count: string;
}

/** Median and 90th percentile minutes per day as lines; the released count as bars on a second axis. */
export function clearanceOption(clearance: SummaryTrend['clearance'], names: ClearanceNames): EChartOption {
  // '-' is echarts' gap: a day without releases has no time
  const minutes = (value: number | null) => (value === null ? '-' : Math.round(value * 10) / 10);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: GRID,
    xAxis: { type: 'category', data: clearance.map((d) => shortDay(d.day)) },
    yAxis: [
      { type: 'value', name: names.minutes },
      { type: 'value', name: names.count, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        name: names.released,
        type: 'bar',
        yAxisIndex: 1,
        color: '#d6e4ff',
        data: clearance.map((d) => d.released),
      },
      {
        name: names.median,
        type: 'line',
        color: '#1677ff',
        data: clearance.map((d) => minutes(d.median_minutes)),
      },
      {
        name: names.p90,
        type: 'line',
        color: '#fa541c',
        data: clearance.map((d) => minutes(d.p90_minutes)),
      },
    ],
  };
}
