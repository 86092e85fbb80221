import type { DbOrTx } from '../db/client.ts';
import { partnerRegistrations } from '../db/schema/index.ts';
import { hashSecret } from '../modules/auth/passwords.ts';

/** The demo applicants' password (passes the policy; the accounts exist only once approved). */
export const DEMO_REGISTRATION_PASSWORD = 'Partner@2026';

/**
 * Partner registrations waiting for the demo company's review (系统管理 › 合作方注册审核), with the
 * company's own partner codes, so the review page has something to approve or refuse.
 */
export async function seedRegistrationsDemo(tx: DbOrTx, companyId: number) {
  const passwordHash = await hashSecret(DEMO_REGISTRATION_PASSWORD);
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  await tx.insert(partnerRegistrations).values([
    {
      username: 'jiahe_ops',
      nickname: '厦门嘉禾贸易操作部',
      email: 'jiahe_ops@example.com',
      phone: '13859201234',
      company_id: companyId,
      customer_code: 'C0001',
      password_hash: passwordHash,
      create_time: hoursAgo(26),
    },
    {
      username: 'minnan_wh',
      nickname: '闽南电子仓储部',
      email: 'minnan_wh@example.com',
      phone: null,
      company_id: companyId,
      customer_code: 'C0002',
      password_hash: passwordHash,
      create_time: hoursAgo(3),
    },
  ]);
}
