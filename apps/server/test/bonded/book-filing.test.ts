import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBook, BOOK_RECEIPT_MOVES, businessDay } from '@app/shared';
import { startCustomsApp } from '../helpers/customs.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { caller, uploadReceipt, type Row } from '../helpers/bonded.ts';
import { bookAudit, bookImportResponse } from '../helpers/book-receipts.ts';
import { recordChannelReceipt } from '../../src/modules/receipts/receipts.service.ts';

/**
 * An account book filed with customs: 提交 writes EMS111 (processing) or BWS101 (logistics) through the
 * channel, 备案 with every line or 变更 with the changed lines and their modify marks; customs' import
 * response and audit move it to 申报成功 or 申报失败, fill its number and dates and appear in its log; a
 * refused book is corrected and submitted again; an approved book is written off (EMS121).
 */
let customs: Awaited<ReturnType<typeof startCustomsApp>>;
let t: TestApp;
let clerk: string;
let channelId: number;
let ok: ReturnType<typeof caller>;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk, channelId } = customs);
  ok = caller(t, clerk);
});
afterAll(() => customs.close());

const xml = new XMLParser({
  parseTagValue: false,
  isArray: (name) => /^Ems(PutrecImg|PutrecExg|PutrecUcns|BwsDt|VclrDt)$/.test(name),
});
type Node = Record<string, unknown>;
/** An element by its path ({} when absent). */
const dig = (node: unknown, ...names: string[]): Node =>
  names.reduce<Node>((n, k) => (n[k] ?? {}) as Node, node as Node);
/** The repeated elements of a name ([] when none). */
const all = (node: Node, name: string) => (node[name] ?? []) as Node[];

let n = 0;
/** A confirmed book of the kind (1 processing, 2 logistics): materials 1 and 2, finished 1, its consumption. */
async function confirmedBook(kind: '1' | '2') {
  n += 1;
  const book = await ok('POST', '/api/account-books', {
    customer_code: 'C0001',
    ems_no: `${kind === '1' ? 'E' : 'T'}3701F${String(Date.now() % 10000).padStart(4, '0')}${String(n).padStart(2, '0')}`,
    book_kind: kind,
    ems_type: '27',
    master_cuscd: '3701',
    valid_date: '2030-12-31',
    trade_code: '3502963214',
    trade_name: '厦门嘉禾贸易有限公司',
    decl_code: '3502980123',
    decl_name: '厦门海天报关有限公司',
    channel_id: channelId,
  });
  const goods = (type: 'I' | 'E', g_no: number, cop: string) =>
    ok('POST', '/api/account-book-goods', {
      book_id: book.id,
      g_no,
      cop_g_no: cop,
      type,
      code_t: '8473309000',
      g_name: `零件 ${cop}`,
      unit: '007',
      curr: 'USD',
      dec_price: '12.5',
      appr_amt: '1000',
    });
  await goods('I', 1, 'MAT-1');
  await goods('I', 2, 'MAT-2');
  await goods('E', 1, 'FIN-1');
  await ok('POST', '/api/account-book-losses', {
    book_id: book.id,
    exg_no: 1,
    m_g_no: 1,
    p_g_no: '1',
    dec_dm: '2',
  });
  return ok('POST', `/api/account-books/${book.id}/confirm`, { version: book.version });
}

const get = (id: number) => ok('GET', `/api/account-books/${id}`);

/** Submits the book and reads the message it wrote to the channel's outbox. */
async function submit(book: Row) {
  const sent = await ok('POST', `/api/account-books/${book.id}/submit`, { version: book.version });
  const file = path.join(customs.mainDir, 'outbox', String(sent.file));
  const message = xml.parse(fs.readFileSync(file, 'utf8')) as Node;
  return { sent, message, data: dig(message, 'Package', 'DataInfo', 'BussinessData') };
}

const upload = (body: string, name = 'receipt.xml') =>
  uploadReceipt(t, clerk, '/api/account-books/receipts/upload', body, name);

async function uploaded(body: string) {
  const res = await upload(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    book_id: number;
    status: string;
    duplicate: boolean;
    code: string;
    message_type: string;
  }>();
}

const log = async (id: number) =>
  ((await ok('GET', `/api/account-books/${id}/log`)).content as Row[]).map(
    (e) => `${String(e.action)}:${String(e.message_type ?? '')}:${String(e.code ?? '')}`,
  );

