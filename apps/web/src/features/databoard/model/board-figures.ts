import { displayTime, type Board, type Lang } from '@app/shared';

/** The data board's numbers and times as text, and its big numbers (pure: no React). */

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
