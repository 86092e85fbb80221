import { inArray } from 'drizzle-orm';
import {
  checkGoodsElements,
  parseHsElements,
  type CheckIssue,
  type DeclarationFull,
  type HsElement,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { hs_codes } from '../../db/schema/index.ts';

/** The declaration elements of HS codes, as the HS table lists them (codes it does not hold are left out). */
export async function elementsByCode(
  db: DbOrTx,
  codes: readonly string[],
): Promise<Map<string, HsElement[]>> {
  const wanted = [...new Set(codes.filter((c) => c))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ hs_code: hs_codes.hs_code, description: hs_codes.description })
    .from(hs_codes)
    .where(inArray(hs_codes.hs_code, wanted));
  return new Map(rows.map((r) => [r.hs_code, parseHsElements(r.description)]));
}

/**
 * The element check of a declaration: each goods line whose HS code lists declaration elements must
 * fill the required ones in its g_model (a warning when saved, a refusal when sent or checked).
 */
export async function elementCheck(db: DbOrTx, d: DeclarationFull): Promise<CheckIssue[]> {
  const codes = d.goods.map((g) => (typeof g.code_ts === 'string' ? g.code_ts : ''));
  const elements = await elementsByCode(db, codes);
  return checkGoodsElements(d.goods, (code) => elements.get(code));
}
