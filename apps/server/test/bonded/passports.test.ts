import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCustomsApp } from '../helpers/customs.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  approvedList,
  caller,
  patchXml,
  sample,
  uniqueNo,
  uploadReceipt,
  type Row,
} from '../helpers/bonded.ts';
import { recordChannelReceipt } from '../../src/modules/receipts/receipts.service.ts';

let customs: Awaited<ReturnType<typeof startCustomsApp>>;
let t: TestApp;
let clerk: string;
let channelId: number;
let mainDir: string;
let bookId: number;
let ok: ReturnType<typeof caller>;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk, channelId, mainDir } = customs);
  ok = caller(t, clerk);
  const books = await ok('GET', '/api/account-books?ems_no=T3701W000018');
  bookId = (books.content as Row[])[0]!.id;
});
afterAll(() => customs.close());

const UPLOAD = '/api/passports/receipts/upload';

/** A new passport on the zone book: a loaded 13,000 kg truck with a 1,000 kg frame. */
const newPassport = (extra: Record<string, unknown> = {}) =>
  ok('POST', '/api/passports', {
    book_id: bookId,
    etps_preent_no: uniqueNo('HFD'),
    passport_typecd: '3',
    ie_flag: 'I',
    bind_typecd: '1',
    master_cuscd: '3701',
    vehicle_no: '闽D12345',
    vehicle_wt: '13000',
    vehicle_frame_wt: '1000',
    total_wt: '14000',
    channel_id: channelId,
    ...extra,
  });
const get = (id: number) => ok('GET', `/api/passports/${id}`);
const timeline = async (id: number) =>
  ((await ok('GET', `/api/passports/${id}/timeline`)).content as Row[]).map(
    (e) => `${e.action}:${e.code ?? ''}`,
  );

/** The passport's import response (as the customs client names it) and its audit, with a fresh pre-entry no. */
async function acceptAndApprove(p: Row) {
  const seqNo = `7${String(p.id).padStart(17, '0')}`;
  const common = `<?xml version="1.0" encoding="UTF-8"?><CommonResponeMessage><SeqNo>${seqNo}</SeqNo><EtpsPreentNo>${String(p.etps_preent_no)}</EtpsPreentNo><CheckInfo>核放单申报成功</CheckInfo><DealFlag>0</DealFlag></CommonResponeMessage>`;
  await recordChannelReceipt(
    t.app.db,
    Buffer.from(common),
    `Successed_SAS121_I_${String(p.etps_preent_no)}.xml`,
  );
  const passportNo = `Z3701I26${String(p.id).padStart(16, '0')}`;
  const audit = patchXml(sample('sas221-receipt-passport-1.xml'), {
    etpsPreentNo: seqNo,
    sasPassportPreentNo: seqNo,
    businessId: passportNo,
    passportNo,
  });
  const res = await uploadReceipt(t, clerk, UPLOAD, audit);
  expect(res.statusCode, res.body).toBe(200);
  return { seqNo, passportNo, audit, answer: res.json() as Row };
}

