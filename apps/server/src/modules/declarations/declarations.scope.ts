import { and, eq } from 'drizzle-orm';
import { LOCKED_CD_STATUSES, type DeclarationHead } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { declarations } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { scopeCondition } from '../../plugins/data-scope.ts';
import type { Actor } from '../../plugins/actor.ts';

const dc = declarations;

/** The data scope of declarations for a caller: their company, and their customers when limited. */
export function declarationScope(actor: Actor) {
  return scopeCondition(actor, { company: dc.cd_company_id, customer: dc.customer_code });
}

/** Whether the declaration exists and lies in the caller's scope. */
export async function declarationVisible(db: DbOrTx, actor: Actor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dc.id })
    .from(declarations)
    .where(and(eq(dc.id, id), declarationScope(actor)));
  return !!row;
}

/** Refuses with 404 a declaration the caller may not see (or that does not exist). */
export async function assertDeclarationVisible(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  if (!(await declarationVisible(db, actor, id))) throw notFound();
}

/** The head of a declaration the caller may see, else 404 (another company's or customer's is not found). */
export async function scopedHead(db: DbOrTx, actor: Actor, id: number): Promise<DeclarationHead> {
  const [row] = await db
    .select()
    .from(declarations)
    .where(and(eq(dc.id, id), declarationScope(actor)));
  if (!row) throw notFound();
  return row as DeclarationHead;
}

/** A staff user limited to some customers may not write another customer's declaration. */
export function assertCustomerAllowed(actor: Actor, customerCode: unknown) {
  if (actor.isCustomerClient || !actor.viewCustomerCodes.length) return;
  if (customerCode === null || customerCode === undefined || customerCode === '') return;
  if (!actor.viewCustomerCodes.includes(String(customerCode)))
    throw fieldError('head.customer_code', 'error.out_of_scope');
}

/**
 * A declaration with customs (sent, accepted, released, cleared) is neither edited, deleted nor sent
 * again: 409 with `key` (`decl.locked_status`, or `send.already_sent` for a second send).
 */
export function assertNotLocked(cdStatus: unknown, key = 'decl.locked_status') {
  const status = String(cdStatus ?? '0');
  if (LOCKED_CD_STATUSES.includes(status)) throw new AppError(409, key, { status });
}
