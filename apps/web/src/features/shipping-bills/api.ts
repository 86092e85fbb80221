import type { ShippingBillDeclaration, ShippingBillDeclarations, ShippingBillLines } from '@app/shared';
import { fetchData } from '../../api/http.ts';
import { getRecord, listRecords } from '../../crud/crud-api.ts';
import type { Row } from '../../crud/entity-values.ts';

/** The shipping bill screen's calls (business-domain §7) and a declaration's bills. */

export type { ShippingBillDeclaration };

/** Declarations a bill may link to, by a keyword (internal, customs, data-centre, B/L no. or customer). */
export async function findDeclarations(
  keyword: string,
  ieFlag?: '0' | '1',
): Promise<ShippingBillDeclaration[]> {
  const data = await fetchData<ShippingBillDeclarations>('/shippingBill/getCdList', {
    data: { keyword: keyword || undefined, ie_flag: ieFlag, limit: 20 },
  });
  return data.items;
}

/** A declaration's goods and containers. */
export async function declarationLines(cdId: number): Promise<{ goods: Row[]; containers: Row[] }> {
  const data = await fetchData<ShippingBillLines>('/shippingBill/getDeclarationOther', {
    data: { cd_id: cdId },
  });
  return data.items;
}

/** A declaration's head (the generic record). */
export const declarationHead = (cdId: number) => getRecord('/api/declarations', cdId);

/** The shipping bills linked to a declaration. */
export async function billsOf(cdId: number): Promise<Row[]> {
  return (await listRecords('/api/shipping-bills', { page: 1, size: 50, cd_id: cdId })).content;
}
