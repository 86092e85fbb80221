import { displayTime, localize, type Board, type EnumOption, type Lang } from '@app/shared';
import type { EChartOption } from '../../../components/charts/EChart.tsx';

/**
 * The data board's figures as chart options and table rows (pure: no React, no echarts). Each chart of
 * the board is built from rows, and the same rows fill its table alternative, so both always show the
 * same figures.
 */

/** Translates a key of the `databoard` namespace. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Sizes and colours the charts draw with (the board scales them to the screen). */
export interface ChartStyle {
  /** Axis and label text, in px. */
  font: number;
  text: string;
  muted: string;
  grid: string;
}

export const COLORS = {
  import: '#3ba0ff',
  export: '#ffc53d',
  median: '#36cfc9',
  p90: '#ff7a45',
  in: '#73d13d',
  out: '#ff7a45',
  balance: '#3ba0ff',
  bar: '#3ba0ff',
} as const;

/** Colours of the status codes of appointments and transport orders (others take the palette in turn). */
const STATUS_COLORS: Record<string, string> = {
  draft: '#8c8c8c',
  submitted: '#3ba0ff',
  rejected: '#ff4d4f',
  approved: '#36cfc9',
  arrived: '#ffc53d',
  completed: '#73d13d',
  cancelled: '#595959',
  planned: '#8c8c8c',
  dispatched: '#3ba0ff',
  in_transit: '#ffc53d',
  delivered: '#73d13d',
};
const PALETTE = ['#3ba0ff', '#36cfc9', '#ffc53d', '#ff7a45', '#9254de', '#73d13d', '#f759ab'];

export function chartStyle(font: number): ChartStyle {
  return { font, text: '#e6f0ff', muted: '#8fa3c7', grid: 'rgba(143, 163, 199, 0.18)' };
}

// ---- numbers and times ----

const LOCALE: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', es: 'es-ES', ja: 'ja-JP' };

/** A count with the language's digit grouping (12,345). */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { useGrouping: 'always' }).format(value);
}

/** A quantity sent as a decimal string, grouped, at most 3 decimals; text that is not a number as it is. */
export function formatQty(value: string, lang: Lang): string {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) return value;
  return new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 3, useGrouping: 'always' }).format(n);
}

/** Minutes to one decimal, or the dash when there is no figure (nothing released that day). */
export function formatMinutes(value: number | null, none = '—'): string {
  return value === null ? none : String(Math.round(value * 10) / 10);
}

/** A share 0..1 as a whole percent. */
export const formatShare = (share: number) => `${Math.round(share * 100)}%`;

/** 2026-11-25 → 11-25 (the axis has no room for the year). */
export const shortDay = (day: string) => (/^\d{4}-\d{2}-\d{2}/.test(day) ? day.slice(5, 10) : day);

/** HH:mm:ss of a moment, on the business clock (as every screen shows times). */
export const clockText = (date: Date) => displayTime(date, 'HH:mm:ss');

/** YYYY-MM-DD of a moment: the business day. */
export const dateText = (date: Date) => displayTime(date, 'YYYY-MM-DD');

/** The board's `taken_at` as HH:mm:ss on the business clock (the text itself when it is no time). */
export function takenAtText(takenAt: string): string {
  return displayTime(takenAt, 'HH:mm:ss');
}

/**
 * Whether two boards hold the same figures (only `taken_at` may differ): the charts then keep their
 * options and are not drawn again.
 */
export function sameFigures(a: Board, b: Board): boolean {
  return JSON.stringify({ ...a, taken_at: '' }) === JSON.stringify({ ...b, taken_at: '' });
}

// ---- the big numbers ----

export const KPI_KEYS = [
  'today',
  'month',
  'releasedToday',
  'attention',
  'inYard',
  'appointmentsToday',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

export interface Kpi {
  key: KpiKey;
  value: number;
  /** Needs someone to act (bounced or held declarations): shown in the warning colour when above 0. */
  alert: boolean;
}

/** Today's appointments of every status. */
export const appointmentsToday = (board: Board) =>
  Object.values(board.yard.today).reduce((sum, n) => sum + n, 0);

export function kpis(board: Board): Kpi[] {
  const d = board.declarations;
  const values: Record<KpiKey, number> = {
    today: d.today,
    month: d.month,
    releasedToday: d.released_today,
    attention: d.attention,
    inYard: board.yard.in_yard,
    appointmentsToday: appointmentsToday(board),
  };
  return KPI_KEYS.map((key) => ({ key, value: values[key], alert: key === 'attention' && values[key] > 0 }));
}

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

// ---- the screen's layout ----

export interface BoardLayout {
  /** The screen against 1920×1080 (below 1 on smaller screens). */
  scale: number;
  gap: number;
  header: number;
  kpi: number;
  /** Padding inside a panel. */
  pad: number;
  /** A panel's heading line (title and the chart/table switch). */
  head: number;
  /** The drawing area of a chart (and the table alternative's height). */
  chart: number;
  font: number;
  title: number;
  kpiValue: number;
  kpiLabel: number;
}

/** The rows of panels under the big numbers. */
export const PANEL_ROWS = 3;

/**
 * Every size of the board from the screen's: designed for 1920×1080 and scaled down (1366×768) or up,
 * so the whole board always fits without scrolling.
 */
export function boardLayout(width: number, height: number): BoardLayout {
  const scale = Math.min(2, Math.max(0.5, Math.min(width / 1920, height / 1080)));
  const px = (n: number) => Math.round(n * scale);
  const gap = px(12);
  const header = px(72);
  const kpi = px(132);
  const pad = px(12);
  const head = px(34);
  // padding above and below, a gap between header, numbers and panels, and between the panel rows
  const panels = height - 2 * gap - header - kpi - 2 * gap;
  const panel = Math.floor((panels - (PANEL_ROWS - 1) * gap) / PANEL_ROWS);
  const chart = Math.max(60, panel - 2 * pad - head - 2);
  return {
    scale,
    gap,
    header,
    kpi,
    pad,
    head,
    chart,
    font: Math.max(11, px(16)),
    title: Math.max(12, px(20)),
    kpiValue: px(60),
    kpiLabel: Math.max(12, px(20)),
  };
}
