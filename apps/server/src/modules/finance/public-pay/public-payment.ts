import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { businessDay, checkMoneyAmount, compareAmounts, currencyPlaces, fileExtension } from '@app/shared';
import { executeRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { attachments, bank_accounts, cashiers, companies, payments } from '../../../db/schema/index.ts';
import { AppError, fieldError } from '../../../plugins/app-error.ts';
import type { BlobStore } from '../../../plugins/blob-store.ts';
import { checkUploadedFile } from '../../attachments/attachments.service.ts';
import { nextDocNo } from '../../../db/doc-numbers.ts';
import { cashierSecretKey, loadCashierKeys } from '../cashier/cashier-keys.ts';
import type { PayTarget } from './pay-tokens.ts';
import { appointmentDue, OPEN_LINES, OPEN_STATEMENTS } from './public-lookup.ts';

/** What a payment link pays, with the party a payment of it is booked to. */
export interface PayDue {
  kind: PayTarget['kind'];
  id: number;
  company_id: number;
  customer_code: string | null;
  party_name: string | null;
  statement_id: number | null;
  bill_id: number | null;
  document_no: string;
  currency: string;
  due: string;
}

/** The amount due now on the link's target; 404 when it is gone or nothing is due any more. */
export async function payDue(db: DbOrTx, target: PayTarget): Promise<PayDue> {
  let row: Omit<PayDue, 'kind' | 'id'> | undefined;
  if (target.kind === 'statement') {
    [row] = await executeRows(
      db,
      sql`select s.company_id, s.customer_code, s.party_name, s.id as statement_id, null::int as bill_id,
                 coalesce(s.statement_no, '') as document_no, s.bill_currency as currency,
                 (coalesce(s.total_amount, 0) - coalesce(s.paid_amount, 0))::text as due
            from statements s where s.id = ${target.id} and ${OPEN_STATEMENTS}`,
    );
  } else if (target.kind === 'bill') {
    [row] = await executeRows(
      db,
      sql`select b.company_id, b.customer_code, b.party_name, b.statement_id, b.id as bill_id,
                 coalesce(b.bill_no, b.source_no, '') as document_no,
                 coalesce(b.bill_currency, b.currency) as currency,
                 (b.bill_amount - coalesce(b.paid_amount, 0))::text as due
            from bills b where b.id = ${target.id} and ${OPEN_LINES}`,
    );
  } else {
    const due = await appointmentDue(db, target.id);
    if (due) {
      [row] = await executeRows(
        db,
        sql`select b.company_id, b.customer_code, b.party_name, null::int as statement_id, b.id as bill_id,
                   coalesce(a.appointment_no, '') as document_no, ${due.currency} as currency, ${due.due} as due
              from bills b join appointments a on a.id = ${target.id} where b.id = ${due.first_bill_id}`,
      );
    }
  }
  if (!row || row.company_id === null || compareAmounts(row.due, 0) <= 0)
    throw new AppError(404, 'pay.nothing_due');
  return { kind: target.kind, id: target.id, ...row };
}

export type CashierRow = typeof cashiers.$inferSelect;

/** The company's enabled cashier (the one of the request's host first), with its bank account. */
export async function companyCashier(db: DbOrTx, companyId: number, host: string | undefined) {
  const hostName = (host ?? '').split(':')[0]!.toLowerCase();
  const [row] = await db
    .select({ cashier: cashiers, account: bank_accounts, company_name: companies.name })
    .from(cashiers)
    .innerJoin(bank_accounts, eq(bank_accounts.id, cashiers.bank_account_id))
    .innerJoin(companies, eq(companies.id, cashiers.company_id))
    .where(and(eq(cashiers.company_id, companyId), eq(cashiers.status, '1')))
    .orderBy(desc(sql`lower(${cashiers.domain}) = ${hostName}`), asc(cashiers.id))
    .limit(1);
  return row;
}

/** The cashier's provider keys when it takes Alipay and both keys are readable; else undefined. */
export async function onlineKeys(db: DbOrTx, dataDir: string, cashier: CashierRow) {
  if (cashier.provider !== 'alipay' || !cashier.alipay_app_id || !cashier.alipay_gateway) return undefined;
  const keys = await loadCashierKeys(db, cashierSecretKey(dataDir), cashier.id);
  if (!keys.privateKey || !keys.providerPublicKey) return undefined;
  return { privateKey: keys.privateKey, providerPublicKey: keys.providerPublicKey };
}

/**
 * The amount of a reported transfer, exactly as typed (the shared amount rule, `checkMoneyAmount`, with
 * the due's currency's places: nothing trimmed), above zero and not above what is due.
 */
export function checkPayAmount(amount: string, due: string, currency: string): string {
  const wrong = checkMoneyAmount(amount, { places: currencyPlaces(currency) });
  if (wrong) throw fieldError('amount', wrong.key, wrong.params);
  if (compareAmounts(amount, due) > 0) throw fieldError('amount', 'pay.amount_over', { due });
  return amount;
}

/** What the public payment form sends, checked. */
export interface TransferInput {
  amount: string;
  reference: string;
  payer_name: string;
  slip: { name: string; bytes: Buffer };
}

/** A new payment of a public page (pending bank transfer, or a confirmed online payment). */
export async function insertPayment(
  tx: DbOrTx,
  due: PayDue,
  values: {
    method: 'bank' | 'online';
    amount: string;
    reference: string | null;
    payer_name: string | null;
    status: 'pending' | 'confirmed';
    provider_trade_no?: string | null;
  },
) {
  const payment_no = await nextDocNo(
    tx,
    { prefix: 'SK', table: payments, no: payments.payment_no, company: payments.company_id },
    due.company_id,
  );
  const [row] = await tx
    .insert(payments)
    .values({
      company_id: due.company_id,
      payment_no,
      io_type: 'receivable',
      party_type: 'customer',
      customer_code: due.customer_code,
      party_name: due.party_name,
      statement_id: due.statement_id,
      method: values.method,
      amount: values.amount,
      currency: due.currency,
      reference: values.reference,
      payer_name: values.payer_name,
      paid_date: businessDay(),
      status: values.status,
      provider_trade_no: values.provider_trade_no ?? null,
      note:
        due.kind === 'statement'
          ? null
          : `${due.kind === 'bill' ? '费用' : '预约'} ${due.document_no}`.slice(0, 500),
    })
    .returning();
  return row!;
}

/**
 * A bank transfer reported on the public page: a pending payment for finance to confirm, with the
 * transfer slip as its attachment (owner type `payment`). The slip is checked like every attachment
 * (name, size, type by content), written to the store first and removed again if the rows fail.
 */
export async function reportTransfer(db: Db, blobs: BlobStore, target: PayTarget, input: TransferInput) {
  const due = await payDue(db, target);
  const amount = checkPayAmount(input.amount, due.due, due.currency);
  const { contentType } = await checkUploadedFile(input.slip.name, input.slip.bytes);
  const key = `attachments/${randomUUID()}.${fileExtension(input.slip.name)}`;
  await blobs.put(key, input.slip.bytes, contentType);
  try {
    return await db.transaction(async (tx) => {
      const payment = await insertPayment(tx, await payDue(tx, target), {
        method: 'bank',
        amount,
        reference: input.reference,
        payer_name: input.payer_name,
        status: 'pending',
      });
      await tx.insert(attachments).values({
        owner_type: 'payment',
        owner_id: payment.id,
        kind: 'slip',
        title: '转账凭证',
        is_header: true,
        company_id: payment.company_id,
        customer_code: payment.customer_code,
        file_name: input.slip.name,
        file_key: key,
        file_size: input.slip.bytes.length,
        content_type: contentType,
        upload_time: new Date(),
      });
      return payment;
    });
  } catch (error) {
    await blobs.remove(key).catch(() => undefined);
    throw error;
  }
}
