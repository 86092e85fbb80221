import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '@app/shared';
import { startCustomsApp } from '../helpers/customs.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { caller, uniqueNo, type Row } from '../helpers/bonded.ts';

/**
 * The manifest's moves from its definition (confirm, cancel, submit, delete at customs): the engine's
 * wrong-state and stale-version refusals, the declaration status the hooks read beside the state, and
 * the log the engine writes.
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

async function newManifest() {
  const m = await ok('POST', '/api/manifests', {
    manifest_type: 'MT1401',
    batch_no: uniqueNo('XDM'),
    ie_flag: 'I',
    customs_code: '3701',
    transport_method: '3',
    load_time: '2026-11-25T01:19:43.000Z',
    unload_time: '2026-11-25',
    org_name: '华海供应链集团',
    customer_code: 'C0001',
    channel_id: channelId,
  });
  const c = await ok('POST', '/api/manifest-consignments', {
    manifest_id: m.id,
    bill_no: 'T21',
    package_qty: 1,
    package_unit: 'CT',
    gross_weight: '1.000',
    consignee_name: '深圳市芯达通供应链管理有限公司',
    consignor_name: 'HONGKONG CHANGYUN INTERNATIONAL LOGISTICS CO., LIMITED',
  });
  await ok('POST', '/api/manifest-items', {
    consignment_id: c.id,
    seq_no: 1,
    cargo_description: '电容',
    package_qty: 1,
    package_unit: 'CT',
    gross_weight: '1.000',
  });
  return ok('GET', `/api/manifests/${m.id}`);
}

const refused = async (url: string, body: unknown) => {
  const res = await t.call('POST', url, clerk, body);
  expect(res.statusCode, res.body).toBe(409);
  return res.json<{ message: string }>().message;
};

describe('the manifest moves by its definition', () => {
  it('refuses a wrong state, a stale version and a declaration status the move does not take', async () => {
    const m = await newManifest();
    expect(await refused(`/api/manifests/${m.id}/submit`, { version: m.version })).toContain(
      '只有“确认” / “申报”状态可以申报',
    );
    const confirmed = await ok('POST', `/api/manifests/${m.id}/confirm`, { version: m.version });
    expect(confirmed).toMatchObject({ bill_status: '1', op_type: 'C', batch_no: m.batch_no });
    await refused(`/api/manifests/${m.id}/cancel`, { version: m.version });
    const sent = await ok('POST', `/api/manifests/${m.id}/submit`, { version: confirmed.version });
    expect(sent).toMatchObject({ bill_status: '2', message_status: '20', op_type: 'S' });
    // 申报 · 发送成功: neither cancelled nor sent again until customs refuses it
    expect(await refused(`/api/manifests/${m.id}/cancel`, { version: sent.version })).toContain(
      '申报 · 发送成功',
    );
    await refused(`/api/manifests/${m.id}/submit`, { version: sent.version });
    const missing = await t.call('POST', `/api/manifests/${m.id}/delete`, clerk, { version: sent.version });
    expect(missing.statusCode).toBe(400);
    const deleted = await ok('POST', `/api/manifests/${m.id}/delete`, {
      version: sent.version,
      reason: '重复',
    });
    expect(deleted).toMatchObject({ bill_status: '3', op_type: 'D', del_reason: '重复' });
    expect(String(deleted.file)).toMatch(/^MT1401_/);
    expect(deleted.client_seq_no).not.toBe(sent.client_seq_no);
    const log = (await ok('GET', `/api/manifests/${m.id}/log`)).content as Row[];
    expect(
      log.map((e) => `${String(e.action)}:${String(e.message_type ?? '')}:${String(e.code ?? '')}`),
    ).toEqual(['add:MT1401:', 'confirm:MT1401:', 'submit:MT1401:ss', 'delete:MT1401:ss']);
    expect(log.every((e) => e.user_name)).toBe(true);
    expect(String(log.at(-1)!.message)).toContain('重复');
  });

  it('undoes a submit whose delivery fails: 502, the manifest and its log as they were', async () => {
    const m = await newManifest();
    const confirmed = await ok('POST', `/api/manifests/${m.id}/confirm`, { version: m.version });
    const delivery = t.app.channelDelivery;
    const deliver = delivery.deliver.bind(delivery);
    delivery.deliver = () => Promise.reject(new Error('outbox unreachable'));
    try {
      const res = await t.call('POST', `/api/manifests/${m.id}/submit`, clerk, {
        version: confirmed.version,
      });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json<{ message: string }>().message).toContain('outbox unreachable');
    } finally {
      delivery.deliver = deliver;
    }
    expect(await ok('GET', `/api/manifests/${m.id}`)).toMatchObject({
      bill_status: '1',
      message_status: '00',
      version: confirmed.version,
    });
    const log = (await ok('GET', `/api/manifests/${m.id}/log`)).content as Row[];
    expect(log.map((e) => e.action)).toEqual(['add', 'confirm']);
  });

  it('names each move once, in the definition', () => {
    expect(manifest.workflow!.moves.map((m) => [m.name, m.code])).toEqual([
      ['confirm', manifest.permissions.confirm],
      ['cancel', manifest.permissions.confirm],
      ['submit', manifest.permissions.submit],
      ['delete', manifest.permissions.delete],
    ]);
  });
});