describe('binding a passport to inventory lists', () => {
  it('takes the goods lines and weights of the lists and refuses what cannot be carried', async () => {
    const a = await approvedList(t, clerk, bookId, channelId, 'I', [
      [1, '10', '120.5'],
      [2, '5', '30'],
    ]);
    const b = await approvedList(t, clerk, bookId, channelId, 'I', [[3, '4', '49.5']]);
    const out = await approvedList(t, clerk, bookId, channelId, 'E', [[1, '1', '1']]);
    const p = await newPassport();
    const bound = await ok('POST', `/api/passports/${p.id}/lists`, {
      version: p.version,
      list_ids: [a.id, b.id],
    });
    expect(bound).toMatchObject({ lines: 3, rlt_no: `${String(a.bond_invt_no)}\\${String(b.bond_invt_no)}` });
    expect(Number(bound.total_gross_wt)).toBe(200);
    const lines = (await ok('GET', `/api/passport-lines?passport_id=${p.id}&sort=passport_seqno,asc`))
      .content as Row[];
    expect(lines.map((l) => [l.passport_seqno, l.list_id, l.rlt_gds_seqno, l.gds_mtno])).toEqual([
      [1, a.id, 1, 'MB-X1-0001'],
      [2, a.id, 2, 'CPU-I7-1360'],
      [3, b.id, 1, 'BAT-4S-5600'],
    ]);

    const refused = async (body: Record<string, unknown>, id = p.id) => {
      const res = await t.call('POST', `/api/passports/${id}/lists`, clerk, body);
      expect(res.statusCode, res.body).toBe(400);
      return String(res.json<{ errors: Record<string, string> }>().errors.list_ids);
    };
    const version = Number(bound.version);
    expect(await refused({ version, list_ids: [out.id] })).toContain('进出口标记');
    const draft = await ok('POST', '/api/inventory-lists', {
      book_id: bookId,
      etps_inner_invt_no: uniqueNo('DRAFT'),
      impexp_markcd: 'I',
      supv_modecd: '5000',
      trsp_modecd: '2',
      dcl_plc_cuscd: '3701',
    });
    expect(await refused({ version, list_ids: [draft.id] })).toContain('暂存');
    // another vehicle cannot take a list this one carries (one vehicle several lists)
    const other = await newPassport();
    expect(await refused({ version: other.version, list_ids: [a.id] }, other.id)).toContain(
      String(p.etps_preent_no),
    );
    // one list one vehicle: a single list
    const single = await newPassport({ bind_typecd: '2' });
    expect(await refused({ version: single.version, list_ids: [a.id, b.id] }, single.id)).toContain(
      '一票一车',
    );
    // an empty vehicle carries nothing
    const empty = await newPassport({ passport_typecd: '6' });
    expect(await refused({ version: empty.version, list_ids: [b.id] }, empty.id)).toContain('空车');
    // nothing was changed by the refusals
    expect((await get(p.id)).version).toBe(version);
  });

  it('lets several vehicles carry one list only up to its gross weight', async () => {
    const list = await approvedList(t, clerk, bookId, channelId, 'I', [[1, '10', '100']]);
    const first = await newPassport({ bind_typecd: '3', total_wt: '14100' });
    await ok('POST', `/api/passports/${first.id}/lists`, { version: first.version, list_ids: [list.id] });
    const [line] = (await ok('GET', `/api/passport-lines?passport_id=${first.id}`)).content as Row[];
    const cut = await ok('PUT', `/api/passport-lines/${line!.id}`, {
      version: line!.version,
      gross_wt: '60',
      dcl_qty: '6',
    });
    expect(cut.gross_wt).toMatch(/^60/);
    expect(Number((await get(first.id)).total_gross_wt)).toBe(60);
    await ok('PUT', `/api/passports/${first.id}`, {
      version: (await get(first.id)).version,
      total_wt: '14060',
    });
    await ok('POST', `/api/passports/${first.id}/confirm`, { version: (await get(first.id)).version });

    const second = await newPassport({ bind_typecd: '3', total_wt: '14100' });
    const bound = await ok('POST', `/api/passports/${second.id}/lists`, {
      version: second.version,
      list_ids: [list.id],
    });
    // 100 kg on the list, 60 on the first truck: 100 more is over by more than the 10 kg tolerance
    const over = await t.call('POST', `/api/passports/${second.id}/confirm`, clerk, {
      version: bound.version,
    });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json<{ message: string }>().message).toContain('剩余未运毛重 40');
  });
});

