import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountBookGoods,
  accountBookLoss,
  goodsBalance,
  localize,
  OOXML_BOUNDS,
  type EntityDef,
  type FieldDef,
  type Lang,
} from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { bulkInsert } from '../../db/bulk-insert.ts';
import { account_book_goods, account_book_losses, base_data, hs_codes } from '../../db/schema/index.ts';
import { fieldError } from '../../plugins/app-error.ts';
import { explainValidation, RequestValidationError } from '../../plugins/validation.ts';
import { xlsxRows, type SheetRow } from '../../plugins/xlsx-rows.ts';
import { t as translate } from '@app/shared';

/** The columns of each import, in the template's order (the book and the owner come from the book). */
export const IMPORT_COLUMNS = {
  goods: [
    'g_no',
    'cop_g_no',
    'type',
    'status',
    'code_t',
    'g_name',
    'g_model',
    'unit',
    'country_code',
    'dec_price',
    'curr',
    'appr_amt',
    'in_qty',
    'out_qty',
  ],
  losses: [
    'exg_no',
    'p_g_no',
    'm_g_no',
    'dec_dm',
    'dec_cm',
    'tgbl_loss_rate',
    'intab_loss_rate',
    'ucns_dcl_stucd',
    'modify_mark',
    'valid_date',
  ],
} as const;
export type ImportKind = keyof typeof IMPORT_COLUMNS;

const DEFS: Record<ImportKind, EntityDef> = { goods: accountBookGoods, losses: accountBookLoss };
const BATCH = 5000;

type Row = Record<string, unknown>;
export interface RefusedRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  errors: Record<string, string>;
}

