import { formatBytes, OOXML_BOUNDS } from '@app/shared';
import { fieldError } from './app-error.ts';
import { XmlScan, XmlScanError } from './xml-scan.ts';
import { inflateEntry, InflateLimit, zipEntries, ZipShapeError } from './zip-directory.ts';

export type OoxmlBounds = { [K in keyof typeof OOXML_BOUNDS]: number };

/** What the check learnt of a file that passed: its parts and the sheets' row, cell and formula counts. */
export interface OoxmlFacts {
  parts: string[];
  unpacked: number;
  rows: number;
  cells: number;
  formulas: number;
}

/** Parts over this size must keep to the compression ratio (small parts of repeated tags pack far better). */
const RATIO_FROM = 1024 * 1024;
const SHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const XML = /\.(xml|rels|vml)$/i;

const refuse = (file: string, key: string, max?: number | string) =>
  fieldError('file', `upload.${key}`, { file, ...(max !== undefined ? { max } : {}) });

/**
 * Checks an uploaded Office file (xlsx, docx) against the bounds before anything reads it: the zip's
 * shape and number of parts from its directory, then every part inflated as a stream and thrown away,
 * stopping at the first bound passed (unpacked size, compression ratio; for XML parts nesting, run
 * length and DOCTYPE/entities; for sheets rows and cells). Refuses with a 400 naming the file and the
 * bound; answers the counts when the file is within them. Holds one 64 KiB chunk at a time.
 */
export async function checkOoxml(
  file: string,
  bytes: Buffer,
  bounds: OoxmlBounds = OOXML_BOUNDS,
): Promise<OoxmlFacts> {
  const facts: OoxmlFacts = { parts: [], unpacked: 0, rows: 0, cells: 0, formulas: 0 };
  let entries;
  try {
    entries = zipEntries(bytes, bounds.entries);
  } catch (e) {
    if (!(e instanceof ZipShapeError)) throw e;
    throw e.reason === 'entries' ? refuse(file, 'bound_entries', bounds.entries) : refuse(file, 'bound_zip');
  }
  for (const entry of entries) {
    facts.parts.push(entry.name);
    const sheet = SHEET.test(entry.name);
    const scan = XML.test(entry.name)
      ? new XmlScan(bounds.runBytes, bounds.xmlDepth, sheet ? ['row', 'c', 'f'] : [])
      : undefined;
    const before = facts.unpacked;
    const allowed = (inflated: number) =>
      before + inflated <= bounds.unpackedBytes &&
      (inflated <= RATIO_FROM || inflated <= entry.packed * bounds.ratio);
    try {
      const size = await inflateEntry(bytes, entry, allowed, (chunk) => {
        if (!scan) return;
        scan.push(chunk);
        if (sheet) {
          if (facts.rows + (scan.counts.get('row') ?? 0) > bounds.rows)
            throw refuse(file, 'bound_rows', bounds.rows);
          if (facts.cells + (scan.counts.get('c') ?? 0) > bounds.cells)
            throw refuse(file, 'bound_cells', bounds.cells);
        }
      });
      facts.unpacked += size;
    } catch (e) {
      if (e instanceof InflateLimit)
        throw before + e.inflated > bounds.unpackedBytes
          ? refuse(file, 'bound_unpacked', formatBytes(bounds.unpackedBytes))
          : refuse(file, 'bound_ratio', bounds.ratio);
      if (e instanceof ZipShapeError) throw refuse(file, 'bound_zip');
      if (e instanceof XmlScanError) {
        if (e.reason === 'run') throw refuse(file, 'bound_cell_chars', bounds.cellChars);
        if (e.reason === 'depth') throw refuse(file, 'bound_xml_depth', bounds.xmlDepth);
        throw refuse(file, 'bound_xml_entity');
      }
      throw e;
    }
    if (scan && sheet) {
      facts.rows += scan.counts.get('row') ?? 0;
      facts.cells += scan.counts.get('c') ?? 0;
      facts.formulas += scan.counts.get('f') ?? 0;
    }
  }
  return facts;
}
