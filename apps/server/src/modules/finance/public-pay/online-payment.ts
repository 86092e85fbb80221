import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessDate8, compareAmounts } from '@app/shared';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { onlinePayments } from '../../../db/schema/index.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { alipayPageUrl, type AlipaySettings } from './alipay.ts';
import type { PayTarget } from './pay-tokens.ts';
import { companyCashier, onlineKeys, payDue, type CashierRow } from './public-payment.ts';

/** Alipay's page payment takes yuan. */
const ONLINE_CURRENCIES = new Set(['CNY', 'RMB']);

/** The cashier's Alipay settings with its keys, when it offers online payment. */
export async function alipaySettings(
  db: DbOrTx,
  dataDir: string,
  cashier: CashierRow,
): Promise<AlipaySettings | undefined> {
  const keys = await onlineKeys(db, dataDir, cashier);
  if (!keys) return undefined;
  return {
    appId: cashier.alipay_app_id!,
    gateway: cashier.alipay_gateway!,
    privateKey: keys.privateKey,
    providerPublicKey: keys.providerPublicKey,
  };
}

/** Whether a due in this currency can be paid online at this cashier. */
export async function offersOnline(db: DbOrTx, dataDir: string, cashier: CashierRow, currency: string) {
  return ONLINE_CURRENCIES.has(currency) && !!(await alipaySettings(db, dataDir, cashier));
}

/** A new merchant order number: the business date and 16 random hex digits (unique index behind it). */
export const newOutTradeNo = () => `${businessDate8()}${randomBytes(8).toString('hex').toUpperCase()}`;

/** How long a provider order may be paid (the provider closes it then: `time_expire`). */
export const ORDER_MINUTES = 120;
/** An open order with less time than this left is not handed out again (a new one replaces it). */
const REUSE_MARGIN_MINUTES = 10;

/** The payable an order pays: `statement:<id>`, `bill:<id>` or `appointment:<id>` (the pay link's target). */
export const payableKey = (target: PayTarget) => `${target.kind}:${target.id}`;

/**
 * Serialises, in the caller's transaction, everything that makes, closes or books an order of one payable
 * (a transaction-scoped advisory lock: the same on PostgreSQL and the embedded engine, for every kind of
 * payable, and taken before any order row is locked).
 */
export async function lockPayable(tx: DbOrTx, payable: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`online-payable:${payable}`}))`);
}

/** Alipay's `time_expire`: China time (UTC+8, no daylight saving), `yyyy-MM-dd HH:mm:ss`. */
const chinaTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

type OrderRow = typeof onlinePayments.$inferSelect;

/**
 * The open order of what the link pays now, made once: under the payable's lock, an open order of the
 * same amount that is not about to expire is handed out again; an open order of another amount (the due
 * changed) or near its end is closed, and a new one made. The partial unique index
 * `online_payments_open (payable, amount) where status = 'created'` (migration 0033) stands behind it.
 */
async function openOrder(db: Db, target: PayTarget, host: string | undefined, dataDir: string) {
  return db.transaction(async (tx) => {
    const payable = payableKey(target);
    await lockPayable(tx, payable);
    const due = await payDue(tx, target);
    const found = await companyCashier(tx, due.company_id, host);
    if (!found) throw new AppError(409, 'pay.no_cashier');
    const settings = await alipaySettings(tx, dataDir, found.cashier);
    if (!settings || !ONLINE_CURRENCIES.has(due.currency)) throw new AppError(409, 'pay.online_unavailable');
    const open = await tx
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.payable, payable), eq(onlinePayments.status, 'created')))
      .for('update');
    const reuseUntil = Date.now() + REUSE_MARGIN_MINUTES * 60_000;
    let order: OrderRow | undefined = open.find(
      (o) =>
        compareAmounts(o.amount, due.due) === 0 &&
        o.currency === due.currency &&
        o.cashier_id === found.cashier.id &&
        (o.expire_time?.getTime() ?? 0) > reuseUntil,
    );
    const stale = open.filter((o) => o !== order).map((o) => o.id);
    if (stale.length)
      await tx.update(onlinePayments).set({ status: 'closed' }).where(inArray(onlinePayments.id, stale));
    if (!order)
      [order] = await tx
        .insert(onlinePayments)
        .values({
          out_trade_no: newOutTradeNo(),
          cashier_id: found.cashier.id,
          company_id: due.company_id,
          payable,
          statement_id: due.kind === 'statement' ? due.id : null,
          bill_id: due.bill_id,
          amount: due.due,
          currency: due.currency,
          expire_time: new Date(Date.now() + ORDER_MINUTES * 60_000),
        })
        .returning();
    return { order: order!, due, found, settings };
  });
}

/**
 * Starts an online payment of what the link pays: the payable's one open order (`online_payments`,
 * status created) for the whole amount due — the same order however often or however many at once the
 * payer presses, until it is paid, expires or is closed — and the provider's page URL to send the payer
 * to. The provider notifies `https://<cashier domain>/fee/notify` and sends the payer back to the return
 * page; it takes no payment after the order's `time_expire`.
 */
export async function startOnlinePayment(
  db: Db,
  dataDir: string,
  target: PayTarget,
  host: string | undefined,
) {
  const { order, due, found, settings } = await openOrder(db, target, host, dataDir);
  const origin = `https://${found.cashier.domain}`;
  const url = await alipayPageUrl(
    settings,
    {
      out_trade_no: order.out_trade_no,
      total_amount: order.amount,
      subject: `${found.company_name} ${due.document_no}`.slice(0, 128),
      time_expire: chinaTime(order.expire_time!),
    },
    { notifyUrl: `${origin}/fee/notify`, returnUrl: `${origin}/index/fee/notify` },
  );
  return { url, out_trade_no: order.out_trade_no };
}

/**
 * An order's state: created (open, waiting for the provider), paid, closed (expired, cancelled or
 * replaced), refunding (paid although its amount had been paid already: not booked, to be refunded),
 * refunded.
 */
export type OrderStatus = 'created' | 'paid' | 'closed' | 'refunding' | 'refunded';

/** An order's state for the return page. */
export async function onlinePaymentResult(db: DbOrTx, outTradeNo: string) {
  const [order] = await db.select().from(onlinePayments).where(eq(onlinePayments.out_trade_no, outTradeNo));
  if (!order) throw new AppError(404, 'pay.order_not_found');
  return {
    out_trade_no: order.out_trade_no,
    status: order.status as OrderStatus,
    amount: order.amount,
    currency: order.currency,
    paid_time: order.paid_time?.toISOString() ?? null,
  };
}
