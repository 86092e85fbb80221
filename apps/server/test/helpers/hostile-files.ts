import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A part's content as pieces, each repeated `times` (a 400 MB part costs one deflate of each piece). */
export interface Part {
  name: string;
  pieces: { data: Buffer | string; times?: number }[];
}

/**
 * A zip of deflated parts written by hand: each distinct piece is deflated once as a full-flush block and
 * repeated, so a part that inflates to hundreds of megabytes is built in milliseconds (a zip bomb).
 */
export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    let crc = 0;
    let size = 0;
    const packed: Buffer[] = [];
    for (const piece of part.pieces) {
      const data = Buffer.from(piece.data);
      const block = deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
      for (let i = 0; i < (piece.times ?? 1); i++) {
        crc = crc32(data, crc);
        size += data.length;
        packed.push(block);
      }
    }
    packed.push(deflateRawSync(Buffer.alloc(0)));
    const body = Buffer.concat(packed);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(size >>> 0, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    central.push(dir, name);
    offset += 30 + name.length + body.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook has, around one sheet whose XML is given as pieces (wrapped unless `whole`). */
export function xlsxOf(sheet: Part['pieces'], whole = false): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      pieces: [
        {
          data:
            `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
            '<Default Extension="xml" ContentType="application/xml"/>' +
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
            '</Types>',
        },
      ],
    },
    {
      name: '_rels/.rels',
      pieces: [
        {
          data: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        },
      ],
    },
    {
      name: 'xl/workbook.xml',
      pieces: [
        {
          data: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="goods" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        },
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: [
        {
          data: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        },
      ],
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      pieces: whole
        ? sheet
        : [
            { data: `${XML}<worksheet xmlns="${MAIN}"><sheetData>` },
            ...sheet,
            { data: '</sheetData></worksheet>' },
          ],
    },
  ]);
}

/** About 1.6 MB packed, 400 MB unpacked: 8 MB of ordinary rows repeated 50 times. */
export function zipBombXlsx(): Buffer {
  const row = '<row><c t="inlineStr"><is><t>' + 'A'.repeat(100) + '</t></is></c></row>';
  const block = Buffer.from(row.repeat(Math.floor((8 * 1024 * 1024) / row.length)));
  return xlsxOf([{ data: block, times: 50 }]);
}

/** Letters that do not pack (a fixed pseudo-random sequence). */
function noise(length: number): Buffer {
  let seed = 7;
  const text = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    text[i] = 0x61 + (seed % 26);
  }
  return text;
}

/** One cell of 2 MB of text that does not pack (so the cell's length is what is refused, not the ratio). */
export const hugeCellXlsx = () =>
  xlsxOf([
    { data: '<row r="1"><c r="A1" t="inlineStr"><is><t>' },
    { data: noise(2 * 1024 * 1024) },
    { data: '</t></is></c></row>' },
  ]);

/** `bytes` of text that does not pack, in cells of 1,000 characters. */
export function noisyRowsXlsx(bytes: number): Buffer {
  const text = noise(bytes).toString('latin1');
  const rows: string[] = [];
  for (let at = 0; at < text.length; at += 1000)
    rows.push(`<row><c t="inlineStr"><is><t>${text.slice(at, at + 1000)}</t></is></c></row>`);
  return xlsxOf([{ data: rows.join('') }]);
}

/** A million empty rows, each numbered. */
export function emptyRowsXlsx(count = 1_000_000): Buffer {
  const rows: string[] = [];
  for (let r = 1; r <= count; r++) rows.push(`<row r="${r}"/>`);
  return xlsxOf([{ data: rows.join('') }]);
}

/** Billion laughs: ten entities each ten times the one before. */
export function billionLaughsXml(root = 'DEC_RESULT'): Buffer {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i < 10; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return Buffer.from(`${XML}<!DOCTYPE ${root} [${entities.join('')}]><${root}><NOTE>&lol9;</NOTE></${root}>`);
}

/** A workbook whose sheet part declares entities (billion laughs inside an xlsx). */
export const billionLaughsXlsx = () => xlsxOf([{ data: billionLaughsXml('worksheet') }], true);
