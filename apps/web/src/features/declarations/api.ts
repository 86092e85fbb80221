import {
  entityByName,
  sensitiveRemindAnswerSchema,
  type DeclarationAnswer,
  type DeclarationCopied,
  type DeclarationSent,
  type PrintRecord,
  type PrintSeal,
  type ReceiptEntry,
  type RemindHit,
} from '@app/shared';
import { ApiError, downloadFile, fetchData, requestJson } from '../../api/http.ts';
import type {
  ContainerLine,
  DeclarationData,
  DeclarationWire,
  DocumentLine,
  GoodsLine,
  Head,
  LicenceLine,
} from './model/types.ts';
import { newKey } from './model/goods-lines.ts';

/** The declaration calls (packages/shared/src/contracts/declarations.ts). */

const BASE = '/api/declarations';

/** A declaration as the API answers it, for the editor: each line given a client key. */
function editable(data: DeclarationAnswer): DeclarationData {
  const keyed = <T extends { key: string }>(lines: object[] | undefined, prefix: string): T[] =>
    (lines ?? []).map((line) => ({ ...line, key: newKey(prefix) }) as T);
  return {
    head: data.head as Head,
    goods: keyed<GoodsLine>(data.goods, 'g').sort((a, b) => Number(a.g_no) - Number(b.g_no)),
    containers: keyed<ContainerLine>(data.containers, 'c'),
    licences: keyed<LicenceLine>(data.licences, 'l'),
    documents: keyed<DocumentLine>(data.documents, 'd'),
    warnings: data.warnings ?? [],
  };
}

/** A declaration with all its lines, ready to edit. */
export async function loadDeclaration(id: number | string): Promise<DeclarationData> {
  return editable(await fetchData<DeclarationAnswer>(`${BASE}/${String(id)}/full`));
}

/** Head fields a save may send: the definition's writable ones, plus id and version. */
function writableHead(): ReadonlySet<string> | undefined {
  const def = entityByName('declarations');
  if (!def) return undefined;
  return new Set([
    'id',
    'version',
    ...Object.entries(def.fields)
      .filter(([, f]) => !f.readonly)
      .map(([name]) => name),
  ]);
}

/** Leaves out the client keys, blank values and (in the head) what the server makes. */
export function toWire(data: DeclarationData): DeclarationWire {
  const clean = <T extends object>(row: T) =>
    Object.fromEntries(
      Object.entries(row).filter(([k, v]) => k !== 'key' && v !== undefined && v !== ''),
    ) as Omit<T, 'key'>;
  const writable = writableHead();
  const head = clean(data.head) as Head;
  return {
    head: writable
      ? (Object.fromEntries(Object.entries(head).filter(([k]) => writable.has(k))) as Head)
      : head,
    goods: data.goods.map(clean),
    containers: data.containers.map(clean),
    licences: data.licences.map(clean),
    documents: data.documents.map(clean),
  };
}

/**
 * Saves a declaration whole in one trip: POST for a new one, PUT to its id with the version read for
 * a saved one. Answers it as stored (numbers, totals and version the server made), ready to edit.
 */
export async function saveDeclaration(
  data: DeclarationData,
  confirmReminds = false,
): Promise<DeclarationData> {
  const { id } = data.head;
  const body = { ...toWire(data), ...(confirmReminds ? { confirm_reminds: true } : {}) };
  const saved =
    typeof id === 'number'
      ? await requestJson<DeclarationAnswer>(`${BASE}/${id}`, { method: 'PUT', data: body })
      : await requestJson<DeclarationAnswer>(BASE, { method: 'POST', data: body });
  return editable(saved);
}

/** The remind-level hits of a 409 `sensitive_remind` answer, or undefined for any other failure. */
export function remindHits(error: unknown): RemindHit[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const answer = sensitiveRemindAnswerSchema.safeParse(error.body);
  return answer.success ? answer.data.data.hits : undefined;
}

export function copyDeclaration(id: number): Promise<DeclarationCopied> {
  return fetchData<DeclarationCopied>(`${BASE}/${id}/copy`, { method: 'POST', data: {} });
}

export function sendDeclaration(
  id: number,
  options: { channel_id?: number; confirm_reminds?: boolean } = {},
): Promise<DeclarationSent> {
  return fetchData<DeclarationSent>(`${BASE}/${id}/send`, { method: 'POST', data: options });
}

/** The receipt history; a refused call fails (it is not shown as "no receipts"). */
export const loadReceipts = (id: number): Promise<ReceiptEntry[]> =>
  fetchData<ReceiptEntry[]>(`${BASE}/${id}/receipts`);

export async function recordPrinted(id: number): Promise<void> {
  await fetchData<PrintRecord>(`${BASE}/${id}/printed`, { method: 'POST', data: {} });
}

/** The seal the printed form carries (a data URL), null when the declaring company prints none. */
export async function loadPrintSeal(id: number): Promise<string | null> {
  return (await fetchData<PrintSeal>(`${BASE}/${id}/print-seal`)).seal;
}

export const pdfUrl = (id: number) => `${BASE}/${id}/print.pdf`;

/** Downloads the server's PDF of the declaration through the http client (token in the header). */
export async function downloadPdf(id: number, fileName: string): Promise<void> {
  await downloadFile(pdfUrl(id), fileName);
}
