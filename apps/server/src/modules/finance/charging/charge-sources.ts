import type { BillSource, ChargeEvent, ChargeUnit } from '@app/shared';

/**
 * How the charging engine reads one kind of business document: its table (alias `s` in the raising
 * SQL), when its event happened, whose it is, and the quantity each charge unit measures on it. Every
 * expression is a fixed SQL fragment over `s` (no user input reaches these strings); `$TZ` is replaced
 * by the business time-zone parameter.
 */
export interface ChargeSource {
  type: Exclude<BillSource, 'manual'>;
  event: ChargeEvent;
  business: 'customs' | 'storage' | 'transport';
  table: string;
  /** The document's state after its event. */
  done: string;
  /** The event's business date (a date). */
  date: string;
  company: string;
  customer: string;
  no: string;
  task: string;
  /** The carrier paid for the work (a payable line besides the customer's receivable), if any. */
  carrier?: string;
  /** Quantity by unit; a unit missing here does not measure this document (no line). */
  qty: Partial<Record<ChargeUnit, string>>;
}

const day = (instant: string) => `((${instant}) at time zone $TZ)::date`;
const linkedTask = (docType: string) =>
  `(select min(l.task_order_id) from task_order_links l where l.doc_type = '${docType}' and l.doc_id = s.id)`;
const each = { declaration: '1', fixed: '1', trip: '1' } as const;
const oneIfContainer = `case when coalesce(s.container_no, '') <> '' then 1 else 0 end`;

export const CHARGE_SOURCES: Record<ChargeSource['type'], ChargeSource> = {
  // released: receipt P (pass_time) or cleared R (complete_time), or a newest receipt P/R recorded without
  // its milestone (imported history), see modules/receipts/receipt-codes.ts
  declaration: {
    type: 'declaration',
    event: 'declaration_released',
    business: 'customs',
    table: 'declarations',
    done: "(s.pass_time is not null or s.complete_time is not null or s.return_code in ('P', 'R'))",
    date: day('coalesce(s.pass_time, s.complete_time, s.return_time, s.update_time)'),
    company: 's.cd_company_id',
    customer: 's.customer_code',
    no: "coalesce(nullif(s.entry_sn, ''), nullif(s.cd_sn, ''), s.client_seq_no)",
    task: linkedTask('declaration'),
    qty: {
      ...each,
      goods_line: '(select count(*) from declaration_goods g where g.declaration_id = s.id)',
      container: '(select count(*) from declaration_containers c where c.declaration_id = s.id)',
      ton: 's.gross_weight / 1000',
    },
  },
  // deducted: status 6 (INVT_STATUS_CODE.deducted), set by the INV201 receipt (modules/bonded/inventory-receipts.ts)
  inventory_list: {
    type: 'inventory_list',
    event: 'list_deducted',
    business: 'customs',
    table: 'inventory_lists',
    done: "s.status = '6'",
    date: day('s.update_time'),
    company: 's.company_id',
    customer: 's.customer_code',
    no: 'coalesce(s.bond_invt_no, s.etps_inner_invt_no)',
    task: linkedTask('inventory-list'),
    qty: {
      ...each,
      goods_line: '(select count(*) from inventory_list_lines g where g.list_id = s.id)',
      ton: '(select sum(g.gross_wt) from inventory_list_lines g where g.list_id = s.id) / 1000',
    },
  },
  // passed: gate state 2 (passed) or 4 (second gate passed), PASSPORT_GATE_CODE
  passport: {
    type: 'passport',
    event: 'passport_passed',
    business: 'customs',
    table: 'passports',
    done: "s.stucd in ('2', '4')",
    date: day('coalesce(s.secd_pass_time, s.pass_time, s.update_time)'),
    company: 's.company_id',
    customer: 's.customer_code',
    no: 'coalesce(s.passport_no, s.etps_preent_no)',
    task: linkedTask('passport'),
    qty: {
      ...each,
      goods_line: '(select count(*) from passport_lines g where g.passport_id = s.id)',
      ton: 's.total_gross_wt / 1000',
    },
  },
  appointment: {
    type: 'appointment',
    event: 'appointment_completed',
    business: 'storage',
    table: 'appointments',
    done: "s.status = 'completed'",
    date: day('coalesce(s.leave_time, s.update_time)'),
    company: 's.company_id',
    customer: 's.customer_code',
    no: 's.appointment_no',
    task: 's.task_order_id',
    qty: {
      ...each,
      container: oneIfContainer,
      day: `greatest(${day('coalesce(s.leave_time, s.update_time)')} - ${day('coalesce(s.arrive_time, s.leave_time, s.update_time)')}, 1)`,
    },
  },
  transport_order: {
    type: 'transport_order',
    event: 'transport_delivered',
    business: 'transport',
    table: 'transport_orders',
    done: "s.status = 'delivered'",
    date: day('coalesce(s.actual_delivery_time, s.update_time)'),
    company: 's.company_id',
    customer: 's.customer_code',
    no: 's.order_no',
    task: 's.task_order_id',
    carrier: 's.carrier_id',
    qty: { ...each, container: oneIfContainer, ton: 's.gross_weight / 1000', km: 's.distance_km' },
  },
};

/** The quantity of a line: the charge item's unit measured on the document (`it` is the charge item). */
export function quantityCase(source: ChargeSource): string {
  const arms = Object.entries(source.qty).map(([unit, expr]) => `when '${unit}' then (${expr})`);
  return `round((case it.unit ${arms.join(' ')} end)::numeric, 3)`;
}
