import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { FIXTURES, startCustomsApp } from '../helpers/customs.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * The inventory-list tests' world: the customs test app (no receipt watcher), the w.clerk, the folder
 * channel and the zone book T3701W000018; calls and builders of lists, lines and receipts on it.
 */

export interface InventoryWorld {
  customs: Awaited<ReturnType<typeof startCustomsApp>>;
  t: TestApp;
  clerk: string;
  channelId: number;
  mainDir: string;
  zoneBookId: number;
}

/** The world of the file running now (files run one after another in a worker). */
let w: InventoryWorld;

export async function startInventoryWorld(): Promise<InventoryWorld> {
  const customs = await startCustomsApp({ receiptWatcher: false });
  const { t, clerk, channelId, mainDir } = customs;
  const books = await t.call('GET', '/api/account-books?ems_no=T3701W000018', clerk);
  const zoneBookId = (books.json() as { content: { id: number }[] }).content[0]!.id;
  w = { customs, t, clerk, channelId, mainDir, zoneBookId };
  return w;
}

export type Row = Record<string, unknown> & { id: number; version: number };
export const sample = (name: string) => fs.readFileSync(path.join(FIXTURES, 'samples', name), 'utf8');

/** A call that must succeed, and its answer (a record unless the caller names another shape). */
export async function ok<T = Row>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
  const res = await w.t.call(method, url, w.clerk, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

let seq = 0;
/** A new draft list on the zone book with its lines (item g_no and quantity). */
export async function newList(ie: 'I' | 'E', lines: [number, string][], extra: Record<string, unknown> = {}) {
  seq += 1;
  const list = await ok('POST', '/api/inventory-lists', {
    book_id: w.zoneBookId,
    etps_inner_invt_no: `TESTQD${Date.now().toString(36).toUpperCase()}${seq}`,
    impexp_markcd: ie,
    mtpck_endprd_markcd: 'I',
    supv_modecd: ie === 'I' ? '5000' : '5034',
    trsp_modecd: '2',
    dcl_plc_cuscd: '3701',
    channel_id: w.channelId,
    ...extra,
  });
  for (const [i, [gNo, qty]] of lines.entries())
    await ok('POST', '/api/inventory-list-lines', {
      list_id: list.id,
      gds_seqno: i + 1,
      putrec_seqno: gNo,
      dcl_qty: qty,
    });
  return list;
}

export const item = async (gNo: number) => {
  const res = await ok<{ content: Row[] }>(
    'GET',
    `/api/account-book-goods?book_id=${w.zoneBookId}&type=I&g_no=${gNo}`,
  );
  return res.content[0]!;
};
export const listOf = (id: number) => ok('GET', `/api/inventory-lists/${id}`);

/** A receipt of the samples addressed to one of our lists (its internal number, fresh customs numbers). */
export function receiptFor(
  list: Row,
  file: 'inv201-receipt-invt-1.xml' | 'inv211-receipt-invt-bws-1.xml' | 'inv202-receipt-invt-dec-1.xml',
  patch: Record<string, string> = {},
) {
  let xml = sample(file)
    .replace(
      /<etpsInnerInvtNo>[^<]*<\/etpsInnerInvtNo>/,
      `<etpsInnerInvtNo>${String(list.etps_inner_invt_no)}</etpsInnerInvtNo>`,
    )
    .replace(
      /<bondInvtNo>[^<]*<\/bondInvtNo>/,
      `<bondInvtNo>QDTEST${String(list.id).padStart(12, '0')}</bondInvtNo>`,
    )
    .replace(
      /<businessId>[^<]*<\/businessId>/,
      `<businessId>QDTEST${String(list.id).padStart(12, '0')}</businessId>`,
    )
    .replace(
      /<invtPreentNo>[^<]*<\/invtPreentNo>/,
      `<invtPreentNo>9${String(list.id).padStart(17, '0')}</invtPreentNo>`,
    )
    .replace(
      /<etpsPreentNo>[^<]*<\/etpsPreentNo>/,
      `<etpsPreentNo>9${String(list.id).padStart(17, '0')}</etpsPreentNo>`,
    );
  for (const [tag, value] of Object.entries(patch))
    xml = xml.replace(new RegExp(`<${tag}>[^<]*</${tag}>`), `<${tag}>${value}</${tag}>`);
  return xml;
}
export const upload = (xml: string) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/inventory-lists/receipts/upload',
    headers: { 'access-token': w.clerk, 'content-type': 'application/xml' },
    payload: xml,
  });
