import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import type { declarationFixture } from '../helpers/customs.ts';
import {
  decResult,
  dropReceipt,
  head,
  importResponse,
  noticeDate,
  noticeInstant,
  receipts,
  waitFor,
  startCustomsApp,
} from '../helpers/customs.ts';

let t: TestApp;
let clerk: string;
let mainDir: string;
let customs: Awaited<ReturnType<typeof startCustomsApp>>;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: true, receiptPollMs: 50 });
  ({ t, clerk, mainDir } = customs);
});
afterAll(() => customs.close());

const sentDeclaration = () => customs.sendFixture();

/** Drops one receipt file and waits until the declaration's history has grown to `count` entries. */
async function deliver(id: number, name: string, xml: string, count: number) {
  dropReceipt(mainDir, name, xml);
  await waitFor(
    async () => ((await receipts(t, clerk, id)).length >= count ? true : undefined),
    `receipt ${name}`,
  );
  return head(t, clerk, id);
}

const files = (dir: string) =>
  fs.existsSync(path.join(mainDir, dir)) ? fs.readdirSync(path.join(mainDir, dir)).sort() : [];

describe('receipts dropped into a folder channel’s inbox', () => {
  it('follow the declaration through 0, 7, L, J, P, R with statuses, numbers and times', async () => {
    const { id, clientSeqNo } = await sentDeclaration();
    const base = Math.floor(Date.now() / 1000) * 1000;
    const at = (m: number) => noticeDate(base, m);
    const seqNo = `I2024${String(id).padStart(13, '0')}`;
    const entryId = `53012024${String(id).padStart(10, '0')}`;

    let h = await deliver(id, `Successed_DEC_${clientSeqNo}.xml`, importResponse(clientSeqNo, seqNo), 2);
    expect(h).toMatchObject({ return_code: '0', cd_status: '30', qp_sn: seqNo });

    h = await deliver(id, 'r7.xml', decResult('7', seqNo, at(1)), 3);
    expect(h).toMatchObject({ return_code: '7', cd_status: '30' });

    h = await deliver(id, 'rL.xml', decResult('L', seqNo, at(2), entryId), 4);
    expect(h).toMatchObject({ return_code: 'L', cd_status: '30', entry_sn: entryId });
    expect(h.allow_time ?? null).toBeNull();

    h = await deliver(id, 'rJ.xml', decResult('J', seqNo, at(3), entryId), 5);
    expect(h).toMatchObject({ return_code: 'J', cd_status: '30' });
    expect(new Date(String(h.allow_time)).toISOString()).toBe(noticeInstant(base, 3));

    // by customs number alone
    h = await deliver(id, 'rP.xml', decResult('P', '', at(4), entryId), 6);
    expect(h).toMatchObject({ return_code: 'P', cd_status: '40' });
    expect(new Date(String(h.pass_time)).toISOString()).toBe(noticeInstant(base, 4));

    h = await deliver(id, 'rR.xml', decResult('R', seqNo, at(5), entryId), 7);
    expect(h).toMatchObject({ return_code: 'R', cd_status: '50' });
    expect(new Date(String(h.complete_time)).toISOString()).toBe(noticeInstant(base, 5));
    expect(new Date(String(h.return_time)).toISOString()).toBe(noticeInstant(base, 5));
    expect(h.refund_time ?? null).toBeNull();

    const history = await receipts(t, clerk, id);
    expect(history.map((r) => r.code)).toEqual(['ss', '0', '7', 'L', 'J', 'P', 'R']);
    expect(history.map((r) => r.meaning)).toEqual([
      '已发送',
      '导入成功，待申报',
      '直接申报成功',
      '海关入库成功',
      '海关已接受申报',
      '海关已放行',
      '已结关',
    ]);
    // the receipt's time as the instant customs' China time means (the head's return_time)
    expect(history[6]).toMatchObject({ date: noticeInstant(base, 5), message: '回执 R', ret_seq_no: seqNo });
    // the file moves right after its receipt is recorded
    await waitFor(async () => (files('processed').length >= 6 ? true : undefined), 'processed/');
    expect(files('processed')).toEqual(
      expect.arrayContaining([
        `Successed_DEC_${clientSeqNo}.xml`,
        'r7.xml',
        'rL.xml',
        'rJ.xml',
        'rP.xml',
        'rR.xml',
      ]),
    );
    expect(files('inbox')).toEqual([]);
  });

  it('sets a malformed or unmatched file aside with its reason and keeps working', async () => {
    const { id, clientSeqNo } = await sentDeclaration();
    dropReceipt(mainDir, 'broken.xml', '<DEC_RESULT><CHANNEL>7</CHANNEL>');
    dropReceipt(mainDir, 'stranger.xml', decResult('7', 'I20249999999999999', '2024-05-12T10:00:00'));
    await waitFor(
      async () => (files('failed').includes('stranger.xml.reason.txt') ? true : undefined),
      'failed/',
    );
    expect(fs.readFileSync(path.join(mainDir, 'failed', 'broken.xml.reason.txt'), 'utf8')).toMatch(
      /malformed XML/,
    );
    expect(fs.readFileSync(path.join(mainDir, 'failed', 'stranger.xml.reason.txt'), 'utf8')).toMatch(
      /no declaration matches: data-centre number I20249999999999999/,
    );
    expect(fs.readFileSync(path.join(mainDir, 'failed', 'broken.xml'), 'utf8')).toBe(
      '<DEC_RESULT><CHANNEL>7</CHANNEL>',
    );

    // the watcher goes on
    const h = await deliver(id, `ok_${clientSeqNo}.xml`, importResponse(clientSeqNo, `I2024${id}X`), 2);
    expect(h.return_code).toBe('0');
  });

  it('a bounced declaration (E) can be corrected and sent again', async () => {
    const { id, clientSeqNo } = await sentDeclaration();
    const seqNo = `E2024${String(id).padStart(13, '0')}`;
    await deliver(id, `imp_${clientSeqNo}.xml`, importResponse(clientSeqNo, seqNo), 2);
    const bounced = await deliver(
      id,
      'rE.xml',
      decResult('E', seqNo, noticeDate(Date.now(), 1), '', '退单：申报要素不全'),
      3,
    );
    expect(bounced).toMatchObject({ return_code: 'E', cd_status: '90' });
    expect(bounced.refund_time).toBeTruthy();

    // correct and save (the receipt bumped the version), then resend
    const full = await t.call('GET', `/api/declarations/${id}/full`, clerk);
    const d = full.json<{ data: ReturnType<typeof declarationFixture> }>().data;
    d.head.goods_place = '深圳市福田保税区';
    const saved = await t.call('PUT', `/api/declarations/${id}`, clerk, d);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.call('POST', `/api/declarations/${id}/send`, clerk, {});
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<{ data: { client_seq_no: string; file: string } }>().data;
    expect(second.client_seq_no).not.toBe(clientSeqNo);
    expect(second.client_seq_no.endsWith('02')).toBe(true);
    const written = fs.readFileSync(path.join(mainDir, 'outbox', second.file), 'utf8');
    expect(written).toContain('<GoodsPlace>深圳市福田保税区</GoodsPlace>');

    const h = await head(t, clerk, id);
    expect(h).toMatchObject({ cd_status: '20', client_seq_no: second.client_seq_no });
    expect((await receipts(t, clerk, id)).map((r) => r.code)).toEqual(['ss', '0', 'ss', 'E']);
    // a late receipt of the first send still finds the declaration by its old client sequence number
    const late = await t.call('POST', '/api/receipts/upload', clerk, importResponse(clientSeqNo, seqNo), {
      'content-type': 'application/xml',
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<{ data: { declaration_id: number } }>().data.declaration_id).toBe(id);
  });
});
