import { localize, type Board, type EnumOption, type Lang } from '@app/shared';
import type { EChartOption } from '../../../components/charts/EChart.tsx';
import { shortDay } from './board-figures.ts';
import { COLORS, PALETTE, STATUS_COLORS, type ChartStyle, type Translate } from './board-style.ts';

/**
 * The data board's figures as chart options and table rows (pure: no React, no echarts). Each chart of
 * the board is built from rows, and the same rows fill its table alternative, so both always show the
 * same figures.
 */

// the board's other pure parts, for the screens that import the model
export * from './board-figures.ts';
export * from './board-layout.ts';
export * from './board-style.ts';

// ---- shared chart parts ----

const axisText = (style: ChartStyle) => ({ color: style.muted, fontSize: style.font });
const tooltip = (style: ChartStyle) => ({
  backgroundColor: 'rgba(8, 20, 45, 0.92)',
  borderColor: '#1f3b6e',
  textStyle: { color: style.text, fontSize: style.font },
});
const legend = (style: ChartStyle) => ({
  top: 0,
  right: 0,
  itemWidth: style.font,
  itemHeight: Math.round(style.font * 0.7),
  textStyle: { color: style.text, fontSize: style.font },
});
const grid = (style: ChartStyle, withLegend: boolean) => ({
  left: 4,
  right: Math.round(style.font * 1.5),
  top: withLegend ? Math.round(style.font * 2.2) : Math.round(style.font * 0.6),
  bottom: 4,
  containLabel: true,
});
const valueAxis = (style: ChartStyle) => ({
  type: 'value' as const,
  minInterval: 1,
  axisLabel: axisText(style),
  splitLine: { lineStyle: { color: style.grid } },
});
const categoryAxis = (style: ChartStyle, data: string[]) => ({
  type: 'category' as const,
  data,
  axisLabel: axisText(style),
  axisTick: { show: false },
  axisLine: { lineStyle: { color: style.grid } },
});

/** An option whose chart has nothing to draw gets the "no data" text in its middle. */
export function withEmpty(
  option: EChartOption,
  empty: boolean,
  text: string,
  style: ChartStyle,
): EChartOption {
  if (!empty) return option;
  return {
    ...option,
    title: {
      text,
      left: 'center',
      top: 'middle',
      textStyle: { color: style.muted, fontSize: style.font, fontWeight: 'normal' },
    },
  };
}

// ---- declarations: the month's split and the last 30 days ----

export interface SplitRow {
  kind: 'import' | 'export';
  label: string;
  count: number;
  /** 0..1 of the month's declarations (0 when there are none). */
  share: number;
}

export function splitRows(board: Board, t: Translate): SplitRow[] {
  const { month_import: imports, month_export: exports } = board.declarations;
  const total = imports + exports;
  return (
    [
      ['import', imports],
      ['export', exports],
    ] as const
  ).map(([kind, count]) => ({ kind, label: t(`series.${kind}`), count, share: total ? count / total : 0 }));
}

/** The month's import/export split as a ring with the counts and shares on it. */
export function splitOption(rows: readonly SplitRow[], style: ChartStyle): EChartOption {
  return {
    tooltip: { ...tooltip(style), trigger: 'item' },
    legend: { ...legend(style), right: undefined, left: 'center' },
    series: [
      {
        type: 'pie',
        // a ring small enough to leave its labels room in a narrow card (at 1280 px the count and share
        // were cut to "78 (3…")
        radius: ['34%', '56%'],
        center: ['50%', '56%'],
        avoidLabelOverlap: true,
        percentPrecision: 0,
        itemStyle: { borderColor: '#0b1a36', borderWidth: 2 },
        labelLine: { length: 6, length2: 6 },
        label: {
          color: style.text,
          fontSize: style.font,
          formatter: '{b}\n{c} ({d}%)',
          overflow: 'none',
        },
        data: rows.map((r) => ({ name: r.label, value: r.count, itemStyle: { color: COLORS[r.kind] } })),
      },
    ],
  };
}

