import CFB from 'cfb';
import { fileExtension } from '@app/shared';
import { AppError } from '../../plugins/app-error.ts';
import { checkOoxml } from '../../plugins/ooxml-bounds.ts';

/** The container a file's bytes are, by their first bytes (magic numbers). */
export type SniffedFamily = 'pdf' | 'zip' | 'ole' | 'rar' | 'jpeg' | 'png' | 'bmp';

const starts = (bytes: Buffer, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

export function sniffFamily(bytes: Buffer): SniffedFamily | undefined {
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (starts(bytes, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar'; // Rar!
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(bytes, [0x42, 0x4d]) && bytes.length >= 26 && bytes.readUInt32LE(2) === bytes.length)
    return 'bmp';
  return undefined;
}

/** The container each allowed extension must be. */
const FAMILY_OF: Record<string, SniffedFamily> = {
  pdf: 'pdf',
  zip: 'zip',
  docx: 'zip',
  xlsx: 'zip',
  doc: 'ole',
  xls: 'ole',
  rar: 'rar',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  bmp: 'bmp',
};

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  rar: 'application/vnd.rar',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
};

/** The entry names of a zip archive, from its local file headers (enough to tell OOXML kinds apart). */
function zipEntryNames(bytes: Buffer, limit = 200): string[] {
  const names: string[] = [];
  let at = 0;
  while (names.length < limit) {
    at = bytes.indexOf('PK\u0003\u0004', at, 'latin1');
    if (at < 0 || at + 30 > bytes.length) break;
    const nameLength = bytes.readUInt16LE(at + 26);
    names.push(bytes.toString('utf8', at + 30, at + 30 + nameLength));
    at += 30 + nameLength;
  }
  return names;
}

/** The OLE2 compound file's stream names (Workbook for xls, WordDocument for doc), or undefined. */
function oleStreams(bytes: Buffer): CFB.CFB$Container | undefined {
  try {
    return CFB.read(bytes, { type: 'buffer' });
  } catch {
    return undefined;
  }
}

/**
 * Whether the bytes are what the name says (business-domain §5: types checked by content, not by
 * the name): the container of the extension, and for Office files the part that makes it a document
 * or a workbook. Returns the reason key when not.
 */
export function contentMatchesName(name: string, bytes: Buffer): boolean {
  const ext = fileExtension(name);
  const family = sniffFamily(bytes);
  if (!family || FAMILY_OF[ext] !== family) return false;
  if (ext === 'xlsx' || ext === 'docx') {
    const names = zipEntryNames(bytes);
    if (!names.includes('[Content_Types].xml')) return false;
    return names.some((n) => n.startsWith(ext === 'xlsx' ? 'xl/' : 'word/'));
  }
  if (ext === 'xls' || ext === 'doc') {
    const container = oleStreams(bytes);
    if (!container) return false;
    const stream = ext === 'xls' ? /^(Workbook|Book)$/i : /^WordDocument$/i;
    return container.FileIndex.some((entry) => stream.test(entry.name));
  }
  return true;
}

/** BIFF record types that hold a formula: FORMULA, SHRFMLA, ARRAY (and the old BIFF2–4 FORMULA ids). */
const FORMULA_RECORDS = new Set([0x0006, 0x04bc, 0x0221, 0x0206, 0x0406]);

/** Whether an .xls workbook (BIFF8 in an OLE2 file) has a formula cell, by walking its records. */
function xlsHasFormula(bytes: Buffer): boolean {
  const container = oleStreams(bytes);
  const entry = container?.FileIndex.find((e) => /^(Workbook|Book)$/i.test(e.name));
  const content = entry?.content;
  if (!content) return false;
  const data = Buffer.from(content as Uint8Array);
  let at = 0;
  while (at + 4 <= data.length) {
    const type = data.readUInt16LE(at);
    const length = data.readUInt16LE(at + 2);
    if (FORMULA_RECORDS.has(type)) return true;
    at += 4 + length;
  }
  return false;
}

/** A spreadsheet may carry no formula (business-domain §5); undefined when it cannot be read at all. */
export async function spreadsheetHasFormula(name: string, bytes: Buffer): Promise<boolean | undefined> {
  const ext = fileExtension(name);
  try {
    // bounded as it is read: a zip bomb is refused with the bound it broke, not a memory error
    if (ext === 'xlsx') return (await checkOoxml(name, bytes)).formulas > 0;
    if (ext === 'xls') return xlsHasFormula(bytes);
  } catch (e) {
    if (e instanceof AppError) throw e;
    return undefined;
  }
  return false;
}
