import type { DbOrTx } from '../db/client.ts';
import { bank_accounts, cashiers } from '../db/schema/index.ts';

/** The demo's bank of each company's receiving account (a made-up account number per company). */
const BANKS = [
  '中国银行厦门湖里支行',
  '中国工商银行上海外高桥支行',
  '招商银行深圳前海分行',
  '中国建设银行宁波北仑支行',
];

/**
 * One enabled cashier (收银台) per demo company with its receiving bank account (held in the company's
 * name). No online provider: the demo carries no real provider keys, so the public payment page offers
 * the bank transfer only.
 */
export async function seedCashierDemo(
  tx: DbOrTx,
  companies: { id: number; name: string; code: string | null }[],
) {
  for (const [i, company] of companies.entries()) {
    const code = company.code ?? String(company.id);
    const [account] = await tx
      .insert(bank_accounts)
      .values({
        code: `BA${code}`,
        name: `${company.name.slice(0, 12)} 人民币收款账户`,
        bank_no: `62220202000${String(10_000_000 + company.id * 7_919).slice(-8)}`,
        bank_name: BANKS[i % BANKS.length]!,
        account_company_name: company.name,
        currency: 'RMB',
        status: '1',
      })
      .returning({ id: bank_accounts.id });
    await tx.insert(cashiers).values({
      company_id: company.id,
      name: `${company.name.slice(0, 20)}收银台`,
      domain: `pay${code}.example.com`,
      bank_account_id: account!.id,
      provider: 'none',
      sandbox: false,
      status: '1',
    });
  }
}
