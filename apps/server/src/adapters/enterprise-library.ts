import { and, asc, desc, eq, ilike, inArray, isNotNull, max, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EnterpriseSource, LookupRecord } from '@app/shared';
import type { Db } from '../db/client.ts';
import { agent_relations, companies, customers, declarations } from '../db/schema/index.ts';
import type { Actor } from '../plugins/actor.ts';
import { containsPattern } from '../crud/list-query.ts';
import { scopeCondition, type ScopeColumns } from '../plugins/data-scope.ts';

/** How many of each source are read, and how many enterprises answered. */
const PER_SOURCE = 100;
export const ENTERPRISE_LIMIT = 100;

/** One enterprise as a source knows it: any of the three may be missing. */
interface Found {
  name: string;
  scc: string;
  code: string;
  source: EnterpriseSource;
  address?: string;
  tel?: string;
}

const text = (v: string | null | undefined) => (v ?? '').trim();

/** A keyword matches any of the columns, case-insensitively; blank = everything. */
function matching(keyword: string | undefined, columns: PgColumn[]): SQL | undefined {
  const typed = keyword?.trim();
  return typed ? or(...columns.map((c) => ilike(c, containsPattern(typed)))) : undefined;
}

/** The caller's data scope, or nothing for a staff user without a selected company (no scoped source). */
function scopeOrNothing(actor: Actor, cols: ScopeColumns): SQL | undefined {
  if (!actor.isCustomerClient && actor.companyId === null) return undefined;
  return scopeCondition(actor, cols);
}

/**
 * A partner sees only the companies it deals with (those that have its customer code among their
 * customers); staff see every enterprise of the groups.
 */
export function partnerCompanies(db: Db, actor: Actor): SQL | undefined {
  if (!actor.isCustomerClient) return undefined;
  const dealtWith = db
    .select({ id: customers.company_id })
    .from(customers)
    .where(eq(customers.customer_code, actor.customerCode ?? ''));
  return inArray(companies.id, dealtWith);
}

/** The customers in the caller's scope (name and credit code; a customer keeps no customs code). */
async function customerEnterprises(db: Db, actor: Actor, keyword?: string): Promise<Found[]> {
  const scope = scopeOrNothing(actor, { company: customers.company_id, customer: customers.customer_code });
  if (!scope) return [];
  const rows = await db
    .select({ name: customers.customer_name, scc: customers.scc, tel: customers.tel })
    .from(customers)
    .where(
      and(
        eq(customers.status, 1),
        scope,
        matching(keyword, [
          customers.customer_code,
          customers.customer_name,
          customers.show_name,
          customers.scc,
        ]),
      ),
    )
    .orderBy(asc(customers.customer_code))
    .limit(PER_SOURCE);
  return rows.map((r) => ({
    name: r.name,
    scc: text(r.scc),
    code: '',
    tel: text(r.tel),
    source: 'customer',
  }));
}

/**
 * The consignees, consignors and consuming/producing units on the caller's declarations (the
 * companies the declarant deals with), each as last written; most recently declared first.
 */
async function declarationParties(db: Db, actor: Actor, keyword?: string): Promise<Found[]> {
  const scope = scopeOrNothing(actor, {
    company: declarations.cd_company_id,
    customer: declarations.customer_code,
  });
  if (!scope) return [];
  const d = declarations;
  const party = async (name: PgColumn, scc: PgColumn, code: PgColumn) => {
    const last = max(d.id);
    const rows = await db
      .select({ name, scc, code, last })
      .from(d)
      .where(and(scope, isNotNull(name), ne(name, ''), matching(keyword, [name, scc, code])))
      .groupBy(name, scc, code)
      .orderBy(desc(last))
      .limit(PER_SOURCE);
    return rows.map((r) => ({
      name: text(r.name as string | null),
      scc: text(r.scc as string | null),
      code: text(r.code as string | null),
      last: Number(r.last),
    }));
  };
  const both = [
    ...(await party(d.receiver_name, d.receiver_scc, d.receiver_code)),
    ...(await party(d.enter_name, d.enter_scc, d.enter_code)),
  ].sort((a, b) => b.last - a.last);
  return both.map(({ name, scc, code }) => ({ name, scc, code, source: 'partner' }));
}

/** The consignors of the caller's company's agent relations: their code is a customs or a credit code. */
async function agentConsignors(db: Db, actor: Actor, keyword?: string): Promise<Found[]> {
  const scope = scopeOrNothing(actor, { company: agent_relations.cd_company_id });
  if (!scope) return [];
  const a = agent_relations;
  const rows = await db
    .select({ name: a.consignor_name, code: a.consignor_code })
    .from(a)
    .where(and(scope, matching(keyword, [a.consignor_name, a.consignor_code])))
    .orderBy(desc(a.begin_date))
    .limit(PER_SOURCE);
  return rows.map((r) => {
    const code = text(r.code).toUpperCase();
    return {
      name: r.name,
      scc: code.length === 18 ? code : '',
      code: code.length === 10 ? code : '',
      source: 'partner',
    };
  });
}

/** The groups' own enabled companies (a partner: those it deals with). */
async function ownCompanies(db: Db, actor: Actor, keyword?: string): Promise<Found[]> {
  const rows = await db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.is_enable, 1),
        partnerCompanies(db, actor),
        matching(keyword, [companies.code, companies.name, companies.scc]),
      ),
    )
    .orderBy(asc(companies.id))
    .limit(PER_SOURCE);
  return rows.map((c) => ({
    name: c.name,
    scc: text(c.scc),
    code: text(c.code),
    address: text(c.address),
    tel: text(c.tel),
    source: 'company',
  }));
}

/**
 * The enterprise library (从企业库选择, `/api/base-data/list-enter`): the caller's customers, the
 * companies its declarations and agent relations deal with, and the groups' own companies, matched
 * by name, customs code or credit code. One enterprise (by name) seen by several sources is answered
 * once with what each knows (a customer's credit code, a declaration's customs code), named by the
 * first source: customers, then trading partners, then the groups' companies.
 */
export async function searchEnterprises(db: Db, actor: Actor, keyword?: string): Promise<LookupRecord[]> {
  const sources = [
    await customerEnterprises(db, actor, keyword),
    await declarationParties(db, actor, keyword),
    await agentConsignors(db, actor, keyword),
    await ownCompanies(db, actor, keyword),
  ];
  const byName = new Map<string, Found>();
  for (const found of sources.flat()) {
    const key = found.name.replace(/\s+/g, '');
    if (!key) continue;
    const seen = byName.get(key);
    if (!seen) byName.set(key, { ...found });
    else {
      seen.scc ||= found.scc;
      seen.code ||= found.code;
      seen.address ||= found.address;
      seen.tel ||= found.tel;
    }
  }
  return [...byName.values()].slice(0, ENTERPRISE_LIMIT).map((e) => ({
    cus_code: e.code,
    cn_name: e.name,
    code: e.scc,
    en_name: '',
    show_name: e.name,
    short_name: '',
    status: '启用',
    type1: '',
    scc: e.scc,
    address: e.address ?? '',
    tel: e.tel ?? '',
    source: e.source,
  }));
}
