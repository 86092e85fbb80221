import { and, asc, eq, gt } from 'drizzle-orm';
import { localize, BILL_STATUS, IO_TYPES } from '@app/shared';
import type { DbOrTx } from '../../../db/client.ts';
import { bank_accounts, bills, cashiers, charge_items, companies } from '../../../db/schema/index.ts';
import type { StatementRow } from './statement-actions.ts';

/** One printed line of a statement. */
export interface PrintLine {
  id: number;
  bill_no: string | null;
  event_date: string;
  source_no: string | null;
  item: string | null;
  quantity: string;
  unit_price: string;
  currency: string;
  amount: string | null;
  bill_amount: string | null;
  paid_amount: string | null;
  status: string | null;
}

/** The columns of the printed and exported table: header and value of a line. */
export const LINE_COLUMNS: { header: string; width: number; value: (l: PrintLine) => string | number }[] = [
  { header: '费用单号', width: 20, value: (l) => l.bill_no ?? '' },
  { header: '业务日期', width: 12, value: (l) => l.event_date },
  { header: '来源单号', width: 22, value: (l) => l.source_no ?? '' },
  { header: '收费项目', width: 16, value: (l) => l.item ?? '' },
  { header: '数量', width: 10, value: (l) => Number(l.quantity) },
  { header: '单价', width: 12, value: (l) => Number(l.unit_price) },
  { header: '币种', width: 6, value: (l) => l.currency },
  { header: '原币金额', width: 14, value: (l) => Number(l.amount ?? 0) },
  { header: '结算金额', width: 14, value: (l) => Number(l.bill_amount ?? 0) },
  { header: '已收付', width: 14, value: (l) => Number(l.paid_amount ?? 0) },
  {
    header: '状态',
    width: 10,
    value: (l) => {
      const o = BILL_STATUS.find((s) => s.value === l.status);
      return o ? localize(o.label, 'zh') : (l.status ?? '');
    },
  },
];

/**
 * The lines of a statement in batches of `size`, in id order (keyset: each batch starts after the last id
 * of the one before), so a statement of any length is read in constant memory.
 */
export async function* lineBatches(
  db: DbOrTx,
  statementId: number,
  size = 1000,
): AsyncGenerator<PrintLine[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: bills.id,
        bill_no: bills.bill_no,
        event_date: bills.event_date,
        source_no: bills.source_no,
        item: charge_items.name,
        quantity: bills.quantity,
        unit_price: bills.unit_price,
        currency: bills.currency,
        amount: bills.amount,
        bill_amount: bills.bill_amount,
        paid_amount: bills.paid_amount,
        status: bills.status,
      })
      .from(bills)
      .leftJoin(charge_items, eq(charge_items.id, bills.charge_item_id))
      .where(and(eq(bills.statement_id, statementId), gt(bills.id, after)))
      .orderBy(asc(bills.id))
      .limit(size);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < size) return;
  }
}

/** What heads a printed statement: the company, the party, the period and how to pay. */
export interface StatementHeader {
  title: string;
  company: string;
  rows: [string, string][];
}

export async function statementHeader(db: DbOrTx, s: StatementRow): Promise<StatementHeader> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, s.company_id ?? 0));
  const [bank] = await db
    .select({
      bank_name: bank_accounts.bank_name,
      bank_no: bank_accounts.bank_no,
      holder: bank_accounts.account_company_name,
    })
    .from(cashiers)
    .innerJoin(bank_accounts, eq(bank_accounts.id, cashiers.bank_account_id))
    .where(and(eq(cashiers.company_id, s.company_id ?? 0), eq(cashiers.status, '1')))
    .orderBy(asc(cashiers.id))
    .limit(1);
  const io = IO_TYPES.find((o) => o.value === s.io_type);
  const rows: [string, string][] = [
    ['对账单号', s.statement_no ?? ''],
    ['结算方', `${s.party_name ?? ''}${s.customer_code ? `（${s.customer_code}）` : ''}`],
    ['收付类型', io ? localize(io.label, 'zh') : s.io_type],
    ['对账期间', `${s.period_from} 至 ${s.period_to}`],
    ['结算币种', s.bill_currency],
    ['到期日', s.due_date ?? ''],
    ['付款查询码', s.pay_code ?? ''],
  ];
  if (bank) rows.push(['收款账户', `${bank.holder} ${bank.bank_name} ${bank.bank_no}`]);
  return { title: `${company?.name ?? ''} 对账单`, company: company?.name ?? '', rows };
}

/** The totals under the table: line count, total, paid and still open (exact, from the statement). */
export function statementTotals(s: StatementRow, open: string): [string, string][] {
  return [
    ['明细数', String(s.line_count ?? 0)],
    ['金额合计', `${s.bill_currency} ${s.total_amount ?? '0.00'}`],
    ['已收付', `${s.bill_currency} ${s.paid_amount ?? '0.00'}`],
    ['未结金额', `${s.bill_currency} ${open}`],
  ];
}
