import { createInflateRaw } from 'node:zlib';

/** One part of a zip archive, as its central directory and its local header agree on it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  packed: number;
  /** The size the directory declares (the inflater counts the real one). */
  declared: number;
  /** Where the packed bytes start. */
  dataStart: number;
}

/** Why a zip is refused before anything is inflated. */
export class ZipShapeError extends Error {
  constructor(
    readonly reason: 'structure' | 'entries',
    message: string,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;

function endOfDirectory(bytes: Buffer): number {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= from; at--) if (bytes.readUInt32LE(at) === EOCD) return at;
  throw new ZipShapeError('structure', 'no end of central directory');
}

/**
 * The parts of a zip, read from its central directory, refused unless the local headers tile the file
 * exactly as the directory says (no encrypted, split or zip64 archive, no part the directory does not
 * list, no local sizes that differ from the directory's). Streaming readers (exceljs reads the local
 * headers one after the other) then see exactly the parts checked here.
 */
export function zipEntries(bytes: Buffer, maxEntries: number): ZipEntry[] {
  if (bytes.length < 22) throw new ZipShapeError('structure', 'too short');
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const dirSize = bytes.readUInt32LE(end + 12);
  const dirStart = bytes.readUInt32LE(end + 16);
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 8) !== count)
    throw new ZipShapeError('structure', 'split archive');
  if (count === 0xffff || dirStart === 0xffffffff) throw new ZipShapeError('structure', 'zip64');
  if (count > maxEntries) throw new ZipShapeError('entries', `${count} entries`);
  if (dirStart + dirSize !== end) throw new ZipShapeError('structure', 'directory does not end the file');
  const listed: (ZipEntry & { local: number; flags: number })[] = [];
  let at = dirStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL)
      throw new ZipShapeError('structure', 'bad directory');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 0x1) throw new ZipShapeError('structure', 'encrypted');
    if (method !== 0 && method !== 8) throw new ZipShapeError('structure', `method ${method}`);
    if (packed === 0xffffffff || declared === 0xffffffff || local === 0xffffffff)
      throw new ZipShapeError('structure', 'zip64');
    listed.push({ name, method, packed, declared, dataStart: 0, local, flags });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (at !== end) throw new ZipShapeError('structure', 'directory size');
  listed.sort((a, b) => a.local - b.local);
  let expected = 0;
  for (const entry of listed) {
    const l = entry.local;
    if (l !== expected || l + 30 > dirStart || bytes.readUInt32LE(l) !== LOCAL)
      throw new ZipShapeError('structure', `gap or hidden part before ${entry.name}`);
    const localFlags = bytes.readUInt16LE(l + 6);
    const nameLength = bytes.readUInt16LE(l + 26);
    if (bytes.toString('utf8', l + 30, l + 30 + nameLength) !== entry.name)
      throw new ZipShapeError('structure', 'local name differs');
    if (bytes.readUInt16LE(l + 8) !== entry.method || (localFlags & 0x8) !== (entry.flags & 0x8))
      throw new ZipShapeError('structure', 'local header differs');
    if (!(localFlags & 0x8) && bytes.readUInt32LE(l + 18) !== entry.packed)
      throw new ZipShapeError('structure', 'local size differs');
    if (localFlags & 0x8 && entry.method === 0)
      throw new ZipShapeError('structure', 'stored part of unknown size');
    entry.dataStart = l + 30 + nameLength + bytes.readUInt16LE(l + 28);
    expected = entry.dataStart + entry.packed;
    if (expected > dirStart) throw new ZipShapeError('structure', 'part overruns');
    if (localFlags & 0x8) expected += bytes.readUInt32LE(expected) === DESCRIPTOR ? 16 : 12;
  }
  if (expected !== dirStart) throw new ZipShapeError('structure', 'content outside the directory');
  return listed.map(({ name, method, packed, declared, dataStart }) => ({
    name,
    method,
    packed,
    declared,
    dataStart,
  }));
}

/** Thrown by `inflateEntry` when a part grows past what the caller allows. */
export class InflateLimit extends Error {
  constructor(readonly inflated: number) {
    super(`inflated past the limit at ${inflated} bytes`);
  }
}

/**
 * One part's bytes as they inflate, chunk by chunk (a stored part in one chunk). zlib's own errors
 * (Z_DATA_ERROR, Z_BUF_ERROR) mean the part is not deflate and become a ZipShapeError, as does a
 * deflated part that ends before its packed bytes (else the directory hides something a streaming
 * reader would see). Stopping the iteration early frees the inflater.
 */
export async function* entryChunks(bytes: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const packed = bytes.subarray(entry.dataStart, entry.dataStart + entry.packed);
  if (entry.method === 0) {
    yield packed;
    return;
  }
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(packed);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) yield chunk;
  } catch (e) {
    const zlibError =
      typeof (e as { code?: unknown }).code === 'string' && (e as { code: string }).code.startsWith('Z_');
    if (zlibError) throw new ZipShapeError('structure', `${entry.name} does not inflate`);
    throw e;
  } finally {
    inflater.destroy();
  }
  if (inflater.bytesWritten !== packed.length)
    throw new ZipShapeError('structure', `${entry.name} ends before its packed bytes`);
}

/**
 * Inflates one part chunk by chunk, handing each chunk to `onChunk` and stopping as soon as the
 * output passes `limit(bytesSoFar)` (nothing is kept here).
 */
export async function inflateEntry(
  bytes: Buffer,
  entry: ZipEntry,
  allowed: (inflated: number) => boolean,
  onChunk: (chunk: Buffer) => void,
): Promise<number> {
  let total = 0;
  for await (const chunk of entryChunks(bytes, entry)) {
    total += chunk.length;
    if (!allowed(total)) throw new InflateLimit(total);
    onChunk(chunk);
  }
  return total;
}
