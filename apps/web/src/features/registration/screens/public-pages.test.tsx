import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { initAppContext } from '../../../app-context.ts';
import i18n from '../../../i18n/index.ts';
import type { SiteConfig } from '../../../site/site.ts';
import type { SecureStore } from '../../../storage/secure-store.ts';
import { callsTo, json, stubFetch, type FetchCall } from '../../../test/stub-fetch.ts';
import PartnerRegisterPage from './PartnerRegisterPage.tsx';
import RetrievePasswordPage from './RetrievePasswordPage.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  const site = { code: 'partner', name: '合作伙伴平台', logo: '', client_id: 'customer' } as SiteConfig;
  initAppContext(site, {} as SecureStore);
});
afterEach(() => vi.unstubAllGlobals());

/** The public registration calls, answered as given; the service companies always. */
function server(answers: Record<string, (call: FetchCall) => Response> = {}) {
  return stubFetch({
    'GET /api/public/partner-register/companies': () =>
      json({ code: 0, data: [{ id: 1, name: '华海国际货运代理（厦门）有限公司' }] }),
    ...answers,
  });
}
const bodiesTo = (calls: FetchCall[], route: string) => callsTo(calls, route).map((c) => c.body);

function page(children: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter>{children}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = {
  code: 0,
  message: '验证码已发送到邮箱，10分钟内有效',
  data: { resend_seconds: 60, expires_minutes: 10 },
};

describe('partner registration page', () => {
  it('says what is wrong with each field, in the shared checks’ words', async () => {
    const calls = server();
    page(<PartnerRegisterPage />);
    fireEvent.click(screen.getByRole('button', { name: '注 册' }));
    expect(await screen.findByText('请输入用户名', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('请输入昵称')).toBeTruthy();
    // the select's placeholder says it too
    expect(screen.getAllByText('请选择服务公司')).toHaveLength(2);
    expect(screen.getByText('请输入合作方代码')).toBeTruthy();
    expect(screen.getByText('请输入邮箱')).toBeTruthy();
    expect(screen.getByText('请输入邮箱验证码')).toBeTruthy();
    type('昵称', 'abc');
    expect(
      await screen.findByText('昵称只能输入汉字，长度为3到32个字', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST /api/public/partner-register')).toEqual([]);
  });

  it('draws no logo image for a site without one (an empty src loads the page again)', () => {
    server();
    page(<PartnerRegisterPage />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the strength bars as the password is typed', async () => {
    server();
    page(<PartnerRegisterPage />);
    type('密码', 'abc');
    expect((await screen.findByRole('meter')).getAttribute('aria-valuetext')).toBe('弱');
    type('密码', 'Abc123!x');
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('强');
  });

  it('sends the code for the user name and e-mail, then counts 60 s down', async () => {
    const calls = server({ 'POST /api/public/partner-register/send-code': () => json(sent) });
    page(<PartnerRegisterPage />);
    type('用户名', 'newpartner');
    type('邮箱', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(bodiesTo(calls, 'POST /api/public/partner-register/send-code')).toContainEqual({
        username: 'newpartner',
        email: 'new@example.com',
      }),
    );
    expect(await screen.findByRole('button', { name: /60秒后重新获取|59秒后重新获取/ })).toBeTruthy();
  });

  it('puts the server’s refusal on its field', async () => {
    server({
      'POST /api/public/partner-register/send-code': () =>
        json({ code: 400, message: '参数错误', errors: { username: '该用户名已被使用' } }, 400),
    });
    page(<PartnerRegisterPage />);
    type('用户名', 'partner01');
    type('邮箱', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该用户名已被使用', undefined, { timeout: 5000 })).toBeTruthy();
  });
});

describe('password retrieval page', () => {
  it('asks for the code, then the new password, then sends to sign in', async () => {
    const calls = server({
      'POST /api/public/retrieve-password/send-code': () => json(sent),
      'POST /api/public/retrieve-password': () => json({ code: 0 }),
    });
    page(<RetrievePasswordPage />);
    type('用户名', 'partner01');
    type('注册邮箱', 'partner01@example.com');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByLabelText('邮箱验证码')).toBeTruthy();
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeTruthy();

    type('邮箱验证码', '123456');
    type('新密码', 'partner01@A');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码与用户名有重叠，请重新设置')).toBeTruthy();
    type('新密码', 'Renewed#2026');
    type('确认新密码', 'Renewed#2026');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置')).toBeTruthy();
    expect(bodiesTo(calls, 'POST /api/public/retrieve-password')).toContainEqual({
      username: 'partner01',
      email: 'partner01@example.com',
      code: '123456',
      password: 'Renewed#2026',
      confirmPassword: 'Renewed#2026',
    });
  });
});
