import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProducerRecord } from 'kafkajs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  channelFolders,
  freeName,
  messageFileName,
  moveUnder,
  resolveChannelDir,
  writeOutboxMessage,
  writeOutboxMessages,
} from './folder-channel.ts';
import { OutboxWriter } from './outbox-writer.ts';
import { kafkaRecord, KafkaPublisher, type RecordSender } from './kafka-channel.ts';

let main: string;
beforeEach(() => {
  main = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-channel-'));
});
afterEach(() => fs.rmSync(main, { recursive: true, force: true }));

describe('a channel main directory under the channels root', () => {
  const root = '/srv/app/channels';
  it('takes a relative name under the root and an absolute one inside it', () => {
    expect(resolveChannelDir(root, 'demo')).toBe('/srv/app/channels/demo');
    expect(resolveChannelDir(root, ' xiamen/dec ')).toBe('/srv/app/channels/xiamen/dec');
    expect(resolveChannelDir(root, '/srv/app/channels/a/../b')).toBe('/srv/app/channels/b');
    expect(resolveChannelDir(root + '/', '..data')).toBe('/srv/app/channels/..data');
  });
  it('refuses the root itself, anything outside it, empty names and NUL', () => {
    for (const bad of [
      '/tmp/x',
      'a/../../b',
      '..',
      '.',
      '../channels2/x',
      '/srv/app/channels',
      '/srv/app/channelsX',
      '',
      '  ',
      'a\0b',
      null,
      undefined,
    ])
      expect(resolveChannelDir(root, bad), String(bad)).toBeUndefined();
  });
});

describe('folder channel', () => {
  it('writes the message into outbox under the client sequence number, leaving no temporary file', async () => {
    const file = await writeOutboxMessage(main, '202405100000000001', '<DecMessage>中文</DecMessage>\n');
    expect(file).toBe(path.join(main, 'outbox', 'DEC_202405100000000001.xml'));
    expect(fs.readFileSync(file, 'utf8')).toBe('<DecMessage>中文</DecMessage>\n');
    expect(fs.readdirSync(channelFolders(main).tmp)).toEqual([]);
    expect(messageFileName('X')).toBe('DEC_X.xml');
    expect(messageFileName('X', 'SAS121')).toBe('SAS121_X.xml');
  });

  it('never replaces a message already in the outbox', async () => {
    await writeOutboxMessage(main, '202405100000000002', 'first');
    await expect(writeOutboxMessage(main, '202405100000000002', 'second')).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect(fs.readFileSync(path.join(main, 'outbox', 'DEC_202405100000000002.xml'), 'utf8')).toBe('first');
    expect(fs.readdirSync(channelFolders(main).tmp)).toEqual([]);
  });

  it('writes many messages at once without mixing them up', async () => {
    const seqs = Array.from({ length: 50 }, (_, i) => `2024051000000001${String(i).padStart(2, '0')}`);
    await Promise.all(seqs.map((s) => writeOutboxMessage(main, s, `<m>${s}</m>`)));
    for (const s of seqs)
      expect(fs.readFileSync(path.join(main, 'outbox', messageFileName(s)), 'utf8')).toBe(`<m>${s}</m>`);
  });

  it('finds a free name beside existing files', async () => {
    fs.writeFileSync(path.join(main, 'a.xml'), '');
    fs.writeFileSync(path.join(main, 'a-1.xml'), '');
    expect(await freeName(main, 'a.xml')).toBe(path.join(main, 'a-2.xml'));
    expect(await freeName(main, 'b.xml')).toBe(path.join(main, 'b.xml'));
  });

  it('moves files into a folder at once without one taking another’s name', async () => {
    const to = path.join(main, 'processed');
    fs.mkdirSync(to);
    fs.writeFileSync(path.join(to, 'a.xml'), 'old');
    const sources = ['a.xml', 'a-1.xml', 'a.xml'].map((name, i) => {
      const file = path.join(main, `src${i}`);
      fs.writeFileSync(file, `content ${i}`);
      return { file, name };
    });
    const moved = await Promise.all(sources.map((s) => moveUnder(s.file, to, s.name)));
    expect(new Set(moved).size).toBe(3);
    expect(fs.readdirSync(to).sort()).toEqual(['a-1.xml', 'a-2.xml', 'a-3.xml', 'a.xml']);
    expect(fs.readFileSync(path.join(to, 'a.xml'), 'utf8')).toBe('old');
    const contents = moved.map((m) => fs.readFileSync(m, 'utf8')).sort();
    expect(contents).toEqual(['content 0', 'content 1', 'content 2']);
    for (const s of sources) expect(fs.existsSync(s.file)).toBe(false);
  });
});

