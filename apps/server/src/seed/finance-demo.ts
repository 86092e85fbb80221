import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { businessDate8, businessDay, chargeAmount } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import {
  bills,
  carriers,
  charge_items,
  contract_items,
  contract_scheme_items,
  contract_schemes,
  contracts,
  customers,
  exchange_rates,
} from '../db/schema/index.ts';
import { raiseCharges } from '../modules/finance/charging/raise-charges.ts';

type Unit = 'declaration' | 'goods_line' | 'container' | 'ton' | 'day' | 'trip' | 'km' | 'fixed';
/** Charge items: code, name, side, type, unit, event. */
const ITEMS: [string, string, 'receivable' | 'payable', string, Unit, string][] = [
  ['BG001', '报关代理费', 'receivable', 'customs', 'declaration', 'declaration_released'],
  ['BG002', '商品项数费', 'receivable', 'document', 'goods_line', 'declaration_released'],
  ['BG003', '核注清单费', 'receivable', 'customs', 'declaration', 'list_deducted'],
  ['BG004', '核放单过卡费', 'receivable', 'customs', 'declaration', 'passport_passed'],
  ['BG005', '查验费', 'receivable', 'inspection', 'fixed', 'declaration_released'],
  ['CC001', '仓储费', 'receivable', 'storage', 'day', 'appointment_completed'],
  ['CC002', '装卸费', 'receivable', 'handling', 'container', 'appointment_completed'],
  ['YS001', '运费', 'receivable', 'transport', 'km', 'transport_delivered'],
  ['YS002', '提箱费', 'receivable', 'transport', 'container', 'transport_delivered'],
  ['YF001', '承运商运费', 'payable', 'transport', 'trip', 'transport_delivered'],
  ['YF002', '承运商里程补贴', 'payable', 'transport', 'km', 'transport_delivered'],
];
/** Schemes: code, name, party type, business type, items (code, price, minimum, free quantity). */
const SCHEMES: [string, string, 'customer' | 'supplier', string, [string, string, string, string][]][] = [
  [
    'FA-BG',
    '标准报关方案',
    'customer',
    'customs',
    [
      ['BG001', '150', '0', '0'],
      ['BG002', '10', '0', '5'],
      ['BG003', '80', '0', '0'],
      ['BG004', '30', '0', '0'],
    ],
  ],
  [
    'FA-CC',
    '标准仓储方案',
    'customer',
    'storage',
    [
      ['CC001', '120', '200', '0'],
      ['CC002', '350', '0', '0'],
    ],
  ],
  [
    'FA-YS',
    '标准运输方案',
    'customer',
    'transport',
    [
      ['YS001', '6.5', '800', '0'],
      ['YS002', '200', '0', '0'],
    ],
  ],
  [
    'FA-YF',
    '承运商结算方案',
    'supplier',
    'transport',
    [
      ['YF001', '650', '0', '0'],
      ['YF002', '1.2', '0', '50'],
    ],
  ],
];
/** Exchange rates (yuan per unit) for the last three months, this month and the next. */
const RATES: Record<string, string[]> = {
  USD: ['7.102300', '7.118600', '7.124500', '7.131200', '7.128000'],
  HKD: ['0.912400', '0.914800', '0.915600', '0.916900', '0.916300'],
  EUR: ['7.684200', '7.702500', '7.731600', '7.748300', '7.739000'],
};

