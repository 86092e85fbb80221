import type {
  DueLine,
  DueStatement,
  FeeLookup,
  OnlinePaymentStarted,
  PaymentInfo,
  PaymentResult,
  TransferDone,
  WorkFee,
} from '@app/shared';
import { fetchData } from '../../api/http.ts';

/** The public fee and payment calls (no session: a payer has no account). */

export type { DueLine, DueStatement, FeeLookup, PaymentInfo, PaymentResult, TransferDone, WorkFee };

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
  fetchData<OnlinePaymentStarted>('/api/public/payment/online', {
    ...publicCall,
    method: 'POST',
    data: { token },
  });

export const fetchPaymentResult = (out_trade_no: string) =>
  fetchData<PaymentResult>('/api/public/payment/result', { ...publicCall, params: { out_trade_no } });

/** Where a payment link opens (the app's router adds its base). */
export const paymentPath = (token: string) => `/payment/index?token=${encodeURIComponent(token)}`;

/** Sends the browser to the provider's page. */
export function openProviderPage(url: string) {
  window.location.assign(url);
}
