import { expect } from 'vitest';
import { codeOf, type SmtpInbox } from './smtp-inbox.ts';
import type { TestApp } from './test-app.ts';

/** The public registration calls and a partner's password that passes the rules. */
export const REGISTER = '/api/public/partner-register';
export const PASSWORD = 'Partner@2026';

/**
 * A partner's registration through the public API, as an applicant's browser sends it: each call from its own
 * client address (so the per-address limit of code requests stays out of the way), the e-mailed code read
 * from `inbox`, the form filled for customer C0002 of the company `companyId()` answers.
 */
export function registrationKit(app: () => TestApp, inbox: () => SmtpInbox, companyId: () => number) {
  let ipCounter = 0;
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  function post(url: string, body: unknown, ip = freshIp()) {
    return app().app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
  }

  async function sendCode(username: string, email: string) {
    const res = await post(`${REGISTER}/send-code`, { username, email });
    expect(res.statusCode, res.body).toBe(200);
    return codeOf(await inbox().next(email));
  }

  function form(username: string, email: string, code: string, extra: Record<string, unknown> = {}) {
    return {
      username,
      nickname: '厦门测试贸易',
      company_id: companyId(),
      customer_code: 'C0002',
      email,
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...extra,
    };
  }

  async function register(username: string, extra: Record<string, unknown> = {}) {
    const email = `${username}@example.net`;
    const code = await sendCode(username, email);
    const res = await post(REGISTER, form(username, email, code, extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number; status: string }; message: string }>();
  }

  return { freshIp, post, sendCode, form, register };
}