describe('confirming, declaring and the receipts of a passport', () => {
  it('checks the weights, sends SAS121 and follows audit and gate passage exactly once', async () => {
    const list = await approvedList(t, clerk, bookId, channelId, 'I', [[1, '10', '292.8']]);
    const p = await newPassport({ total_wt: '15000' });
    const bound = await ok('POST', `/api/passports/${p.id}/lists`, {
      version: p.version,
      list_ids: [list.id],
    });
    const wrong = await t.call('POST', `/api/passports/${p.id}/confirm`, clerk, { version: bound.version });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: Record<string, string> }>().errors.total_wt).toContain('14292.8');
    const fixed = await ok('PUT', `/api/passports/${p.id}`, { version: bound.version, total_wt: '14292.8' });
    const confirmed = await ok('POST', `/api/passports/${p.id}/confirm`, { version: fixed.version });
    expect(confirmed.status).toBe('1');
    const locked = await t.call('PUT', `/api/passports/${p.id}`, clerk, {
      version: confirmed.version,
      rmk: 'x',
    });
    expect(locked.statusCode).toBe(409);

    const declared = await ok('POST', `/api/passports/${p.id}/declare`, { version: confirmed.version });
    expect(declared).toMatchObject({ status: '2' });
    expect(Number(String(declared.client_seq_no).slice(8, 16))).toBe(60_000_000 + p.id);
    // named by its kind: customs answers Successed_SAS121_…, which routes the answer to a passport
    expect(declared.file).toBe(`SAS121_${String(declared.client_seq_no)}.xml`);
    const xml = fs.readFileSync(path.join(mainDir, 'outbox', String(declared.file)), 'utf8');
    expect(xml).toContain('<message_type>SAS121</message_type>');
    expect(xml).toContain('<VehicleNo>闽D12345</VehicleNo>');
    expect(xml).toContain(`<RtlBillNo>${String(list.bond_invt_no)}</RtlBillNo>`);
    expect(xml).toContain('<TotalWt>14292.8</TotalWt>');
    const again = await t.call('POST', `/api/passports/${p.id}/declare`, clerk, {
      version: declared.version,
    });
    expect(again.statusCode).toBe(409);

    const { passportNo, audit, answer } = await acceptAndApprove(p);
    expect(answer).toMatchObject({ status: '3', stucd: '1', code: 'A1', duplicate: false });
    const repeat = await uploadReceipt(t, clerk, UPLOAD, audit);
    expect(repeat.json()).toMatchObject({ duplicate: true });
    expect(await get(p.id)).toMatchObject({ passport_no: passportNo, status: '3', stucd: '1' });

    const gate = patchXml(sample('sas223-receipt-passport-1.xml'), {
      businessId: passportNo,
      passportNo,
      sasPassportPreentNo: `7${String(p.id).padStart(17, '0')}`,
      passID: 'KK01',
    });
    expect((await uploadReceipt(t, clerk, UPLOAD, gate)).json()).toMatchObject({ stucd: '2', code: 'G2' });
    const passed = await get(p.id);
    expect(passed).toMatchObject({ stucd: '2', pass_id: 'KK01' });
    expect(passed.pass_time).toBeTruthy();
    const voided = await t.call('POST', `/api/passports/${p.id}/void`, clerk, {
      version: passed.version,
      reason: '错填',
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json<{ message: string }>().message).toContain('已过卡');
    expect(await timeline(p.id)).toEqual([
      'add:',
      'confirm:',
      'declare:ss',
      'receipt:R0',
      'receipt:A1',
      // the audit's move, by customs (its definition's approve, logged as a person's move is)
      'approve:',
      'receipt:G2',
    ]);
  });

  it('voids only a passport customs approved, and frees its lists for another vehicle', async () => {
    const list = await approvedList(t, clerk, bookId, channelId, 'I', [[2, '3', '20']]);
    const p = await newPassport({ total_wt: '14020' });
    const bound = await ok('POST', `/api/passports/${p.id}/lists`, {
      version: p.version,
      list_ids: [list.id],
    });
    const early = await t.call('POST', `/api/passports/${p.id}/void`, clerk, {
      version: bound.version,
      reason: '改派车辆',
    });
    expect(early.statusCode).toBe(409);
    // the void leaves from 申报成功 only (the engine's refusal names the states)
    expect(early.json<{ message: string }>().message).toContain('只有“申报成功”状态可以作废');
    const blank = await t.call('POST', `/api/passports/${p.id}/void`, clerk, {
      version: bound.version,
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const declared = await ok('POST', `/api/passports/${p.id}/declare`, { version: bound.version });
    await acceptAndApprove(p);
    const approved = await get(p.id);
    const voided = await ok('POST', `/api/passports/${p.id}/void`, {
      version: approved.version,
      reason: '改派车辆',
    });
    expect(voided).toMatchObject({ stucd: '6' });
    expect(voided.client_seq_no).not.toBe(declared.client_seq_no);
    const xml = fs.readFileSync(path.join(mainDir, 'outbox', String(voided.file)), 'utf8');
    expect(xml).toContain('<DclTypecd>3</DclTypecd>');
    const next = await newPassport({ total_wt: '14020' });
    await ok('POST', `/api/passports/${next.id}/lists`, { version: next.version, list_ids: [list.id] });
  });

  it('declares an empty vehicle without lists, and a two-step passport with its entries (ICP101, SAS253)', async () => {
    const empty = await newPassport({ passport_typecd: '6' });
    expect(await ok('POST', `/api/passports/${empty.id}/declare`, { version: empty.version })).toMatchObject({
      status: '2',
    });
    const loaded = await newPassport();
    const none = await t.call('POST', `/api/passports/${loaded.id}/declare`, clerk, {
      version: loaded.version,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toContain('没有绑定核注清单');

    const two = await newPassport({ passport_typecd: '7' });
    const missing = await t.call('POST', `/api/passports/${two.id}/declare`, clerk, { version: two.version });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string> }>().errors).toHaveProperty('rlt_entry_nos');
    const withEntries = await ok('PUT', `/api/passports/${two.id}`, {
      version: two.version,
      rlt_entry_nos: '370120261000012345',
      // no lines: the goods weight is typed on the head and counts in the total
      total_gross_wt: '500',
      total_wt: '14500',
    });
    const sent = await ok('POST', `/api/passports/${two.id}/declare`, { version: withEntries.version });
    expect(sent.file).toBe(`ICP101_${String(sent.client_seq_no)}.xml`);
    expect(fs.readFileSync(path.join(mainDir, 'outbox', String(sent.file)), 'utf8')).toContain(
      '<message_type>ICP101</message_type>',
    );
    const twoStep = await ok(
      'GET',
      `/api/passports?passport_typecd=7&etps_preent_no=${String(two.etps_preent_no)}`,
    );
    expect((twoStep.content as Row[]).map((r) => r.id)).toEqual([two.id]);
    const { passportNo } = await acceptAndApprove(two);
    const gate = patchXml(sample('sas253-receipt-two-step-passport-1.xml'), {
      businessId: passportNo,
      passportNo,
    });
    expect((await uploadReceipt(t, clerk, UPLOAD, gate)).json()).toMatchObject({ stucd: '2', code: 'G2' });
    expect(await get(two.id)).toMatchObject({ stucd: '2', pass_id: 'NB' });
  });

  it('refuses a receipt it cannot read or that names no passport of the caller, writing nothing', async () => {
    const junk = await uploadReceipt(t, clerk, UPLOAD, '<Package><nothing/></Package>');
    expect(junk.statusCode).toBe(400);
    expect(junk.json<{ errors: Record<string, string> }>().errors).toHaveProperty('file');
    const stranger = patchXml(sample('sas221-receipt-passport-1.xml'), {
      passportNo: 'Z9999',
      sasPassportPreentNo: '1',
    });
    const unmatched = await uploadReceipt(t, clerk, UPLOAD, stranger);
    expect(unmatched.statusCode).toBe(400);
  });
});

describe('partners and passports', () => {
  it('shows a partner its own customer’s passports, read-only', async () => {
    const mine = await newPassport();
    const partner = await t.login('partner01');
    const list = await t.call('GET', '/api/passports?size=100', partner);
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ content: Row[] }>().content;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.customer_code))).toEqual(new Set([mine.customer_code]));
    const write = await t.call('POST', `/api/passports/${mine.id}/confirm`, partner, {
      version: mine.version,
    });
    expect(write.statusCode).toBe(403);
  });
});
