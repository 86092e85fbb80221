import type {
  Ageing,
  AgeingRow,
  BillsConfirmed,
  BillsRaised,
  ChargeIssue,
  ChargeIssues,
  ContractHistory,
  ContractSnapshot,
  EntityRecord,
  PricePreview,
  ProfitPage,
  ProfitRow,
  RecordPage,
} from '@app/shared';
import { downloadFile, requestJson } from '../../api/http.ts';

/** The finance calls of docs/finance.md (the engine's list, record and delete go through crud-api). */

const BILLS = '/api/bills';
const STATEMENTS = '/api/statements';
const PAYMENTS = '/api/payments';
const CONTRACTS = '/api/contracts';

export type { AgeingRow, ChargeIssue, ContractSnapshot, ProfitRow };

// ---- charge lines ----

/** A manual line (bill:add): the party by customer code (receivable) or carrier (payable). */
export interface ManualLine {
  io_type: 'receivable' | 'payable';
  customer_code?: string;
  carrier_id?: number;
  charge_item_id: number;
  source_no?: string;
  event_date: string;
  quantity: string;
  unit_price: string;
  currency: string;
  settle_currency?: string;
  note?: string;
}

/** POST /api/bills `{ line }`: field errors come back as `line.<field>`. */
export const addManualLine = (line: ManualLine) =>
  requestJson<EntityRecord>(BILLS, { method: 'POST', data: { line } });

export const updateManualLine = (id: number, version: number, line: ManualLine) =>
  requestJson<EntityRecord>(`${BILLS}/${id}`, { method: 'PUT', data: { version, line } });

export const confirmBills = (ids: number[]) =>
  requestJson<BillsConfirmed>(`${BILLS}/confirm`, { method: 'POST', data: { ids } });

export const reverseBill = (id: number, version: number, reason: string) =>
  requestJson<EntityRecord>(`${BILLS}/${id}/reverse`, { method: 'POST', data: { version, reason } });

export const raiseBills = (range: { from?: string; to?: string } = {}) =>
  requestJson<BillsRaised>(`${BILLS}/raise`, { method: 'POST', data: range });

export const chargeIssues = (params: Record<string, unknown>) =>
  requestJson<ChargeIssues>(`${BILLS}/issues`, { params });

// ---- contracts ----

export const contractHistory = (id: number) => requestJson<ContractHistory>(`${CONTRACTS}/${id}/history`);

export const pricePreview = (id: number, chargeItemId: number, quantity: string) =>
  requestJson<PricePreview>(`${CONTRACTS}/${id}/price-preview`, {
    method: 'POST',
    data: { charge_item_id: chargeItemId, quantity },
  });

// ---- statements ----

export interface NewStatement {
  io_type: 'receivable' | 'payable';
  customer_code?: string;
  carrier_id?: number;
  period_from: string;
  period_to: string;
  bill_currency: string;
  note?: string;
}

export const createStatement = (body: NewStatement) =>
  requestJson<EntityRecord>(STATEMENTS, { method: 'POST', data: body });

export const statementLines = (id: number, params: { page: number; size: number }) =>
  requestJson<RecordPage>(`${STATEMENTS}/${id}/lines`, { params });

/** Takes a line off a draft or disputed statement, with the statement's version. */
export const removeStatementLine = (id: number, billId: number, version: number) =>
  requestJson<EntityRecord>(`${STATEMENTS}/${id}/lines/${billId}`, { method: 'DELETE', params: { version } });

/** The lines a draft or disputed statement may take: the server's rule, the one its add checks. */
export const statementCandidates = (id: number, params: { page: number; size: number }) =>
  requestJson<RecordPage>(`${STATEMENTS}/${id}/candidates`, { params });

/** Adds lines to a draft or disputed statement (all or none), with the statement's version. */
export const addStatementLines = (id: number, version: number, ids: number[]) =>
  requestJson<EntityRecord>(`${STATEMENTS}/${id}/lines`, { method: 'POST', data: { version, ids } });

export const downloadStatementXlsx = (id: number, no: string) =>
  downloadFile(`${STATEMENTS}/${id}/xlsx`, `${no || `statement-${id}`}.xlsx`);

export const downloadStatementPdf = (id: number, no: string) =>
  downloadFile(`${STATEMENTS}/${id}/pdf`, `${no || `statement-${id}`}.pdf`);

// ---- payments ----

export interface NewPayment {
  io_type: 'receivable' | 'payable';
  customer_code?: string;
  carrier_id?: number;
  statement_id?: number;
  method: 'bank' | 'online' | 'cash';
  amount: string;
  currency: string;
  reference?: string;
  payer_name?: string;
  paid_date: string;
  note?: string;
}

export const createPayment = (body: NewPayment) =>
  requestJson<EntityRecord>(PAYMENTS, { method: 'POST', data: body });

export const listPayments = (params: Record<string, unknown>) =>
  requestJson<RecordPage>(PAYMENTS, { params });

// ---- reports ----

/** The ageing rows, each party named (its name, else its customer code or carrier id). */
export const ageing = (params: { io_type: string; as_of?: string }) =>
  requestJson<Ageing>('/api/finance/ageing', { params }).then((body) =>
    body.content.map((r) => ({
      ...r,
      party: r.party ?? r.customer_code ?? `#${String(r.carrier_id ?? '')}`,
    })),
  );

export const profit = (params: Record<string, unknown>) =>
  requestJson<ProfitPage>('/api/finance/profit', { params });
