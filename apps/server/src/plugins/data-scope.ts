import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';
import { warehouses } from '../db/schema/index.ts';

/** The scope columns of a data-scoped table. */
export interface ScopeColumns {
  company?: PgColumn;
  customer?: PgColumn;
  /** The warehouse a record belongs to, by id or by code. */
  warehouse?: { column: PgColumn; holds: 'id' | 'code' };
}

/**
 * The one place data scope is decided: staff see the records of their selected company (and, when
 * their view permission lists customers, only those customers'); partner users see only their own
 * customer code's records. A staff user given warehouse codes (a warehouse's front desk) sees, of the
 * records that belong to a warehouse, only those warehouses'.
 */
export function scopeCondition(actor: Actor, cols: ScopeColumns): SQL {
  const parts: SQL[] = [];
  if (actor.isCustomerClient) {
    if (!cols.customer || !actor.customerCode) return sql`false`;
    parts.push(eq(cols.customer, actor.customerCode));
  } else {
    if (cols.company) {
      if (actor.companyId === null) throw new AppError(400, 'auth.company_required');
      parts.push(eq(cols.company, actor.companyId));
    }
    if (cols.customer && actor.viewCustomerCodes.length > 0) {
      parts.push(inArray(cols.customer, actor.viewCustomerCodes));
    }
    if (cols.warehouse && actor.warehouseCodes.length > 0)
      parts.push(warehouseCondition(actor, cols.warehouse));
  }
  return parts.length ? (and(...parts) as SQL) : sql`true`;
}

/** The records of the staff user's own warehouses (their codes, in the selected company). */
function warehouseCondition(actor: Actor, col: NonNullable<ScopeColumns['warehouse']>): SQL {
  if (col.holds === 'code') return inArray(col.column, actor.warehouseCodes);
  const own = sql`select ${warehouses.id} from ${warehouses} where ${inArray(warehouses.warehouse_code, actor.warehouseCodes)}`;
  return actor.companyId === null
    ? sql`${col.column} in (${own})`
    : sql`${col.column} in (${own} and ${eq(warehouses.company_id, actor.companyId)})`;
}

/** Values a new record takes from its creator's scope, overriding whatever the body said. */
export function scopeValues(
  actor: Actor,
  cols: { company?: string; customer?: string; partnerPicksCompany?: boolean },
) {
  const values: Record<string, unknown> = {};
  if (actor.isCustomerClient) {
    // a partner's record needs a company the partner cannot choose (staff create these), unless the
    // entity lets the partner name it and its hooks check it
    if ((cols.company && !cols.partnerPicksCompany) || !actor.customerCode)
      throw new AppError(403, 'error.out_of_scope');
    if (cols.customer) values[cols.customer] = actor.customerCode;
  } else if (cols.company) {
    if (actor.companyId === null) throw new AppError(400, 'auth.company_required');
    values[cols.company] = actor.companyId;
  }
  return values;
}
