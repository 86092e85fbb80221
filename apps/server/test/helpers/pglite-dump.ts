import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's data directory as a tar, checkpointed (a copy then opens without replaying the WAL: a quarter
 * less CPU time) and with only the WAL segments a copy needs to start, from the checkpoint's redo point
 * on: an older or preallocated one (16 MB each, a fifth of the seeded dump) would only be copied again
 * for every test file.
 */
export async function compactDump(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('checkpoint');
  const {
    rows: [wal],
  } = await pglite.query<{ first: string; last: string }>(
    `select pg_walfile_name(redo_lsn) as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last
     from pg_control_checkpoint()`,
  );
  const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  const segment = /^\/?pg_wal\/([0-9A-F]{24})$/;
  return withoutEntries(dump, (name) => {
    const file = segment.exec(name)?.[1];
    return file !== undefined && (file < wal!.first || file > wal!.last);
  });
}

/**
 * A tar archive (ustar, as PGlite's dumpDataDir writes it) without the entries `drop` names: each entry is a
 * 512-byte header, then its data padded to 512 bytes; two zero blocks end the archive.
 */
function withoutEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  const text = (from: number, length: number, at: number) => {
    const field = tar.subarray(at + from, at + from + length);
    const end = field.indexOf(0);
    return Buffer.from(end < 0 ? field : field.subarray(0, end)).toString('utf8');
  };
  let at = 0;
  while (at + 512 <= tar.length && tar.subarray(at, at + 512).some((byte) => byte !== 0)) {
    const prefix = text(345, 155, at);
    const name = (prefix ? `${prefix}/` : '') + text(0, 100, at);
    const size = parseInt(text(124, 12, at).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    if (!drop(name)) kept.push(tar.subarray(at, at + length));
    at += length;
  }
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}