/** The template: one header row of the fields' labels in the user's language, a sample row under it. */
export async function importTemplate(kind: ImportKind, lang: Lang): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const def = DEFS[kind];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind);
  const columns = IMPORT_COLUMNS[kind];
  sheet.columns = columns.map((name) => ({
    header: localize(def.fields[name]!.label, lang),
    key: name,
    width: 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(columns.map((name) => [name, def.fields[name]!.example ?? ''])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Header cell → field: a label in any of the four languages, or the field's own name. */
function headerMap(def: EntityDef, names: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const name of names) {
    map.set(name.toLowerCase(), name);
    for (const text of Object.values(def.fields[name]!.label))
      map.set(String(text).trim().toLowerCase(), name);
  }
  return map;
}

/** Excel's day 0 for its date serials (1899-12-30 once its 1900 leap-year slip is allowed for). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * A cell as the definition's field takes it: enum labels become codes, numbers text, and a date typed
 * as a date in Excel (a day serial such as 47848) the date it shows (2030-12-31).
 */
function cellValue(field: FieldDef, value: SheetRow['cells'][number]): unknown {
  if (value === undefined) return undefined;
  if (field.kind === 'date' && typeof value === 'number' && value > 0 && value < 2958466)
    return new Date(EXCEL_EPOCH_MS + Math.floor(value) * 86_400_000).toISOString().slice(0, 10);
  const text = String(value).trim();
  if (text === '') return undefined;
  switch (field.kind) {
    case 'int':
      return /^-?\d+$/.test(text) ? Number(text) : text;
    case 'enum': {
      const option = field.options!.find(
        (o) => o.value === text || Object.values(o.label).some((l) => String(l) === text),
      );
      return option ? option.value : text;
    }
    default:
      return field.upperCase ? text.toUpperCase() : text;
  }
}

/** Codes of the parameter tables and the HS table the rows may name, loaded once per import. */
async function referenceSets(db: DbOrTx) {
  const codes = await db
    .select({ type: base_data.type, code: base_data.cus_code })
    .from(base_data)
    .where(inArray(base_data.type, ['deal-uom', 'country', 'currency']));
  const byType = new Map<string, Set<string>>();
  for (const c of codes) {
    if (!byType.has(c.type)) byType.set(c.type, new Set());
    byType.get(c.type)!.add(c.code);
  }
  const hs = new Set((await db.select({ code: hs_codes.hs_code }).from(hs_codes)).map((r) => r.code));
  return { byType, hs };
}

export interface ImportOutcome {
  total: number;
  imported: number;
  refused: RefusedRow[];
}

/**
 * Reads an uploaded spreadsheet of goods or consumption lines for one book and checks every row as the
 * screen's dialog would (the definition's rules, codes in the parameter tables, HS codes, the items a
 * consumption line names, numbers not repeated in the file or the book, no negative balance). With
 * `onlyValid` the good rows are written and the refused ones listed; otherwise nothing is written when a
 * row is refused. Rows are written in batches inside the caller's transaction.
 */
export async function importBookLines(
  app: FastifyInstance,
  tx: DbOrTx,
  kind: ImportKind,
  book: { id: number; company_id: number | null; customer_code: string | null },
  content: Buffer,
  options: { lang: Lang; fileName: string; onlyValid: boolean; userId: number },
): Promise<ImportOutcome> {
  const def = DEFS[kind];
  const service = app.entities(def.name);
  const names = IMPORT_COLUMNS[kind];
  const headers = headerMap(def, names);
  const refs = await referenceSets(tx);
  const existing = await tx
    .select({
      type: account_book_goods.type,
      g_no: account_book_goods.g_no,
      cop: account_book_goods.cop_g_no,
    })
    .from(account_book_goods)
    .where(eq(account_book_goods.book_id, book.id));
  const seenNo = new Set(existing.map((g) => `${g.type}:${g.g_no}`));
  const seenPart = new Set(existing.map((g) => `${g.type}:${g.cop}`));
  const lossKeys = new Set(
    kind === 'losses'
      ? (
          await tx
            .select({
              e: account_book_losses.exg_no,
              m: account_book_losses.m_g_no,
              v: account_book_losses.p_g_no,
            })
            .from(account_book_losses)
            .where(and(eq(account_book_losses.book_id, book.id)))
        ).map((l) => `${l.e}:${l.m}:${l.v ?? ''}`)
      : [],
  );
  const label = (name: string) => localize(def.fields[name]!.label, options.lang);
  const message = (key: string, params?: Record<string, string>) => translate(key, options.lang, params);

  let columns: (string | undefined)[] | undefined;
  const refused: RefusedRow[] = [];
  let pending: Row[] = [];
  let total = 0;
  let imported = 0;
  const flush = async (force = false) => {
    if (!pending.length || (!force && pending.length < BATCH)) return;
    if (options.onlyValid || !refused.length) {
      // each row passed the definition's create schema, so it has the table's columns
      if (kind === 'goods')
        await bulkInsert(tx, account_book_goods, pending as (typeof account_book_goods.$inferInsert)[]);
      else await bulkInsert(tx, account_book_losses, pending as (typeof account_book_losses.$inferInsert)[]);
      imported += pending.length;
    }
    pending = [];
  };

  for await (const { number, cells } of xlsxRows(content)) {
    if (!columns) {
      columns = cells.map((c) =>
        headers.get(
          String(c ?? '')
            .trim()
            .toLowerCase(),
        ),
      );
      continue;
    }
    const raw: Row = {};
    if (cells.some((c) => typeof c === 'string' && c.length > OOXML_BOUNDS.cellChars))
      throw fieldError('file', 'upload.bound_cell_chars', {
        file: options.fileName,
        max: OOXML_BOUNDS.cellChars,
      });
    columns.forEach((name, i) => {
      if (!name) return;
      const value = cellValue(def.fields[name]!, cells[i]);
      if (value !== undefined) raw[name] = value;
    });
    if (!Object.keys(raw).length) continue; // a blank row
    total += 1;
    const errors: Record<string, string> = {};
    let parsed: Row = {};
    try {
      parsed = service.parseCreate({ ...raw, book_id: book.id });
    } catch (e) {
      if (!(e instanceof RequestValidationError)) throw e;
      Object.assign(errors, explainValidation(e, options.lang));
    }
    const code = (name: string, set: Set<string> | undefined) => {
      const v = parsed[name];
      if (v !== undefined && v !== null && v !== '' && !set?.has(String(v)))
        errors[name] ??= message('error.not_found_ids', { ids: String(v) });
    };
    if (kind === 'goods') {
      code('unit', refs.byType.get('deal-uom'));
      code('country_code', refs.byType.get('country'));
      code('curr', refs.byType.get('currency'));
      code('code_t', refs.hs);
      const noKey = `${String(parsed.type)}:${String(parsed.g_no)}`;
      const partKey = `${String(parsed.type)}:${String(parsed.cop_g_no)}`;
      if (parsed.g_no !== undefined && seenNo.has(noKey))
        errors.g_no ??= message('error.duplicate', { field: String(parsed.g_no) });
      if (parsed.cop_g_no !== undefined && seenPart.has(partKey))
        errors.cop_g_no ??= message('error.duplicate', { field: String(parsed.cop_g_no) });
      if (!Object.keys(errors).length) {
        try {
          const balance = goodsBalance(parsed);
          if (balance.balance < 0n)
            errors.out_qty = message('book.out_over_in', {
              out: String(parsed.out_qty ?? 0),
              in: String(parsed.in_qty ?? 0),
            });
          else
            Object.assign(parsed, { balance_qty: balance.balance_qty, available_qty: balance.available_qty });
        } catch {
          errors.in_qty = message('error.bad_request');
        }
      }
      if (!Object.keys(errors).length) {
        seenNo.add(noKey);
        seenPart.add(partKey);
      }
    } else {
      if (parsed.exg_no !== undefined && !seenNo.has(`E:${String(parsed.exg_no)}`))
        errors.exg_no ??= message('book.finished_missing', { no: String(parsed.exg_no) });
      if (parsed.m_g_no !== undefined && !seenNo.has(`I:${String(parsed.m_g_no)}`))
        errors.m_g_no ??= message('book.material_missing', { no: String(parsed.m_g_no) });
      const key = `${String(parsed.exg_no)}:${String(parsed.m_g_no)}:${String(parsed.p_g_no ?? '')}`;
      if (!Object.keys(errors).length && lossKeys.has(key))
        errors.m_g_no = message('error.duplicate', { field: key });
      if (!Object.keys(errors).length) lossKeys.add(key);
    }
    if (Object.keys(errors).length) {
      refused.push({
        row: number,
        errors: Object.fromEntries(
          Object.entries(errors).map(([k, v]) => [k in def.fields ? label(k) : k, v]),
        ),
      });
      continue;
    }
    pending.push({
      ...parsed,
      book_id: book.id,
      company_id: book.company_id,
      customer_code: book.customer_code,
      create_id: options.userId,
      update_id: options.userId,
    });
    await flush();
  }
  await flush(true);
  return { total, imported, refused };
}

/** Imports of at least this many rows refresh the table's statistics afterwards. */
export const TIDY_AFTER_ROWS = 1000;

/**
 * After a large import, outside its transaction: VACUUM merges the trigram indexes' pending entries
 * (which every contains-search would otherwise read one by one) and ANALYZE gives the planner the new
 * row counts, without which it keeps scanning the book instead of using the trigram index. PostgreSQL's
 * autovacuum would do both later; the embedded database has none. Costs about 0.3 s per 100,000 rows.
 */
export async function tidyAfterImport(db: DbOrTx, kind: ImportKind): Promise<void> {
  const table = kind === 'goods' ? account_book_goods : account_book_losses;
  await db.execute(sql.raw(`vacuum analyze "${getTableName(table)}"`));
}
