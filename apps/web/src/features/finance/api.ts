import { downloadFile, requestJson } from '../../api/http.ts';
import type { Row } from '../../crud/entity-values.ts';

/** The finance calls of docs/finance.md (the engine's list, record and delete go through crud-api). */

const BILLS = '/api/bills';
const STATEMENTS = '/api/statements';
const PAYMENTS = '/api/payments';
const CONTRACTS = '/api/contracts';

export interface Paged<T> {
  content: T[];
  totalElements: number;
}

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
  requestJson<Row>(BILLS, { method: 'POST', data: { line } });

export const updateManualLine = (id: number, version: number, line: ManualLine) =>
  requestJson<Row>(`${BILLS}/${id}`, { method: 'PUT', data: { version, line } });

export const confirmBills = (ids: number[]) =>
  requestJson<{ confirmed: number }>(`${BILLS}/confirm`, { method: 'POST', data: { ids } });

export const reverseBill = (id: number, version: number, reason: string) =>
  requestJson<Row>(`${BILLS}/${id}/reverse`, { method: 'POST', data: { version, reason } });

export const raiseBills = (range: { from?: string; to?: string } = {}) =>
  requestJson<{ raised: number; issues: number }>(`${BILLS}/raise`, { method: 'POST', data: range });

/** Why an event raised nothing: no contract, no rate of a currency and month, no party. */
export interface ChargeIssue {
  id: number;
  source_type: string;
  source_id: number;
  source_no: string | null;
  /** no_contract | no_rate | no_party */
  reason: string;
  /** { currency, year, month } for a rate, { customer_code, business_type } for a contract. */
  detail: Record<string, unknown> | null;
  event_date: string | null;
  update_time?: string | null;
  /** The server's own wording of the missing piece, when it gives one. */
  message?: string | null;
}

export const chargeIssues = (params: Record<string, unknown>) =>
  requestJson<Paged<ChargeIssue>>(`${BILLS}/issues`, { params });

// ---- contracts ----

/** A snapshot of a contract before one change (update of the head, or of its items). */
export interface ContractSnapshot {
  id: number;
  contract_id: number;
  version: number;
  change: string;
  /** The contract row and its item rows as they were. */
  snapshot: { contract?: Row; items?: Row[] } | null;
  changed_by: number | null;
  change_time: string;
}

export const contractHistory = (id: number) => requestJson<ContractSnapshot[]>(`${CONTRACTS}/${id}/history`);

export const pricePreview = (id: number, chargeItemId: number, quantity: string) =>
  requestJson<{ amount: string | null; [key: string]: unknown }>(`${CONTRACTS}/${id}/price-preview`, {
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
  requestJson<Row>(STATEMENTS, { method: 'POST', data: body });

export const statementLines = (id: number, params: { page: number; size: number }) =>
  requestJson<Paged<Row>>(`${STATEMENTS}/${id}/lines`, { params });

/** Takes a line off a draft or disputed statement, with the statement's version. */
export const removeStatementLine = (id: number, billId: number, version: number) =>
  requestJson<Row>(`${STATEMENTS}/${id}/lines/${billId}`, { method: 'DELETE', params: { version } });

/** The lines a draft or disputed statement may take: the server's rule, the one its add checks. */
export const statementCandidates = (id: number, params: { page: number; size: number }) =>
  requestJson<Paged<Row>>(`${STATEMENTS}/${id}/candidates`, { params });

/** Adds lines to a draft or disputed statement (all or none), with the statement's version. */
export const addStatementLines = (id: number, version: number, ids: number[]) =>
  requestJson<Row>(`${STATEMENTS}/${id}/lines`, { method: 'POST', data: { version, ids } });

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

export const createPayment = (body: NewPayment) => requestJson<Row>(PAYMENTS, { method: 'POST', data: body });

export const listPayments = (params: Record<string, unknown>) =>
  requestJson<Paged<Row>>(PAYMENTS, { params });

// ---- reports ----

/** Open amounts of one party by days past the event date. */
export interface AgeingRow {
  party: string | null;
  party_type?: string | null;
  customer_code?: string | null;
  carrier_id?: number | null;
  current: string;
  d31_60: string;
  d61_90: string;
  over_90: string;
  total: string;
}

/** The ageing rows, each party named (its name, else its customer code or carrier id). */
export const ageing = (params: { io_type: string; as_of?: string }) =>
  requestJson<{ as_of: string; content: AgeingRow[] }>('/api/finance/ageing', { params }).then((body) =>
    body.content.map((r) => ({
      ...r,
      party: r.party ?? r.customer_code ?? `#${String(r.carrier_id ?? '')}`,
    })),
  );

/** Receivable minus payable of one task order or declaration. */
export interface ProfitRow {
  key: string | number;
  source_no: string | null;
  customer: string | null;
  receivable: string;
  payable: string;
  profit: string;
}

export const profit = (params: Record<string, unknown>) =>
  requestJson<Paged<ProfitRow>>('/api/finance/profit', { params });
