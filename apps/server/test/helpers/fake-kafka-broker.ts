import net from 'node:net';

/**
 * A one-node Kafka broker speaking enough of the wire protocol for a kafkajs producer: ApiVersions
 * (v0–v2), Metadata (v0) and Produce (v3, record batches of magic 2, no compression). No Kafka broker
 * can run on this machine (no JVM, no Kafka package), so the kafka channel is tested against this one:
 * kafkajs really connects, negotiates versions, asks for metadata and produces over TCP, and the test
 * reads back the records the broker decoded.
 */

export interface ProducedRecord {
  topic: string;
  partition: number;
  key: string | null;
  value: string | null;
  timestamp: number;
  headers: Record<string, string>;
  acks: number;
}

const API_PRODUCE = 0;
const API_METADATA = 3;
const API_VERSIONS = 18;
const ERR_NONE = 0;
const ERR_UNKNOWN_TOPIC = 3;
const ERR_UNSUPPORTED_VERSION = 35;
const SUPPORTED: [number, number, number][] = [
  [API_PRODUCE, 3, 3],
  [API_METADATA, 0, 0],
  [API_VERSIONS, 0, 2],
];

/** Reads the big-endian and varint fields of a request. */
class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos = 0,
  ) {}
  int8() {
    return this.buf.readInt8(this.pos++);
  }
  int16() {
    const v = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  int32() {
    const v = this.buf.readInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  int64() {
    const v = Number(this.buf.readBigInt64BE(this.pos));
    this.pos += 8;
    return v;
  }
  string(): string | null {
    const n = this.int16();
    if (n < 0) return null;
    const s = this.buf.toString('utf8', this.pos, this.pos + n);
    this.pos += n;
    return s;
  }
  bytes(n: number): Buffer {
    const b = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return b;
  }
  array<T>(item: () => T): T[] {
    const n = this.int32();
    return Array.from({ length: Math.max(n, 0) }, item);
  }
  /** A zigzag varint (records use them for lengths and deltas). */
  varint(): number {
    let unsigned = 0;
    let factor = 1;
    for (;;) {
      const byte = this.buf[this.pos++]!;
      unsigned += (byte & 0x7f) * factor;
      if (!(byte & 0x80)) break;
      factor *= 128;
    }
    return unsigned % 2 === 0 ? unsigned / 2 : -(unsigned + 1) / 2;
  }
  varBytes(): Buffer | null {
    const n = this.varint();
    return n < 0 ? null : this.bytes(n);
  }
}

/** Builds a response body. */
class Writer {
  private readonly parts: Buffer[] = [];
  int16(v: number) {
    const b = Buffer.alloc(2);
    b.writeInt16BE(v);
    this.parts.push(b);
    return this;
  }
  int32(v: number) {
    const b = Buffer.alloc(4);
    b.writeInt32BE(v);
    this.parts.push(b);
    return this;
  }
  int64(v: number) {
    const b = Buffer.alloc(8);
    b.writeBigInt64BE(BigInt(v));
    this.parts.push(b);
    return this;
  }
  string(s: string) {
    const b = Buffer.from(s, 'utf8');
    this.int16(b.length);
    this.parts.push(b);
    return this;
  }
  array<T>(items: T[], write: (item: T) => void) {
    this.int32(items.length);
    items.forEach(write);
    return this;
  }
  build(): Buffer {
    return Buffer.concat(this.parts);
  }
}

/** The records of one record batch (magic 2). */
function decodeBatch(batch: Buffer, topic: string, partition: number, acks: number): ProducedRecord[] {
  const r = new Reader(batch);
  r.int64(); // base offset
  r.int32(); // batch length
  r.int32(); // partition leader epoch
  const magic = r.int8();
  if (magic !== 2) throw new Error(`record batch magic ${magic} is not supported`);
  r.int32(); // crc
  const attributes = r.int16();
  if (attributes & 0x07) throw new Error('compressed batches are not supported');
  r.int32(); // last offset delta
  const baseTimestamp = r.int64();
  r.int64(); // max timestamp
  r.int64(); // producer id
  r.int16(); // producer epoch
  r.int32(); // base sequence
  return r.array(() => {
    r.varint(); // record length
    r.int8(); // attributes
    const timestampDelta = r.varint();
    r.varint(); // offset delta
    const key = r.varBytes();
    const value = r.varBytes();
    const headers: Record<string, string> = {};
    const count = r.varint();
    for (let i = 0; i < count; i++) {
      const name = r.varBytes()!.toString('utf8');
      headers[name] = r.varBytes()?.toString('utf8') ?? '';
    }
    return {
      topic,
      partition,
      key: key?.toString('utf8') ?? null,
      value: value?.toString('utf8') ?? null,
      timestamp: baseTimestamp + timestampDelta,
      headers,
      acks,
    };
  });
}

export interface FakeKafkaBroker {
  /** host:port to hand to a channel's kafka_brokers. */
  address: string;
  /** Every record produced so far, in order. */
  records: ProducedRecord[];
  /** The API keys of every request, in order (to see the protocol conversation). */
  requests: number[];
  close(): Promise<void>;
}

/** Starts a broker on 127.0.0.1 (a free port) that knows the given topics, one partition each. */
export async function startFakeKafkaBroker(topics: string[]): Promise<FakeKafkaBroker> {
  const records: ProducedRecord[] = [];
  const requests: number[] = [];
  const sockets = new Set<net.Socket>();
  let port = 0;

  const answer = (apiKey: number, version: number, body: Reader): Buffer => {
    const w = new Writer();
    if (apiKey === API_VERSIONS) {
      const supported = version <= 2;
      w.int16(supported ? ERR_NONE : ERR_UNSUPPORTED_VERSION);
      w.array(SUPPORTED, ([key, min, max]) => w.int16(key).int16(min).int16(max));
      if (version >= 1) w.int32(0); // throttle time
      return w.build();
    }
    if (apiKey === API_METADATA) {
      const asked = body.array(() => body.string()!);
      const names = asked.length ? asked : topics;
      w.array([0], (node) => w.int32(node).string('127.0.0.1').int32(port));
      w.array(names, (name) => {
        const known = topics.includes(name);
        w.int16(known ? ERR_NONE : ERR_UNKNOWN_TOPIC).string(name);
        w.array(known ? [0] : [], (partition) => {
          w.int16(ERR_NONE).int32(partition).int32(0);
          w.array([0], (n) => w.int32(n));
          w.array([0], (n) => w.int32(n));
        });
      });
      return w.build();
    }
    if (apiKey === API_PRODUCE) {
      body.string(); // transactional id
      const acks = body.int16();
      body.int32(); // timeout
      const data = body.array(() => {
        const topic = body.string()!;
        const partitions = body.array(() => {
          const partition = body.int32();
          const size = body.int32();
          const known = topics.includes(topic) && partition === 0;
          const baseOffset = records.length;
          if (known && size > 0) records.push(...decodeBatch(body.bytes(size), topic, partition, acks));
          else if (size > 0) body.bytes(size);
          return { partition, error: known ? ERR_NONE : ERR_UNKNOWN_TOPIC, baseOffset };
        });
        return { topic, partitions };
      });
      w.array(data, ({ topic, partitions }) => {
        w.string(topic);
        w.array(partitions, (p) => w.int32(p.partition).int16(p.error).int64(p.baseOffset).int64(-1));
      });
      w.int32(0); // throttle time
      return w.build();
    }
    throw new Error(`api key ${apiKey} is not implemented by the fake broker`);
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= 4 + pending.readInt32BE(0)) {
        const size = pending.readInt32BE(0);
        const request = new Reader(pending.subarray(4, 4 + size));
        pending = pending.subarray(4 + size);
        const apiKey = request.int16();
        const version = request.int16();
        const correlationId = request.int32();
        request.string(); // client id
        requests.push(apiKey);
        try {
          const body = answer(apiKey, version, request);
          const head = Buffer.alloc(8);
          head.writeInt32BE(body.length + 4, 0);
          head.writeInt32BE(correlationId, 4);
          socket.write(Buffer.concat([head, body]));
        } catch {
          socket.destroy();
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
  return {
    address: `127.0.0.1:${port}`,
    records,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