function monthsAround(today: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return [-3, -2, -1, 0, 1].map((d) => {
    const index = y * 12 + (m - 1) + d;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/** A day of a month, as YYYY-MM-DD. */
const dayOf = (p: { year: number; month: number }, d: number) =>
  `${p.year}-${String(p.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The finance demo of one company (the logistics demo's): charge items for every event, schemes for
 * customs, storage and transport customers and for carriers, this year's contracts of the demo customers
 * (嘉禾 C0001 in yuan, 闽南电子 C0002's storage priced in US dollars) and carriers, exchange rates around
 * today, the charges of the demo documents raised, manual lines of the last three months, and every line
 * before this month confirmed (this month's stay drafts, the transport lines too): statements can be
 * made from the confirmed ones.
 */
export async function seedFinanceDemo(tx: DbOrTx, companyId: number) {
  const today = businessDay();
  const year = Number(today.slice(0, 4));
  const months = monthsAround(today);
  await tx
    .insert(exchange_rates)
    .values(
      Object.entries(RATES).flatMap(([cus_code, rates]) =>
        months.map((p, i) => ({ cus_code, year: p.year, month: p.month, rate: rates[i]! })),
      ),
    )
    .onConflictDoNothing();

  const itemRows = await tx
    .insert(charge_items)
    .values(
      ITEMS.map(([code, name, io_type, type, unit, event]) => ({ code, name, io_type, type, unit, event })),
    )
    .returning({ id: charge_items.id, code: charge_items.code });
  const itemId = (code: string) => itemRows.find((r) => r.code === code)!.id;
  const schemeIds: Record<string, number> = {};
  for (const [code, name, type, business_type, items] of SCHEMES) {
    const [s] = await tx
      .insert(contract_schemes)
      .values({ code, name, type, business_type, contract_code: `HT-${code.slice(3)}` })
      .returning({ id: contract_schemes.id });
    schemeIds[code] = s!.id;
    await tx.insert(contract_scheme_items).values(
      items.map(([item, price, min_charge, free_qty]) => ({
        scheme_id: s!.id,
        charge_item_id: itemId(item),
        price,
        min_charge,
        free_qty,
      })),
    );
  }

  const names = await tx
    .select({ code: customers.customer_code, name: customers.customer_name })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), inArray(customers.customer_code, ['C0001', 'C0002'])));
  const customerName = (code: string) => names.find((n) => n.code === code)?.name ?? code;
  const carrierRows = await tx
    .select({ id: carriers.id, name: carriers.carrier_name })
    .from(carriers)
    .where(eq(carriers.company_id, companyId))
    .orderBy(asc(carriers.id));
  const stem = `HT${businessDate8()}`;
  let seq = 0;
  const parties: {
    scheme: string;
    customer?: string;
    carrier?: { id: number; name: string };
    currency?: string;
  }[] = [
    { scheme: 'FA-BG', customer: 'C0001' },
    { scheme: 'FA-CC', customer: 'C0001' },
    { scheme: 'FA-YS', customer: 'C0001' },
    { scheme: 'FA-CC', customer: 'C0002', currency: 'USD' },
    { scheme: 'FA-YS', customer: 'C0002' },
    ...carrierRows.map((carrier) => ({ scheme: 'FA-YF', carrier })),
  ];
  for (const p of parties) {
    const scheme = SCHEMES.find((s) => s[0] === p.scheme)!;
    const usd = p.currency === 'USD';
    const [c] = await tx
      .insert(contracts)
      .values({
        company_id: companyId,
        contract_no: `${stem}${String(++seq).padStart(4, '0')}`,
        name: `${year}年度${scheme[1].replace('标准', '').replace('方案', '')}合同`,
        party_type: scheme[2],
        customer_code: p.customer ?? null,
        carrier_id: p.carrier?.id ?? null,
        party_name: p.customer ? customerName(p.customer) : p.carrier!.name,
        scheme_id: schemeIds[p.scheme]!,
        business_type: scheme[3],
        valid_from: `${year}-01-01`,
        valid_to: `${year}-12-31`,
        currency: p.currency ?? 'CNY',
        settle_currency: 'CNY',
        payment_days: p.carrier ? 45 : 30,
      })
      .returning({ id: contracts.id });
    await tx.insert(contract_items).values(
      scheme[4].map(([item, price, min_charge, free_qty]) => ({
        company_id: companyId,
        customer_code: p.customer ?? null,
        contract_id: c!.id,
        charge_item_id: itemId(item),
        // the dollar contract prices storage at a seventh of the yuan price
        price: usd ? (Number(price) / 7).toFixed(4) : price,
        min_charge: usd ? (Number(min_charge) / 7).toFixed(2) : min_charge,
        free_qty,
      })),
    );
  }

  await raiseCharges(tx, { companyId });
  await manualLines(tx, companyId, months.slice(0, 4), itemId, customerName, carrierRows[0]);
  // everything before this month is confirmed (statements collect it); this month's lines stay drafts
  await tx
    .update(bills)
    .set({ status: 'confirmed' })
    .where(and(eq(bills.company_id, companyId), lt(bills.event_date, dayOf(months[3]!, 1))));
  await tx
    .update(bills)
    .set({ status: 'confirmed' })
    .where(
      and(
        eq(bills.company_id, companyId),
        eq(bills.customer_code, 'C0001'),
        sql`${bills.source_type} in ('declaration', 'inventory_list', 'passport')`,
      ),
    );
}

/** Manual lines of past months (查验费 per inspection for both customers, a carrier's surcharge). */
async function manualLines(
  tx: DbOrTx,
  companyId: number,
  months: { year: number; month: number }[],
  itemId: (code: string) => number,
  customerName: (code: string) => string,
  carrier: { id: number; name: string } | undefined,
) {
  const rows: (typeof bills.$inferInsert)[] = [];
  for (const [i, p] of months.entries())
    for (const [code, qty, price] of [
      ['C0001', String(i + 1), '300'],
      ['C0002', '1', String(450 + i * 25.5)],
    ] as const) {
      const amount = chargeAmount(qty, { price })!;
      rows.push({
        company_id: companyId,
        io_type: 'receivable',
        party_type: 'customer',
        customer_code: code,
        party_name: customerName(code),
        charge_item_id: itemId('BG005'),
        source_type: 'manual',
        source_no: `CY${p.year}${String(p.month).padStart(2, '0')}${code.slice(-2)}`,
        event_date: dayOf(p, 5 + i * 3),
        quantity: qty,
        unit_price: price,
        currency: 'CNY',
        amount,
        exchange_rate: '1',
        bill_currency: 'CNY',
        bill_amount: amount,
        status: 'draft',
        note: '海关查验（手工录入）',
      });
    }
  if (carrier)
    rows.push({
      company_id: companyId,
      io_type: 'payable',
      party_type: 'supplier',
      carrier_id: carrier.id,
      party_name: carrier.name,
      charge_item_id: itemId('YF001'),
      source_type: 'manual',
      source_no: 'YF-ADJ-01',
      event_date: dayOf(months[1]!, 20),
      quantity: '2',
      unit_price: '650',
      currency: 'CNY',
      amount: '1300.00',
      exchange_rate: '1',
      bill_currency: 'CNY',
      bill_amount: '1300.00',
      status: 'draft',
      note: '夜间加班运输两趟',
    });
  await insertNumberedLines(tx, rows);
}

/** Demo charge lines inserted and numbered as the charging numbers them (FY + event date + id). */
export async function insertNumberedLines(tx: DbOrTx, rows: (typeof bills.$inferInsert)[]) {
  const made = await tx.insert(bills).values(rows).returning({ id: bills.id });
  await tx
    .update(bills)
    .set({
      bill_no: sql`'FY' || to_char(${bills.event_date}, 'YYYYMMDD') || lpad(${bills.id}::text, 8, '0')`,
    })
    .where(
      inArray(
        bills.id,
        made.map((m) => m.id),
      ),
    );
}
