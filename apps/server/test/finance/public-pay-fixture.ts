import { createSign, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appointments, bills, cashiers, charge_items, statements } from '../../src/db/schema/index.ts';
import { cashierSecretKey, storeCashierKeys } from '../../src/modules/finance/cashier/cashier-keys.ts';
import { actorForToken } from '../../src/plugins/actor.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The public fee pages' test world: a confirmed statement with a pay code and two open lines, an
 * appointment with an open and a draft line, and an Alipay cashier on request; the calls the tests make.
 */

export const STATEMENT_NO = 'DZPUBTEST0001';
export const PAY_CODE = 'K7P2Q9XZ';
export const NOT_FOUND = '未找到待缴费用，或验证信息不符';
export const GATEWAY = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';
export const APP_ID = '9021000000000001';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
/** The app's own pair (signs the page URL) and the provider's pair (signs the notifications). */
export const appKeys = keyPair();
export const providerKeys = keyPair();

export type Fees = {
  code: number;
  data: {
    lines: { id: number; due: string; token: string; statement_id: number | null }[];
    statements: { id: number; statement_no: string; due: string; token: string }[];
  };
};

export interface PublicPayWorld {
  t: TestApp;
  companyId: number;
  statementId: number;
  appointment: { id: number; appointment_no: string; driver_phone: string };
}

/** The app of the file running now (files run one after another in a worker). */
let t: TestApp;

/** Starts the app and writes the statement, the appointment's lines and their charge items. */
export async function startPublicPay(): Promise<PublicPayWorld> {
  t = await startTestApp();
  const db = t.database.db;
  const admin = await t.login('admin');
  const companyId = (await actorForToken(t.database, admin))!.actor.companyId!;
  const [storage] = await db
    .insert(charge_items)
    .values({
      code: 'PUBSTORE',
      name: '仓储费',
      io_type: 'receivable',
      type: 'storage',
      unit: 'day',
      event: 'appointment_completed',
    })
    .returning();
  const [customs] = await db
    .insert(charge_items)
    .values({
      code: 'PUBDECL',
      name: '报关费',
      io_type: 'receivable',
      type: 'customs',
      unit: 'declaration',
      event: 'declaration_released',
    })
    .returning();
  const [statement] = await db
    .insert(statements)
    .values({
      company_id: companyId,
      statement_no: STATEMENT_NO,
      io_type: 'receivable',
      party_type: 'customer',
      customer_code: 'C0001',
      party_name: '厦门嘉禾贸易有限公司',
      period_from: '2026-10-01',
      period_to: '2026-10-31',
      bill_currency: 'CNY',
      line_count: 2,
      total_amount: '300.10',
      paid_amount: '0',
      status: 'confirmed',
      pay_code: PAY_CODE,
    })
    .returning();
  const statementId = statement!.id;
  const [a] = await db.select().from(appointments).where(eq(appointments.company_id, companyId)).limit(1);
  const appointment = { id: a!.id, appointment_no: a!.appointment_no!, driver_phone: a!.driver_phone };
  const line = (over: Partial<typeof bills.$inferInsert>) => ({
    company_id: companyId,
    io_type: 'receivable',
    party_type: 'customer',
    customer_code: 'C0001',
    party_name: '厦门嘉禾贸易有限公司',
    charge_item_id: customs!.id,
    event_date: '2026-10-10',
    quantity: '1',
    unit_price: '100',
    currency: 'CNY',
    bill_currency: 'CNY',
    paid_amount: '0',
    status: 'confirmed',
    ...over,
  });
  await db.insert(bills).values([
    line({
      bill_no: 'PUB-1',
      amount: '100.05',
      bill_amount: '100.05',
      statement_id: statementId,
      source_type: 'manual',
    }),
    line({
      bill_no: 'PUB-2',
      amount: '200.05',
      bill_amount: '200.05',
      statement_id: statementId,
      source_type: 'manual',
      event_date: '2026-10-12',
    }),
    line({
      bill_no: 'PUB-3',
      charge_item_id: storage!.id,
      source_type: 'appointment',
      source_id: appointment.id,
      source_no: appointment.appointment_no,
      amount: '50.50',
      bill_amount: '50.50',
    }),
    // a draft line is not due yet
    line({
      bill_no: 'PUB-4',
      charge_item_id: customs!.id,
      source_type: 'appointment',
      source_id: appointment.id,
      amount: '9',
      bill_amount: '9',
      status: 'draft',
    }),
  ]);
  return { t, companyId, statementId, appointment };
}

export const get = (url: string, ip = '10.1.0.1', lang = 'zh') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'accept-language': lang } });

export async function statementToken(): Promise<string> {
  const res = await get(`/api/public/fees?no=${STATEMENT_NO}&verify=${PAY_CODE}`, '10.2.0.1');
  return res.json<Fees>().data.statements[0]!.token;
}

export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----public-pay-test';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="slip"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const transfer = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/payment/transfer',
    remoteAddress: '10.2.0.2',
    ...multipart(fields, file),
  });

/** Alipay's notification signature: RSA2 over the sorted parameters without sign and sign_type. */
export function signNotify(
  params: Record<string, string>,
  privateKey = providerKeys.privateKey,
): Record<string, string> {
  const content = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
  return { ...params, sign_type: 'RSA2', sign };
}

export const notify = (params: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/fee/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });

/** The company's cashier takes payments through Alipay, with the app's and the provider's keys. */
export async function useAlipayCashier(companyId: number): Promise<void> {
  const db = t.database.db;
  const [cashier] = await db.select().from(cashiers).where(eq(cashiers.company_id, companyId));
  await db
    .update(cashiers)
    .set({ provider: 'alipay', alipay_app_id: APP_ID, alipay_gateway: GATEWAY })
    .where(eq(cashiers.id, cashier!.id));
  await storeCashierKeys(
    db,
    cashierSecretKey(t.app.config.dataDir),
    cashier!.id,
    { private_key: appKeys.privateKey, provider_public_key: providerKeys.publicKey },
    1,
  );
}
