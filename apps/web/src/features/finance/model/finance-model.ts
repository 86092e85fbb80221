import { compareAmounts, sumAmounts, subtractAmounts, type Lang } from '@app/shared';
import type { Row } from '../../../crud/entity-values.ts';

/**
 * The pure rules of the finance screens: a charge line's edit and reverse (not moves of its state),
 * money as text (never a float), the manual line's checks and the ageing report's rows.
 */

// ---- what a charge line offers beyond its moves (the moves are its definition's) ----

const REVERSIBLE = new Set(['confirmed', 'invoiced', 'partly_paid', 'paid']);

/** A manual draft is edited (a raised or confirmed line never is). */
export const billEditable = (row: Row) => row.status === 'draft' && row.source_type === 'manual';

/** A confirmed (or later) line is reversed by a credit line; a credit line is not reversed again. */
export const billReversible = (row: Row) => REVERSIBLE.has(String(row.status ?? '')) && !row.reversal_of;

// ---- colours ----

export const BILL_STATUS_COLOR: Record<string, string> = {
  draft: 'default',
  confirmed: 'blue',
  invoiced: 'purple',
  partly_paid: 'orange',
  paid: 'green',
  void: 'red',
};
export const STATEMENT_STATUS_COLOR: Record<string, string> = {
  draft: 'default',
  sent: 'processing',
  confirmed: 'blue',
  disputed: 'error',
  invoiced: 'purple',
  partly_paid: 'orange',
  paid: 'green',
  void: 'red',
};
export const PAYMENT_STATUS_COLOR: Record<string, string> = {
  pending: 'processing',
  confirmed: 'green',
  rejected: 'red',
};

// ---- money ----

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An amount as text with thousands separators and two decimals, without passing it through a float
 * ('1234567.5' → '1,234,567.50'); anything that is not a decimal is shown as it is.
 */
export function formatAmount(value: unknown, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  if (!DECIMAL.test(text)) return text;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let shownFraction = fraction.replace(/0+$/, '');
  if (shownFraction.length < decimals) shownFraction = shownFraction.padEnd(decimals, '0');
  const shown = shownFraction ? `${grouped}.${shownFraction}` : grouped;
  return negative && /[1-9]/.test(text) ? `-${shown}` : shown;
}

/** An amount with its currency code after it ('1,200.00 USD'). */
export const moneyText = (value: unknown, currency?: unknown) => {
  const amount = formatAmount(value);
  return amount && currency ? `${amount} ${String(currency)}` : amount;
};

/** What is still open of a total after what was paid (exact). */
export const openAmount = (total: unknown, paid: unknown) =>
  subtractAmounts(String(total ?? '0') || '0', String(paid ?? '0') || '0');

/** The sum of one column over rows (exact). */
export const sumOf = (rows: readonly Row[], key: string) =>
  sumAmounts(rows.map((r) => String(r[key] ?? '0') || '0'));

// ---- the manual line ----

/** Decimal text with at most `scale` decimals (and a sign when `signed`). */
export function isDecimalText(value: unknown, scale: number, signed = false): boolean {
  const text = String(value ?? '').trim();
  const pattern = new RegExp(`^${signed ? '-?' : ''}\\d{1,14}(\\.\\d{1,${scale}})?$`);
  return pattern.test(text);
}

/** The checks of a manual line beyond "required": a quantity not zero, a price not negative. */
export function quantityProblem(value: unknown): 'format' | 'zero' | null {
  if (!isDecimalText(value, 3, true)) return 'format';
  return compareAmounts(String(value).trim(), '0') === 0 ? 'zero' : null;
}

export function priceProblem(value: unknown, scale = 4): 'format' | 'negative' | null {
  const text = String(value ?? '').trim();
  if (/^-/.test(text) && isDecimalText(text, scale, true)) return 'negative';
  return isDecimalText(text, scale) ? null : 'format';
}

// ---- ageing ----

export const AGEING_BUCKETS = ['current', 'd31_60', 'd61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The ageing rows sorted by total (largest first) with one totals row at the end. */
export function ageingTable<T extends Row>(rows: readonly T[]): (Row & { _total?: boolean })[] {
  const sorted = [...rows].sort((a, b) => compareAmounts(String(b.total ?? '0'), String(a.total ?? '0')));
  if (!sorted.length) return [];
  const totals: Row = { party: '', _total: true };
  for (const key of [...AGEING_BUCKETS, 'total']) totals[key] = sumOf(sorted, key);
  return [...sorted, totals];
}

/** The series of the stacked bar chart: one per bucket, one value per party (numbers only to draw). */
export function ageingSeries(rows: readonly Row[]): {
  parties: string[];
  series: Record<AgeingBucket, number[]>;
} {
  const parties = rows.map((r) => String(r.party ?? ''));
  const series = Object.fromEntries(
    AGEING_BUCKETS.map((b) => [b, rows.map((r) => Number(r[b] ?? 0))]),
  ) as Record<AgeingBucket, number[]>;
  return { parties, series };
}

// ---- charge issues ----

/** The year and month of an issue as the language writes them (2026年11月, 11/2026). */
export function monthText(year: unknown, month: unknown, lang: Lang): string {
  if (!year || !month) return '';
  const m = Number(month);
  // i18n-allow: 年/月 are how zh and ja write a month (a date format, not a text)
  if (lang === 'zh' || lang === 'ja') return `${String(year)}年${m}月`;
  return `${String(m).padStart(2, '0')}/${String(year)}`;
}
