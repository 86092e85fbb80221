import { lengthOf, textCheck } from './input.ts';
import type { CheckResult } from './types.ts';
import { checkError } from './types.ts';

/** Upload rules of the appointment form (business-domain §5, §9), as pure functions. */
export const UPLOAD_NAME_MAX = 64;
/** 10 MB. */
export const UPLOAD_SIZE_MAX = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = [
  'xls',
  'xlsx',
  'doc',
  'docx',
  'pdf',
  'rar',
  'zip',
  'jpg',
  'jpeg',
  'png',
  'bmp',
] as const;
export const SPREADSHEET_EXTENSIONS = ['xls', 'xlsx'] as const;

/** The lower-case extension of a file name without the dot; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** File name: at most 64 characters (`v.upload_name_length`) with an allowed extension (`v.upload_type`). */
export const checkUploadName = textCheck((name) => {
  if (lengthOf(name) > UPLOAD_NAME_MAX) return checkError('v.upload_name_length', { max: UPLOAD_NAME_MAX });
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(name))
    ? null
    : checkError('v.upload_type', { types: UPLOAD_EXTENSIONS.join(', ') });
});

/** A spreadsheet must be .xls or .xlsx (`v.upload_spreadsheet`). */
export const checkSpreadsheetName = textCheck((name) =>
  (SPREADSHEET_EXTENSIONS as readonly string[]).includes(fileExtension(name))
    ? null
    : checkError('v.upload_spreadsheet'),
);

/** File size in bytes: not empty (`v.upload_empty`), at most 10 MB (`v.upload_size`). */
export function checkUploadSize(size: number | null | undefined): CheckResult {
  if (size === null || size === undefined) return null;
  if (!Number.isFinite(size) || size <= 0) return checkError('v.upload_empty');
  return size > UPLOAD_SIZE_MAX ? checkError('v.upload_size', { max: '10MB' }) : null;
}

/** All upload rules for one file; `spreadsheet` also requires xls/xlsx. */
export function checkUploadFile(
  file: { name: string; size: number },
  options: { spreadsheet?: boolean } = {},
): CheckResult {
  if (file.name.trim() === '') return checkError('v.upload_type', { types: UPLOAD_EXTENSIONS.join(', ') });
  return (
    checkUploadName(file.name) ??
    (options.spreadsheet ? checkSpreadsheetName(file.name) : null) ??
    checkUploadSize(file.size)
  );
}

/** Avatar images: MIME type → extension, and the size limit (the personal centre and the server agree). */
export const AVATAR_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes are (by their magic number), among the avatar types; undefined otherwise. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * What an image upload takes: its types (MIME type → extension; the bytes must be one of them), its size
 * limit and the catalogue keys of its refusals. The avatar and the company's seal and signature share
 * the upload and its check (`uploadedImage` on the server), each with its own rule.
 */
export interface ImageRule {
  types: Record<string, string>;
  maxBytes: number;
  /** The limit as a refusal names it. */
  max: string;
  typeKey: string;
  sizeKey: string;
}

export const AVATAR_RULE: ImageRule = {
  types: AVATAR_TYPES,
  maxBytes: AVATAR_MAX_BYTES,
  max: '2 MB',
  typeKey: 'upload.avatar_type',
  sizeKey: 'upload.avatar_size',
};

/** A company's seal and signature: the types the printed declaration can draw (PNG, JPEG), 1 MB at most. */
export const SEAL_RULE: ImageRule = {
  types: { 'image/png': 'png', 'image/jpeg': 'jpg' },
  maxBytes: 1024 * 1024,
  max: '1 MB',
  typeKey: 'upload.seal_type',
  sizeKey: 'upload.seal_size',
};

/** The company images a company keeps (公章, 签名), by the field that names each. */
export const COMPANY_IMAGE_KINDS = { seal: 'seal_image', signature: 'signature_image' } as const;
export type CompanyImageKind = keyof typeof COMPANY_IMAGE_KINDS;

/** An image upload by its declared type and size (the server checks the bytes again). */
export function checkImageFile(rule: ImageRule, file: { type: string; size?: number | null }): CheckResult {
  if (!rule.types[file.type]) return { key: rule.typeKey };
  if (file.size !== undefined && file.size !== null) {
    if (file.size === 0) return { key: 'upload.empty_file' };
    if (file.size > rule.maxBytes) return { key: rule.sizeKey, params: { max: rule.max } };
  }
  return null;
}

/** An avatar upload: a png, jpeg, gif or webp image of at most 2 MB. */
export function checkAvatarFile(file: { type: string; size?: number | null }): CheckResult {
  return checkImageFile(AVATAR_RULE, file);
}

/**
 * What an uploaded Office file (xlsx, docx) may hold before the server reads it: checked on the zip's
 * directory and while each part is inflated, so a file over a bound is refused before it allocates.
 * A real book of 100,000 goods lines is about 5 MB packed and 60 MB unpacked.
 */
export const OOXML_BOUNDS = {
  /** Parts in the zip (a workbook has a dozen or two). */
  entries: 1000,
  /** All parts unpacked together. */
  unpackedBytes: 256 * 1024 * 1024,
  /** Unpacked : packed, per part over 1 MiB (real sheets pack 5–20 : 1; a zip bomb 1,000 : 1). */
  ratio: 200,
  /** Sheet rows, counted over every sheet (empty rows included). */
  rows: 200_000,
  /** Sheet cells, counted over every sheet. */
  cells: 5_000_000,
  /** Characters of one cell (Excel's own limit). */
  cellChars: 32_767,
  /** Bytes of one text or attribute run in a part's XML (a cell of 32,767 characters, escaped). */
  runBytes: 256 * 1024,
  /** Element nesting of a part's XML (a sheet's is 7). */
  xmlDepth: 64,
} as const;

/** Bytes as people read them: 30 MB, 256 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
