import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  carriers,
  charge_items,
  companies,
  contract_items,
  contract_schemes,
  contracts,
  customers,
} from '../../../db/schema/index.ts';
import { contractHistory } from '../../../db/schema/finance.ts';
import type { Row } from '../../../crud/hooks.ts';
import { AppError, fieldError } from '../../../plugins/app-error.ts';

/** The advisory lock class of contract validity checks (the second key is the company). */
const OVERLAP_LOCK = 7310160;

/** The side of a contract's lines: a customer's are receivables, a supplier's payables. */
export const ioOfParty = (party: unknown) => (party === 'supplier' ? 'payable' : 'receivable');

/**
 * company_ids of a charge item or scheme: empty, or comma-joined ids of existing companies (normalised
 * to "1,3"). A field error names the first value that is not a company.
 */
export async function normaliseCompanyIds(tx: DbOrTx, values: Row): Promise<Row> {
  const raw = values.company_ids;
  if (raw === undefined || raw === null || String(raw).trim() === '') return values;
  const parts = String(raw)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = parts.find((p) => !/^\d{1,9}$/.test(p));
  if (bad) throw fieldError('company_ids', 'finance.company_ids', { value: bad });
  const ids = [...new Set(parts.map(Number))];
  const found = await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw fieldError('company_ids', 'finance.company_ids', { value: missing });
  return { ...values, company_ids: ids.join(',') };
}

/**
 * The server-made values of a contract from its (merged) values: the party's name (the company's
 * customer by code, or its carrier), the business type of its scheme; checks the party is given and
 * known, the scheme is for this party type, the validity is ordered and does not overlap another
 * enabled contract of the same company, party and business type.
 */
export async function checkContract(tx: DbOrTx, merged: Row, selfId?: number): Promise<Row> {
  const companyId = merged.company_id as number;
  const party = String(merged.party_type);
  const out: Row = {};
  if (party === 'customer') {
    const code = merged.customer_code ? String(merged.customer_code) : '';
    if (!code) throw fieldError('customer_code', 'finance.customer_required');
    const [c] = await tx
      .select({ name: customers.customer_name })
      .from(customers)
      .where(and(eq(customers.company_id, companyId), eq(customers.customer_code, code)));
    if (!c) throw fieldError('customer_code', 'finance.customer_unknown', { value: code });
    Object.assign(out, { party_name: c.name, carrier_id: null });
  } else {
    const carrierId = merged.carrier_id as number | null | undefined;
    if (!carrierId) throw fieldError('carrier_id', 'finance.carrier_required');
    const [c] = await tx
      .select({ name: carriers.carrier_name, company_id: carriers.company_id })
      .from(carriers)
      .where(eq(carriers.id, carrierId));
    if (!c || c.company_id !== companyId)
      throw fieldError('carrier_id', 'finance.carrier_unknown', { value: carrierId });
    Object.assign(out, { party_name: c.name, customer_code: null });
  }
  const [scheme] = await tx
    .select()
    .from(contract_schemes)
    .where(eq(contract_schemes.id, Number(merged.scheme_id)));
  if (!scheme) throw fieldError('scheme_id', 'field.ref_missing');
  if (scheme.type !== party) throw fieldError('scheme_id', 'finance.scheme_type', { scheme: scheme.name });
  if (scheme.company_ids && !scheme.company_ids.split(',').includes(String(companyId)))
    throw fieldError('scheme_id', 'error.out_of_scope');
  out.business_type = scheme.business_type;
  const from = String(merged.valid_from);
  const to = String(merged.valid_to);
  if (from > to) throw fieldError('valid_to', 'finance.valid_range', { from, to });
  if (String(merged.status ?? '1') === '1') {
    await tx.execute(sql`select pg_advisory_xact_lock(${OVERLAP_LOCK}::int, ${companyId}::int)`);
    const k = contracts;
    const partyCond =
      party === 'customer'
        ? eq(k.customer_code, String(merged.customer_code))
        : eq(k.carrier_id, Number(merged.carrier_id));
    const [other] = await tx
      .select({ no: k.contract_no, from: k.valid_from, to: k.valid_to })
      .from(k)
      .where(
        and(
          eq(k.company_id, companyId),
          eq(k.party_type, party),
          partyCond,
          eq(k.business_type, scheme.business_type),
          eq(k.status, '1'),
          sql`${k.valid_from} <= ${to}::date and ${k.valid_to} >= ${from}::date`,
          selfId === undefined ? sql`true` : sql`${k.id} <> ${selfId}`,
        ),
      )
      .limit(1);
    if (other)
      throw new AppError(409, 'error.validation', undefined, {
        valid_from: {
          key: 'finance.contract_overlap',
          params: { no: other.no ?? '', from: other.from, to: other.to },
        },
      });
  }
  return out;
}

/** A charge item of a contract's lines is of the contract's side (customer → receivable, supplier → payable). */
export async function checkItemSide(tx: DbOrTx, party: string, chargeItemId: number) {
  const [item] = await tx
    .select({ name: charge_items.name, io: charge_items.io_type })
    .from(charge_items)
    .where(eq(charge_items.id, chargeItemId));
  if (!item) throw fieldError('charge_item_id', 'field.ref_missing');
  const expected = ioOfParty(party);
  if (item.io !== expected) throw fieldError('charge_item_id', 'finance.item_io_type', { item: item.name });
}

/** The contract and its prices as they are now, kept before a change (合同变更历史). */
export async function snapshotContract(
  tx: DbOrTx,
  contractId: number,
  change: 'update' | 'items',
  userId: number | null,
) {
  const [head] = await tx.select().from(contracts).where(eq(contracts.id, contractId));
  if (!head) return;
  const items = await tx
    .select()
    .from(contract_items)
    .where(eq(contract_items.contract_id, contractId))
    .orderBy(asc(contract_items.id));
  await tx.insert(contractHistory).values({
    contract_id: contractId,
    version: head.version,
    change,
    snapshot: JSON.parse(JSON.stringify({ contract: head, items })) as unknown,
    changed_by: userId,
  });
}
