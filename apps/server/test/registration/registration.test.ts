import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { t as message } from '@app/shared';
import {
  companies,
  emailCodes,
  globalSettings,
  operationLogs,
  partnerRegistrations,
  roles,
  userRoles,
  users,
} from '../../src/db/schema/index.ts';
import { PASSWORD, REGISTER, registrationKit } from '../helpers/registration-kit.ts';
import { codeOf, mailText, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const REVIEW = '/api/partner-registrations';

let t: TestApp;
let inbox: SmtpInbox;
let admin: string;
/** The demo's first company (customers C0001, C0002) and second (C0003). */
let xiamen: number;
let shanghai: number;
const { freshIp, post, sendCode, form, register } = registrationKit(
  () => t,
  () => inbox,
  () => xiamen,
);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ smtpUrl: inbox.url, mailFrom: 'backoffice@example.com' });
  const rows = await t.database.db.select({ id: companies.id, code: companies.code }).from(companies);
  xiamen = rows.find((c) => c.code === '3502980001')!.id;
  shanghai = rows.find((c) => c.code === '3122240002')!.id;
  admin = await t.login('admin');
  expect((await t.call('GET', `/oos/setUser?company_id=${xiamen}`, admin)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('the registration form', () => {
  it('lists the service companies with id and name only', async () => {
    const res = await t.call('GET', `${REGISTER}/companies`);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Record<string, unknown>[] }>().data;
    expect(data.length).toBeGreaterThanOrEqual(4);
    for (const c of data) expect(Object.keys(c).sort()).toEqual(['id', 'name']);
  });

  it('names every missing field', async () => {
    const res = await post(REGISTER, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      username: '请输入用户名',
      nickname: '请输入昵称',
      company_id: '请选择服务公司',
      customer_code: '请输入合作方代码',
      email: '请输入邮箱',
      code: '请输入邮箱验证码',
      password: message('v.password_new_required', 'zh'),
      confirmPassword: message('v.password_confirm_required', 'zh'),
    });
  });

  it.each([
    ['username', { username: 'abc' }, message('field.login_username', 'zh')],
    ['username', { username: 'a'.repeat(19) }, message('field.login_username', 'zh')],
    ['username', { username: 'bad name!' }, message('field.login_username', 'zh')],
    ['nickname', { nickname: 'Partner Co' }, '昵称只能输入汉字，长度为3到32个字'],
    ['nickname', { nickname: '张三' }, '昵称只能输入汉字，长度为3到32个字'],
    ['nickname', { nickname: '汉'.repeat(33) }, '昵称只能输入汉字，长度为3到32个字'],
    ['email', { email: 'not-an-email' }, message('v.email', 'zh')],
    ['code', { code: '12ab' }, '验证码为6位数字'],
    ['phone', { phone: '12345' }, message('v.mobile', 'zh')],
    ['password', { password: 'short1A', confirmPassword: 'short1A' }, '密码'],
    ['password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, '密码'],
    [
      'password',
      { username: 'checker01', password: 'Checker01!x', confirmPassword: 'Checker01!x' },
      message('v.password_username', 'zh'),
    ],
    ['confirmPassword', { confirmPassword: 'Other@2026' }, message('v.password_mismatch', 'zh')],
  ])('refuses a bad %s (%j)', async (field, patch, text) => {
    const res = await post(REGISTER, form('fieldcheck01', 'fieldcheck01@example.net', '123456', patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(text);
    // only the bad field is named
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('answers in the request’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      payload: {},
      headers: { 'accept-language': 'en' },
      remoteAddress: freshIp(),
    });
    expect(res.json().errors.nickname).toBe('Enter a nickname');
  });

  it('refuses a partner code the chosen company does not have, with a clear field message', async () => {
    // C0003 is a customer of the Shanghai company, not of Xiamen
    const res = await post(
      REGISTER,
      form('unknown01', 'unknown01@example.net', '123456', { customer_code: 'C0003' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ customer_code: '该服务公司下没有此合作方代码，请核对后重试' });
    const other = await post(
      REGISTER,
      form('unknown01', 'unknown01@example.net', '123456', { company_id: 999_999 }),
    );
    expect(other.json().errors).toEqual({ company_id: '服务公司不存在或已停用' });
  });

  it('refuses a user name that is taken, before sending a code', async () => {
    const res = await post(`${REGISTER}/send-code`, { username: 'partner01', email: 'x1@example.net' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: '该用户名已被使用' });
    expect(inbox.pending('x1@example.net')).toEqual([]);
  });
});

describe('e-mail codes', () => {
  it('sends a 6-digit code, stored only as a hash, valid 10 minutes', async () => {
    const res = await post(`${REGISTER}/send-code`, { username: 'codes01', email: 'Codes01@Example.net' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { resend_seconds: 60, expires_minutes: 10 } });
    const mail = await inbox.next('codes01@example.net');
    expect(mail.subject).toBe('合作方注册验证码');
    const code = codeOf(mail);
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.username, 'codes01'));
    expect(row!.address).toBe('codes01@example.net');
    expect(row!.code_hash).not.toContain(code);
    const minutes = (row!.expires_at.getTime() - row!.create_time.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
  });

  it('answers 429 to a second code within a minute, per address and per user name', async () => {
    await sendCode('rate01', 'rate01@example.net');
    const again = await post(`${REGISTER}/send-code`, { username: 'rate01', email: 'rate01@example.net' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    const sameAddress = await post(`${REGISTER}/send-code`, {
      username: 'rate02',
      email: 'rate01@example.net',
    });
    expect(sameAddress.statusCode).toBe(429);
    const sameUser = await post(`${REGISTER}/send-code`, { username: 'rate01', email: 'rate03@example.net' });
    expect(sameUser.statusCode).toBe(429);
  });

  it('answers 429 after five codes within an hour', async () => {
    const db = t.database.db;
    for (let i = 0; i < 5; i++) {
      await sendCode('hourly01', 'hourly01@example.net');
      // the minute has passed
      await db
        .update(emailCodes)
        .set({ create_time: sql`${emailCodes.create_time} - interval '2 minutes'` })
        .where(eq(emailCodes.username, 'hourly01'));
    }
    const sixth = await post(`${REGISTER}/send-code`, {
      username: 'hourly01',
      email: 'hourly01@example.net',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('一小时内最多发送5次验证码，请稍后再试');
  });

  it('allows five tries, then the code is dead even when right', async () => {
    const email = 'tries01@example.net';
    const code = await sendCode('tries01', email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await post(REGISTER, form('tries01', email, wrong));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ code: `验证码不正确，还可尝试${left}次` });
    }
    const fifth = await post(REGISTER, form('tries01', email, wrong));
    expect(fifth.json().errors).toEqual({ code: '验证码错误次数过多，请重新获取' });
    const right = await post(REGISTER, form('tries01', email, code));
    expect(right.statusCode).toBe(400);
    expect(right.json().errors).toEqual({ code: '验证码错误次数过多，请重新获取' });
  });

  it('refuses an expired code', async () => {
    const email = 'expiry01@example.net';
    const code = await sendCode('expiry01', email);
    await t.database.db
      .update(emailCodes)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.username, 'expiry01'));
    const res = await post(REGISTER, form('expiry01', email, code));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ code: '验证码已失效，请重新获取' });
  });

  it('takes the code of the address and user name it was sent for only', async () => {
    const code = await sendCode('pair01', 'pair01@example.net');
    const res = await post(REGISTER, form('pair01', 'pair02@example.net', code));
    expect(res.json().errors).toEqual({ code: '验证码已失效，请重新获取' });
  });
});

