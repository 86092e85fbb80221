import { and, eq } from 'drizzle-orm';
import { STAFF_CLIENT_ID, stateName, TASK_OPEN_STATES, taskOrder, type Lang } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { companies, taskOrderLinks, task_orders, userOrgs, users } from '../../db/schema/index.ts';
import type { EntityHooks } from '../../crud/hooks.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { recordAction } from '../../crud/document-events.ts';
import { nextDocNo } from '../../db/doc-numbers.ts';

const tk = task_orders;

/** Open task orders take changes and new documents; done and cancelled ones are closed. */
export const TASK_OPEN = TASK_OPEN_STATES;

export function assertTaskOpen(task: { status: string | null }, lang: Lang = 'zh') {
  if (!TASK_OPEN.includes(task.status ?? ''))
    throw new AppError(409, 'task.not_editable', { status: stateName(taskOrder, task.status, lang) });
}

/** The next task order number of a company: RW, the business date and a daily sequence. */
export const nextTaskNo = (tx: DbOrTx, companyId: number) =>
  nextDocNo(tx, { prefix: 'RW', table: tk, no: tk.task_no, company: tk.company_id }, companyId);

/** The staff users who work in a company (through one of their organisations): the clerks a task may go to. */
export async function companyStaff(tx: DbOrTx, companyId: number, userId?: number) {
  return tx
    .selectDistinct({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .innerJoin(userOrgs, eq(userOrgs.user_id, users.id))
    .innerJoin(companies, eq(companies.org_id, userOrgs.org_id))
    .where(
      and(
        eq(companies.id, companyId),
        eq(users.client_id, STAFF_CLIENT_ID),
        eq(users.status, 1),
        ...(userId === undefined ? [] : [eq(users.id, userId)]),
      ),
    )
    .orderBy(users.name, users.id);
}

/** The assigned clerk is an enabled staff user of the task's company. */
async function assertClerk(tx: DbOrTx, companyId: unknown, clerkId: unknown) {
  if (clerkId === undefined || clerkId === null) return;
  if (typeof companyId !== 'number') throw fieldError('clerk_id', 'error.out_of_scope');
  const [found] = await companyStaff(tx, companyId, Number(clerkId));
  if (!found) throw fieldError('clerk_id', 'error.out_of_scope');
}

export const taskOrderEntityHooks: Record<string, EntityHooks> = {
  'task-orders': {
    async beforeCreate(tx, values) {
      const companyId = values.company_id as number;
      await assertClerk(tx, companyId, values.clerk_id);
      return { values: { ...values, status: 'new', task_no: await nextTaskNo(tx, companyId) } };
    },
    async afterCreate(tx, after, actor) {
      await recordAction(tx, { type: 'task-order', id: after.id }, actor, { action: 'add' });
    },
    async beforeUpdate(tx, before, values) {
      assertTaskOpen({ status: before.status as string | null });
      if (values.clerk_id !== undefined) await assertClerk(tx, before.company_id, values.clerk_id);
      return values;
    },
    async beforeDelete(tx, rows, lang) {
      // a new task order made by mistake, or a cancelled one, may go; one worked on stays as a record
      for (const row of rows)
        if (row.status !== 'new' && row.status !== 'cancelled')
          throw new AppError(409, 'task.not_editable', {
            status: stateName(taskOrder, row.status, lang),
          });
      for (const row of rows)
        await tx.delete(taskOrderLinks).where(eq(taskOrderLinks.task_order_id, Number(row.id)));
    },
  },
};
