import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import fs from 'node:fs';
import { recordChannelReceipt } from '../../src/modules/receipts/receipts.service.ts';
import {
  item,
  listOf,
  newList,
  ok,
  receiptFor,
  sample,
  startInventoryWorld,
  type InventoryWorld,
  type Row,
  upload,
} from './inventory-list-fixture.ts';

let w: InventoryWorld;
beforeAll(async () => {
  w = await startInventoryWorld();
});
afterAll(() => w.customs.close());

describe('declaring an inbound list and its receipts', () => {
  it('sends INV101 through the channel, then INV201 approves and INV211 deducts the book exactly once', async () => {
    const before = Number((await item(1)).in_qty);
    // declared with customs: the book moves on the deduction receipt, not on approval
    const list = await newList('I', [[1, '100']], { dclcus_flag: '1', dclcus_typecd: '2' });
    const declared = await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
    expect(declared).toMatchObject({ status: '1', channel_id: w.channelId });
    // its client sequence number is never a declaration's (same channels, same outbox names, one inbox):
    // date, 50,000,000 + the list's id, send number
    const seq = String(declared.client_seq_no);
    expect(seq).toMatch(/^\d{18}$/);
    expect(Number(seq.slice(8, 16))).toBe(50_000_000 + Number(list.id));
    expect(declared.file).toBe(`INV101_${seq}.xml`);
    const written = fs.readFileSync(path.join(w.mainDir, 'outbox', String(declared.file)), 'utf8');
    expect(written).toContain('<message_type>INV101</message_type>');
    expect(written).toContain(`<EtpsInnerInvtNo>${String(list.etps_inner_invt_no)}</EtpsInnerInvtNo>`);
    expect(written).toContain('<PutrecNo>T3701W000018</PutrecNo>');

    // with customs now: no more edits
    const edit = await w.t.call('PUT', `/api/inventory-lists/${list.id}`, w.clerk, {
      version: declared.version,
      rmk: 'x',
    });
    expect(edit.statusCode).toBe(409);

    const audit = await upload(
      receiptFor(list, 'inv201-receipt-invt-1.xml', { invtStucd: '0', vrfdedMarkcd: '0' }),
    );
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json()).toMatchObject({
      list_id: list.id,
      status: '4',
      deducted: false,
      message_type: 'INV201',
    });
    expect(Number((await item(1)).in_qty)).toBe(before);

    const deduction = receiptFor(list, 'inv211-receipt-invt-bws-1.xml');
    const first = await upload(deduction);
    expect(first.json()).toMatchObject({ status: '6', deducted: true, duplicate: false });
    const moved = await item(1);
    expect(Number(moved.in_qty)).toBe(before + 100);
    expect(Number(moved.balance_qty)).toBe(Number(moved.in_qty) - Number(moved.out_qty));
    expect(await listOf(list.id)).toMatchObject({
      status: '6',
      vrfded_markcd: '2',
      bond_invt_no: `QDTEST${String(list.id).padStart(12, '0')}`,
    });

    // the same file again, and another deduction receipt for the same list: the book moves once
    expect((await upload(deduction)).json()).toMatchObject({ duplicate: true, deducted: false });
    const other = await upload(
      deduction.replace(/<message_id>[^<]*<\/message_id>/, '<message_id>ANOTHER</message_id>'),
    );
    expect(other.json()).toMatchObject({ duplicate: false, deducted: false });
    expect(Number((await item(1)).in_qty)).toBe(before + 100);

    const timeline = await ok<{ content: { message_type: string; code: string }[] }>(
      'GET',
      `/api/inventory-lists/${list.id}/timeline`,
    );
    expect(timeline.content.map((e) => `${e.message_type}:${e.code}`)).toEqual(
      expect.arrayContaining(['INV101:ss', 'INV201:A0', 'INV211:D2']),
    );
  });

  it('deducts once when two deduction receipts arrive at the same time through the inbox', async () => {
    const before = Number((await item(3)).in_qty);
    const list = await newList('I', [[3, '7']]);
    await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
    const a = receiptFor(list, 'inv211-receipt-invt-bws-1.xml');
    const b = a.replace(/<message_id>[^<]*<\/message_id>/, '<message_id>SECOND</message_id>');
    const results = await Promise.allSettled([
      recordChannelReceipt(w.t.app.db, Buffer.from(a), 'a.INV'),
      recordChannelReceipt(w.t.app.db, Buffer.from(b), 'b.INV'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(Number((await item(3)).in_qty)).toBe(before + 7);
  });
});

describe('the declaration customs generates from a list (INV202)', () => {
  it('becomes a declaration draft with the list’s head and lines, linked from the list, made once', async () => {
    const list = await newList(
      'I',
      [
        [1, '5'],
        [2, '3'],
      ],
      { dclcus_flag: '1', dclcus_typecd: '2', gen_dec_flag: '1', impexp_portcd: '3701' },
    );
    const declared = await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
    expect(declared.status).toBe('1');
    // INV202 names the list by its pre-entry number, which the import response gave it
    const accepted = `<?xml version="1.0" encoding="UTF-8"?><CommonResponeMessage><SeqNo>9${String(list.id).padStart(17, '0')}</SeqNo><EtpsPreentNo>${String(list.etps_inner_invt_no)}</EtpsPreentNo><CheckInfo>保税核注清单申报服务调用成功</CheckInfo><DealFlag>0</DealFlag></CommonResponeMessage>`;
    expect((await upload(accepted)).json()).toMatchObject({ status: '2', message_type: 'COMMON' });
    const generated = sample('inv202-receipt-invt-dec-1.xml')
      .replace(
        /<invPreentNo>[^<]*<\/invPreentNo>/,
        `<invPreentNo>9${String(list.id).padStart(17, '0')}</invPreentNo>`,
      )
      .replace(
        /<businessId>[^<]*<\/businessId>/,
        `<businessId>QDTEST${String(list.id).padStart(12, '0')}</businessId>`,
      );
    const res = await upload(generated);
    expect(res.statusCode, res.body).toBe(200);
    const declarationId = (res.json() as { declaration_id: number }).declaration_id;
    expect(declarationId).toBeGreaterThan(0);
    expect(await listOf(list.id)).toMatchObject({
      declaration_id: declarationId,
      entry_no: 'E20240001310220743',
    });

    const d = await w.t.call('GET', `/api/declarations/${declarationId}/full`, w.clerk);
    expect(d.statusCode, d.body).toBe(200);
    const { head, goods } = (d.json() as { data: { head: Row; goods: Row[] } }).data;
    expect(head).toMatchObject({
      ie_flag: '0',
      customer_code: 'C0001',
      record_no: 'T3701W000018',
      supervise_method: '5000',
      customs_code: '3701',
      qp_sn: 'E20240001310220743',
      cd_status: '0',
    });
    expect(String(head.cd_sn)).toMatch(/^I\d{14}$/);
    expect(goods.map((g) => [g.g_no, g.contr_item, g.code_ts, Number(g.g_qty)])).toEqual([
      [1, 1, '8473309000', 5],
      [2, 2, '8542319000', 3],
    ]);

    // the same receipt again, or another INV202, makes no second draft
    await upload(generated);
    await upload(generated.replace(/<message_id>[^<]*<\/message_id>/, '<message_id>AGAIN</message_id>'));
    const drafts = await w.t.call('GET', `/api/declarations?record_no=T3701W000018&size=100`, w.clerk);
    const mine = (drafts.json() as { content: Row[] }).content.filter(
      (x) => String(x.qp_sn) === 'E20240001310220743',
    );
    expect(mine).toHaveLength(1);
  });
});

describe('a list that needs no customs declaration', () => {
  it('deducts the book on approval (INV201), once', async () => {
    const before = Number((await item(2)).in_qty);
    const list = await newList('I', [[2, '4']]);
    expect(list.dclcus_flag).toBe('2');
    await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
    const approved = await upload(receiptFor(list, 'inv201-receipt-invt-1.xml', { invtStucd: '0' }));
    expect(approved.json()).toMatchObject({ status: '4', deducted: true });
    expect(Number((await item(2)).in_qty)).toBe(before + 4);
    const later = await upload(receiptFor(list, 'inv211-receipt-invt-bws-1.xml'));
    expect(later.json()).toMatchObject({ status: '6', deducted: false });
    expect(Number((await item(2)).in_qty)).toBe(before + 4);
  });
});

describe('declaring an outbound list', () => {
  it('refuses more than an item has available, naming the line and the shortfall, and sends nothing', async () => {
    const available = Number((await item(6)).available_qty);
    const list = await newList('E', [
      [6, '1'],
      [6, String(available)],
    ]);
    const files = fs.readdirSync(path.join(w.mainDir, 'outbox')).length;
    const res = await w.t.call('POST', `/api/inventory-lists/${list.id}/declare`, w.clerk, {
      version: list.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('第 2 行');
    expect(res.json().message).toContain('短缺 1');
    expect(fs.readdirSync(path.join(w.mainDir, 'outbox')).length).toBe(files);
    expect((await listOf(list.id)).status).toBe('0');
  });

  it('locks its quantity when declared and releases it when customs refuses the list', async () => {
    const start = await item(4);
    const list = await newList('E', [[4, '30']]);
    await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
    const locked = await item(4);
    expect(Number(locked.locked_qty)).toBe(Number(start.locked_qty) + 30);
    expect(Number(locked.available_qty)).toBe(Number(start.available_qty) - 30);

    const refused = await upload(
      receiptFor(list, 'inv201-receipt-invt-1.xml', { invtStucd: '2', rmk: '申报数量有误' }),
    );
    expect(refused.json()).toMatchObject({ status: '5' });
    const released = await item(4);
    expect(Number(released.locked_qty)).toBe(Number(start.locked_qty));
    expect(Number(released.available_qty)).toBe(Number(start.available_qty));
    expect(await listOf(list.id)).toMatchObject({ status: '5', return_message: '申报数量有误' });
  });
});

describe('declaring is refused', () => {
  it('on a book not yet confirmed, and for a list without lines', async () => {
    const drafts = await ok<{ content: Row[] }>('GET', '/api/account-books?ems_no=T3701W000027');
    const draftBook = drafts.content[0]!;
    const onDraft = await ok('POST', '/api/inventory-lists', {
      book_id: draftBook.id,
      etps_inner_invt_no: `TESTQDDRAFT${Date.now().toString(36).toUpperCase()}`,
      impexp_markcd: 'I',
      mtpck_endprd_markcd: 'I',
      supv_modecd: '5000',
      trsp_modecd: '2',
      dcl_plc_cuscd: '3701',
      channel_id: w.channelId,
    });
    const res = await w.t.call('POST', `/api/inventory-lists/${onDraft.id}/declare`, w.clerk, {
      version: onDraft.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('T3701W000027');

    const empty = await newList('I', []);
    const none = await w.t.call('POST', `/api/inventory-lists/${empty.id}/declare`, w.clerk, {
      version: empty.version,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('没有表体');
  });

  it('for a receipt that names no list we have (400 on the file, nothing recorded)', async () => {
    const stray = sample('inv211-receipt-invt-bws-1.xml');
    const res = await upload(stray);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('file');
  });
});