describe('review by the service company', () => {
  it('starts with the demo company’s waiting registrations', async () => {
    const res = await t.call('GET', `${REVIEW}?status=pending`, admin);
    const names = res.json().content.map((r: { username: string }) => r.username);
    expect(names).toEqual(expect.arrayContaining(['jiahe_ops', 'minnan_wh']));
  });

  it('waits for approval; approval creates the partner user, who then signs in on the customer client', async () => {
    const answer = await register('newpartner01');
    expect(answer.data.status).toBe('pending');
    expect(answer.message).toBe(message('register.submitted_pending', 'zh'));
    await expect(t.login('newpartner01', { password: PASSWORD, client: 'customer' })).rejects.toThrow();

    const list = await t.call('GET', `${REVIEW}?status=pending&username=newpartner`, admin);
    expect(list.statusCode).toBe(200);
    const [row] = list.json().content;
    expect(row).toMatchObject({
      id: answer.data.id,
      username: 'newpartner01',
      nickname: '厦门测试贸易',
      company_id: xiamen,
      customer_code: 'C0002',
      customer_name: '福建闽南电子科技有限公司',
      status: 'pending',
    });
    expect(row).not.toHaveProperty('password_hash');

    const approved = await t.call('POST', `${REVIEW}/${answer.data.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', reviewer_name: '系统管理员' });
    const mail = await inbox.next('newpartner01@example.net');
    expect(mail.subject).toBe('合作方注册已通过审核');
    expect(mail.text).toContain('newpartner01');

    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.username, 'newpartner01'));
    expect(user).toMatchObject({ client_id: 'customer', customer_code: 'C0002', name: '厦门测试贸易' });
    const granted = await db
      .select({ code: roles.code, client: roles.client_id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, user!.id));
    expect(granted).toEqual([{ code: 'yy_front', client: 'customer' }]);
    const token = await t.login('newpartner01', { password: PASSWORD, client: 'customer' });
    expect((await t.call('GET', '/oauth/check_token', token)).json()).toMatchObject({
      client_id: 'customer',
    });
    await expect(t.login('newpartner01', { password: PASSWORD, client: 'web' })).rejects.toThrow();

    const [log] = await db
      .select()
      .from(operationLogs)
      .where(sql`${operationLogs.target} = 'partner-registrations' and ${operationLogs.action} = 'approve'`);
    expect(log).toMatchObject({ record_id: String(answer.data.id), username: 'admin' });

    const twice = await t.call('POST', `${REVIEW}/${answer.data.id}/approve`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('该注册申请已处理，不能重复审核');
  });

  it('refuses only with a reason, which the applicant receives; the user name is free again', async () => {
    const answer = await register('refused01');
    const bare = await t.call('POST', `${REVIEW}/${answer.data.id}/refuse`, admin, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ reason: '请填写拒绝原因' });
    const blank = await t.call('POST', `${REVIEW}/${answer.data.id}/refuse`, admin, { reason: '   ' });
    expect(blank.json().errors).toEqual({ reason: '请填写拒绝原因' });

    const refused = await t.call('POST', `${REVIEW}/${answer.data.id}/refuse`, admin, {
      reason: '合作方代码与营业执照不符',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'refused', reason: '合作方代码与营业执照不符' });
    const mail = await inbox.next('refused01@example.net');
    expect(mail.subject).toBe('合作方注册未通过审核');
    expect(mail.text).toContain('合作方代码与营业执照不符');
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'refused01'));
    expect(user).toBeUndefined();
    expect((await t.call('POST', `${REVIEW}/${answer.data.id}/approve`, admin)).statusCode).toBe(409);
    // the same name may apply again (once the minute between codes has passed)
    await t.database.db
      .update(emailCodes)
      .set({ create_time: sql`${emailCodes.create_time} - interval '2 minutes'` })
      .where(eq(emailCodes.username, 'refused01'));
    expect((await register('refused01')).data.status).toBe('pending');
  });

  it('shows and lets review only the registrations of the working company', async () => {
    const answer = await register('scoped01');
    const other = await t.login('admin');
    await t.call('GET', `/oos/setUser?company_id=${shanghai}`, other);
    const list = await t.call('GET', REVIEW, other);
    expect(list.json().content.map((r: { username: string }) => r.username)).not.toContain('scoped01');
    expect((await t.call('POST', `${REVIEW}/${answer.data.id}/approve`, other)).statusCode).toBe(404);
    const refuse = await t.call('POST', `${REVIEW}/${answer.data.id}/refuse`, other, {
      reason: '不是本公司',
    });
    expect(refuse.statusCode).toBe(404);
  });

  it('approves at once when the setting says so', async () => {
    const db = t.database.db;
    await db.update(globalSettings).set({ val: '1' }).where(eq(globalSettings.code, 'partner_auto_approve'));
    try {
      const answer = await register('autopartner01');
      expect(answer.data.status).toBe('approved');
      expect(answer.message).toBe('注册成功，现在可以登录');
      expect((await inbox.next('autopartner01@example.net')).subject).toBe('合作方注册已通过审核');
      await t.login('autopartner01', { password: PASSWORD, client: 'customer' });
      const [reg] = await db
        .select()
        .from(partnerRegistrations)
        .where(eq(partnerRegistrations.username, 'autopartner01'));
      expect(reg).toMatchObject({ status: 'approved', reviewed_by: null });
      expect(reg!.user_id).toBeTypeOf('number');
    } finally {
      await db
        .update(globalSettings)
        .set({ val: '0' })
        .where(eq(globalSettings.code, 'partner_auto_approve'));
    }
  });

  it('keeps one application per user name', async () => {
    await register('twice01');
    const res = await post(`${REGISTER}/send-code`, { username: 'TWICE01', email: 'twice01b@example.net' });
    expect(res.json().errors).toEqual({ username: '该用户名已被使用' });
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail as a whole .eml file under DATA_DIR/mail', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reg-mail-'));
    const plain = await startTestApp({ smtpUrl: undefined, mailDir });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: `${REGISTER}/send-code`,
        payload: { username: 'emlfile01', email: 'emlfile01@example.net' },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const files = fs.readdirSync(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = fs.readFileSync(path.join(mailDir, files[0]!), 'utf8');
      expect(raw).toMatch(/^To: emlfile01@example\.net\r?$/m);
      expect(raw).toMatch(/^From: no-reply@localhost\r?$/m);
      const mail = mailText(raw);
      expect(mail.subject).toBe('合作方注册验证码');
      expect(codeOf(mail)).toMatch(/^\d{6}$/);
    } finally {
      await plain.close();
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