describe('folder channel, many messages at once', () => {
  const seq = (i: number) => `20240511${String(i).padStart(10, '0')}`;

  it('writes a batch, answering a taken name for that message alone and writing the others', async () => {
    await writeOutboxMessage(main, seq(2), 'already there');
    const results = await writeOutboxMessages(
      [1, 2, 3].map((i) => ({ mainDir: main, clientSeqNo: seq(i), xml: `<m>${i}</m>` })),
    );
    expect(results[0]).toBe(path.join(main, 'outbox', messageFileName(seq(1))));
    expect(results[1]).toMatchObject({ code: 'EEXIST' });
    expect(results[2]).toBe(path.join(main, 'outbox', messageFileName(seq(3))));
    expect(fs.readFileSync(path.join(main, 'outbox', messageFileName(seq(2))), 'utf8')).toBe('already there');
    expect(fs.readFileSync(path.join(main, 'outbox', messageFileName(seq(3))), 'utf8')).toBe('<m>3</m>');
    expect(fs.readdirSync(channelFolders(main).tmp)).toEqual([]);
  });

  it('never shows a partial message in the outbox while batches are written', async () => {
    const goods = '货物'.repeat(40_000);
    const body = (i: number) => `<DecMessage n="${i}">${goods}</DecMessage>\n`;
    const outbox = channelFolders(main).outbox;
    let writing = true;
    let looks = 0;
    const seen = new Set<string>();
    // a customs client reading the outbox while the batches land
    const reader = (async () => {
      while (writing) {
        // a file is whole the moment its name shows (renamed in from tmp/), so each is read once
        // when it first appears: rereading all 40 on every look starved the writer at load
        for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          if (seen.has(name)) continue;
          const i = Number(name.slice(-8, -4));
          expect(fs.readFileSync(path.join(outbox, name), 'utf8'), name).toBe(body(i));
          seen.add(name);
        }
        looks++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let b = 0; b < 4; b++) {
      const batch = Array.from({ length: 10 }, (_, k) => b * 10 + k);
      const results = await writeOutboxMessages(
        batch.map((i) => ({ mainDir: main, clientSeqNo: seq(i), xml: body(i) })),
      );
      expect(results.every((r) => typeof r === 'string')).toBe(true);
    }
    writing = false;
    await reader;
    expect(looks).toBeGreaterThan(1);
    expect(fs.readdirSync(outbox)).toHaveLength(40);
  }, 30_000);

  it('writes the messages of concurrent senders together, each answered with its own file or error', async () => {
    await writeOutboxMessage(main, seq(7), 'taken');
    const writer = new OutboxWriter();
    const sends = Array.from({ length: 20 }, (_, i) =>
      writer.write({ mainDir: main, clientSeqNo: seq(i), xml: `<m>${i}</m>` }).then(
        (file) => path.basename(file),
        (e: NodeJS.ErrnoException) => e.code,
      ),
    );
    const answers = await Promise.all(sends);
    expect(answers).toEqual(
      Array.from({ length: 20 }, (_, i) => (i === 7 ? 'EEXIST' : messageFileName(seq(i)))),
    );
    for (let i = 0; i < 20; i++)
      if (i !== 7)
        expect(fs.readFileSync(path.join(main, 'outbox', messageFileName(seq(i))), 'utf8')).toBe(
          `<m>${i}</m>`,
        );
    expect(fs.readdirSync(channelFolders(main).tmp)).toEqual([]);
  });
});

/**
 * No Kafka broker runs here: these check the record a kafka channel publishes and the producer's
 * life cycle with an in-test producer standing in for kafkajs's.
 */
describe('kafka channel', () => {
  it('publishes the message keyed by the client sequence number', () => {
    const record = kafkaRecord('dec-out', '202405100000000003', '<DecMessage/>', new Date(1715306400000));
    expect(record).toEqual({
      topic: 'dec-out',
      acks: -1,
      messages: [
        {
          key: '202405100000000003',
          value: '<DecMessage/>',
          timestamp: '1715306400000',
          headers: {
            'message-type': 'DecMessage',
            'client-seq-no': '202405100000000003',
            'content-type': 'application/xml; charset=utf-8',
          },
        },
      ],
    });
  });

  it('connects once, sends every record, retries a failed connection and disconnects on close', async () => {
    const sent: ProducerRecord[] = [];
    let connects = 0;
    let disconnected = false;
    const publisher = new KafkaPublisher(['k1:9092'], async (brokers) => {
      connects++;
      expect(brokers).toEqual(['k1:9092']);
      if (connects === 1) throw new Error('broker down');
      const producer: RecordSender = {
        send: async (r) => {
          sent.push(r);
          return [];
        },
        disconnect: async () => {
          disconnected = true;
        },
      };
      return producer;
    });
    const r = kafkaRecord('t', '1', 'x', new Date(0));
    await expect(publisher.publish(r)).rejects.toThrow('broker down');
    await publisher.publish(r);
    await publisher.publish(r);
    expect(connects).toBe(2);
    expect(sent).toHaveLength(2);
    await publisher.close();
    expect(disconnected).toBe(true);
  });
});
