/** The data board's chart sizes and colours, and the translation function its charts take. */

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
export const STATUS_COLORS: Record<string, string> = {
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
export const PALETTE = ['#3ba0ff', '#36cfc9', '#ffc53d', '#ff7a45', '#9254de', '#73d13d', '#f759ab'];

export function chartStyle(font: number): ChartStyle {
  return { font, text: '#e6f0ff', muted: '#8fa3c7', grid: 'rgba(143, 163, 199, 0.18)' };
}
