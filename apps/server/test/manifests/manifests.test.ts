import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCustomsApp } from '../helpers/customs.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { caller, uniqueNo, uploadReceipt, type Row } from '../helpers/bonded.ts';
import { recordChannelReceipt } from '../../src/modules/receipts/receipts.service.ts';

let customs: Awaited<ReturnType<typeof startCustomsApp>>;
let t: TestApp;
let clerk: string;
let channelId: number;
let mainDir: string;
let ok: ReturnType<typeof caller>;

beforeAll(async () => {
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk, channelId, mainDir } = customs);
  ok = caller(t, clerk);
});
afterAll(() => customs.close());

const UPLOAD = '/api/manifests/receipts/upload';

/** A saved manifest with one consignment of one item (or none). */
async function newManifest(type: 'MT1401' | 'MT2401', withContent = true) {
  const m = await ok('POST', '/api/manifests', {
    manifest_type: type,
    batch_no: uniqueNo('XDT'),
    ie_flag: 'I',
    customs_code: '3701',
    transport_method: '3',
    load_time: '2026-11-25T01:19:43.000Z',
    unload_time: '2026-11-25',
    org_name: '华海供应链集团',
    customer_code: 'C0001',
    channel_id: channelId,
  });
  if (withContent) {
    const c = await ok('POST', '/api/manifest-consignments', {
      manifest_id: m.id,
      bill_no: 'T11',
      package_qty: 1,
      package_unit: 'CT',
      gross_weight: '2.000',
      consignee_name: '深圳市芯达通供应链管理有限公司',
      consignor_name: 'HONGKONG CHANGYUN INTERNATIONAL LOGISTICS CO., LIMITED',
      container_nos: 'CSQU3054383',
    });
    await ok('POST', '/api/manifest-items', {
      consignment_id: c.id,
      seq_no: 1,
      cargo_description: '集成电路',
      package_qty: 1,
      package_unit: 'CT',
      gross_weight: '2.000',
    });
  }
  return ok('GET', `/api/manifests/${m.id}`);
}

