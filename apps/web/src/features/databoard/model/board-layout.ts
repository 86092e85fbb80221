/** Where the data board's header, big numbers and panels go on a screen of a given size (pure). */

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
