import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { checkMoneyAmount, compareAmounts } from '@app/shared';
import { executeRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { cashiers, onlinePayments, paymentNotifications } from '../../../db/schema/index.ts';
import { writeOffPayment } from '../payments/payment-writeoff.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { alipayNotifyVerified, providerRefund, type AlipaySettings } from './alipay.ts';
import { alipaySettings, lockPayable } from './online-payment.ts';
import type { PayKind } from './pay-tokens.ts';
import { insertPayment, payDue, type PayDue } from './public-payment.ts';

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

type Notification = typeof paymentNotifications.$inferInsert;
export type Order = typeof onlinePayments.$inferSelect;

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
  if (checkMoneyAmount(total) || compareAmounts(total, order.amount) !== 0) return 'amount mismatch';
  return undefined;
}

/** What the order's payable has due now ('0' when nothing: paid, void or gone). */
async function payableDue(tx: DbOrTx, order: Order): Promise<string> {
  const [kind, id] = order.payable.split(':');
  try {
    return (await payDue(tx, { kind: kind as PayKind, id: Number(id) })).due;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return '0';
    throw error;
  }
}

/**
 * Why a paid order must not be booked, or undefined: its payable has nothing due any more, or another
 * order of the same payable and amount was paid while this one was open (made before that payment: both
 * asked for the same due, so the payer paid it twice). An order made after that payment asks for a new
 * due of the same amount and is booked. Such a payment is refunded, never kept as credit.
 */
async function secondPayment(tx: DbOrTx, order: Order): Promise<string | undefined> {
  if (compareAmounts(await payableDue(tx, order), 0) <= 0) return `nothing due on ${order.payable}`;
  const [twin] = await tx
    .select({ out_trade_no: onlinePayments.out_trade_no })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.payable, order.payable),
        eq(onlinePayments.amount, order.amount),
        eq(onlinePayments.status, 'paid'),
        ne(onlinePayments.id, order.id),
        gte(onlinePayments.paid_time, order.create_time),
      ),
    )
    .limit(1);
  return twin ? `${order.amount} already paid by order ${twin.out_trade_no}` : undefined;
}

/** Asks the provider for an order's refund and records the outcome (refunded, or the reason kept). */
/** Why an order is refunded, without the failures of earlier tries that its note may carry. */
export const refundReason = (note: string | null) => (note ?? 'paid twice').split('; refund failed: ')[0]!;

/**
 * Asks the provider to refund an order in `refunding`: `refunded` when it did (answers true), else the
 * order keeps its reason and the last failure (asked again at its next notification or by the refund sweep).
 */
export async function refundOrder(
  db: Db,
  settings: AlipaySettings,
  order: Order,
  reason: string,
): Promise<boolean> {
  const outcome = await providerRefund.run(settings, {
    out_trade_no: order.out_trade_no,
    amount: order.amount,
    reason: reason.slice(0, 200),
  });
  await db
    .update(onlinePayments)
    .set(
      outcome.ok
        ? { status: 'refunded', refund_note: reason.slice(0, 200) }
        : { refund_note: `${reason}; refund failed: ${outcome.reason}`.slice(0, 200) },
    )
    .where(and(eq(onlinePayments.id, order.id), eq(onlinePayments.status, 'refunding')));
  return outcome.ok;
}

/**
 * Alipay's asynchronous notification (`POST /fee/notify`): verified with the cashier's provider key
 * (RSA2), the app id, the order and its exact amount checked. Each notify_id is recorded once, under a
 * lock on it, and the order's payable is locked before the order (as when an order is made): a paid
 * notification books a confirmed online payment and writes it off in the same transaction; a repeat (or a
 * second notification of a paid order) books nothing and answers success. A payment of an amount that was
 * paid already through another order of the same payable (or of a payable with nothing due) is not booked:
 * the order becomes `refunding` and is refunded through the provider after the commit (`refunded`; a
 * failed refund keeps its reason and is asked again at the order's next notification). A refusal writes
 * only its notification row and answers failure (the provider tries again later; a later genuine
 * notification of the same id is still taken).
 */
export async function processAlipayNotify(db: Db, dataDir: string, params: Record<string, string>) {
  const notifyId = params.notify_id?.trim();
  if (!notifyId || notifyId.length > 128 || !params.out_trade_no) return 'failure';
  let refund: { settings: AlipaySettings; order: Order; reason: string } | undefined;
  const answer = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alipay-notify:${notifyId}`}))`);
    const [seen] = await tx
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notify_id, notifyId))
      .for('update');
    if (seen?.result === 'processed') return 'success';
    const outTradeNo = params.out_trade_no!.slice(0, 64);
    const [known] = await tx
      .select({ payable: onlinePayments.payable })
      .from(onlinePayments)
      .where(eq(onlinePayments.out_trade_no, outTradeNo));
    if (known) await lockPayable(tx, known.payable);
    const [order] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.out_trade_no, outTradeNo))
      .for('update');
    const refused = await refusal(tx, dataDir, params, order);
    const row: Notification = {
      notify_id: notifyId,
      out_trade_no: outTradeNo,
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

    const paid = PAID.has(params.trade_status ?? '');
    const settings = async () => {
      const [cashier] = await tx.select().from(cashiers).where(eq(cashiers.id, order.cashier_id));
      return (await alipaySettings(tx, dataDir, cashier!))!;
    };
    if (paid && order.status === 'refunding') {
      refund = { settings: await settings(), order, reason: refundReason(order.refund_note) };
    } else if (paid && order.status !== 'paid' && order.status !== 'refunded') {
      const second = await secondPayment(tx, order);
      if (second) {
        await tx
          .update(onlinePayments)
          .set({
            status: 'refunding',
            trade_no: params.trade_no ?? null,
            paid_time: new Date(),
            refund_note: second.slice(0, 200),
          })
          .where(eq(onlinePayments.id, order.id));
        refund = { settings: await settings(), order, reason: second };
        return 'success';
      }
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
  if (refund) await refundOrder(db, refund.settings, refund.order, refund.reason);
  return answer;
}
