import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text.ts';
import {
  listOf,
  newList,
  ok,
  startInventoryWorld,
  type InventoryWorld,
  type Row,
} from './inventory-list-fixture.ts';

let w: InventoryWorld;
beforeAll(async () => {
  w = await startInventoryWorld();
});
afterAll(() => w.customs.close());

describe('inventory list lines', () => {
  it('take part number, HS code, name, unit and price from the book item, and refuse an unknown item', async () => {
    const list = await newList('I', []);
    const line = await ok('POST', '/api/inventory-list-lines', {
      list_id: list.id,
      gds_seqno: 1,
      putrec_seqno: 2,
      dcl_qty: '3',
    });
    expect(line).toMatchObject({
      gds_mtno: 'CPU-I7-1360',
      gdecd: '8542319000',
      gds_nm: '中央处理器',
      dcl_unitcd: '007',
    });
    expect(Number(line.dcl_total_amt)).toBe(259.5);
    const unknown = await w.t.call('POST', '/api/inventory-list-lines', w.clerk, {
      list_id: list.id,
      gds_seqno: 2,
      putrec_seqno: 99,
      dcl_qty: '1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.putrec_seqno).toContain('料件序号 99');
    const wrongPart = await w.t.call('POST', '/api/inventory-list-lines', w.clerk, {
      list_id: list.id,
      gds_seqno: 2,
      putrec_seqno: 1,
      gds_mtno: 'NOT-THIS',
      dcl_qty: '1',
    });
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().errors).toHaveProperty('gds_mtno');
  });
});

describe('saving all the lines of a list in one call', () => {
  it('names every refused line and writes nothing, then replaces the lines and moves the version', async () => {
    const list = await newList('I', [[1, '9']]);
    const bad = await w.t.call('PUT', `/api/inventory-lists/${list.id}/lines`, w.clerk, {
      version: list.version,
      lines: [
        { putrec_seqno: 1, dcl_qty: '2' },
        { putrec_seqno: 77, dcl_qty: '1' },
        { putrec_seqno: 2, dcl_qty: '1', dcl_unitcd: '999' },
        { putrec_seqno: 3, dcl_qty: 'x' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'lines[1].putrec_seqno',
      'lines[2].dcl_unitcd',
      'lines[3].dcl_qty',
    ]);
    const kept = await ok('GET', `/api/inventory-list-lines?list_id=${list.id}`);
    expect(kept.totalElements).toBe(1);

    const saved = await ok('PUT', `/api/inventory-lists/${list.id}/lines`, {
      version: list.version,
      lines: [
        { putrec_seqno: 2, dcl_qty: '4' },
        { putrec_seqno: 3, dcl_qty: '1.5', rmk: '急' },
      ],
    });
    expect(saved).toMatchObject({ lines: 2, version: list.version + 1 });
    const lines = await ok<{ content: Row[] }>(
      'GET',
      `/api/inventory-list-lines?list_id=${list.id}&sort=gds_seqno,asc`,
    );
    expect(
      lines.content.map((l) => [l.gds_seqno, l.putrec_seqno, l.gds_mtno, Number(l.dcl_total_amt)]),
    ).toEqual([
      [1, 2, 'CPU-I7-1360', 346],
      [2, 3, 'BAT-4S-5600', 129.75],
    ]);
    const stale = await w.t.call('PUT', `/api/inventory-lists/${list.id}/lines`, w.clerk, {
      version: list.version,
      lines: [],
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('copying a list (复制新增)', () => {
  it('makes a new draft with the head and lines, without what customs gave', async () => {
    const list = await newList('I', [
      [1, '2'],
      [3, '4'],
    ]);
    await ok('POST', `/api/inventory-lists/${list.id}/declare`, { version: list.version });
    const copy = await ok('POST', `/api/inventory-lists/${list.id}/copy`);
    expect(copy.etps_inner_invt_no).toBe(`${String(list.etps_inner_invt_no)}-C1`);
    expect(await listOf(copy.id)).toMatchObject({
      status: '0',
      vrfded_markcd: '0',
      client_seq_no: null,
      send_time: null,
      book_id: w.zoneBookId,
      supv_modecd: '5000',
      channel_id: w.channelId,
    });
    const lines = await ok<{ content: Row[] }>(
      'GET',
      `/api/inventory-list-lines?list_id=${copy.id}&sort=gds_seqno,asc`,
    );
    expect(lines.content.map((l) => [l.putrec_seqno, Number(l.dcl_qty)])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    const again = await ok('POST', `/api/inventory-lists/${list.id}/copy`);
    expect(again.etps_inner_invt_no).toBe(`${String(list.etps_inner_invt_no)}-C2`);
  });
});

describe('printing a list', () => {
  it('answers an A4 PDF with the head and every line', async () => {
    const list = await newList('I', [
      [1, '5'],
      [2, '3.5'],
    ]);
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/api/inventory-lists/${list.id}/print.pdf`,
      headers: { 'access-token': w.clerk },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    const all = JSON.stringify(text);
    for (const expected of [
      '保税核注清单',
      String(list.etps_inner_invt_no),
      'T3701W000018',
      'MB-X1-0001',
      'CPU-I7-1360',
      '3.5',
      '暂存',
    ])
      expect(all).toContain(expected);
    const missing = await w.t.app.inject({
      method: 'GET',
      url: '/api/inventory-lists/999999/print.pdf',
      headers: { 'access-token': w.clerk },
    });
    expect(missing.statusCode).toBe(404);
  });
});