/** A manifest receipt (MT9999) with a response code for one of our messages. */
const receipt = (messageId: string, batchNo: string, code: string, text = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Manifest xmlns="urn:Declaration:datamodel:standard:CN:MT9999:1">
  <Head><MessageID>CN_MT9999_1p0_${messageId}</MessageID><FunctionCode>2</FunctionCode><MessageType>MT9999</MessageType>
    <SenderID>EPORT</SenderID><ReceiverID>DXPENT0000016069</ReceiverID><SendTime>20261125103000123</SendTime><Version>1.0</Version></Head>
  <Response>
    <BorderTransportMeans><JourneyID>${batchNo}</JourneyID></BorderTransportMeans>
    <ResponseType><Code>${code}</Code><Text>${text}</Text></ResponseType>
  </Response>
</Manifest>`;

const refusedWith = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, status: number) => {
  const res = await t.call(method, url, clerk, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ message: string; errors?: Record<string, string> }>();
};
const log = async (id: number) =>
  ((await ok('GET', `/api/manifests/${id}/log`)).content as Row[]).map(
    (e) => `${e.action}:${e.result}:${e.code ?? ''}`,
  );

describe('the actions of a manifest', () => {
  it('are allowed only from their states, send MT2401 and are logged with who and when', async () => {
    const bare = await newManifest('MT2401', false);
    expect(bare).toMatchObject({ bill_status: '0', message_status: '00' });
    expect(
      (await refusedWith('POST', `/api/manifests/${bare.id}/confirm`, { version: bare.version }, 409))
        .message,
    ).toContain('没有提运单');
    await refusedWith('POST', `/api/manifests/${bare.id}/submit`, { version: bare.version }, 409);

    const m = await newManifest('MT2401');
    const confirmed = await ok('POST', `/api/manifests/${m.id}/confirm`, { version: m.version });
    expect(confirmed).toMatchObject({ bill_status: '1' });
    expect(
      (await refusedWith('PUT', `/api/manifests/${m.id}`, { version: confirmed.version, c_name: 'x' }, 409))
        .message,
    ).toContain('确认');
    const cancelled = await ok('POST', `/api/manifests/${m.id}/cancel`, { version: confirmed.version });
    expect(cancelled).toMatchObject({ bill_status: '0' });
    const again = await ok('POST', `/api/manifests/${m.id}/confirm`, { version: cancelled.version });
    const sent = await ok('POST', `/api/manifests/${m.id}/submit`, { version: again.version });
    expect(sent).toMatchObject({ bill_status: '2', message_status: '20' });
    expect(Number(String(sent.client_seq_no).slice(8, 16))).toBe(70_000_000 + m.id);
    expect(sent.file).toBe(`MT2401_${String(sent.client_seq_no)}.xml`);
    const xml = fs.readFileSync(path.join(mainDir, 'outbox', String(sent.file)), 'utf8');
    expect(xml).toContain('urn:Declaration:datamodel:standard:CN:MT2401:1');
    expect(xml).toContain(`<ID>${String(m.batch_no)}</ID>`);
    expect(xml).toContain('<CargoDescription>集成电路</CargoDescription>');
    await refusedWith('POST', `/api/manifests/${m.id}/submit`, { version: sent.version }, 409);
    await refusedWith('POST', `/api/manifests/${m.id}/cancel`, { version: sent.version }, 409);
    await refusedWith('DELETE', `/api/manifests/${m.id}`, undefined, 409);

    const first = await uploadReceipt(
      t,
      clerk,
      UPLOAD,
      receipt(String(sent.client_seq_no), String(m.batch_no), '01'),
    );
    expect(first.json()).toMatchObject({
      manifest_id: m.id,
      message_status: '30',
      code: '01',
      duplicate: false,
    });
    const repeat = await uploadReceipt(
      t,
      clerk,
      UPLOAD,
      receipt(String(sent.client_seq_no), String(m.batch_no), '01'),
    );
    expect(repeat.json()).toMatchObject({ duplicate: true });
    await recordChannelReceipt(
      t.app.db,
      Buffer.from(receipt('', String(m.batch_no), '11', '放行')),
      'MT9999_release.xml',
    );
    const released = await ok('GET', `/api/manifests/${m.id}`);
    expect(released).toMatchObject({ message_status: '30', return_code: '11' });
    expect((released.return_content as Row[]).map((e) => e.code)).toEqual(['01', '11']);

    const deleted = await ok('POST', `/api/manifests/${m.id}/delete`, {
      version: released.version,
      reason: '重复申报',
      contact: '张三',
      phone: '13800000000',
    });
    expect(deleted).toMatchObject({ bill_status: '3', message_status: '20' });
    const functionCode = fs.readFileSync(path.join(mainDir, 'outbox', String(deleted.file)), 'utf8');
    expect(functionCode).toContain('<FunctionCode>3</FunctionCode>');
    expect(await ok('GET', `/api/manifests/${m.id}`)).toMatchObject({
      del_reason: '重复申报',
      del_contact: '张三',
    });
    expect(await log(m.id)).toEqual([
      'add:ok:',
      'confirm:ok:',
      'cancel:ok:',
      'confirm:ok:',
      'submit:ok:ss',
      'receipt:ok:01',
      'receipt:ok:11',
      // the delete request is one move, logged with its send
      'delete:ok:ss',
    ]);
    const entries = (await ok('GET', `/api/manifests/${m.id}/log`)).content as Row[];
    expect(entries[0]!.user_name).toBeTruthy();
  });

  it('keeps a refused manifest for correction: 03 fails it, cancel returns it to a draft', async () => {
    const m = await newManifest('MT1401');
    const c = await ok('POST', `/api/manifests/${m.id}/confirm`, { version: m.version });
    const sent = await ok('POST', `/api/manifests/${m.id}/submit`, { version: c.version });
    expect(fs.readFileSync(path.join(mainDir, 'outbox', String(sent.file)), 'utf8')).toContain('CN:MT1401:1');
    await uploadReceipt(
      t,
      clerk,
      UPLOAD,
      receipt(String(sent.client_seq_no), String(m.batch_no), '03', '收货人不符'),
    );
    const refused = await ok('GET', `/api/manifests/${m.id}`);
    expect(refused).toMatchObject({ bill_status: '2', message_status: '40', return_code: '03' });
    const draft = await ok('POST', `/api/manifests/${m.id}/cancel`, { version: refused.version });
    expect(draft).toMatchObject({ bill_status: '0', message_status: '00' });
    await ok('PUT', `/api/manifests/${m.id}`, { version: draft.version, c_name: '李四' });
  });

  it('filters the list by declaration status, action and type', async () => {
    const draft = await newManifest('MT1401');
    const pre = await newManifest('MT2401');
    const c = await ok('POST', `/api/manifests/${pre.id}/confirm`, { version: pre.version });
    await ok('POST', `/api/manifests/${pre.id}/submit`, { version: c.version });
    const ids = async (query: string) =>
      ((await ok('GET', `/api/manifests?size=100&${query}`)).content as Row[]).map((r) => r.id);
    expect(await ids('message_status=00')).toContain(draft.id);
    expect(await ids('message_status=00')).not.toContain(pre.id);
    expect(await ids('message_status=20')).toContain(pre.id);
    expect(await ids('bill_status=0')).toContain(draft.id);
    expect(await ids('bill_status=2')).toContain(pre.id);
    expect(await ids('manifest_type=MT2401')).toContain(pre.id);
    expect(await ids('manifest_type=MT2401')).not.toContain(draft.id);
  });

  it('deletes a draft with its consignments and items, and refuses an item moved to another consignment', async () => {
    const m = await newManifest('MT1401');
    const [c] = (await ok('GET', `/api/manifest-consignments?manifest_id=${m.id}`)).content as Row[];
    const [item] = (await ok('GET', `/api/manifest-items?consignment_id=${c!.id}`)).content as Row[];
    const other = await newManifest('MT1401');
    const [oc] = (await ok('GET', `/api/manifest-consignments?manifest_id=${other.id}`)).content as Row[];
    const moved = await refusedWith(
      'PUT',
      `/api/manifest-items/${item!.id}`,
      { version: item!.version, consignment_id: oc!.id, seq_no: 5 },
      400,
    );
    expect(moved.errors).toHaveProperty('consignment_id');
    await ok('DELETE', `/api/manifests/${m.id}`);
    expect((await t.call('GET', `/api/manifest-items/${item!.id}`, clerk)).statusCode).toBe(404);
  });
});

describe('partners and manifests', () => {
  it('shows a partner its own customer’s manifests and their consignments, read-only', async () => {
    const mine = await newManifest('MT1401');
    const partner = await t.login('partner01');
    const list = await t.call('GET', '/api/manifests?size=100', partner);
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ content: Row[] }>().content;
    expect(rows.map((r) => r.id)).toContain(mine.id);
    expect(new Set(rows.map((r) => r.customer_code))).toEqual(new Set(['C0001']));
    const consignments = await t.call('GET', `/api/manifest-consignments?manifest_id=${mine.id}`, partner);
    expect(consignments.json<{ content: Row[] }>().content).toHaveLength(1);
    const write = await t.call('POST', `/api/manifests/${mine.id}/confirm`, partner, {
      version: mine.version,
    });
    expect(write.statusCode).toBe(403);
    const edit = await t.call('PUT', `/api/manifests/${mine.id}`, partner, {
      version: mine.version,
      c_name: 'x',
    });
    expect(edit.statusCode).toBe(403);
  });
});
