import { z } from 'zod';
import { okSchema } from '@app/shared';

/** The answers of the public fee and payment calls (amounts are exact decimal strings). */

const dueLine = z.object({
  id: z.number().int(),
  bill_no: z.string().nullable(),
  charge_item: z.string().nullable(),
  charge_type: z.string().nullable(),
  source_type: z.string().nullable(),
  source_no: z.string().nullable(),
  event_date: z.string(),
  currency: z.string(),
  bill_amount: z.string(),
  paid_amount: z.string(),
  due: z.string(),
  status: z.string(),
  statement_id: z.number().int().nullable(),
  token: z.string(),
});

const dueStatement = z.object({
  id: z.number().int(),
  statement_no: z.string().nullable(),
  party_name: z.string().nullable(),
  period_from: z.string(),
  period_to: z.string(),
  currency: z.string(),
  total_amount: z.string(),
  paid_amount: z.string(),
  due: z.string(),
  status: z.string(),
  token: z.string(),
});

export const feesAnswer = okSchema(z.object({ lines: z.array(dueLine), statements: z.array(dueStatement) }));

export const workFeeAnswer = okSchema(
  z.object({
    appointment_no: z.string(),
    customer_name: z.string(),
    lines: z.array(dueLine),
    currency: z.string().nullable(),
    due: z.string(),
    token: z.string().nullable(),
  }),
);

export const paymentAnswer = okSchema(
  z.object({
    kind: z.enum(['statement', 'bill', 'appointment']),
    document_no: z.string(),
    party_name: z.string().nullable(),
    currency: z.string(),
    due: z.string(),
    payee: z.string().nullable(),
    bank: z.object({ bank_name: z.string(), account_no: z.string(), holder: z.string() }).nullable(),
    online: z.boolean(),
  }),
);

export const transferAnswer = okSchema(
  z.object({
    payment_no: z.string(),
    amount: z.string(),
    currency: z.string(),
    status: z.literal('pending'),
  }),
);

export const onlineAnswer = okSchema(z.object({ url: z.string(), out_trade_no: z.string() }));

export const resultAnswer = okSchema(
  z.object({
    out_trade_no: z.string(),
    status: z.enum(['created', 'paid', 'closed']),
    amount: z.string(),
    currency: z.string(),
    paid_time: z.string().nullable(),
  }),
);
