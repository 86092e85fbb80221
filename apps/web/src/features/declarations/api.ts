import { entityByName } from '@app/shared';
import { ApiError, downloadFile, fetchData } from '../../api/http.ts';
import type {
  ContainerLine,
  DeclarationData,
  DeclarationWire,
  DocumentLine,
  GoodsLine,
  Head,
  LicenceLine,
  Receipt,
  RemindHit,
} from './model/types.ts';
import { newKey } from './model/goods-lines.ts';

/** The declaration calls of the issue 6 contract. */

const BASE = '/api/declarations';

type Lines = Omit<DeclarationWire, 'head'>;

/** A declaration with all its lines, each line given a client key. */
export async function loadDeclaration(id: number | string): Promise<DeclarationData> {
  const data = await fetchData<{ head: Head } & Partial<Lines>>(`${BASE}/${String(id)}/full`);
  const keyed = <T extends { key: string }>(lines: object[] | undefined, prefix: string): T[] =>
    (lines ?? []).map((line) => ({ ...line, key: newKey(prefix) }) as T);
  return {
    head: data.head,
    goods: keyed<GoodsLine>(data.goods, 'g').sort((a, b) => Number(a.g_no) - Number(b.g_no)),
    containers: keyed<ContainerLine>(data.containers, 'c'),
    licences: keyed<LicenceLine>(data.licences, 'l'),
    documents: keyed<DocumentLine>(data.documents, 'd'),
  };
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

export interface Saved {
  id: number;
  version: number;
}

export function saveDeclaration(data: DeclarationData, confirmReminds = false): Promise<Saved> {
  return fetchData<Saved>(`${BASE}/save`, {
    method: 'POST',
    data: { ...toWire(data), ...(confirmReminds ? { confirm_reminds: true } : {}) },
  });
}

/** The remind-level hits of a 409 `sensitive_remind` answer, or undefined for any other failure. */
export function remindHits(error: unknown): RemindHit[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { code?: unknown; data?: { hits?: RemindHit[] } };
  return body.code === 'sensitive_remind' ? (body.data?.hits ?? []) : undefined;
}

export function copyDeclaration(id: number): Promise<{ id: number }> {
  return fetchData<{ id: number }>(`${BASE}/${id}/copy`, { method: 'POST', data: {} });
}

export function sendDeclaration(
  id: number,
  options: { channel_id?: number; confirm_reminds?: boolean } = {},
): Promise<{ client_seq_no: string; file?: string }> {
  return fetchData(`${BASE}/${id}/send`, { method: 'POST', data: options });
}

/** The receipt history; a refused call fails (it is not shown as "no receipts"). */
export const loadReceipts = (id: number): Promise<Receipt[]> =>
  fetchData<Receipt[]>(`${BASE}/${id}/receipts`);

export async function recordPrinted(id: number): Promise<void> {
  await fetchData(`${BASE}/${id}/printed`, { method: 'POST', data: {} });
}

export const pdfUrl = (id: number) => `${BASE}/${id}/print.pdf`;

/** Downloads the server's PDF of the declaration through the http client (token in the header). */
export async function downloadPdf(id: number, fileName: string): Promise<void> {
  await downloadFile(pdfUrl(id), fileName);
}
