import { isIsoContainerNo } from '../validators/container-no.ts';
import { DEC_MESSAGE_RULES } from './message-rules.generated.ts';
import type { CheckIssue, CheckLevel, DeclarationFull, DeclarationPart } from './types.ts';

/** Customs accept at most this many goods items on one declaration. */
export const MAX_DECLARED_GOODS = 50;
/** How far a line total may be from quantity × unit price. */
export const TOTAL_TOLERANCE = 0.01;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const num = (v: unknown) => (blank(v) ? null : Number(v));

/** Fields the message requires that the server makes or that only apply in some cases. */
const NOT_CHECKED = new Set(['goods.second_qty']);

/** The rules that apply at a level: declaring needs every save rule too. */
export function requiredFields(level: CheckLevel, part: DeclarationPart): string[] {
  return DEC_MESSAGE_RULES.filter(
    (r) =>
      r.part === part &&
      (r.save || (level === 'declare' && r.declare)) &&
      !NOT_CHECKED.has(`${part}.${r.field}`),
  ).map((r) => r.field);
}

function checkRequired(d: DeclarationFull, level: CheckLevel, issues: CheckIssue[]) {
  const key = (part: DeclarationPart, field: string) =>
    DEC_MESSAGE_RULES.some((r) => r.part === part && r.field === field && r.save)
      ? 'decl.required_save'
      : 'decl.required_declare';
  for (const field of requiredFields(level, 'head')) {
    if (blank(d.head[field as keyof typeof d.head]))
      issues.push({ field: `head.${field}`, key: key('head', field) });
  }
  const lines: [DeclarationPart, Record<string, unknown>[]][] = [
    ['goods', d.goods],
    ['containers', d.containers],
    ['licences', d.licences],
  ];
  for (const [part, rows] of lines) {
    const fields = requiredFields(level, part);
    rows.forEach((row, i) => {
      for (const field of fields)
        if (blank(row[field])) issues.push({ field: `${part}[${i}].${field}`, key: key(part, field) });
    });
  }
  // a second legal unit needs its quantity
  if (level === 'declare')
    d.goods.forEach((g, i) => {
      if (!blank(g.second_unit) && blank(g.second_qty))
        issues.push({ field: `goods[${i}].second_qty`, key: 'decl.required_declare' });
    });
}

function checkGoods(d: DeclarationFull, level: CheckLevel, issues: CheckIssue[]) {
  if (level === 'declare' && d.goods.length === 0)
    issues.push({ field: 'goods', key: 'decl.goods_required' });
  if (level === 'declare' && d.goods.length > MAX_DECLARED_GOODS)
    issues.push({ field: 'goods', key: 'decl.too_many_goods', params: { max: MAX_DECLARED_GOODS } });
  const seen = new Set<number>();
  d.goods.forEach((g, i) => {
    const gNo = num(g.g_no);
    if (gNo !== null) {
      if (seen.has(gNo))
        issues.push({ field: `goods[${i}].g_no`, key: 'decl.g_no_duplicate', params: { g_no: gNo } });
      else if (level === 'declare' && gNo !== i + 1)
        issues.push({ field: `goods[${i}].g_no`, key: 'decl.g_no_sequence', params: { expected: i + 1 } });
      seen.add(gNo);
    }
    const [qty, price, total] = [num(g.g_qty), num(g.decl_price), num(g.decl_total)];
    if (qty !== null && price !== null && total !== null) {
      const expected = qty * price;
      if (Math.abs(expected - total) > TOTAL_TOLERANCE + 1e-9)
        issues.push({
          field: `goods[${i}].decl_total`,
          key: 'decl.total_mismatch',
          params: { expected: expected.toFixed(2) },
        });
    }
  });
}

/** The item numbers a container's goods_no lists ("1,3"; full-width commas accepted), or null if malformed. */
export function parseGoodsNo(text: string): number[] | null {
  const parts = text.split(/[,，]/).map((p) => p.trim());
  if (parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

function checkContainers(d: DeclarationFull, level: CheckLevel, issues: CheckIssue[]) {
  const items = new Set(d.goods.map((g) => num(g.g_no)).filter((n): n is number => n !== null));
  const numbers = new Set<string>();
  d.containers.forEach((c, i) => {
    const no = typeof c.container_no === 'string' ? c.container_no.toUpperCase() : '';
    if (no) {
      if (numbers.has(no))
        issues.push({
          field: `containers[${i}].container_no`,
          key: 'decl.container_duplicate',
          params: { no },
        });
      else if (level === 'declare' && !isIsoContainerNo(no))
        issues.push({ field: `containers[${i}].container_no`, key: 'v.container_check_digit' });
      numbers.add(no);
    }
    if (blank(c.goods_no)) return;
    const listed = parseGoodsNo(String(c.goods_no));
    if (!listed) return void issues.push({ field: `containers[${i}].goods_no`, key: 'decl.goods_no_format' });
    const missing = listed.find((n) => !items.has(n));
    if (missing !== undefined)
      issues.push({
        field: `containers[${i}].goods_no`,
        key: 'decl.goods_no_unknown',
        params: { g_no: missing },
      });
  });
}

/**
 * The checks of a parsed declaration (formats are the save schema's): required fields per the
 * message dictionary for the level, gross ≥ net weight, line totals = quantity × price within 0.01,
 * unique and (to declare) consecutive item numbers, containers naming existing items, unique
 * containers (to declare: with an ISO 6346 check digit). Pure: the editor runs the same checks.
 */
export function checkDeclaration(d: DeclarationFull, level: CheckLevel): CheckIssue[] {
  const issues: CheckIssue[] = [];
  checkRequired(d, level, issues);
  const [gross, net] = [num(d.head.gross_weight), num(d.head.net_weight)];
  if (gross !== null && net !== null && gross < net)
    issues.push({ field: 'head.gross_weight', key: 'decl.gross_lt_net', params: { gross, net } });
  checkGoods(d, level, issues);
  checkContainers(d, level, issues);
  return issues;
}

/** Goods total (Σ decl_total), item count, first goods name and currency, as the server stores them. */
export function declarationTotals(goods: DeclarationFull['goods']) {
  const cents = goods.reduce((sum, g) => sum + Math.round((num(g.decl_total) ?? 0) * 10_000), 0);
  const first = goods[0];
  return {
    goods_total: (cents / 10_000).toFixed(4),
    item_num: goods.length,
    first_good_name: first && typeof first.g_name === 'string' ? first.g_name : null,
    goods_curr: first && typeof first.trade_curr === 'string' ? first.trade_curr : null,
  };
}
