import { z } from 'zod';
import { okSchema, pageSchema } from './api.ts';
import type { OnWire } from './records.ts';

/**
 * The finance calls beside the engine's (apps/server/src/modules/finance/*): charge lines, contracts,
 * reports and the public fee and payment calls. Amounts are exact decimal strings. A call that answers
 * a record (a manual line, a statement, a payment) answers the entity's record (`EntityRecord`).
 */

// ---- charge lines (bills/bills.routes.ts) ----

/** POST /api/bills/confirm: how many draft lines were confirmed. */
export const billsConfirmedAnswerSchema = z.object({ confirmed: z.number().int() });
export type BillsConfirmed = z.infer<typeof billsConfirmedAnswerSchema>;

/** POST /api/bills/raise: lines raised, and events that raised nothing (issues). */
export const billsRaisedAnswerSchema = z.object({ raised: z.number().int(), issues: z.number().int() });
export type BillsRaised = z.infer<typeof billsRaisedAnswerSchema>;

/** Why an event raised nothing: no contract, no rate of a currency and month, no party. */
export const chargeIssueSchema = z.object({
  id: z.number().int(),
  source_type: z.string(),
  source_id: z.number().int(),
  source_no: z.string().nullable(),
  /** no_contract | no_rate | no_party */
  reason: z.string(),
  /** { currency, year, month } for a rate, { customer_code, carrier_id, business_type } for a contract. */
  detail: z.record(z.string(), z.unknown()).nullable(),
  event_date: z.string().nullable(),
  /** The missing piece in the caller's language. */
  message: z.string(),
  update_time: z.union([z.date(), z.string()]),
});
export type ChargeIssue = OnWire<z.infer<typeof chargeIssueSchema>>;

/** GET /api/bills/issues: a page of the issues. */
export const chargeIssuesAnswerSchema = pageSchema(chargeIssueSchema);
export type ChargeIssues = OnWire<z.infer<typeof chargeIssuesAnswerSchema>>;

// ---- contracts (contracts/contracts.routes.ts) ----

const storedRow = z.record(z.string(), z.unknown());

/** A contract as it was before one change (of its head or its items). */
export const contractSnapshotSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  change: z.string(),
  /** The contract row and its item rows as they were. */
  snapshot: z
    .looseObject({ contract: storedRow.optional(), items: z.array(storedRow).optional() })
    .nullable(),
  changed_by: z.number().int().nullable(),
  change_time: z.union([z.date(), z.string()]),
});
export type ContractSnapshot = OnWire<z.infer<typeof contractSnapshotSchema>>;

/** GET /api/contracts/{id}/history: newest first. */
export const contractHistoryAnswerSchema = z.array(contractSnapshotSchema);
export type ContractHistory = ContractSnapshot[];

/** POST /api/contracts/{id}/price-preview: the amount charged, with the terms it used. */
export const pricePreviewAnswerSchema = z.object({
  amount: z.string().nullable(),
  price: z.string(),
  min_charge: z.string(),
  free_qty: z.string(),
});
export type PricePreview = z.infer<typeof pricePreviewAnswerSchema>;

// ---- reports (reports/reports.routes.ts) ----

/** Open amounts of one party by days past the event date. */
export const ageingRowSchema = z.object({
  party: z.string().nullable(),
  party_type: z.string().nullable(),
  customer_code: z.string().nullable(),
  carrier_id: z.number().int().nullable(),
  current: z.string(),
  d31_60: z.string(),
  d61_90: z.string(),
  over_90: z.string(),
  total: z.string(),
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;

/** GET /api/finance/ageing: the rows as of a day. */
export const ageingAnswerSchema = z.object({ as_of: z.string(), content: z.array(ageingRowSchema) });
export type Ageing = z.infer<typeof ageingAnswerSchema>;

/** Receivable minus payable of one task order or declaration. */
export const profitRowSchema = z.object({
  key: z.string(),
  source_no: z.string().nullable(),
  customer: z.string().nullable(),
  receivable: z.string(),
  payable: z.string(),
  profit: z.string(),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;

/** GET /api/finance/profit: a page of rows. */
export const profitAnswerSchema = pageSchema(profitRowSchema);
export type ProfitPage = z.infer<typeof profitAnswerSchema>;

// ---- public fees and payment (public-pay/public-pay.routes.ts; no session) ----

/** A charge line still due, with the token that pays it. */
export const dueLineSchema = z.object({
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
export type DueLine = z.infer<typeof dueLineSchema>;

/** A statement still due, with the token that pays it. */
export const dueStatementSchema = z.object({
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
export type DueStatement = z.infer<typeof dueStatementSchema>;

/** GET /api/public/fees. */
export const feesAnswerSchema = okSchema(
  z.object({ lines: z.array(dueLineSchema), statements: z.array(dueStatementSchema) }),
);
export type FeeLookup = z.infer<typeof feesAnswerSchema>['data'];

/** GET /api/public/workfee: an appointment's fees. */
export const workFeeAnswerSchema = okSchema(
  z.object({
    appointment_no: z.string(),
    customer_name: z.string(),
    lines: z.array(dueLineSchema),
    currency: z.string().nullable(),
    due: z.string(),
    token: z.string().nullable(),
  }),
);
export type WorkFee = z.infer<typeof workFeeAnswerSchema>['data'];

/** GET /api/public/payment: what a payment link pays and how. */
export const paymentInfoAnswerSchema = okSchema(
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
export type PaymentInfo = z.infer<typeof paymentInfoAnswerSchema>['data'];

/** POST /api/public/payment/transfer: the transfer reported, pending the cashier's check. */
export const transferAnswerSchema = okSchema(
  z.object({
    payment_no: z.string(),
    amount: z.string(),
    currency: z.string(),
    status: z.literal('pending'),
  }),
);
export type TransferDone = z.infer<typeof transferAnswerSchema>['data'];

/** POST /api/public/payment/online: the provider's page to open. */
export const onlinePaymentAnswerSchema = okSchema(z.object({ url: z.string(), out_trade_no: z.string() }));
export type OnlinePaymentStarted = z.infer<typeof onlinePaymentAnswerSchema>['data'];

/** GET /api/public/payment/result: an online payment's state. */
export const paymentResultAnswerSchema = okSchema(
  z.object({
    out_trade_no: z.string(),
    status: z.enum(['created', 'paid', 'closed', 'refunding', 'refunded']),
    amount: z.string(),
    currency: z.string(),
    paid_time: z.string().nullable(),
  }),
);
export type PaymentResult = z.infer<typeof paymentResultAnswerSchema>['data'];
