import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { businessDate8 } from '@app/shared';
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

/**
 * Starts an online payment of what the link pays: an order (`online_payments`, status created) for the
 * whole amount due, and the provider's page URL to send the payer to. The provider notifies
 * `https://<cashier domain>/fee/notify` and sends the payer back to the return page.
 */
export async function startOnlinePayment(
  db: Db,
  dataDir: string,
  target: PayTarget,
  host: string | undefined,
) {
  const due = await payDue(db, target);
  const found = await companyCashier(db, due.company_id, host);
  if (!found) throw new AppError(409, 'pay.no_cashier');
  const settings = await alipaySettings(db, dataDir, found.cashier);
  if (!settings || !ONLINE_CURRENCIES.has(due.currency)) throw new AppError(409, 'pay.online_unavailable');
  const out_trade_no = newOutTradeNo();
  await db.insert(onlinePayments).values({
    out_trade_no,
    cashier_id: found.cashier.id,
    company_id: due.company_id,
    statement_id: due.kind === 'statement' ? due.id : null,
    bill_id: due.bill_id,
    amount: due.due,
    currency: due.currency,
  });
  const origin = `https://${found.cashier.domain}`;
  const url = await alipayPageUrl(
    settings,
    {
      out_trade_no,
      total_amount: due.due,
      subject: `${found.company_name} ${due.document_no}`.slice(0, 128),
    },
    { notifyUrl: `${origin}/fee/notify`, returnUrl: `${origin}/index/fee/notify` },
  );
  return { url, out_trade_no };
}

/** An order's state for the return page (paid, created = waiting for the provider, closed). */
export async function onlinePaymentResult(db: DbOrTx, outTradeNo: string) {
  const [order] = await db.select().from(onlinePayments).where(eq(onlinePayments.out_trade_no, outTradeNo));
  if (!order) throw new AppError(404, 'pay.order_not_found');
  return {
    out_trade_no: order.out_trade_no,
    status: order.status as 'created' | 'paid' | 'closed',
    amount: order.amount,
    currency: order.currency,
    paid_time: order.paid_time?.toISOString() ?? null,
  };
}
