import { fetchData } from '../../api/http.ts';

/** The public fee and payment calls (no session: a payer has no account). */

export interface DueLine {
  id: number;
  bill_no: string | null;
  charge_item: string | null;
  source_no: string | null;
  event_date: string;
  currency: string;
  bill_amount: string;
  paid_amount: string;
  due: string;
  token: string;
}
export interface DueStatement {
  id: number;
  statement_no: string | null;
  period_from: string;
  period_to: string;
  currency: string;
  total_amount: string;
  paid_amount: string;
  due: string;
  token: string;
}
export interface FeeLookup {
  lines: DueLine[];
  statements: DueStatement[];
}
export interface WorkFee {
  appointment_no: string;
  customer_name: string;
  lines: DueLine[];
  currency: string | null;
  due: string;
  token: string | null;
}
export interface PaymentInfo {
  kind: 'statement' | 'bill' | 'appointment';
  document_no: string;
  party_name: string | null;
  currency: string;
  due: string;
  payee: string | null;
  bank: { bank_name: string; account_no: string; holder: string } | null;
  online: boolean;
}
export interface TransferDone {
  payment_no: string;
  amount: string;
  currency: string;
  status: 'pending';
}
export interface PaymentResult {
  out_trade_no: string;
  status: 'created' | 'paid' | 'closed';
  amount: string;
  currency: string;
  paid_time: string | null;
}

const publicCall = { noSessionHandling: true, noGroup: true } as const;

export const lookupFees = (no: string, verify: string) =>
  fetchData<FeeLookup>('/api/public/fees', { ...publicCall, params: { no, verify } });

export const lookupWorkFee = (appointment_no: string, phone: string) =>
  fetchData<WorkFee>('/api/public/workfee', { ...publicCall, params: { appointment_no, phone } });

export const fetchPaymentInfo = (token: string) =>
  fetchData<PaymentInfo>('/api/public/payment', { ...publicCall, params: { token } });

export const reportTransfer = (form: FormData) =>
  fetchData<TransferDone>('/api/public/payment/transfer', { ...publicCall, method: 'POST', form });

export const startOnline = (token: string) =>
  fetchData<{ url: string; out_trade_no: string }>('/api/public/payment/online', {
    ...publicCall,
    method: 'POST',
    data: { token },
  });

export const fetchPaymentResult = (out_trade_no: string) =>
  fetchData<PaymentResult>('/api/public/payment/result', { ...publicCall, params: { out_trade_no } });

/** Where a payment link opens (the app's router adds its base). */
export const paymentPath = (token: string) => `/payment/index?token=${encodeURIComponent(token)}`;

/** Sends the browser to the provider's page (kept apart so tests can watch it). */
export function openProviderPage(url: string) {
  window.location.assign(url);
}
