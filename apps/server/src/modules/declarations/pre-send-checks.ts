import { and, eq, inArray } from 'drizzle-orm';
import {
  declarationDay,
  declareCodeOn,
  licencesNeeded,
  type CheckIssue,
  type DeclarationFull,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  account_books,
  base_data,
  company_declare_codes,
  hs_codes,
  inventory_lists,
} from '../../db/schema/index.ts';
import { today } from './declarations.hooks.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The inventory lists that refer to the declaration (the lists customs made it from, INV202: their
 * declaration_id) must be kept on the book its 备案号 names: each list whose book number differs is named
 * with both numbers (customs bounces it: 核注清单账册号与报关单备案号不一致).
 */
export async function bookNumberCheck(db: DbOrTx, d: DeclarationFull): Promise<CheckIssue[]> {
  const id = d.head.id;
  if (typeof id !== 'number') return [];
  const lists = await db
    .select({
      no: inventory_lists.bond_invt_no,
      inner: inventory_lists.etps_inner_invt_no,
      book: account_books.ems_no,
    })
    .from(inventory_lists)
    .innerJoin(account_books, eq(account_books.id, inventory_lists.book_id))
    .where(eq(inventory_lists.declaration_id, id));
  const record = text(d.head.record_no);
  const other = lists.find((l) => text(l.book) !== record);
  if (!other) return [];
  return [
    {
      field: 'head.record_no',
      key: 'decl.book_mismatch',
      params: { list: other.no ?? other.inner, book: text(other.book), record: record || '—' },
    },
  ];
}

/**
 * Goods whose HS code's supervision conditions (hs_codes.condition, 监管条件) ask for a licence of the
 * declaration's direction need a 随附单证 line with that licence code: each goods line missing one is
 * named with its item number, HS code, conditions and the licences it lacks (code and name).
 */
export async function licenceCheck(db: DbOrTx, d: DeclarationFull): Promise<CheckIssue[]> {
  const codes = [...new Set(d.goods.map((g) => text(g.code_ts)).filter(Boolean))];
  if (!codes.length) return [];
  const conditions = new Map(
    (
      await db
        .select({ hs_code: hs_codes.hs_code, condition: hs_codes.condition })
        .from(hs_codes)
        .where(inArray(hs_codes.hs_code, codes))
    ).map((r) => [r.hs_code, r.condition ?? '']),
  );
  const held = new Set(d.licences.map((l) => text(l.acmp_form_code)));
  const missing = d.goods.map((g) => {
    const condition = conditions.get(text(g.code_ts)) ?? '';
    return { condition, lacks: licencesNeeded(condition, d.head.ie_flag).filter((c) => !held.has(c)) };
  });
  const lacking = [...new Set(missing.flatMap((m) => m.lacks))];
  if (!lacking.length) return [];
  const names = new Map(
    (
      await db
        .select({ code: base_data.cus_code, name: base_data.cn_name })
        .from(base_data)
        .where(and(eq(base_data.type, 'record-code'), inArray(base_data.cus_code, lacking)))
    ).map((r) => [r.code, r.name]),
  );
  const issues: CheckIssue[] = [];
  missing.forEach(({ condition, lacks }, i) => {
    if (!lacks.length) return;
    const g = d.goods[i]!;
    issues.push({
      field: `goods[${i}].code_ts`,
      key: 'decl.licence_missing',
      params: {
        g_no: String(g.g_no ?? i + 1),
        code: text(g.code_ts),
        condition,
        licences: lacks.map((c) => `${c} ${names.get(c) ?? ''}`.trim()).join('、'),
      },
    });
  });
  return issues;
}

/**
 * A declaration the company declares under one of its authorised codes (company-declare-codes: its
 * 申报单位海关编码 is one of them, past or present) must use the one valid on its declaration date
 * (apply_date, else today): both codes and the day the valid one starts are named. A declaration declared
 * by another agent is the agent relation's concern.
 */
export async function declareCodeCheck(
  db: DbOrTx,
  d: DeclarationFull,
  companyId: number | null,
): Promise<CheckIssue[]> {
  const code = text(d.head.declare_code).toUpperCase();
  if (companyId === null || !code) return [];
  const history = await db
    .select({ code: company_declare_codes.code, valid_from: company_declare_codes.valid_from })
    .from(company_declare_codes)
    .where(eq(company_declare_codes.company_id, companyId));
  if (!history.some((h) => h.code.toUpperCase() === code)) return [];
  const date = declarationDay(d.head, today());
  const valid = declareCodeOn(history, date);
  const field = 'head.declare_code';
  if (!valid) {
    const first = history.map((h) => h.valid_from).sort()[0]!;
    return [{ field, key: 'decl.declare_code_none', params: { date, first } }];
  }
  if (valid.code.toUpperCase() === code) return [];
  return [
    {
      field,
      key: 'decl.declare_code_mismatch',
      params: { code, valid: valid.code, from: valid.valid_from, date },
    },
  ];
}

/**
 * Every check made before a declaration is sent: the book of its inventory lists, the licences its goods'
 * conditions ask for, the authorised declaring code of its date. Warnings when saved, refusals when sent.
 */
export async function preSendChecks(
  db: DbOrTx,
  d: DeclarationFull,
  companyId: number | null,
): Promise<CheckIssue[]> {
  return [
    ...(await bookNumberCheck(db, d)),
    ...(await licenceCheck(db, d)),
    ...(await declareCodeCheck(db, d, companyId)),
  ];
}
