import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { OOXML_BOUNDS } from '@app/shared';
import {
  billionLaughsXlsx,
  emptyRowsXlsx,
  hugeCellXlsx,
  noisyRowsXlsx,
  xlsxOf,
  zipBombXlsx,
  zipOf,
} from '../../test/helpers/hostile-files.ts';
import { AppError } from './app-error.ts';
import { checkOoxml } from './ooxml-bounds.ts';
import { XmlScan } from './xml-scan.ts';

/** The field message key a refusal carries. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    const error = e as AppError;
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors?.file?.params?.file).toBe('f.xlsx');
    return error.fieldErrors!.file!.key;
  }
  throw new Error('not refused');
}

async function workbook(rows: unknown[][], formula = false): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('goods');
  for (const r of rows) sheet.addRow(r);
  if (formula) sheet.getCell('C2').value = { formula: 'A2*2', result: 2 };
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('checkOoxml', () => {
  it('passes a real workbook and counts its rows, cells and formulas', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [i + 1, `料号${i}`, '商品名称']);
    const facts = await checkOoxml('f.xlsx', await workbook(rows));
    expect(facts.rows).toBe(50);
    expect(facts.cells).toBe(150);
    expect(facts.formulas).toBe(0);
    expect(facts.parts).toContain('xl/worksheets/sheet1.xml');
    expect((await checkOoxml('f.xlsx', await workbook(rows, true))).formulas).toBe(1);
  });

  it('refuses a zip bomb (1.6 MB packing 400 MB) at its first bound, quickly', async () => {
    const bomb = zipBombXlsx();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = Date.now();
    // whichever bound it meets first (here the rows, after some 30 MB of the 400)
    expect(await refusal(checkOoxml('f.xlsx', bomb))).toMatch(/^upload\.bound_(rows|ratio|unpacked)$/);
    expect(Date.now() - started).toBeLessThan(5000); // stops at the bound, not after 400 MB
  });

  it('refuses a part packed more than 200 : 1', async () => {
    const row = `<row><c t="inlineStr"><is><t>${'A'.repeat(200_000)}</t></is></c></row>`;
    const packed = xlsxOf([{ data: row, times: 100 }]);
    expect(await refusal(checkOoxml('f.xlsx', packed))).toBe('upload.bound_ratio');
  });

  it('refuses a part that unpacks past the total even when it packs poorly', async () => {
    const bounds = { ...OOXML_BOUNDS, unpackedBytes: 1024 * 1024 };
    expect(await refusal(checkOoxml('f.xlsx', noisyRowsXlsx(2 * 1024 * 1024), bounds))).toBe(
      'upload.bound_unpacked',
    );
  });

  it('refuses one huge cell, a million empty rows and entity declarations', async () => {
    expect(await refusal(checkOoxml('f.xlsx', hugeCellXlsx()))).toBe('upload.bound_cell_chars');
    expect(await refusal(checkOoxml('f.xlsx', emptyRowsXlsx()))).toBe('upload.bound_rows');
    expect(await refusal(checkOoxml('f.xlsx', billionLaughsXlsx()))).toBe('upload.bound_xml_entity');
  });

  it('refuses too many parts, deep nesting and what is not a plain zip', async () => {
    const many = zipOf(
      Array.from({ length: 1001 }, (_, i) => ({ name: `p${i}.xml`, pieces: [{ data: '<a/>' }] })),
    );
    expect(await refusal(checkOoxml('f.xlsx', many))).toBe('upload.bound_entries');
    const deep = xlsxOf([{ data: '<x>'.repeat(100) + '</x>'.repeat(100) }]);
    expect(await refusal(checkOoxml('f.xlsx', deep))).toBe('upload.bound_xml_depth');
    expect(await refusal(checkOoxml('f.xlsx', Buffer.from('not a zip at all, just text')))).toBe(
      'upload.bound_zip',
    );
  });

  it('refuses a part hidden from the directory (a streaming reader would read it)', async () => {
    const good = xlsxOf([{ data: '<row r="1"/>' }]);
    const hidden = zipOf([{ name: 'xl/worksheets/sheet2.xml', pieces: [{ data: '<row/>' }] }]);
    const localOnly = hidden.subarray(0, hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    // the hidden part before the real ones: every directory offset now points 2 parts too early
    expect(await refusal(checkOoxml('f.xlsx', Buffer.concat([localOnly, good])))).toBe('upload.bound_zip');
  });
});

describe('XmlScan', () => {
  it('counts local names across chunks and skips comments, CDATA and quoted ">"', () => {
    const scan = new XmlScan(1000, 10, ['row', 'c']);
    const xml = Buffer.from(
      '<?xml version="1.0"?><x:ws><!-- <row> --><x:row a=">"><c/><c t="s"><v>1</v></c></x:row><![CDATA[<row>]]><row/></x:ws>',
    );
    for (let i = 0; i < xml.length; i += 3) scan.push(xml.subarray(i, i + 3));
    expect(scan.counts.get('row')).toBe(2);
    expect(scan.counts.get('c')).toBe(2);
    expect(scan.balanced).toBe(true);
  });
});