describe('an account book filed with customs', () => {
  it('declares customs’ answers as customs moves of the definition, with no route', async () => {
    const customsMoves = accountBook.workflow!.moves.filter((m) => m.customs).map((m) => m.name);
    expect(customsMoves).toEqual([...BOOK_RECEIPT_MOVES]);
    const res = await t.call('POST', '/api/account-books/1/approve', clerk, { version: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('files a processing book (EMS111 备案), is accepted and approved with customs’ number', async () => {
    const book = await confirmedBook('1');
    const { sent, message, data } = await submit(book);
    expect(sent).toMatchObject({ status: '2', channel_id: channelId });
    const seq = String(sent.client_seq_no);
    expect(seq).toMatch(
      new RegExp(`^${businessDay().replace(/-/g, '')}8${String(book.id).padStart(7, '0')}01$`),
    );
    expect(sent.file).toBe(`EMS111_${seq}.xml`);
    expect(dig(message, 'Package', 'EnvelopInfo')).toMatchObject({
      message_type: 'EMS111',
      business_id: seq,
    });
    const ems = dig(data, 'EMS111');
    expect(ems.EmsPutrecBsc).toMatchObject({
      emsNo: book.ems_no,
      etpsPreentNo: seq,
      dclTypecd: '1',
      masterCuscd: '3701',
      bizopEtpsno: '3502963214',
      dclEtpsno: '3502980123',
      imgItems: '2',
      exgItems: '1',
      finishValidDate: '20301231',
    });
    expect(all(ems, 'EmsPutrecImg').map((l) => [l.gdsSeqno, l.gdsMtno, l.modfMarkcd, l.dclUprcAmt])).toEqual([
      ['1', 'MAT-1', '3', '12.5'],
      ['2', 'MAT-2', '3', '12.5'],
    ]);
    expect(all(ems, 'EmsPutrecExg').map((l) => [l.gdsSeqno, l.modfMarkcd])).toEqual([['1', '3']]);
    expect(
      all(ems, 'EmsPutrecUcns').map((l) => [l.endprdSeqno, l.mtpckSeqno, l.netUseupQty, l.modfMarkcd]),
    ).toEqual([['1', '1', '2', '3']]);

    // accepted: customs' pre-entry number, still submitted
    const seqNo = `2026${String(book.id).padStart(14, '0')}`;
    const accepted = await uploaded(bookImportResponse({ seqNo, etpsPreentNo: seq, ok: true }));
    expect(accepted).toMatchObject({ book_id: book.id, status: '2', message_type: 'COMMON', code: 'R0' });
    expect(await get(book.id)).toMatchObject({ seq_no: seqNo, status: '2' });

    // approved: 申报成功 with customs' book number, change count and approval date
    const customsNo = `E3701D${String(book.id).padStart(6, '0')}`;
    const audit = bookAudit({ type: 'EMS211', seqNo, emsNo: customsNo, manageResult: '1' });
    expect(await uploaded(audit)).toMatchObject({ status: '3', message_type: 'EMS211', code: 'A1' });
    expect(await get(book.id)).toMatchObject({
      status: '3',
      ems_no: customsNo,
      chg_tms_cnt: 0,
      putrec_time: '2026-11-20',
      return_message: '审核通过',
    });
    // the same file again changes nothing
    expect(await uploaded(audit)).toMatchObject({ duplicate: true, status: '3' });
    expect(await log(book.id)).toEqual([
      'confirm::',
      'submit:EMS111:ss',
      'receipt:COMMON:R0',
      'receipt:EMS211:A1',
      'approve::',
    ]);
  });

  it('files a change of an approved book with only the changed lines and their marks; a refusal is corrected and filed again', async () => {
    const book = await confirmedBook('1');
    const first = await submit(book);
    const seqNo = `2027${String(book.id).padStart(14, '0')}`;
    await uploaded(bookAudit({ type: 'EMS211', seqNo, emsNo: String(book.ems_no), manageResult: '1' }));
    expect(first.sent.client_seq_no).toBeTruthy();

    // 变更: reopened by hand, a material renamed, another added, the consumption line removed
    const approved = await get(book.id);
    const opened = await ok('POST', `/api/account-books/${book.id}/change`, { version: approved.version });
    expect(opened).toMatchObject({ status: '0', seq_no: null });
    const goods = (await ok('GET', `/api/account-book-goods?book_id=${book.id}&type=I&g_no=2`))
      .content as Row[];
    await ok('PUT', `/api/account-book-goods/${goods[0]!.id}`, {
      version: goods[0]!.version,
      g_name: '主板 改',
    });
    await ok('POST', '/api/account-book-goods', {
      book_id: book.id,
      g_no: 3,
      cop_g_no: 'MAT-3',
      type: 'I',
      code_t: '8473309000',
      g_name: '新料件',
      unit: '007',
    });
    const losses = (await ok('GET', `/api/account-book-losses?book_id=${book.id}`)).content as Row[];
    await ok('DELETE', `/api/account-book-losses/${losses[0]!.id}`);
    const reconfirmed = await ok('POST', `/api/account-books/${book.id}/confirm`, {
      version: opened.version,
    });
    const change = await submit(reconfirmed);
    expect(String(change.sent.client_seq_no).endsWith('02')).toBe(true);
    const ems = dig(change.data, 'EMS111');
    expect(dig(ems, 'EmsPutrecBsc').dclTypecd).toBe('2');
    expect(all(ems, 'EmsPutrecImg').map((l) => [l.gdsSeqno, l.gdsNm, l.modfMarkcd])).toEqual([
      ['2', '主板 改', '1'],
      ['3', '新料件', '3'],
    ]);
    expect(ems.EmsPutrecExg).toBeUndefined();
    expect(all(ems, 'EmsPutrecUcns').map((l) => [l.endprdSeqno, l.mtpckSeqno, l.modfMarkcd])).toEqual([
      ['1', '1', '2'],
    ]);

    // refused with customs' text: 申报失败, editable again
    const changeSeq = `2028${String(book.id).padStart(14, '0')}`;
    const refusal = bookAudit({
      type: 'EMS211',
      seqNo: changeSeq,
      emsNo: String(book.ems_no),
      manageResult: '3',
      dclTypecd: '2',
      rmk: '料件3商品编码与品名不符',
    });
    // the import response first gives the change its pre-entry number
    await uploaded(
      bookImportResponse({ seqNo: changeSeq, etpsPreentNo: String(change.sent.client_seq_no), ok: true }),
    );
    expect(await uploaded(refusal)).toMatchObject({ status: '4', code: 'A3' });
    const refused = await get(book.id);
    expect(refused).toMatchObject({ status: '4', return_message: '退单：料件3商品编码与品名不符' });
    const fixed = (await ok('GET', `/api/account-book-goods?book_id=${book.id}&g_no=3`)).content as Row[];
    await ok('PUT', `/api/account-book-goods/${fixed[0]!.id}`, {
      version: fixed[0]!.version,
      g_name: '主板支架',
    });
    const again = await ok('POST', `/api/account-books/${book.id}/confirm`, { version: refused.version });
    const resent = await submit(again);
    expect(String(resent.sent.client_seq_no).endsWith('03')).toBe(true);
    expect(dig(resent.data, 'EMS111', 'EmsPutrecBsc')).toMatchObject({ dclTypecd: '2', seqNo: changeSeq });
    expect(
      all(dig(resent.data, 'EMS111'), 'EmsPutrecImg').map((l) => [l.gdsSeqno, l.gdsNm, l.modfMarkcd]),
    ).toEqual([
      ['2', '主板 改', '1'],
      ['3', '主板支架', '3'],
    ]);
    await uploaded(
      bookAudit({
        type: 'EMS211',
        seqNo: changeSeq,
        emsNo: String(book.ems_no),
        manageResult: '1',
        dclTypecd: '2',
        chgTmsCnt: 1,
      }),
    );
    expect(await get(book.id)).toMatchObject({ status: '3', chg_tms_cnt: 1, chg_time: '2026-11-20' });
    const entries = await log(book.id);
    expect(entries.filter((e) => e.startsWith('submit'))).toHaveLength(3);
    expect(entries).toContain('refuse::');
  });

  it('files a logistics book (BWS101); an import refusal fails it with customs’ text and it is filed again', async () => {
    const book = await confirmedBook('2');
    const { sent, data } = await submit(book);
    expect(sent.file).toBe(`BWS101_${String(sent.client_seq_no)}.xml`);
    expect(dig(data, 'BWS101', 'EmsBwsBsc')).toMatchObject({
      bwsNo: book.ems_no,
      dclTypecd: '1',
      bwlTypecd: 'Z',
      bwlBookTypecd: 'TW',
    });
    expect(
      all(dig(data, 'BWS101'), 'EmsBwsDt').map((l) => [l.mtpckEndprdMarkcd, l.gdsSeqno, l.modfMarkcd]),
    ).toEqual([
      ['E', '1', '3'],
      ['I', '1', '3'],
      ['I', '2', '3'],
    ]);
    expect(dig(data, 'BWS101').EmsPutrecUcns).toBeUndefined();

    // the customs client's copy names the message: read as the book's from the channel
    const refusal = bookImportResponse({
      etpsPreentNo: String(sent.client_seq_no),
      ok: false,
      text: '区内企业编码不存在',
    });
    await recordChannelReceipt(
      t.app.db,
      Buffer.from(refusal),
      `Failed_BWS101_${String(sent.client_seq_no)}.xml`,
    );
    const refused = await get(book.id);
    expect(refused).toMatchObject({ status: '4', return_message: '区内企业编码不存在' });

    const again = await ok('POST', `/api/account-books/${book.id}/confirm`, { version: refused.version });
    const resent = await submit(again);
    // an import response with no name to go by still finds the book (after lists and passports)
    const seqNo = `2029${String(book.id).padStart(14, '0')}`;
    await recordChannelReceipt(
      t.app.db,
      Buffer.from(bookImportResponse({ seqNo, etpsPreentNo: String(resent.sent.client_seq_no), ok: true })),
      'response.xml',
    );
    expect(await get(book.id)).toMatchObject({ status: '2', seq_no: seqNo });
    await uploaded(bookAudit({ type: 'BWS211', seqNo, emsNo: String(book.ems_no), manageResult: '1' }));
    expect(await get(book.id)).toMatchObject({ status: '3' });
  });

  it('writes off an approved book (EMS121) of the kind chosen; the book stays approved', async () => {
    const book = await confirmedBook('1');
    const early = await t.call('POST', `/api/account-books/${book.id}/write-off`, clerk, {
      version: book.version,
      vclr_typecd: '1',
    });
    expect(early.statusCode).toBe(409);
    await submit(book);
    const seqNo = `2030${String(book.id).padStart(14, '0')}`;
    await uploaded(bookAudit({ type: 'EMS211', seqNo, emsNo: String(book.ems_no), manageResult: '1' }));
    const approved = await get(book.id);
    const bad = await t.call('POST', `/api/account-books/${book.id}/write-off`, clerk, {
      version: approved.version,
      vclr_typecd: '9',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('vclr_typecd');
    const done = await ok('POST', `/api/account-books/${book.id}/write-off`, {
      version: approved.version,
      vclr_typecd: '2',
    });
    expect(done).toMatchObject({ status: '3' });
    expect(done.file).toBe(`EMS121_${String(done.client_seq_no)}.xml`);
    const written = xml.parse(
      fs.readFileSync(path.join(customs.mainDir, 'outbox', String(done.file)), 'utf8'),
    ) as Node;
    const ems = dig(written, 'Package', 'DataInfo', 'BussinessData', 'EMS121');
    expect(ems.EmsVclrBsc).toMatchObject({ emsNo: book.ems_no, vclrTypecd: '2' });
    expect(ems.EmsVclrDt).toHaveLength(3);
    // its audit is logged without moving the book
    await uploaded(
      bookAudit({ type: 'EMS211', seqNo, emsNo: String(book.ems_no), manageResult: '1', rmk: '报核通过' }),
    );
    expect(await get(book.id)).toMatchObject({ status: '3' });
    expect((await log(book.id)).slice(-2)).toEqual(['write-off:EMS121:ss', 'receipt:EMS211:A1']);
  });

  it('refuses a submit without a usable channel and a receipt naming no book of the caller’s, writing nothing', async () => {
    const book = await confirmedBook('2');
    const none = await t.call('POST', `/api/account-books/${book.id}/submit`, clerk, {
      version: book.version,
      channel_id: 999_999,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('channel_id');
    expect(await get(book.id)).toMatchObject({ status: '1', version: book.version });

    const stray = await upload(
      bookAudit({ type: 'BWS211', seqNo: '209900000000000001', emsNo: 'T0000Z999999', manageResult: '1' }),
    );
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors).toHaveProperty('file');
  });
});
