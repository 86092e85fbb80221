import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { OOXML_BOUNDS } from '@app/shared';
import { entryChunks, zipEntries, type ZipEntry } from './zip-directory.ts';

/** One row of a sheet: its number as the sheet gives it (1 is the first) and its cells from column A. */
export interface SheetRow {
  number: number;
  /** Text, a number or a boolean per column; a hole where the sheet has no cell. */
  cells: (string | number | boolean | undefined)[];
}

type Parts = Map<string, ZipEntry>;

/**
 * Feeds one part's XML to a SAX parser as it inflates, yielding after each chunk whatever the
 * handlers queued (so a sheet's rows flow out while it is still being read, a chunk at a time).
 */
async function* parsePart<T>(
  bytes: Buffer,
  entry: ZipEntry,
  wire: (parser: SaxesParser, queue: T[]) => void,
): AsyncGenerator<T> {
  const parser = new SaxesParser();
  const queue: T[] = [];
  wire(parser, queue);
  const decoder = new StringDecoder('utf8');
  // a malformed part throws from write() (no error handler is set)
  const drain = function* () {
    for (const item of queue) yield item;
    queue.length = 0;
  };
  for await (const chunk of entryChunks(bytes, entry)) {
    parser.write(decoder.write(chunk));
    yield* drain();
  }
  parser.write(decoder.end()).close();
  yield* drain();
}

/** A part's name as the zip holds it, found case-insensitively (OOXML part names are). */
const part = (parts: Parts, name: string) => parts.get(name.replace(/^\//, '').toLowerCase());

/** The shared strings, each the text of its runs (phonetic readings left out). */
async function sharedStrings(bytes: Buffer, parts: Parts): Promise<string[]> {
  const entry = part(parts, 'xl/sharedStrings.xml');
  if (!entry) return [];
  const strings: string[] = [];
  for await (const text of parsePart<string>(bytes, entry, (parser, queue) => {
    let current: string | undefined;
    let phonetic = 0;
    let inText = false;
    parser.on('opentag', (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't') inText = true;
    });
    const text = (t: string) => {
      if (inText && !phonetic && current !== undefined) current += t;
    };
    parser.on('text', text);
    parser.on('cdata', text);
    parser.on('closetag', (tag) => {
      if (tag.name === 't') inText = false;
      else if (tag.name === 'rPh') phonetic -= 1;
      else if (tag.name === 'si') {
        queue.push(current ?? '');
        current = undefined;
      }
    });
  }))
    strings.push(text);
  return strings;
}

/** Every element's attributes of one kind in a small part (the workbook, its relationships). */
async function elements(bytes: Buffer, entry: ZipEntry | undefined, name: string) {
  const found: Record<string, string>[] = [];
  if (!entry) return found;
  for await (const attributes of parsePart<Record<string, string>>(bytes, entry, (parser, queue) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (tag.name === name) queue.push(tag.attributes);
    }),
  ))
    found.push(attributes);
  return found;
}

/**
 * The workbook's first sheet, as its tab order says (workbook.xml's first sheet, through the
 * workbook's relationships); the lowest-numbered sheet part when a writer left those out.
 */
async function firstSheet(bytes: Buffer, parts: Parts): Promise<ZipEntry | undefined> {
  const [sheet] = await elements(bytes, part(parts, 'xl/workbook.xml'), 'sheet');
  const rid = sheet && Object.entries(sheet).find(([k]) => k === 'r:id' || k.endsWith(':id'))?.[1];
  if (rid) {
    const rels = await elements(bytes, part(parts, 'xl/_rels/workbook.xml.rels'), 'Relationship');
    const target = rels.find((r) => r.Id === rid)?.Target;
    if (target) {
      const entry = part(parts, target.startsWith('/') ? target : `xl/${target}`);
      if (entry) return entry;
    }
  }
  const sheetNumber = (e: ZipEntry) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/i.exec(e.name)?.[1]);
  return [...parts.values()]
    .filter((e) => sheetNumber(e) >= 0)
    .sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
}

/** "C12" → 2 (column A is 0); undefined when a cell gives no reference. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference && /^[A-Z]+/i.exec(reference)?.[0];
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

/** A cell's value from its type (`t`) and its `<v>` or inline text, as a spreadsheet shows it. */
function cellValue(type: string | undefined, value: string, strings: string[]): SheetRow['cells'][number] {
  switch (type) {
    case 's':
      return strings[Number(value)];
    case 'b':
      return value === '1' || value === 'true';
    case 'str':
    case 'inlineStr':
    case 'e':
    case 'd':
      return value;
    default: {
      if (value === '') return undefined;
      const n = Number(value);
      return Number.isFinite(n) ? n : value;
    }
  }
}

/**
 * The rows of an xlsx file's first sheet, read straight from the zip a chunk at a time: the shared
 * strings are read first (whatever order the writer put the parts in), then the sheet streams out row
 * by row, so a book of 100,000 lines is never held as a workbook. Formulas give their cached result.
 * Call it on a file `checkOoxml` has passed (the bounds are not checked again here).
 *
 * It replaces exceljs's streaming WorkbookReader, whose entry iteration could end before the zip's
 * last parts were seen (about one read in 700 on a busy machine): the workbook or a sheet went
 * missing, and a valid file was refused as unreadable or empty.
 */
export async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const parts: Parts = new Map(
    zipEntries(bytes, OOXML_BOUNDS.entries).map((e) => [e.name.toLowerCase(), e] as const),
  );
  const strings = await sharedStrings(bytes, parts);
  const sheet = await firstSheet(bytes, parts);
  if (!sheet) return;
  let lastRow = 0;
  yield* parsePart<SheetRow>(bytes, sheet, (parser, queue) => {
    let row: SheetRow | undefined;
    let column = -1;
    let type: string | undefined;
    let text: string | undefined;
    let inValue = false;
    let phonetic = 0;
    parser.on('opentag', (tag) => {
      const a = tag.attributes as Record<string, string>;
      switch (tag.name) {
        case 'row':
          lastRow = Number(a.r) || lastRow + 1;
          row = { number: lastRow, cells: [] };
          column = -1;
          break;
        case 'c':
          column = columnOf(a.r) ?? column + 1;
          type = a.t;
          text = undefined;
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 'v':
        case 't':
          if (!phonetic) {
            text ??= '';
            inValue = true;
          }
          break;
      }
    });
    const add = (t: string) => {
      if (inValue && text !== undefined) text += t;
    };
    parser.on('text', add);
    parser.on('cdata', add);
    parser.on('closetag', (tag) => {
      if (tag.name === 'rPh') phonetic -= 1;
      else if (tag.name === 'v' || tag.name === 't') inValue = false;
      else if (tag.name === 'c' && row && text !== undefined) {
        const value = cellValue(type, text, strings);
        if (value !== undefined) row.cells[column] = value;
      } else if (tag.name === 'row' && row) {
        queue.push(row);
        row = undefined;
      }
    });
  });
}