export interface DayRow {
  day: string;
  import: number;
  export: number;
  total: number;
}

export const dailyRows = (board: Board): DayRow[] =>
  board.daily.map((d) => ({ day: d.day, import: d.import, export: d.export, total: d.import + d.export }));

/** Declarations per day, import and export stacked. */
export function dailyOption(rows: readonly DayRow[], style: ChartStyle, t: Translate): EChartOption {
  return {
    tooltip: { ...tooltip(style), trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: legend(style),
    grid: grid(style, true),
    xAxis: categoryAxis(
      style,
      rows.map((r) => shortDay(r.day)),
    ),
    yAxis: valueAxis(style),
    series: (['import', 'export'] as const).map((kind) => ({
      type: 'bar' as const,
      name: t(`series.${kind}`),
      stack: 'declarations',
      color: COLORS[kind],
      barMaxWidth: Math.round(style.font * 1.6),
      data: rows.map((r) => r[kind]),
    })),
  };
}

// ---- rankings: customers, ports, countries ----

export interface RankedRow {
  rank: number;
  code: string;
  name: string;
  count: number;
}

/** The entries in the server's order, numbered; the name falls back to the code. */
export const rankedRows = (entries: Board['top_customers']): RankedRow[] =>
  entries.map((e, i) => ({ rank: i + 1, code: e.code, name: e.name || e.code, count: e.count }));

/** A name short enough for the axis (the table and the tooltip give it whole). */
export function shortName(name: string, max = 8): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : name;
}

/**
 * Horizontal bars, first on top, each with its count; the axis always holds `slots` places (empty ones
 * below), so a short list keeps the bars' thickness and starts at the top like a long one.
 */
function horizontalBars(
  labels: string[],
  data: { value: number; itemStyle?: { color: string } }[],
  style: ChartStyle,
  seriesName: string,
  slots: number,
): EChartOption {
  const empty = Math.max(0, slots - labels.length);
  return {
    tooltip: { ...tooltip(style), trigger: 'item' },
    grid: { ...grid(style, false), right: Math.round(style.font * 3) },
    xAxis: { ...valueAxis(style), show: false },
    yAxis: {
      ...categoryAxis(style, [...labels, ...Array<string>(empty).fill('')]),
      inverse: true,
      axisLine: { show: false },
    },
    series: [
      {
        type: 'bar',
        name: seriesName,
        color: COLORS.bar,
        barMaxWidth: Math.round(style.font * 1.4),
        itemStyle: { borderRadius: [0, 4, 4, 0] },
        label: { show: true, position: 'right', color: style.text, fontSize: style.font },
        data: [...data, ...Array<string>(empty).fill('-')],
      },
    ],
  };
}

/** The first `limit` entries as horizontal bars, the largest on top, each with its count. */
export function rankedOption(
  rows: readonly RankedRow[],
  style: ChartStyle,
  seriesName: string,
  limit = 8,
): EChartOption {
  const shown = rows.slice(0, limit);
  return horizontalBars(
    shown.map((r) => shortName(r.name)),
    shown.map((r) => ({ value: r.count })),
    style,
    seriesName,
    limit,
  );
}

// ---- clearance time ----

export type ClearanceRow = Board['clearance'][number];

