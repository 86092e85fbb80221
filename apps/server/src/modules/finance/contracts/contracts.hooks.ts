import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { charge_items, contract_items, contract_scheme_items, contracts } from '../../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../../crud/hooks.ts';
import { fieldError } from '../../../plugins/app-error.ts';
import { nextDocNo } from '../../../db/doc-numbers.ts';
import {
  checkContract,
  checkItemSide,
  ioOfParty,
  normaliseCompanyIds,
  snapshotContract,
} from './contract-checks.ts';

/** The next contract number of a company: HT, the business date and a daily sequence. */
export const nextContractNo = (tx: DbOrTx, companyId: number) =>
  nextDocNo(
    tx,
    { prefix: 'HT', table: contracts, no: contracts.contract_no, company: contracts.company_id },
    companyId,
  );

/** The contract a line names, or a field error on contract_id. */
async function contractOf(tx: DbOrTx, id: unknown, companyId: unknown) {
  const [c] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.id, Number(id)));
  if (!c || (companyId !== undefined && companyId !== null && c.company_id !== companyId))
    throw fieldError('contract_id', 'error.out_of_scope');
  return c;
}

const companyIdsHooks: EntityHooks = {
  async beforeCreate(tx, values) {
    return { values: await normaliseCompanyIds(tx, values) };
  },
  async beforeUpdate(tx, _before, values) {
    return normaliseCompanyIds(tx, values);
  },
};

/**
 * Contracts (docs/finance.md): the server numbers them (HT…), names the party and the business type,
 * refuses overlaps, copies the scheme's prices into the new contract's items and keeps a snapshot of
 * the contract and its items before every change.
 */
export const financeContractHooks: Record<string, EntityHooks> = {
  'charge-items': companyIdsHooks,
  'contract-schemes': {
    ...companyIdsHooks,
    deletesWith: ['contract-scheme-items'],
    async beforeDelete(tx, rows) {
      const ids = rows.map((r) => Number(r.id));
      if (ids.length)
        await tx.delete(contract_scheme_items).where(inArray(contract_scheme_items.scheme_id, ids));
    },
  },
  contracts: {
    async beforeCreate(tx, values, actor) {
      const companyId = (values.company_id as number | undefined) ?? actor.companyId;
      if (companyId === null || companyId === undefined)
        throw fieldError('company_id', 'auth.company_required');
      const merged = { status: '1', ...values, company_id: companyId };
      const derived = await checkContract(tx, merged);
      return {
        values: { ...merged, ...derived, contract_no: await nextContractNo(tx, companyId) },
      };
    },
    async afterCreate(tx, after, actor) {
      // the scheme's prices of the contract's side become the contract's own
      await tx.execute(sql`
        insert into contract_items (company_id, customer_code, contract_id, charge_item_id, price, min_charge,
          free_qty, create_id, update_id)
        select ${after.company_id as number}, ${(after.customer_code as string | null) ?? null}, ${after.id},
          si.charge_item_id, si.price, si.min_charge, si.free_qty, ${actor.userId}, ${actor.userId}
        from contract_scheme_items si join charge_items it on it.id = si.charge_item_id
        where si.scheme_id = ${after.scheme_id as number} and it.io_type = ${ioOfParty(after.party_type)}
        order by si.id`);
    },
    async beforeUpdate(tx, before, values, actor) {
      const merged = { ...before, ...values };
      const derived = await checkContract(tx, merged, before.id as number);
      await snapshotContract(tx, before.id as number, 'update', actor.userId);
      return { ...values, ...derived };
    },
    async afterUpdate(tx, before, after) {
      if (before.customer_code !== after.customer_code)
        await tx
          .update(contract_items)
          .set({ customer_code: (after.customer_code as string | null) ?? null })
          .where(eq(contract_items.contract_id, after.id as number));
    },
    deletesWith: ['contract-items'],
    async beforeDelete(tx, rows) {
      const ids = rows.map((r) => Number(r.id));
      if (ids.length) await tx.delete(contract_items).where(inArray(contract_items.contract_id, ids));
    },
  },
  'contract-items': {
    async beforeCreate(tx, values, actor) {
      const c = await contractOf(tx, values.contract_id, actor.companyId);
      await checkItemSide(tx, c.party_type, Number(values.charge_item_id));
      await snapshotContract(tx, c.id, 'items', actor.userId);
      return { values: { ...values, company_id: c.company_id, customer_code: c.customer_code } };
    },
    async beforeUpdate(tx, before, values, actor) {
      const merged: Row = { ...before, ...values };
      const c = await contractOf(tx, merged.contract_id, before.company_id);
      await checkItemSide(tx, c.party_type, Number(merged.charge_item_id));
      await snapshotContract(tx, c.id, 'items', actor.userId);
      if (before.contract_id !== merged.contract_id)
        await snapshotContract(tx, Number(before.contract_id), 'items', actor.userId);
      return { ...values, company_id: c.company_id, customer_code: c.customer_code };
    },
    async beforeDelete(tx, rows, _lang, actor) {
      const ids = [...new Set(rows.map((r) => Number(r.contract_id)))];
      // a contract deleted with its items keeps no history of them (the contract goes too)
      const live = ids.length
        ? await tx.select({ id: contracts.id }).from(contracts).where(inArray(contracts.id, ids))
        : [];
      for (const c of live) await snapshotContract(tx, c.id, 'items', actor.userId);
    },
  },
};

/** Whether a charge item is priced by a contract (for the price preview). */
export async function contractItemOf(tx: DbOrTx, contractId: number, chargeItemId: number) {
  const [row] = await tx
    .select({
      price: contract_items.price,
      min_charge: contract_items.min_charge,
      free_qty: contract_items.free_qty,
      name: charge_items.name,
    })
    .from(contract_items)
    .innerJoin(charge_items, eq(charge_items.id, contract_items.charge_item_id))
    .where(and(eq(contract_items.contract_id, contractId), eq(contract_items.charge_item_id, chargeItemId)));
  return row;
}
