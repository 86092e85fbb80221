import {
  inventoryList,
  type InventoryBookItem,
  type InventoryLinesSaved,
  type InventoryListCopied,
  type InventoryReceiptUploaded,
  type InventoryTimeline,
} from '@app/shared';
import { downloadFile, requestJson } from '../../api/http.ts';

/**
 * The inventory list's own calls beside the engine's (its moves, declare among them, are the
 * definition's: `moveRecord` of crud/row-moves.tsx); their answers are the shared `inventoryListAnswers`.
 */

const LISTS = `/api/${inventoryList.name}`;

export const listTimeline = (id: number) => requestJson<InventoryTimeline>(`${LISTS}/${id}/timeline`);

/** The list's PDF (A4 landscape, head and lines), saved by the browser; print it from the PDF viewer. */
export const downloadListPdf = (id: number, internalNo: string) =>
  downloadFile(`${LISTS}/${id}/print.pdf`, `${internalNo}.pdf`);

/** 复制新增: a new draft with the list's head and lines. */
export const copyList = (id: number) =>
  requestJson<InventoryListCopied>(`${LISTS}/${id}/copy`, { method: 'POST' });

/** Saves all the lines of a list in one call; a refused line is named `lines[3].putrec_seqno`. */
export const saveLines = (id: number, version: number, lines: Record<string, unknown>[]) =>
  requestJson<InventoryLinesSaved>(`${LISTS}/${id}/lines`, { method: 'PUT', data: { version, lines } });

/** The book item a line's 备案序号 names (料号, 商品名称, …), before the line is saved; refused on its field. */
export const lookUpBookItem = (query: {
  book_id: number;
  mtpck_endprd_markcd: string;
  putrec_seqno: number;
}) => requestJson<InventoryBookItem>(`${LISTS}/book-item`, { params: query });

/** Records a receipt file customs gave by other means (INV201, INV202, INV211, the import response). */
export function uploadListReceipt(file: File) {
  const form = new FormData();
  form.append('file', file);
  return requestJson<InventoryReceiptUploaded>(`${LISTS}/receipts/upload`, {
    method: 'POST',
    form,
    timeoutMs: 60_000,
  });
}
