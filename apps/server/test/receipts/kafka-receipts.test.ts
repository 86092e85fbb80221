import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import {
  decResult,
  declarationFixture,
  head,
  importResponse,
  noticeDate,
  receipts,
  saveDeclaration,
  startCustomsApp,
  waitFor,
} from '../helpers/customs.ts';
import { startFakeKafkaBroker, type FakeKafkaBroker } from '../helpers/fake-kafka-broker.ts';
import { RECEIPT_GROUP_ID } from '../../src/modules/receipts/kafka-receipts.ts';
import { KAFKA_FAILED_FOLDER } from '../../src/modules/receipts/receipt-watcher.plugin.ts';

/**
 * Receipts of a kafka channel: the server reads the channel's receipt topic (kafka_reply_topic) in a
 * consumer group, with kafkajs talking over TCP to a one-node fake broker (no Kafka broker can run on
 * this machine), and records them as the folder watcher does.
 */

/** The client id the receipt consumer names itself by (kafka-receipts.ts). */
const RECEIPTS_CLIENT = 'customs-back-office-receipts';

let t: TestApp;
let clerk: string;
let broker: FakeKafkaBroker;
let customs: Awaited<ReturnType<typeof startCustomsApp>>;

beforeAll(async () => {
  broker = await startFakeKafkaBroker(['dec-out', 'dec-receipts']);
  customs = await startCustomsApp({ receiptWatcher: true });
  ({ t, clerk } = customs);
});
afterAll(async () => {
  await customs.close();
  await broker.close();
});

describe('receipts from a kafka channel’s receipt topic', () => {
  it('are recorded on their declaration; one that cannot be is kept with the reason', async () => {
    const admin = await t.login('admin');
    const made = await t.call('POST', '/api/channels', admin, {
      name: 'Kafka 收发',
      customs_code: '5301',
      transport_type: 'kafka',
      type: 'dec',
      status: '1',
      kafka_brokers: broker.address,
      kafka_topic: 'dec-out',
      kafka_reply_topic: 'dec-receipts',
    });
    expect(made.statusCode, made.body).toBe(201);
    const fixture = declarationFixture();
    fixture.head.channel_id = made.json<{ id: number }>().id;
    const { id } = await saveDeclaration(t, clerk, fixture);
    const sent = await t.call('POST', `/api/declarations/${id}/send`, clerk, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const clientSeqNo = sent.json<{ data: { client_seq_no: string } }>().data.client_seq_no;

    // customs answers on the receipt topic (one of them is not a receipt at all)
    const seqNo = '530120241000998877';
    const entryId = '530120241000112233';
    const base = Date.now();
    broker.append('dec-receipts', importResponse(clientSeqNo, seqNo), clientSeqNo);
    broker.append('dec-receipts', decResult('7', seqNo, noticeDate(base, 1)));
    const junk = broker.append('dec-receipts', 'this is not XML');
    broker.append('dec-receipts', decResult('P', seqNo, noticeDate(base, 2), entryId, '海关已放行'));

    await t.app.kafkaReceipts!.sync();
    const released = await waitFor(async () => {
      const h = await head(t, clerk, id);
      return h.cd_status === '40' ? h : undefined;
    }, 'the P receipt');
    expect(released).toMatchObject({ qp_sn: seqNo, entry_sn: entryId, return_code: 'P' });
    expect((await receipts(t, clerk, id)).map((r) => r.code)).toEqual(['ss', '0', '7', 'P']);

    const kept = t.app.files.pathOf(`${KAFKA_FAILED_FOLDER}/dec-receipts-0-${junk}.xml`);
    await waitFor(async () => (fs.existsSync(`${kept}.reason.txt`) ? true : undefined), 'the set-aside file');
    expect(fs.readFileSync(kept, 'utf8')).toBe('this is not XML');
    expect(fs.readFileSync(`${kept}.reason.txt`, 'utf8')).toMatch(/malformed XML|not a receipt|unknown/i);

    // everything read is committed: a restart does not record it twice
    await waitFor(
      async () => (broker.committed(RECEIPT_GROUP_ID, 'dec-receipts') === 4 ? true : undefined),
      'the commit',
    );
    // the running consumer's connections, told apart by its client id (the next test sees them close)
    expect(broker.connectedClients()).toContain(RECEIPTS_CLIENT);
  });

  it('stops reading a topic whose channel is disabled', async () => {
    const list = await t.call('GET', '/api/channels?name=Kafka%20收发', clerk);
    const channel = list.json<{ content: { id: number; version: number }[] }>().content[0]!;
    const off = await t.call('PUT', `/api/channels/${channel.id}`, await t.login('admin'), {
      status: '0',
      version: channel.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    await t.app.kafkaReceipts!.sync();
    // the consumer left its group (LeaveGroup, api key 13) and closed every connection it had, so it
    // can ask for nothing after that
    const left = broker.requests.lastIndexOf(13);
    expect(left).toBeGreaterThan(-1);
    await waitFor(
      async () => (broker.connectedClients().includes(RECEIPTS_CLIENT) ? undefined : true),
      'the consumer to close its connections',
    );
    const asked = broker.requests.length;
    const before = broker.committed(RECEIPT_GROUP_ID, 'dec-receipts');
    broker.append('dec-receipts', decResult('R', '530120241000998877', noticeDate(Date.now(), 5)));
    // a fresh sync still starts nothing for the disabled channel
    await t.app.kafkaReceipts!.sync();
    expect(broker.connectedClients()).not.toContain(RECEIPTS_CLIENT);
    expect(broker.requests.slice(asked)).toEqual([]);
    expect(broker.committed(RECEIPT_GROUP_ID, 'dec-receipts')).toBe(before);
  });
});
