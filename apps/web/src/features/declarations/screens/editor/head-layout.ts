import type { LookupName } from '../../../lookup/model/lookup-lists.ts';

/**
 * The head of the declaration laid out like the paper form: sections of cells in a 12-column grid.
 * Every code field is a lookup select of the customs parameter tables. Labels are texts of the
 * `declarations` namespace (`field.<name>`; import/export variants as `field.<name>_i|_e`).
 */

export type HeadCell =
  | { name: string; kind: 'text' | 'date' | 'decimal' | 'int' | 'readonly'; span?: number; io?: boolean }
  | { name: string; kind: 'lookup'; lookup: LookupName; span?: number; io?: boolean }
  | {
      name: string;
      kind: 'ref';
      entity: string;
      valueField?: string;
      filter?: Record<string, string>;
      span?: number;
    }
  | { name: 'customer_code'; kind: 'customer'; span?: number }
  /** A code with a fixed list: the options of the field's definition (shown as code and name). */
  | { name: string; kind: 'options'; span?: number }
  /** The price confirmations, one choice each. */
  | { name: 'promise_items'; kind: 'promise'; span?: number }
  /** A party: credit code, customs code and name (`<prefix>_scc`, `_code`, `_name`). */
  | { name: string; kind: 'party'; span?: number; io?: boolean }
  /** A charge: mark, currency and amount (`<prefix>_mark`, `_curr`, `_amount`). */
  | { name: string; kind: 'charge'; span?: number }
  | { name: string; kind: 'note'; span?: number };

export interface HeadSection {
  key: string;
  cells: HeadCell[];
}

export const HEAD_SECTIONS: HeadSection[] = [
  {
    key: 'basic',
    cells: [
      { name: 'cd_sn', kind: 'readonly', span: 3 },
      { name: 'qp_sn', kind: 'readonly', span: 3 },
      { name: 'entry_sn', kind: 'readonly', span: 3 },
      { name: 'customer_code', kind: 'customer', span: 3 },
      { name: 'customs_code', kind: 'lookup', lookup: 'district-code', span: 3 },
      { name: 'ie_port', kind: 'lookup', lookup: 'district-code', span: 3, io: true },
      { name: 'ie_date', kind: 'date', span: 3, io: true },
      { name: 'apply_date', kind: 'date', span: 3 },
      { name: 'record_no', kind: 'text', span: 3 },
      { name: 'agreement_no', kind: 'text', span: 3 },
      { name: 'license_no', kind: 'text', span: 3 },
      { name: 'channel_id', kind: 'ref', entity: 'channels', span: 3 },
    ],
  },
  {
    key: 'parties',
    cells: [
      { name: 'receiver', kind: 'party', span: 12, io: true },
      { name: 'enter', kind: 'party', span: 12, io: true },
      { name: 'declare', kind: 'party', span: 12 },
    ],
  },
  {
    key: 'transport',
    cells: [
      { name: 'trans_method', kind: 'lookup', lookup: 'trans', span: 3 },
      { name: 'trans_name', kind: 'text', span: 3 },
      { name: 'trans_no', kind: 'text', span: 3 },
      { name: 'bill_no', kind: 'text', span: 3 },
      { name: 'entry_port_code', kind: 'lookup', lookup: 'entry-port', span: 3, io: true },
      { name: 'desp_port_code', kind: 'lookup', lookup: 'port', span: 3, io: true },
      { name: 'goods_place', kind: 'text', span: 6 },
    ],
  },
  {
    key: 'trade',
    cells: [
      { name: 'supervise_method', kind: 'lookup', lookup: 'supervise', span: 3 },
      { name: 'tax_method', kind: 'lookup', lookup: 'tax', span: 3 },
      { name: 'deal_method', kind: 'lookup', lookup: 'deal-method', span: 3 },
      {
        name: 'pay_mode',
        kind: 'ref',
        entity: 'base-data',
        valueField: 'cus_code',
        filter: { type: 'settlement' },
        span: 3,
      },
      { name: 'dest_country', kind: 'lookup', lookup: 'country', span: 3, io: true },
      { name: 'trade_country', kind: 'lookup', lookup: 'country', span: 3 },
      { name: 'dest_port', kind: 'lookup', lookup: 'dest-port', span: 3, io: true },
      { name: 'supply_from', kind: 'lookup', lookup: 'orig-district', span: 3, io: true },
    ],
  },
  {
    key: 'charges',
    cells: [
      { name: 'freight', kind: 'charge', span: 4 },
      { name: 'premium', kind: 'charge', span: 4 },
      { name: 'extras', kind: 'charge', span: 4 },
    ],
  },
  {
    key: 'packing',
    cells: [
      { name: 'num', kind: 'int', span: 3 },
      { name: 'warp_type', kind: 'lookup', lookup: 'wrap', span: 3 },
      { name: 'gross_weight', kind: 'decimal', span: 3 },
      { name: 'net_weight', kind: 'decimal', span: 3 },
    ],
  },
  {
    key: 'declarant',
    cells: [
      { name: 'cop_code', kind: 'text', span: 3 },
      { name: 'cop_name', kind: 'text', span: 3 },
      { name: 'inputer_name', kind: 'text', span: 2 },
      { name: 'typist_no', kind: 'text', span: 2 },
      { name: 'declarant_name', kind: 'text', span: 2 },
      { name: 'cd_type', kind: 'text', span: 2 },
      { name: 'entry_type', kind: 'options', span: 3 },
      { name: 'edi_id', kind: 'options', span: 2 },
      { name: 'dcl_trn_rel_flag', kind: 'options', span: 3 },
      { name: 'promise_items', kind: 'promise', span: 6 },
    ],
  },
  {
    key: 'other',
    cells: [
      { name: 'mark_no', kind: 'note', span: 6 },
      { name: 'note', kind: 'note', span: 6 },
    ],
  },
];

/** The head fields a cell edits. */
export function cellFields(cell: HeadCell): string[] {
  if (cell.kind === 'party') return ['scc', 'code', 'name'].map((p) => `${cell.name}_${p}`);
  if (cell.kind === 'charge') return ['mark', 'curr', 'amount'].map((p) => `${cell.name}_${p}`);
  if (cell.kind === 'customer') return ['customer_code', 'customer_id'];
  return [cell.name];
}

/** Every head field the form edits or shows. */
export const HEAD_FIELDS: ReadonlySet<string> = new Set(
  HEAD_SECTIONS.flatMap((s) => s.cells.flatMap(cellFields)),
);

/** Computed, read-only head fields (the goods summary). */
export const SUMMARY_FIELDS = ['goods_total', 'goods_curr', 'item_num', 'first_good_name'] as const;
