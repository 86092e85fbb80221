import { eq, sql } from 'drizzle-orm';
import { compareAmounts } from '@app/shared';
import { executeRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { cashiers, onlinePayments, paymentNotifications } from '../../../db/schema/index.ts';
import { writeOffPayment } from '../payments/payment-writeoff.ts';
import { alipayNotifyVerified } from './alipay.ts';
import { alipaySettings } from './online-payment.ts';
import { insertPayment, type PayDue } from './public-payment.ts';

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

type Notification = typeof paymentNotifications.$inferInsert;
type Order = typeof onlinePayments.$inferSelect;

/** The party an order's payment is booked to: its statement's, else its charge line's. */
async function orderDue(tx: DbOrTx, order: Order): Promise<PayDue> {
  const [row] = await executeRows<Omit<PayDue, 'kind' | 'id' | 'due' | 'currency' | 'company_id'>>(
    tx,
    order.statement_id
      ? sql`select customer_code, party_name, id as statement_id, null::int as bill_id,
                   coalesce(statement_no, '') as document_no from statements where id = ${order.statement_id}`
      : sql`select customer_code, party_name, statement_id, id as bill_id,
                   coalesce(bill_no, source_no, '') as document_no from bills where id = ${order.bill_id}`,
  );
  return {
    kind: order.statement_id ? 'statement' : 'bill',
    id: order.statement_id ?? order.bill_id ?? 0,
    company_id: order.company_id,
    customer_code: row?.customer_code ?? null,
    party_name: row?.party_name ?? null,
    statement_id: order.statement_id ?? row?.statement_id ?? null,
    bill_id: order.bill_id,
    document_no: row?.document_no ?? order.out_trade_no,
    currency: order.currency,
    due: order.amount,
  };
}

/** Why a notification is refused, or undefined when it is the provider's and matches its order. */
async function refusal(
  tx: DbOrTx,
  dataDir: string,
  params: Record<string, string>,
  order: Order | undefined,
) {
  if (!order) return 'unknown order';
  const [cashier] = await tx.select().from(cashiers).where(eq(cashiers.id, order.cashier_id));
  const settings = cashier ? await alipaySettings(tx, dataDir, cashier) : undefined;
  if (!settings) return 'no provider keys';
  if (!(await alipayNotifyVerified(settings, params))) return 'bad signature';
  if (params.app_id !== settings.appId) return 'app_id mismatch';
  const total = params.total_amount ?? '';
  if (!AMOUNT.test(total) || compareAmounts(total, order.amount) !== 0) return 'amount mismatch';
  return undefined;
}

/**
 * Alipay's asynchronous notification (`POST /fee/notify`): verified with the cashier's provider key
 * (RSA2), the app id, the order and its exact amount checked. Each notify_id is recorded once, under a
 * lock on it: a paid notification books a confirmed online payment and writes it off in the same
 * transaction; a repeat (or a second notification of a paid order) books nothing and answers success.
 * A refusal writes only its notification row and answers failure (the provider tries again later; a
 * later genuine notification of the same id is still taken).
 */
export async function processAlipayNotify(db: Db, dataDir: string, params: Record<string, string>) {
  const notifyId = params.notify_id?.trim();
  if (!notifyId || notifyId.length > 128 || !params.out_trade_no) return 'failure';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alipay-notify:${notifyId}`}))`);
    const [seen] = await tx
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notify_id, notifyId))
      .for('update');
    if (seen?.result === 'processed') return 'success';
    const [order] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.out_trade_no, params.out_trade_no!.slice(0, 64)))
      .for('update');
    const refused = await refusal(tx, dataDir, params, order);
    const row: Notification = {
      notify_id: notifyId,
      out_trade_no: params.out_trade_no!.slice(0, 64),
      trade_no: params.trade_no?.slice(0, 64) ?? null,
      trade_status: params.trade_status?.slice(0, 32) ?? null,
      total_amount: params.total_amount?.slice(0, 32) ?? null,
      verified: !refused || !['bad signature', 'no provider keys', 'unknown order'].includes(refused),
      result: refused ? `refused: ${refused}` : 'processed',
      payload: params,
    };
    if (seen) await tx.update(paymentNotifications).set(row).where(eq(paymentNotifications.id, seen.id));
    else await tx.insert(paymentNotifications).values(row);
    if (refused || !order) return 'failure';

    if (PAID.has(params.trade_status ?? '') && order.status !== 'paid') {
      const payment = await insertPayment(tx, await orderDue(tx, order), {
        method: 'online',
        amount: order.amount,
        reference: params.trade_no?.slice(0, 64) ?? null,
        payer_name: params.buyer_logon_id?.slice(0, 200) ?? null,
        status: 'confirmed',
        provider_trade_no: params.trade_no?.slice(0, 64) ?? null,
      });
      await writeOffPayment(tx, payment.id, null);
      await tx
        .update(onlinePayments)
        .set({
          status: 'paid',
          trade_no: params.trade_no ?? null,
          payment_id: payment.id,
          paid_time: new Date(),
        })
        .where(eq(onlinePayments.id, order.id));
    } else if (params.trade_status === 'TRADE_CLOSED' && order.status === 'created') {
      await tx.update(onlinePayments).set({ status: 'closed' }).where(eq(onlinePayments.id, order.id));
    }
    return 'success';
  });
}
