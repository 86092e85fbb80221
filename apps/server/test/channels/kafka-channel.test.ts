import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import {
  declarationFixture,
  FIXTURES,
  head,
  receipts,
  saveDeclaration,
  startCustomsApp,
} from '../helpers/customs.ts';
import { startFakeKafkaBroker, type FakeKafkaBroker } from '../helpers/fake-kafka-broker.ts';

/**
 * Sending through a kafka channel, with kafkajs talking over TCP to a one-node fake broker
 * (helpers/fake-kafka-broker.ts): no Kafka broker can run on this machine.
 */

let t: TestApp;
let clerk: string;
let broker: FakeKafkaBroker;
let customs: Awaited<ReturnType<typeof startCustomsApp>>;

beforeAll(async () => {
  broker = await startFakeKafkaBroker(['dec-out']);
  customs = await startCustomsApp({ receiptWatcher: false });
  ({ t, clerk } = customs);
});
afterAll(async () => {
  await customs.close();
  await broker.close();
});

async function kafkaChannel(name: string, topic: string): Promise<number> {
  const res = await t.call('POST', '/api/channels', await t.login('admin'), {
    name,
    customs_code: '5301',
    transport_type: 'kafka',
    type: 'dec',
    status: '1',
    kafka_brokers: broker.address,
    kafka_topic: topic,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('POST /api/declarations/:id/send through a kafka channel', () => {
  it('publishes the message to the channel’s topic, keyed by the client sequence number', async () => {
    const channelId = await kafkaChannel('Kafka 通道', 'dec-out');
    const fixture = declarationFixture();
    fixture.head.channel_id = channelId;
    const { id } = await saveDeclaration(t, clerk, fixture);

    const res = await t.call('POST', `/api/declarations/${id}/send`, clerk, {});
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { client_seq_no: string; topic: string } }>().data;
    expect(data.topic).toBe('dec-out');

    // kafkajs negotiated versions, asked for the topic's leader, then produced
    expect(broker.requests).toEqual(expect.arrayContaining([18, 3, 0]));
    expect(broker.records).toHaveLength(1);
    const [record] = broker.records;
    const h = await head(t, clerk, id);
    expect(record).toMatchObject({
      topic: 'dec-out',
      partition: 0,
      key: data.client_seq_no,
      value: h.send_content,
      acks: -1,
      headers: {
        'message-type': 'DecMessage',
        'client-seq-no': data.client_seq_no,
        'content-type': 'application/xml; charset=utf-8',
      },
    });
    expect(Math.abs(record!.timestamp - Date.parse(String(h.send_time)))).toBeLessThan(2000);
    const expected = fs.readFileSync(path.join(FIXTURES, 'declaration-import-1.expected.xml'), 'utf8');
    expect(
      record!
        .value!.replace(/<ClientSeqNo>\d{18}<\/ClientSeqNo>/, '<ClientSeqNo>202405100000000001</ClientSeqNo>')
        .replace(/<SignDate>\d{16}<\/SignDate>/, '<SignDate>2024051210000000</SignDate>'),
    ).toBe(expected);

    expect(h).toMatchObject({ cd_status: '20', return_code: 'ss', channel_id: channelId });
    const history = await receipts(t, clerk, id);
    expect(history.map((r) => [r.code, r.message])).toEqual([['ss', 'Kafka 通道 dec-out']]);
  });

  it('records nothing when the broker does not know the topic', async () => {
    const before = broker.records.length;
    const channelId = await kafkaChannel('未知主题', 'no-such-topic');
    const { id } = await saveDeclaration(t, clerk, declarationFixture());
    const res = await t.call('POST', `/api/declarations/${id}/send`, clerk, { channel_id: channelId });
    expect(res.statusCode, res.body).toBe(502);
    expect(broker.records).toHaveLength(before);
    const h = await head(t, clerk, id);
    expect(h.cd_status).toBe('0');
    expect(h.client_seq_no ?? null).toBeNull();
    expect(await receipts(t, clerk, id)).toEqual([]);
  });
});
