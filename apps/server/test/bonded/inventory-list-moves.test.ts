import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, startCustomsApp } from '../helpers/customs.ts';
import type { TestApp } from '../helpers/test-app.ts';

let customs: Awaited<ReturnType<typeof startCustomsApp>>;
let t: TestApp;
let clerk: string;
let channelId: number;
let bookId: number;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk, channelId } = customs);
  const books = await t.call('GET', '/api/account-books?ems_no=T3701W000018', clerk);
  bookId = (books.json() as { content: { id: number }[] }).content[0]!.id;
});
afterAll(() => customs.close());

type Row = Record<string, unknown> & { id: number; version: number };
interface LogEntry {
  action: string;
  message_type: string | null;
  code: string | null;
  message: string;
  user_name: string | null;
}

async function ok<T = Row>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await t.call(method, url, clerk, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

let n = 0;
async function draft(ie: 'I' | 'E' = 'I') {
  n += 1;
  const list = await ok('POST', '/api/inventory-lists', {
    book_id: bookId,
    etps_inner_invt_no: `MOVEQD${Date.now().toString(36).toUpperCase()}${n}`,
    impexp_markcd: ie,
    mtpck_endprd_markcd: 'I',
    supv_modecd: ie === 'I' ? '5000' : '5034',
    trsp_modecd: '2',
    dcl_plc_cuscd: '3701',
    channel_id: channelId,
  });
  await ok('POST', '/api/inventory-list-lines', {
    list_id: list.id,
    gds_seqno: 1,
    putrec_seqno: 1,
    dcl_qty: '2',
  });
  return ok('GET', `/api/inventory-lists/${list.id}`);
}

const log = async (id: number) =>
  (await ok<{ content: LogEntry[] }>('GET', `/api/inventory-lists/${id}/log`)).content;
const upload = (xml: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inventory-lists/receipts/upload',
    headers: { 'access-token': clerk, 'content-type': 'application/xml' },
    payload: xml,
  });
const preentNo = (list: Row) => `9${String(list.id).padStart(17, '0')}`;
/** The import response (COMMON) to a list's INV101. */
const importResponse = (list: Row, dealFlag: '0' | '1') =>
  `<?xml version="1.0" encoding="UTF-8"?><CommonResponeMessage><SeqNo>${preentNo(list)}</SeqNo><EtpsPreentNo>${String(list.etps_inner_invt_no)}</EtpsPreentNo><CheckInfo>${dealFlag === '0' ? '入库成功' : '入库失败：表头有误'}</CheckInfo><DealFlag>${dealFlag}</DealFlag></CommonResponeMessage>`;
/** An INV201 audit receipt for a list (stucd 0 approved, 2 refused), with its own message id. */
const audit = (list: Row, stucd: string, messageId: string) =>
  fs
    .readFileSync(path.join(FIXTURES, 'samples', 'inv201-receipt-invt-1.xml'), 'utf8')
    .replace(/<etpsInnerInvtNo>[^<]*</, `<etpsInnerInvtNo>${String(list.etps_inner_invt_no)}<`)
    .replace(/<invtPreentNo>[^<]*</, `<invtPreentNo>${preentNo(list)}<`)
    .replace(/<etpsPreentNo>[^<]*</, `<etpsPreentNo>${preentNo(list)}<`)
    .replace(/<businessId>[^<]*</, `<businessId>QDMOVE${String(list.id).padStart(12, '0')}<`)
    .replace(/<bondInvtNo>[^<]*</, `<bondInvtNo>QDMOVE${String(list.id).padStart(12, '0')}<`)
    .replace(/<invtStucd>[^<]*</, `<invtStucd>${stucd}<`)
    .replace(/<vrfdedMarkcd>[^<]*</, '<vrfdedMarkcd>0<')
    .replace(/<message_id>[^<]*</, `<message_id>${messageId}<`);

describe('declaring a list is its definition’s move', () => {
  it('refuses a stale version and a list already declared, naming its state; logs the send', async () => {
    const list = await draft();
    const stale = await t.call('POST', `/api/inventory-lists/${list.id}/declare`, clerk, {
      version: list.version + 3,
    });
    expect(stale.statusCode).toBe(409);
    const declared = await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
    expect(declared).toMatchObject({
      id: list.id,
      status: '1',
      channel_id: channelId,
      version: list.version + 1,
    });
    expect(declared.file).toBe(`INV101_${String(declared.client_seq_no)}.xml`);
    const twice = await t.call('POST', `/api/inventory-lists/${list.id}/declare`, clerk, {
      version: declared.version,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('状态为“已申报”，不能申报');
    const [sent] = await log(list.id);
    expect(sent).toMatchObject({ action: 'declare', message_type: 'INV101' });
    expect(sent!.user_name).toBeTruthy();
    expect(sent!.message).toContain(String(declared.client_seq_no));
  });

  it('refuses a body field the move does not take', async () => {
    const list = await draft();
    const res = await t.call('POST', `/api/inventory-lists/${list.id}/declare`, clerk, {
      version: list.version,
      status: '6',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('customs’ receipts move a list through the same moves', () => {
  it('logs each move with the receipt that made it and no user; a receipt that moves nothing is logged as a receipt', async () => {
    const list = await draft('E');
    const declared = await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });

    const accepted = await upload(importResponse(list, '0'));
    expect(accepted.json()).toMatchObject({ status: '2', message_type: 'COMMON' });
    const refused = await upload(audit(list, '2', 'MOVE-A'));
    expect(refused.json()).toMatchObject({ status: '5' });
    // refused: declared again, approved, then another approval of the same list moves nothing
    const again = await ok('GET', `/api/inventory-lists/${list.id}`);
    expect(again.version).toBe(declared.version + 2);
    await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: again.version });
    expect((await upload(audit(list, '0', 'MOVE-B'))).json()).toMatchObject({ status: '4' });
    expect((await upload(audit(list, '0', 'MOVE-C'))).json()).toMatchObject({ status: '4' });

    const entries = await log(list.id);
    expect(entries.map((e) => [e.action, e.message_type, e.user_name === null])).toEqual([
      ['declare', 'INV101', false],
      ['accept', 'COMMON', true],
      ['refuse', 'INV201', true],
      ['declare', 'INV101', false],
      ['approve', 'INV201', true],
      ['receipt', 'INV201', true],
    ]);
    expect(entries[1]!.message).toBe('入库成功');
  });

  it('a not accepted list can be declared again, and an import response to a list past declared moves nothing', async () => {
    const list = await draft();
    await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
    expect((await upload(importResponse(list, '1'))).json()).toMatchObject({ status: '3' });
    const failed = await ok('GET', `/api/inventory-lists/${list.id}`);
    const redeclared = await ok('POST', `/api/inventory-lists/${list.id}/declare`, {
      version: failed.version,
    });
    expect(redeclared.status).toBe('1');
    expect((await upload(audit(list, '0', 'MOVE-D'))).json()).toMatchObject({ status: '4' });
    const late = await upload(importResponse(list, '0').replace('入库成功', '入库成功（迟到）'));
    expect(late.json()).toMatchObject({ status: '4', duplicate: false });
    expect((await log(list.id)).map((e) => e.action)).toEqual([
      'declare',
      'not-accept',
      'declare',
      'approve',
      'receipt',
    ]);
  });
});
