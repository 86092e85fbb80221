import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { livePush } from '@app/shared';
import { customers, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { pushNewMessage } from '../../messages/messages.push.ts';
import { storeMessage } from '../../messages/messages.service.ts';
import type { StatementRow } from './statement-actions.ts';

/** The words of a sent statement: amount, period, due date and the notice code for the payment page. */
export function statementNoticeText(s: StatementRow): { title: string; text: string } {
  return {
    title: `对账单待确认：${s.statement_no}`,
    text:
      `您有一张对账单 ${s.statement_no} 待确认：期间 ${s.period_from} 至 ${s.period_to}，` +
      `共 ${s.line_count ?? 0} 笔费用，合计 ${s.bill_currency} ${s.total_amount ?? '0'}，到期日 ${s.due_date ?? ''}。` +
      `请登录“我的对账单”确认或提出异议；付款查询码 ${s.pay_code ?? ''}。`,
  };
}

/**
 * Tells the customer of a sent statement: a private message to each of its partner users (message centre
 * and the live notification), a `doc_changed` push, and an e-mail to the customer's address when it has
 * one. A payable (a carrier) has no partner users and no mail. Failures are logged: the send is committed.
 */
export async function notifyStatementSent(app: FastifyInstance, actor: Actor, s: StatementRow) {
  if (!s.customer_code) return;
  const { title, text } = statementNoticeText(s);
  try {
    const partners = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customer_code, s.customer_code), eq(users.status, 1)));
    const ids = partners.map((p) => p.id).filter((id) => id !== actor.userId);
    if (ids.length) {
      const { message, recipients } = await app.db.transaction((tx) =>
        storeMessage(tx, actor.userId, {
          kind: 'private',
          title,
          body: text,
          target_type: 'user',
          target_ids: ids,
        }),
      );
      await pushNewMessage(app, message, recipients);
      await app.hub.publish(
        { userIds: ids },
        livePush('doc_changed', { doc: 'statement', id: s.id, status: s.status ?? '' }),
      );
    }
  } catch (err) {
    app.log.warn({ err, statement: s.id }, 'statement notice failed');
  }
  const [customer] = await app.db
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.company_id, s.company_id ?? 0), eq(customers.customer_code, s.customer_code)));
  if (customer?.email)
    await app.mailer
      .send({ to: customer.email, subject: title, text })
      .catch((err: unknown) => app.log.warn({ err, statement: s.id }, 'statement e-mail failed'));
}
