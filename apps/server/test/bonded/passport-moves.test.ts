import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passport, PASSPORT_RECEIPT_MOVES } from '@app/shared';
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

/**
 * The passport's moves from its definition (confirm, unconfirm, declare, void; customs' approve and
 * refuse from receipts): wrong state and stale version refused, the document log, a receipt moving the
 * passport as a person's move would; and the binding's rule, one for the picker and the binding.
 */
let customs: Awaited<ReturnType<typeof startCustomsApp>>;
let t: TestApp;
let clerk: string;
let channelId: number;
let bookId: number;
let ok: ReturnType<typeof caller>;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk, channelId } = customs);
  ok = caller(t, clerk);
  const books = await ok('GET', '/api/account-books?ems_no=T3701W000018');
  bookId = (books.content as Row[])[0]!.id;
});
afterAll(() => customs.close());

const newPassport = (extra: Record<string, unknown> = {}) =>
  ok('POST', '/api/passports', {
    book_id: bookId,
    etps_preent_no: uniqueNo('HFM'),
    passport_typecd: '6',
    ie_flag: 'I',
    bind_typecd: '1',
    master_cuscd: '3701',
    vehicle_no: '闽D54321',
    vehicle_wt: '13000',
    total_wt: '13000',
    channel_id: channelId,
    ...extra,
  });
const get = (id: number) => ok('GET', `/api/passports/${id}`);
const log = async (id: number) =>
  ((await ok('GET', `/api/passports/${id}/log`)).content as Row[]).map((e) => ({
    entry: `${String(e.action)}:${String(e.code ?? '')}`,
    by: e.user_name,
  }));

/** The import response that gives the passport its pre-entry number (as the customs client names it). */
async function importResponse(p: Row) {
  const seqNo = `7${String(p.id).padStart(17, '0')}`;
  const common = `<?xml version="1.0" encoding="UTF-8"?><CommonResponeMessage><SeqNo>${seqNo}</SeqNo><EtpsPreentNo>${String(p.etps_preent_no)}</EtpsPreentNo><CheckInfo>ok</CheckInfo><DealFlag>0</DealFlag></CommonResponeMessage>`;
  await recordChannelReceipt(
    t.app.db,
    Buffer.from(common),
    `Successed_SAS121_I_${String(p.etps_preent_no)}.xml`,
  );
  return seqNo;
}

/** Customs' audit of the passport: 1 approves it, 3 refuses it. */
const audit = (p: Row, seqNo: string, manageResult: '1' | '3') =>
  uploadReceipt(
    t,
    clerk,
    '/api/passports/receipts/upload',
    patchXml(sample('sas221-receipt-passport-1.xml'), {
      etpsPreentNo: seqNo,
      sasPassportPreentNo: seqNo,
      businessId: `Z3701I26${String(p.id).padStart(16, '0')}`,
      passportNo: `Z3701I26${String(p.id).padStart(16, '0')}`,
      manageResult,
    }),
  );

