import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bank_accounts, cashiers, cashierSecrets, companies } from '../../../db/schema/index.ts';
import type { EntityHooksMap, Row } from '../../../crud/hooks.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { fieldError } from '../../../plugins/app-error.ts';
import './cashier-messages.ts';

/** A host name (labels of letters, digits and inner hyphens, dot-separated), no scheme, port or path. */
const HOST_NAME =
  /^(?=.{1,100}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function isHostName(value: string): boolean {
  return HOST_NAME.test(value);
}

/** An https URL with a host (the provider's gateway). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The checks of a cashier as it will be stored: the domain is a host name (unique whatever its case),
 * the bank account is enabled and held by the cashier's company (its holder is the company's name:
 * bank accounts carry no company column), and Alipay needs its app id and an https gateway. Answers
 * the checked values.
 */
async function checkCashier(tx: DbOrTx, record: Row, id: number | null, actor: Actor): Promise<Row> {
  const out: Row = {};
  const domain = text(record.domain);
  if (!isHostName(domain.toLowerCase())) throw fieldError('domain', 'cashier.domain');
  out.domain = domain;
  const [taken] = await tx
    .select({ id: cashiers.id })
    .from(cashiers)
    .where(
      and(
        sql`lower(${cashiers.domain}) = ${domain.toLowerCase()}`,
        id === null ? undefined : ne(cashiers.id, id),
      ),
    )
    .limit(1);
  if (taken) throw fieldError('domain', 'error.duplicate', { field: domain });

  const companyId = typeof record.company_id === 'number' ? record.company_id : actor.companyId;
  const [account] = await tx
    .select({ holder: bank_accounts.account_company_name, status: bank_accounts.status })
    .from(bank_accounts)
    .where(eq(bank_accounts.id, Number(record.bank_account_id)));
  const [company] = companyId
    ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
    : [];
  if (!account || !company || account.holder.trim() !== company.name.trim())
    throw fieldError('bank_account_id', 'cashier.bank_account_company');
  if (account.status !== '1') throw fieldError('bank_account_id', 'cashier.bank_account_disabled');

  if (record.provider === 'alipay') {
    const appId = text(record.alipay_app_id);
    if (!appId) throw fieldError('alipay_app_id', 'cashier.alipay_app_id');
    const gateway = text(record.alipay_gateway);
    if (!isHttpsUrl(gateway)) throw fieldError('alipay_gateway', 'cashier.alipay_gateway');
    out.alipay_app_id = appId;
    out.alipay_gateway = gateway;
  }
  return out;
}

/** The cashier's hooks on the engine: its checks on create and update; its keys go with it. */
export const cashierEntityHooks: EntityHooksMap = {
  cashiers: {
    async beforeCreate(tx, values, actor) {
      return { values: { ...values, ...(await checkCashier(tx, values, null, actor)) } };
    },
    async beforeUpdate(tx, before, values, actor) {
      const id = Number(before.id);
      return { ...values, ...(await checkCashier(tx, { ...before, ...values }, id, actor)) };
    },
    async beforeDelete(tx, rows) {
      for (const row of rows)
        await tx.delete(cashierSecrets).where(eq(cashierSecrets.cashier_id, Number(row.id)));
    },
  },
};