/** Median and p90 clearance minutes per day as lines (a day with nothing released leaves a gap). */
export function clearanceOption(
  rows: readonly ClearanceRow[],
  style: ChartStyle,
  t: Translate,
): EChartOption {
  const line = (key: 'median' | 'p90', pick: (r: ClearanceRow) => number | null) => ({
    type: 'line' as const,
    name: t(`series.${key}`),
    color: COLORS[key],
    smooth: true,
    connectNulls: false,
    symbolSize: Math.round(style.font * 0.4),
    lineStyle: { width: 3 },
    data: rows.map((r) => {
      const v = pick(r);
      return v === null ? null : Math.round(v * 10) / 10;
    }),
  });
  return {
    tooltip: { ...tooltip(style), trigger: 'axis' },
    legend: legend(style),
    grid: grid(style, true),
    xAxis: {
      ...categoryAxis(
        style,
        rows.map((r) => shortDay(r.day)),
      ),
      boundaryGap: false,
    },
    yAxis: { ...valueAxis(style), minInterval: undefined },
    series: [line('median', (r) => r.median_minutes), line('p90', (r) => r.p90_minutes)],
  };
}

// ---- bonded books ----

export type BookRow = Board['books']['top'][number];

/** The top books' quantities in, out and left as grouped bars (the table gives the exact decimals). */
export function booksOption(rows: readonly BookRow[], style: ChartStyle, t: Translate): EChartOption {
  const keys = [
    ['in', 'in_qty'],
    ['out', 'out_qty'],
    ['balance', 'balance_qty'],
  ] as const;
  return {
    tooltip: { ...tooltip(style), trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: legend(style),
    grid: grid(style, true),
    xAxis: categoryAxis(
      style,
      rows.map((r) => r.book_no),
    ),
    yAxis: { ...valueAxis(style), minInterval: undefined },
    series: keys.map(([key, field]) => ({
      type: 'bar' as const,
      name: t(`series.${key}`),
      color: COLORS[key],
      barMaxWidth: Math.round(style.font * 1.2),
      data: rows.map((r) => {
        const n = Number(r[field]);
        return Number.isFinite(n) ? n : 0;
      }),
    })),
  };
}

export interface MovementRow {
  day: string;
  in: number;
  out: number;
}

export const movementRows = (board: Board): MovementRow[] =>
  board.books.movements.map((m) => ({ day: m.day, in: m.in, out: m.out }));

/** Inventory lists per day, in and out side by side. */
export function movementsOption(rows: readonly MovementRow[], style: ChartStyle, t: Translate): EChartOption {
  return {
    tooltip: { ...tooltip(style), trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: legend(style),
    grid: grid(style, true),
    xAxis: categoryAxis(
      style,
      rows.map((r) => shortDay(r.day)),
    ),
    yAxis: valueAxis(style),
    series: (['in', 'out'] as const).map((key) => ({
      type: 'bar' as const,
      name: t(`series.${key}`),
      color: COLORS[key],
      barMaxWidth: Math.round(style.font * 1.1),
      data: rows.map((r) => r[key]),
    })),
  };
}

// ---- appointments and transport orders by status ----

export interface StatusRow {
  code: string;
  label: string;
  count: number;
  color: string;
}

/**
 * Counts by status code as rows with the options' labels in the language: every option in its own
 * order (0 when the board has none of it), then any code the options do not know, under its code.
 */
export function statusRows(
  counts: Record<string, number>,
  options: readonly EnumOption[],
  lang: Lang,
): StatusRow[] {
  const known = new Set(options.map((o) => o.value));
  const extra = Object.keys(counts).filter((code) => !known.has(code));
  const rows = [
    ...options.map((o) => ({ code: o.value, label: localize(o.label, lang) })),
    ...extra.map((code) => ({ code, label: code })),
  ];
  return rows.map((r, i) => ({
    ...r,
    count: counts[r.code] ?? 0,
    color: STATUS_COLORS[r.code] ?? PALETTE[i % PALETTE.length]!,
  }));
}

/** Counts by status as coloured horizontal bars in the options' order, each with its count. */
export function statusOption(
  rows: readonly StatusRow[],
  style: ChartStyle,
  seriesName: string,
): EChartOption {
  return horizontalBars(
    rows.map((r) => shortName(r.label, 14)),
    rows.map((r) => ({ value: r.count, itemStyle: { color: r.color } })),
    style,
    seriesName,
    rows.length,
  );
}
