import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { count, sql } from 'drizzle-orm';
import { APP_PATHS } from '../app-paths.ts';
import type { Db } from '../db/client.ts';
import { base_data, cities } from '../db/schema/index.ts';
import { syncStructure, type StructureSyncResult } from './structure-sync.ts';

type CsvRow = Record<string, string>;

function readCsv(file: string): CsvRow[] {
  const text = fs.readFileSync(path.join(APP_PATHS.referenceData, file), 'utf8');
  return parse(text, { columns: true, skip_empty_lines: true, trim: true }) as CsvRow[];
}

/** Which parameter table feeds which lookup kind, and how its columns map to the lookup record. */
const TABLES: { type: string; file: string; map?: (r: CsvRow) => Partial<typeof base_data.$inferInsert> }[] =
  [
    {
      type: 'port',
      file: 'ports.csv',
      map: (r) => ({ en_name: r.en_name, type1: r.legacy_customs_code, ciq_code: r.legacy_ciq_code }),
    },
    {
      type: 'trans',
      file: 'transport_modes.csv',
      map: (r) => ({ ciq_code: r.legacy_ciq_code, ciq_name: r.legacy_ciq_name }),
    },
    {
      type: 'supervise',
      file: 'trade_modes.csv',
      map: (r) => ({ show_name: r.full_name, ciq_code: r.legacy_ciq_code, ciq_name: r.legacy_ciq_name }),
    },
    { type: 'tax', file: 'levy_types.csv', map: (r) => ({ show_name: r.full_name }) },
    {
      type: 'country',
      file: 'countries.csv',
      map: (r) => ({
        en_name: r.en_name,
        code: r.iso_code,
        type1: r.legacy_customs_code,
        ciq_code: r.legacy_ciq_code,
      }),
    },
    { type: 'deal-method', file: 'transaction_methods.csv' },
    {
      type: 'wrap',
      file: 'wrap_types.csv',
      map: (r) => ({
        type1: r.legacy_customs_code,
        ciq_code: r.legacy_ciq_code,
        ciq_name: r.legacy_ciq_name,
      }),
    },
    { type: 'entry-port', file: 'domestic_ports.csv', map: (r) => ({ en_name: r.en_name }) },
    {
      type: 'cd-type',
      file: 'container_specs.csv',
      map: (r) => ({
        type1: r.legacy_customs_code,
        ciq_code: r.legacy_ciq_code,
        ciq_name: r.legacy_ciq_name,
      }),
    },
    { type: 'tax-method', file: 'levy_modes.csv' },
    { type: 'deal-uom', file: 'units.csv' },
    {
      type: 'currency',
      file: 'currencies.csv',
      map: (r) => ({ en_name: r.en_name, type1: r.legacy_customs_code, ciq_code: r.legacy_ciq_code }),
    },
    { type: 'district-code', file: 'customs_districts.csv', map: (r) => ({ short_name: r.short_name }) },
    { type: 'orig-district', file: 'domestic_districts.csv', map: (r) => ({ short_name: r.short_name }) },
    { type: 'dest-code', file: 'admin_divisions.csv', map: (r) => ({ en_name: r.en_name }) },
    { type: 'record-code', file: 'licence_docs.csv' },
    { type: 'attachment-flag', file: 'attachment_types.csv' },
    { type: 'settlement', file: 'settlement_modes.csv' },
    { type: 'use-to', file: 'use_to.csv' },
  ];

const blankToNull = (v: string | undefined) => (v === undefined || v === '' ? null : v.slice(0, 200));

/** Every ISO 4217 currency the runtime knows that the customs table lacks, with Chinese and English names. */
function otherCurrencies(known: Set<string>) {
  const zh = new Intl.DisplayNames('zh-CN', { type: 'currency' });
  const en = new Intl.DisplayNames('en', { type: 'currency' });
  return Intl.supportedValuesOf('currency')
    .filter((c) => !known.has(c))
    .map((c) => ({
      type: 'currency',
      cus_code: c,
      cn_name: zh.of(c) ?? c,
      en_name: en.of(c) ?? c,
      code: c,
      status: '0',
      sort: 1000,
    }));
}

export function referenceRows() {
  const rows: (typeof base_data.$inferInsert)[] = [];
  for (const table of TABLES) {
    for (const [i, r] of readCsv(table.file).entries()) {
      const extra = table.map?.(r) ?? {};
      rows.push({
        type: table.type,
        cus_code: r.code!,
        cn_name: r.name!,
        code: r.code!,
        status: '1',
        sort: i,
        ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, blankToNull(v as string)])),
      });
    }
  }
  const currencies = new Set(rows.filter((r) => r.type === 'currency').map((r) => String(r.cus_code)));
  rows.push(...otherCurrencies(currencies));
  return rows;
}

/** Administrative divisions as the city tree: province (1), city (2), district (3), by their codes. */
export function cityRows(): { code: string; name: string; level: number; en_name: string | null }[] {
  return readCsv('admin_divisions.csv').map((r) => {
    const code = r.code!;
    const level = code.endsWith('0000') ? 1 : code.endsWith('00') ? 2 : 3;
    return { code, name: r.name!, level, en_name: blankToNull(r.en_name) };
  });
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * Reference data, at every start: the customs lookups and the city tree once, into empty tables
 * (administrators edit them afterwards), then the structure sync (resource tree, template roles, code
 * lists; see structure-sync.ts). Answers whether it seeded the customs lookups and what the sync changed.
 */
export async function seedReferenceData(
  db: Db,
): Promise<{ customsSeeded: boolean; structure: StructureSyncResult }> {
  const customsSeeded = await seedCustomsParameters(db);
  return { customsSeeded, structure: await syncStructure(db) };
}

async function seedCustomsParameters(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(base_data);
  if (existing?.n) return false;
  await db.transaction(async (tx) => {
    await insertChunks(referenceRows(), (chunk) => tx.insert(base_data).values(chunk));
    const divisions = cityRows();
    await insertChunks(divisions, (chunk) => tx.insert(cities).values(chunk.map((c) => ({ ...c, pid: 0 }))));
    // link each division to its parent (a city-level code missing from the table hangs under its province)
    await tx.execute(sql`
      update cities c set pid = coalesce(
        (select p.id from cities p where p.code = substr(c.code, 1, 4) || '00' and p.code <> c.code and c.level = 3),
        (select p.id from cities p where p.code = substr(c.code, 1, 2) || '0000' and p.code <> c.code),
        0)`);
  });
  return true;
}
