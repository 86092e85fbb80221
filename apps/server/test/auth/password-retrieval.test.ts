import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { t as message } from '@app/shared';
import { accessTokens, emailCodes, operationLogs, users } from '../../src/db/schema/index.ts';
import { codeOf, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.ts';
import { PASSWORD, startTestApp, type TestApp } from '../helpers/test-app.ts';

const RETRIEVE = '/api/public/retrieve-password';
const NEW_PASSWORD = 'Renewed#2026';

let t: TestApp;
let inbox: SmtpInbox;
let ipCounter = 0;
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function post(url: string, body: unknown, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
}

/** Lets the next code be asked for at once (the minute between codes has passed). */
async function ageCodes(username: string) {
  await t.database.db
    .update(emailCodes)
    .set({ create_time: sql`${emailCodes.create_time} - interval '2 minutes'` })
    .where(eq(emailCodes.username, username));
}

async function requestCode(username: string, email: string) {
  const res = await post(`${RETRIEVE}/send-code`, { username, email });
  expect(res.statusCode, res.body).toBe(200);
  return codeOf(await inbox.next(email));
}

const change = (username: string, email: string, code: string, extra: Record<string, unknown> = {}) =>
  post(RETRIEVE, { username, email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...extra });

/**
 * Runs `requests` and waits until every mail they handed to the mailer has been delivered to the inbox
 * or failed (the mail leaves in the background, after the answer), so the inbox then holds all of it.
 */
async function withMailSettled<T>(requests: () => Promise<T>): Promise<T> {
  const send = vi.spyOn(t.app.mailer, 'send');
  try {
    const answer = await requests();
    await Promise.allSettled(send.mock.results.map((result) => result.value));
    return answer;
  } finally {
    send.mockRestore();
  }
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('password retrieval', () => {
  it('gives the same answer whether or not the account exists and the e-mail matches', async () => {
    const [real, unknown, mismatch] = await withMailSettled(
      async () =>
        [
          await post(`${RETRIEVE}/send-code`, { username: 'clerk', email: 'clerk@example.com' }),
          await post(`${RETRIEVE}/send-code`, { username: 'nobody99', email: 'nobody99@example.com' }),
          await post(`${RETRIEVE}/send-code`, { username: 'finance', email: 'someone@example.com' }),
        ] as const,
    );
    for (const res of [real, unknown, mismatch]) expect(res.statusCode).toBe(200);
    expect(unknown.body).toBe(real.body);
    expect(mismatch.body).toBe(real.body);
    expect(real.json().message).toBe(message('code.sent_if_match', 'zh'));
    expect((await inbox.next('clerk@example.com')).subject).toBe('找回密码验证码');
    expect(inbox.pending('nobody99@example.com')).toEqual([]);
    expect(inbox.pending('someone@example.com')).toEqual([]);
    expect(inbox.pending('finance@example.com')).toEqual([]);
  });

  it('rate-limits unknown accounts exactly like real ones', async () => {
    const again = (username: string, email: string) => post(`${RETRIEVE}/send-code`, { username, email });
    const real = await again('clerk', 'clerk@example.com');
    const unknown = await again('nobody99', 'nobody99@example.com');
    expect(real.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    // per user name too, whatever the address
    expect((await again('nobody99', 'other99@example.com')).statusCode).toBe(429);
  });

  it('checks the form: fields, the policy (not containing the user name), the confirmation', async () => {
    const empty = await post(RETRIEVE, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['code', 'confirmPassword', 'email', 'password', 'username'].sort(),
    );
    const withName = await change('service', 'service@example.com', '123456', {
      password: 'Service@2026',
      confirmPassword: 'Service@2026',
    });
    expect(withName.json().errors).toEqual({ password: message('v.password_username', 'zh') });
    const weak = await change('service', 'service@example.com', '123456', {
      password: 'onlylower',
      confirmPassword: 'onlylower',
    });
    expect(weak.json().errors.password).toBe(message('v.password_policy', 'zh', { min: 8, max: 20 }));
    const mismatch = await change('service', 'service@example.com', '123456', { confirmPassword: 'x' });
    expect(mismatch.json().errors).toEqual({ confirmPassword: message('v.password_mismatch', 'zh') });
  });

  it('changes the password with the code, signs every session out and logs it; the code works once', async () => {
    const sessions = [await t.login('partner01'), await t.login('partner01')];
    for (const token of sessions)
      expect((await t.call('GET', '/oauth/check_token', token)).statusCode).toBe(200);

    const code = await requestCode('partner01', 'PARTNER01@example.com');
    const wrong = await change('partner01', 'partner01@example.com', code === '999999' ? '888888' : '999999');
    expect(wrong.json().errors).toEqual({ code: '验证码不正确，还可尝试4次' });
    const done = await change('partner01', 'partner01@example.com', code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ code: 0, message: '密码已重置，请使用新密码登录' });

    for (const token of sessions) {
      expect((await t.call('GET', '/oauth/check_token', token)).statusCode).toBe(400);
      expect((await t.call('GET', '/sys-user/get-user-info', token)).statusCode).toBe(401);
    }
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.username, 'partner01'));
    const live = await db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.user_id, user!.id), sql`${accessTokens.revoked_at} is null`));
    expect(live).toEqual([]);
    await expect(t.login('partner01')).rejects.toThrow();
    await t.login('partner01', { password: NEW_PASSWORD });

    const [log] = await db
      .select()
      .from(operationLogs)
      .where(
        and(eq(operationLogs.action, 'retrieve-password'), eq(operationLogs.record_id, String(user!.id))),
      );
    expect(log).toMatchObject({ user_id: user!.id, username: 'partner01', target: 'users' });
    expect(JSON.stringify(log)).not.toContain(NEW_PASSWORD);

    const reused = await change('partner01', 'partner01@example.com', code, {
      password: 'Another#2026',
      confirmPassword: 'Another#2026',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual({ code: '验证码已失效，请重新获取' });
  });

  it('refuses an expired code and a code after five wrong tries', async () => {
    await ageCodes('service');
    const expired = await requestCode('service', 'service@example.com');
    await t.database.db
      .update(emailCodes)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.username, 'service'));
    expect((await change('service', 'service@example.com', expired)).json().errors).toEqual({
      code: '验证码已失效，请重新获取',
    });

    await ageCodes('service');
    const code = await requestCode('service', 'service@example.com');
    const wrong = code === '123123' ? '321321' : '123123';
    for (let i = 0; i < 5; i++) await change('service', 'service@example.com', wrong);
    const late = await change('service', 'service@example.com', code);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ code: '验证码错误次数过多，请重新获取' });
    await t.login('service', { password: PASSWORD });
  });

  it('a code for an unknown account never works', async () => {
    await ageCodes('nobody99');
    await post(`${RETRIEVE}/send-code`, { username: 'nobody99', email: 'nobody99@example.com' });
    for (const guess of ['000000', '123456']) {
      const res = await change('nobody99', 'nobody99@example.com', guess);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toMatch(/^验证码不正确/);
    }
  });
});
