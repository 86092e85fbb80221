import type { Row } from '../../../crud/entity-values.ts';

/** Bill field ← declaration head field: what a bill takes from the declaration it links to. */
const FROM_HEAD: Record<string, string> = {
  bill_no: 'bill_no',
  ie_flag: 'ie_flag',
  customer_code: 'customer_code',
  cd_sn: 'cd_sn',
  entry_sn: 'entry_sn',
  vessel_name: 'trans_name',
  voyage_no: 'trans_no',
  customs_code: 'customs_code',
  pack_num: 'num',
  gross_weight: 'gross_weight',
};

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The bill's values filled from its declaration's head: each field the declaration has a value for
 * (numbers as the form holds them: packages a number, the gross weight text); the others stay as they are.
 */
export function billValuesFromDeclaration(head: Row): Row {
  const values: Row = {};
  for (const [billField, headField] of Object.entries(FROM_HEAD)) {
    const value = head[headField];
    if (blank(value)) continue;
    values[billField] =
      billField === 'pack_num' ? Number(value) : typeof value === 'number' ? String(value) : value;
  }
  return values;
}
