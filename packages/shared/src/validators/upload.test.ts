import { describe, expect, it } from 'vitest';
import {
  checkAvatarFile,
  UPLOAD_SIZE_MAX,
  checkSpreadsheetName,
  checkUploadFile,
  checkUploadName,
  checkUploadSize,
  fileExtension,
  sniffImageType,
} from './upload.ts';

const TYPES = 'xls, xlsx, doc, docx, pdf, rar, zip, jpg, jpeg, png, bmp';

describe('upload rules', () => {
  it('file extension', () => {
    expect(fileExtension('报关单.XLSX')).toBe('xlsx');
    expect(fileExtension('a.tar.gz')).toBe('gz');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('dot.')).toBe('');
  });

  it('allows the listed types, case-insensitive', () => {
    for (const name of [
      'a.xls',
      'a.xlsx',
      'a.doc',
      'a.docx',
      'a.pdf',
      'a.rar',
      'a.zip',
      'a.jpg',
      'a.JPEG',
      'a.png',
      'a.bmp',
      '草稿 v2.PDF',
    ]) {
      expect(checkUploadName(name), name).toBeNull();
    }
    for (const name of ['a.exe', 'a.xlsm', 'a.gif', 'a', 'pdf', 'a.pdf.exe', '.pdf']) {
      expect(checkUploadName(name), name).toEqual({ key: 'v.upload_type', params: { types: TYPES } });
    }
  });

  it('limits the file name to 64 characters (Chinese characters count as one)', () => {
    expect(checkUploadName(`${'a'.repeat(60)}.pdf`)).toBeNull();
    expect(checkUploadName(`${'报'.repeat(60)}.pdf`)).toBeNull();
    expect(checkUploadName(`${'a'.repeat(61)}.pdf`)).toEqual({
      key: 'v.upload_name_length',
      params: { max: 64 },
    });
    expect(checkUploadName(`${'a'.repeat(100_000)}.pdf`)).toEqual({
      key: 'v.upload_name_length',
      params: { max: 64 },
    });
  });

  it('spreadsheets must be xls or xlsx', () => {
    expect(checkSpreadsheetName('清单.xls')).toBeNull();
    expect(checkSpreadsheetName('清单.XLSX')).toBeNull();
    expect(checkSpreadsheetName('清单.csv')).toEqual({ key: 'v.upload_spreadsheet' });
    expect(checkSpreadsheetName('清单.pdf')).toEqual({ key: 'v.upload_spreadsheet' });
  });

  it('limits the size to 10 MB and refuses empty files', () => {
    expect(checkUploadSize(1)).toBeNull();
    expect(checkUploadSize(UPLOAD_SIZE_MAX)).toBeNull();
    expect(checkUploadSize(10_485_760)).toBeNull();
    expect(checkUploadSize(UPLOAD_SIZE_MAX + 1)).toEqual({ key: 'v.upload_size', params: { max: '10MB' } });
    expect(checkUploadSize(0)).toEqual({ key: 'v.upload_empty' });
    expect(checkUploadSize(-1)).toEqual({ key: 'v.upload_empty' });
    expect(checkUploadSize(Number.NaN)).toEqual({ key: 'v.upload_empty' });
    expect(checkUploadSize(null)).toBeNull();
  });

  it('checks a whole file', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: 100 })).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 100 }, { spreadsheet: true })).toEqual({
      key: 'v.upload_spreadsheet',
    });
    expect(checkUploadFile({ name: 'a.xlsx', size: 100 }, { spreadsheet: true })).toBeNull();
    expect(checkUploadFile({ name: 'a.xlsx', size: 0 })).toEqual({ key: 'v.upload_empty' });
    expect(checkUploadFile({ name: '', size: 10 })).toEqual({
      key: 'v.upload_type',
      params: { types: TYPES },
    });
  });
});

describe('checkAvatarFile', () => {
  it('takes png, jpeg, gif and webp images up to 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp' })).toBeNull();
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toEqual({ key: 'upload.avatar_type' });
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toEqual({ key: 'upload.empty_file' });
    expect(checkAvatarFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })?.key).toBe(
      'upload.avatar_size',
    );
  });
});

describe('sniffImageType', () => {
  it('knows png, jpeg, gif and webp by their first bytes, and nothing else', () => {
    const b = (...bytes: number[]) => Uint8Array.from(bytes);
    const text = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
    expect(sniffImageType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(b(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(text('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(text('<html>'))).toBeUndefined();
    expect(sniffImageType(text('RIFF\0\0\0\0WAVE'))).toBeUndefined();
    expect(sniffImageType(b())).toBeUndefined();
  });
});