describe('the passport moves by its definition', () => {
  it('refuses a wrong state and a stale version with 409, writing nothing', async () => {
    const p = await newPassport();
    const confirmed = await ok('POST', `/api/passports/${p.id}/confirm`, { version: p.version });
    expect(confirmed).toMatchObject({ status: '1', etps_preent_no: p.etps_preent_no });
    const twice = await t.call('POST', `/api/passports/${p.id}/confirm`, clerk, {
      version: confirmed.version,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toContain('只有“未确认”状态可以确认');
    const stale = await t.call('POST', `/api/passports/${p.id}/unconfirm`, clerk, { version: p.version });
    expect(stale.statusCode).toBe(409);
    expect((await get(p.id)).version).toBe(confirmed.version);
    const back = await ok('POST', `/api/passports/${p.id}/unconfirm`, { version: confirmed.version });
    expect(back).toMatchObject({ status: '0' });
    // a body the move does not take is refused (the void's reason is required)
    const declared = await ok('POST', `/api/passports/${p.id}/declare`, { version: back.version });
    const extra = await t.call('POST', `/api/passports/${p.id}/declare`, clerk, {
      version: declared.version,
      reason: 'x',
    });
    expect(extra.statusCode).toBe(400);
    expect((await log(p.id)).map((e) => e.entry)).toEqual(['add:', 'confirm:', 'unconfirm:', 'declare:ss']);
    expect((await log(p.id)).every((e) => e.by)).toBe(true);
  });

  it('moves by customs through the receipts: approve and refuse, logged without a person', async () => {
    const approved = await newPassport();
    await ok('POST', `/api/passports/${approved.id}/declare`, { version: approved.version });
    const seqNo = await importResponse(approved);
    const answer = await audit(approved, seqNo, '1');
    expect(answer.json()).toMatchObject({ status: '3', stucd: '1', duplicate: false });
    const entries = await log(approved.id);
    expect(entries.map((e) => e.entry)).toEqual([
      'add:',
      'declare:ss',
      'receipt:R0',
      'receipt:A1',
      'approve:',
    ]);
    expect(entries.at(-1)!.by).toBeNull();
    // the timeline the screens read is the same log
    expect((await ok('GET', `/api/passports/${approved.id}/timeline`)).content).toEqual(
      (await ok('GET', `/api/passports/${approved.id}/log`)).content,
    );

    const refused = await newPassport();
    const sent = await ok('POST', `/api/passports/${refused.id}/declare`, { version: refused.version });
    await audit(refused, await importResponse(refused), '3');
    const failed = await get(refused.id);
    expect(failed.status).toBe('4');
    expect(failed.version).toBeGreaterThan(Number(sent.version));
    expect((await log(refused.id)).map((e) => e.entry).slice(-1)).toEqual(['refuse:']);
    // refused: declared again, with a new message number
    const again = await ok('POST', `/api/passports/${refused.id}/declare`, { version: failed.version });
    expect(again.client_seq_no).not.toBe(sent.client_seq_no);
  });

  it('undoes a declaration whose delivery fails: 502, the passport and its log as they were', async () => {
    const p = await newPassport();
    const delivery = t.app.channelDelivery;
    const deliver = delivery.deliver.bind(delivery);
    delivery.deliver = () => Promise.reject(new Error('outbox unreachable'));
    try {
      const res = await t.call('POST', `/api/passports/${p.id}/declare`, clerk, { version: p.version });
      expect(res.statusCode, res.body).toBe(502);
    } finally {
      delivery.deliver = deliver;
    }
    expect(await get(p.id)).toMatchObject({ status: '0', version: p.version, client_seq_no: null });
    expect((await log(p.id)).map((e) => e.entry)).toEqual(['add:']);
  });

  it('keeps customs’ moves off the screens but on the definition', () => {
    const names = passport.workflow!.moves.map((m) => m.name);
    for (const move of PASSPORT_RECEIPT_MOVES) expect(names).toContain(move);
  });
});

describe('the binding’s rule: the picker offers what the binding accepts', () => {
  it('offers the lists of the book and direction customs took in and no other vehicle carries', async () => {
    const free = await approvedList(t, clerk, bookId, channelId, 'I', [[1, '1', '10']]);
    const carried = await approvedList(t, clerk, bookId, channelId, 'I', [[2, '1', '10']]);
    const outbound = await approvedList(t, clerk, bookId, channelId, 'E', [[1, '1', '10']]);
    const draft = await ok('POST', '/api/inventory-lists', {
      book_id: bookId,
      etps_inner_invt_no: uniqueNo('DRAFT'),
      impexp_markcd: 'I',
      supv_modecd: '5000',
      trsp_modecd: '2',
      dcl_plc_cuscd: '3701',
    });
    const other = await newPassport({ passport_typecd: '3', total_wt: '13010' });
    await ok('POST', `/api/passports/${other.id}/lists`, { version: other.version, list_ids: [carried.id] });

    const p = await newPassport({ passport_typecd: '3', total_wt: '13010' });
    const offered = await ok('GET', `/api/passports/${p.id}/bindable-lists`);
    const ids = (offered.content as Row[]).map((l) => l.id);
    expect(offered.single).toBe(false);
    expect(ids).toContain(free.id);
    for (const refused of [carried.id, outbound.id, draft.id]) expect(ids).not.toContain(refused);
    // every list offered is one the binding takes; each one left out is refused, inside list_ids
    const bound = await ok('POST', `/api/passports/${p.id}/lists`, { version: p.version, list_ids: ids });
    expect(bound.lines).toBeGreaterThan(0);
    for (const refused of [carried.id, outbound.id, draft.id]) {
      const res = await t.call('POST', `/api/passports/${p.id}/lists`, clerk, {
        version: bound.version,
        list_ids: [refused],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty('list_ids');
    }
    // still offered to the passport that carries it
    expect(
      ((await ok('GET', `/api/passports/${other.id}/bindable-lists`)).content as Row[]).map((l) => l.id),
    ).toContain(carried.id);
  });

  it('offers one list to a one-list binding and none to an empty vehicle, in the caller’s scope', async () => {
    const single = await newPassport({ passport_typecd: '3', bind_typecd: '2', total_wt: '13010' });
    expect((await ok('GET', `/api/passports/${single.id}/bindable-lists`)).single).toBe(true);
    const empty = await newPassport();
    expect((await ok('GET', `/api/passports/${empty.id}/bindable-lists`)).content).toEqual([]);
    const partner = await t.login('partner01');
    expect((await t.call('GET', `/api/passports/${empty.id}/bindable-lists`, partner)).statusCode).toBe(403);
  });
});
