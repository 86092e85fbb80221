import { multiplyDecimal } from './decimal.ts';
import { asText, type ContainerLine, type GoodsLine } from './types.ts';

/**
 * The goods table's operations, pure: add, copy, delete and move lines keep item numbers 1..n in
 * table order, and the containers' goods lists follow the renumbering (a deleted item leaves them).
 * Item totals are quantity × unit price, never typed (the head's summary is the shared
 * `declarationTotals` of the lines).
 */

/** Places of the item total (DeclTotal is decimal(19,4); customs rounds amounts to 2 places). */
export const TOTAL_SCALE = 2;

/** Fields a new line takes over from the line above, so a clerk types them once. */
const CARRIED = [
  'trade_curr',
  'origin_country',
  'destination_country',
  'district_code',
  'duty_mode',
] as const;

let counter = 0;
/** A client-only key for a new line. */
export function newKey(prefix = 'l'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Item numbers 1..n in table order. */
function renumber(lines: GoodsLine[]): GoodsLine[] {
  return lines.map((line, i) => (line.g_no === i + 1 ? line : { ...line, g_no: i + 1 }));
}

/** The item total of a line: quantity × unit price at TOTAL_SCALE places, or blank. */
export function lineTotal(line: Pick<GoodsLine, 'g_qty' | 'decl_price'>): string | undefined {
  return multiplyDecimal(asText(line.g_qty), asText(line.decl_price), TOTAL_SCALE);
}

/** A line with one field changed; its total follows quantity and price. */
export function updateLine(line: GoodsLine, changes: Partial<GoodsLine>): GoodsLine {
  const next = { ...line, ...changes };
  return { ...next, decl_total: lineTotal(next) };
}

/** Appends an empty line carrying the previous line's currency, countries, district and levy mode. */
export function addLine(lines: GoodsLine[]): GoodsLine[] {
  const last = lines[lines.length - 1];
  const carried: Partial<GoodsLine> = {};
  for (const field of CARRIED) if (last?.[field]) carried[field] = last[field];
  return [...lines, { key: newKey('g'), g_no: lines.length + 1, ...carried }];
}

/** Inserts a copy of line `index` right after it. */
export function copyLine(lines: GoodsLine[], index: number): GoodsLine[] {
  const source = lines[index];
  if (!source) return lines;
  const { id: _id, ...rest } = source;
  const copy: GoodsLine = { ...rest, key: newKey('g'), g_no: index + 2 };
  return renumber([...lines.slice(0, index + 1), copy, ...lines.slice(index + 1)]);
}

/** Removes line `index`. */
export function deleteLine(lines: GoodsLine[], index: number): GoodsLine[] {
  if (!lines[index]) return lines;
  return renumber(lines.filter((_, i) => i !== index));
}

/** Moves line `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moveLine(lines: GoodsLine[], index: number, by: -1 | 1): GoodsLine[] {
  const to = index + by;
  if (!lines[index] || !lines[to]) return lines;
  const next = [...lines];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return renumber(next);
}

/** Item numbers of a goods_no text ("1, 3" → [1, 3]); anything else is dropped. */
export function parseGoodsNo(text: string | undefined | null): number[] {
  return String(text ?? '')
    .split(/[,，\s]+/)
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * After the goods changed from `before` to `after` (same keys, new order or fewer lines), rewrites
 * each container's goods_no to the new item numbers of the same lines; deleted items drop out.
 */
export function followRenumbering(
  containers: ContainerLine[],
  before: GoodsLine[],
  after: GoodsLine[],
): ContainerLine[] {
  const newNo = new Map(after.map((line) => [line.key, line.g_no]));
  const map = new Map(before.map((line) => [line.g_no, newNo.get(line.key)]));
  if ([...map].every(([from, to]) => from === to) && before.length === after.length) return containers;
  return containers.map((c) => {
    const numbers = parseGoodsNo(asText(c.goods_no))
      .map((n) => (map.has(n) ? map.get(n) : n))
      .filter((n): n is number => n !== undefined);
    const goods_no = [...new Set(numbers)].sort((a, b) => a - b).join(',');
    return goods_no === (c.goods_no ?? '') ? c : { ...c, goods_no };
  });
}
