import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { FIXTURES } from './customs.ts';
import type { TestApp } from './test-app.ts';

export type Row = Record<string, unknown> & { id: number; version: number };

export const sample = (name: string) => fs.readFileSync(path.join(FIXTURES, 'samples', name), 'utf8');

/** Sets elements of a sample receipt (the first of each name). */
export function patchXml(xml: string, patch: Record<string, string>) {
  let out = xml;
  for (const [tag, value] of Object.entries(patch))
    out = out.replace(new RegExp(`<${tag}>[^<]*</${tag}>`), `<${tag}>${value}</${tag}>`);
  return out;
}

/** Calls that must succeed, as one user. */
export function caller(t: TestApp, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const res = await t.call(method, url, token, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as Row;
  };
}

/** Uploads a receipt file to a document's receipt route. */
export const uploadReceipt = (
  t: TestApp,
  token: string,
  url: string,
  xml: string,
  fileName = 'receipt.xml',
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'access-token': token, 'content-type': 'application/xml', 'x-file-name': fileName },
    payload: xml,
  });

let seq = 0;
export const uniqueNo = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

/**
 * An inventory list on the book, declared and approved by customs (INV201 with status 0): lines of
 * [book item, quantity, gross weight].
 */
export async function approvedList(
  t: TestApp,
  token: string,
  bookId: number,
  channelId: number,
  ie: 'I' | 'E',
  lines: [number, string, string | null][],
) {
  const ok = caller(t, token);
  const list = await ok('POST', '/api/inventory-lists', {
    book_id: bookId,
    etps_inner_invt_no: uniqueNo('PPQD'),
    impexp_markcd: ie,
    mtpck_endprd_markcd: 'I',
    supv_modecd: ie === 'I' ? '5000' : '5034',
    trsp_modecd: '2',
    dcl_plc_cuscd: '3701',
    channel_id: channelId,
  });
  for (const [i, [gNo, qty, gross]] of lines.entries())
    await ok('POST', '/api/inventory-list-lines', {
      list_id: list.id,
      gds_seqno: i + 1,
      putrec_seqno: gNo,
      dcl_qty: qty,
      ...(gross === null ? {} : { gross_wt: gross, net_wt: gross }),
    });
  await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
  const no = `QDPP${String(list.id).padStart(14, '0')}`;
  const xml = patchXml(sample('inv201-receipt-invt-1.xml'), {
    etpsInnerInvtNo: String(list.etps_inner_invt_no),
    bondInvtNo: no,
    businessId: no,
    invtPreentNo: `8${String(list.id).padStart(17, '0')}`,
    etpsPreentNo: `8${String(list.id).padStart(17, '0')}`,
    invtStucd: '0',
  });
  const res = await uploadReceipt(t, token, '/api/inventory-lists/receipts/upload', xml);
  expect(res.statusCode, res.body).toBe(200);
  return ok('GET', `/api/inventory-lists/${list.id}`);
}
