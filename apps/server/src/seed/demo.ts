import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { CUSTOMER_CLIENT_ID, STAFF_CLIENT_ID } from '@app/shared';
import type { Db } from '../db/client.ts';
import {
  appClients,
  companies,
  customers,
  organisations,
  roles,
  userOrgs,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { hashSecret } from '../modules/auth/passwords.ts';
import { seedDemoSeal } from './demo-seal.ts';
import { linkDemoShippingBill, seedShippingBills } from './shipping-bills.ts';
import { demoScc, seedDeclarationDemo } from './declarations-demo.ts';
import { seedDeclarationHistory } from './declarations-history-demo.ts';
import { seedBondedDemo } from './bonded-demo.ts';
import { seedPassportsDemo } from './passports-demo.ts';
import { seedManifestsDemo } from './manifests-demo.ts';
import { seedRegistrationsDemo } from './registrations-demo.ts';
import { seedTransportDemo } from './transport-demo.ts';
import { seedAppointmentsDemo } from './appointments-demo.ts';
import { seedWarehouseDeskDemo } from './warehouse-desk-demo.ts';
import { seedFinanceDemo } from './finance-demo.ts';
import { seedCashierDemo } from './finance-cashier-demo.ts';
import { seedStatementsDemo } from './finance-statements-demo.ts';
import { seedFinanceHomeDemo } from './finance-home-demo.ts';
import { seedPreSendDemo } from './pre-send-demo.ts';

export const DEMO_PASSWORD = 'Demo@2026!';
/** legacy01's password: fails the policy, so the user is made to change it after signing in. */
export const DEMO_WEAK_PASSWORD = 'legacy2026';
export const DEMO_CLIENTS = [
  { client_id: STAFF_CLIENT_ID, secret: 'web-secret', name: '内部员工端', is_customer: false },
  { client_id: CUSTOMER_CLIENT_ID, secret: 'customer-secret', name: '客户端（合作伙伴）', is_customer: true },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return !row?.n;
}

/** Credentials of a demo seed: the well-known ones, or fresh random ones for a production demo. */
export interface DemoCredentials {
  password: string;
  secrets: Record<string, string>;
}

export const WELL_KNOWN_DEMO: DemoCredentials = {
  password: DEMO_PASSWORD,
  secrets: Object.fromEntries(DEMO_CLIENTS.map((c) => [c.client_id, c.secret])),
};

/** Random credentials, for SEED_DEMO=1 in production (the well-known ones would stop the server). */
export function randomDemoCredentials(): DemoCredentials {
  const token = () => randomBytes(12).toString('base64url');
  return {
    password: `Dm#${token()}`,
    secrets: Object.fromEntries(DEMO_CLIENTS.map((c) => [c.client_id, token()])),
  };
}

/** Demo data for an empty database: clients, organisations, companies, users, customers and example records. */
export async function seedDemo(db: Db, credentials: DemoCredentials = WELL_KNOWN_DEMO) {
  const secretHashes = await Promise.all(
    DEMO_CLIENTS.map((c) => hashSecret(credentials.secrets[c.client_id]!)),
  );
  const passwordHash = await hashSecret(credentials.password);
  const weakHash = await hashSecret(DEMO_WEAK_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(appClients).values(
      DEMO_CLIENTS.map((c, i) => ({
        client_id: c.client_id,
        name: c.name,
        secret_hash: secretHashes[i]!,
        secret_salt: `${c.client_id}-demo-salt-2026`,
        authorized_grant_types: 'password',
        company_name: '华海供应链集团',
        icp: '闽ICP备00000000号',
        is_customer: c.is_customer,
      })),
    );

    const [orgA, orgB] = await tx
      .insert(organisations)
      .values([
        { name: '华海供应链集团', code: 'HUAHAI' },
        { name: '远航物流集团', code: 'YUANHANG' },
      ])
      .returning();
    const companyRows = await tx
      .insert(companies)
      .values([
        {
          org_id: orgA!.id,
          name: '华海国际货运代理（厦门）有限公司',
          code: '3502980001',
          address: '厦门市湖里区象屿路1号',
          tel: '0592-5000001',
        },
        {
          org_id: orgA!.id,
          name: '华海报关服务（上海）有限公司',
          code: '3122240002',
          address: '上海市浦东新区外高桥保税区',
          tel: '021-50000002',
        },
        {
          org_id: orgB!.id,
          name: '远航仓储（深圳）有限公司',
          code: '4403960003',
          address: '深圳市南山区前海保税港区',
          tel: '0755-50000003',
        },
        {
          org_id: orgB!.id,
          name: '远航国际物流（宁波）有限公司',
          code: '3302960004',
          address: '宁波市北仑区保税区',
          tel: '0574-50000004',
        },
      ])
      .returning();

    // the roles and the resource tree are reference data (structure-sync.ts), synced before any demo
    const roleRows = await tx.select().from(roles);
    const role = (code: string) => {
      const found = roleRows.find((r) => r.code === code);
      if (!found) throw new Error(`Role "${code}" is missing: sync the reference data before the demo seed.`);
      return found;
    };

    const demoUsers: {
      username: string;
      name: string;
      roles: string[];
      orgs: number[];
      client: string;
      customer_code?: string;
      weak?: boolean;
    }[] = [
      {
        username: 'admin',
        name: '系统管理员',
        roles: ['admin'],
        orgs: [orgA!.id, orgB!.id],
        client: STAFF_CLIENT_ID,
      },
      { username: 'clerk', name: '单证员 李明', roles: ['clerk'], orgs: [orgA!.id], client: STAFF_CLIENT_ID },
      {
        username: 'service',
        name: '客服 王芳',
        roles: ['service'],
        orgs: [orgA!.id],
        client: STAFF_CLIENT_ID,
      },
      {
        username: 'finance',
        name: '财务 张伟',
        roles: ['finance'],
        orgs: [orgB!.id],
        client: STAFF_CLIENT_ID,
      },
      // the brokerage's own finance (华海): bills its customs, warehouse and transport work
      {
        username: 'accountant',
        name: '财务 陈静',
        roles: ['finance'],
        orgs: [orgA!.id],
        client: STAFF_CLIENT_ID,
      },
      // the wall screen in the office: signs in on the datav site and shows the data board, nothing else
      {
        username: 'board',
        name: '数据大屏',
        roles: ['board'],
        orgs: [orgA!.id],
        client: STAFF_CLIENT_ID,
      },
      {
        username: 'partner01',
        name: '厦门嘉禾贸易',
        roles: ['yy_front'],
        orgs: [],
        client: CUSTOMER_CLIENT_ID,
        customer_code: 'C0001',
      },
      // an account migrated from the old system with a password that fails today's policy
      {
        username: 'legacy01',
        name: '历史账号 陈静',
        roles: ['clerk'],
        orgs: [orgA!.id],
        client: STAFF_CLIENT_ID,
        weak: true,
      },
    ];
    for (const u of demoUsers) {
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          name: u.name,
          password_hash: u.weak ? weakHash : passwordHash,
          is_weak_password: u.weak ?? false,
          client_id: u.client,
          customer_code: u.customer_code ?? null,
          email: `${u.username}@example.com`,
        })
        .returning({ id: users.id });
      if (u.orgs.length)
        await tx.insert(userOrgs).values(u.orgs.map((org_id) => ({ user_id: row!.id, org_id })));
      await tx
        .insert(userRoles)
        .values(u.roles.map((code) => ({ user_id: row!.id, role_id: role(code).id })));
    }

    const [c1, c2, c3, c4] = companyRows;
    await tx.insert(customers).values([
      {
        company_id: c1!.id,
        customer_code: 'C0001',
        customer_name: '厦门嘉禾贸易有限公司',
        show_name: '嘉禾贸易',
        business_type: 'customs',
        // as on its declarations: the enterprise library answers it with their customs code
        scc: demoScc('91350200MA2XY0001'),
      },
      {
        company_id: c1!.id,
        customer_code: 'C0002',
        customer_name: '福建闽南电子科技有限公司',
        show_name: '闽南电子',
        scc: demoScc('91350500MA2XY0003'),
        business_type: 'warehouse',
      },
      {
        company_id: c2!.id,
        customer_code: 'C0003',
        customer_name: '上海浦江进出口有限公司',
        show_name: '浦江进出口',
        business_type: 'customs',
      },
      {
        company_id: c3!.id,
        customer_code: 'C0001',
        customer_name: '厦门嘉禾贸易有限公司（深圳仓）',
        show_name: '嘉禾深圳',
        business_type: 'warehouse',
      },
      {
        company_id: c3!.id,
        customer_code: 'S0001',
        customer_name: '深圳顺达运输有限公司',
        show_name: '顺达运输',
        type: 'supplier',
        business_type: 'transport',
      },
      {
        company_id: c4!.id,
        customer_code: 'C0004',
        customer_name: '宁波海天机械有限公司',
        show_name: '海天机械',
        business_type: 'customs',
      },
    ]);

    await seedShippingBills(tx, c1!.id, c3!.id);
    await seedDeclarationDemo(tx, c1!.id);
    await linkDemoShippingBill(tx, c1!.id);
    await seedDemoSeal(tx, c1!.id);
    await seedBondedDemo(tx, c1!.id);
    // passports carry the bonded demo's inventory lists, so they come after it
    await seedPassportsDemo(tx, c1!.id);
    await seedManifestsDemo(tx, c1!.id);
    await seedRegistrationsDemo(tx, c1!.id);
    await seedTransportDemo(tx, c1!.id);
    await seedAppointmentsDemo(tx, c1!.id);
    // the second warehouse's front desk, limited to its warehouse code, and bookings there
    await seedWarehouseDeskDemo(tx, c1!.id, { passwordHash, orgId: orgA!.id });
    // charge items, schemes, contracts, rates and the demo documents' charge lines (statements build on them)
    await seedFinanceDemo(tx, c1!.id);
    // statements in each state and payments over those lines
    await seedStatementsDemo(tx, c1!.id);
    // the Shenzhen warehouse's receivables and this month's receipts (the finance user's home charts)
    await seedFinanceHomeDemo(tx, c3!.id);
    // after the finance demo: the month's history is charged by the running server's sweep, not here
    await seedDeclarationHistory(tx, c1!.id);
    await seedCashierDemo(tx, companyRows);
    // drafts the checks made before sending warn about (a list of the bonded demo refers to one)
    await seedPreSendDemo(tx, c1!.id);
  });
}
