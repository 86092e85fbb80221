import { crc32 } from 'node:zlib';

/** The Kafka wire format as far as the fake broker needs it (helpers/fake-kafka-broker.ts). */

export interface ProducedRecord {
  topic: string;
  partition: number;
  key: string | null;
  value: string | null;
  timestamp: number;
  headers: Record<string, string>;
  acks: number;
}

/** Reads the big-endian and varint fields of a request. */
export class Reader {
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
export class Writer {
  private readonly parts: Buffer[] = [];
  int8(v: number) {
    const b = Buffer.alloc(1);
    b.writeInt8(v);
    this.parts.push(b);
    return this;
  }
  raw(b: Buffer) {
    this.parts.push(b);
    return this;
  }
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
  string(s: string | null) {
    if (s === null) return this.int16(-1);
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

/** Appends nullable bytes (int32 length, -1 for null) to a writer. */
export function writeBytes(w: Writer, value: Buffer | null) {
  if (value === null) return w.int32(-1);
  return w.int32(value.length).raw(value);
}

/**
 * A message set of magic 1 (what Fetch v2 answers): per record its offset, size, CRC-32 of the rest,
 * magic, attributes, timestamp, key and value.
 */
export function encodeMessageSet(
  records: { offset: number; key: string | null; value: string | null; timestamp: number }[],
): Buffer {
  const parts = records.map((r) => {
    const body = new Writer().int8(1).int8(0).int64(r.timestamp);
    writeBytes(body, r.key === null ? null : Buffer.from(r.key, 'utf8'));
    writeBytes(body, r.value === null ? null : Buffer.from(r.value, 'utf8'));
    const content = body.build();
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(content));
    const message = Buffer.concat([crc, content]);
    return new Writer().int64(r.offset).int32(message.length).raw(message).build();
  });
  return Buffer.concat(parts);
}

/** The records of one record batch (magic 2). */
export function decodeBatch(batch: Buffer, topic: string, partition: number, acks: number): ProducedRecord[] {
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
