import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../i18n/index.ts';
import { SendDialog, type SendTarget } from './SendDialog.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Two companies' channels: company 1 has a default, a plain one and a disabled one. */
const CHANNELS = [
  { id: 1, name: '厦门文件夹', company_id: 1, status: '1', is_default: false },
  { id: 2, name: '厦门 Kafka（停用）', company_id: 1, status: '0', is_default: false },
  { id: 3, name: '厦门默认通道', company_id: 1, status: '1', is_default: true },
  { id: 4, name: '上海通道', company_id: 2, status: '1', is_default: false },
  { id: 5, name: '上海旧通道', company_id: 2, status: '0', is_default: false },
];

function stubServer(sendAnswer: () => Response) {
  const sends: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0];
      if (path === '/api/channels') return Promise.resolve(json({ content: CHANNELS, totalElements: 5 }));
      if (path?.endsWith('/send')) {
        sends.push(JSON.parse(String(init.body)));
        return Promise.resolve(sendAnswer());
      }
      return Promise.resolve(json({}, 404));
    }),
  );
  return sends;
}

function open(target: SendTarget, more: Partial<Parameters<typeof SendDialog>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onSent: vi.fn(), onCancel: vi.fn(), onFieldErrors: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <SendDialog target={target} {...handlers} {...more} />
      </App>
    </QueryClientProvider>,
  );
  return handlers;
}

const dialog = () => screen.getByRole('dialog');
const chosen = () => dialog().querySelector('.ant-select-selection-item')?.textContent;
const sendButton = () => within(dialog()).getByRole('button', { name: /申\s*报/ });

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('the send dialog', { timeout: 60_000 }, () => {
  it('preselects the company’s default channel and offers its disabled ones last, not choosable', async () => {
    stubServer(() => json({ code: 0, data: { client_seq_no: 'X' } }));
    open({ id: 9, cd_company_id: 1 });
    await waitFor(() => expect(chosen()).toBe('厦门默认通道（默认）'));
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: '传输通道' }));
    const items = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option'));
      expect(found.length).toBe(3);
      return found;
    });
    // only company 1's channels: the enabled ones, then the disabled one, labelled and disabled
    expect(items.map((o) => o.textContent)).toEqual([
      '厦门文件夹',
      '厦门默认通道（默认）',
      '厦门 Kafka（停用）（已停用）',
    ]);
    expect(items[2]!.className).toContain('ant-select-item-option-disabled');
    expect(items[0]!.className).not.toContain('ant-select-item-option-disabled');
  });

  it('preselects the declaration’s own channel, else the only enabled one', async () => {
    stubServer(() => json({ code: 0, data: { client_seq_no: 'X' } }));
    open({ id: 9, cd_company_id: 1, channel_id: 1 });
    await waitFor(() => expect(chosen()).toBe('厦门文件夹'));
  });

  it('preselects the only enabled channel of a company without a default, and sends through it', async () => {
    const sends = stubServer(() => json({ code: 0, data: { client_seq_no: 'C0012345' } }));
    const handlers = open({ id: 9, cd_company_id: 2 });
    await waitFor(() => expect(chosen()).toBe('上海通道'));
    fireEvent.click(sendButton());
    await waitFor(() => expect(handlers.onSent).toHaveBeenCalledWith('C0012345'));
    expect(sends).toEqual([{ channel_id: 4 }]);
    expect(handlers.onCancel).not.toHaveBeenCalled();
    expect(await screen.findByText('已申报，客户端编号 C0012345')).toBeTruthy();
  });

  it('shows a refusal inside the dialog, which stays open, and hands its fields to the editor', async () => {
    const refusal = {
      code: 400,
      message: '报关单未通过发送前检查',
      errors: { 'goods[0].code_ts': '商品编号 8471300000 需要许可证' },
    };
    stubServer(() => json(refusal, 400));
    const handlers = open({ id: 9, cd_company_id: 1 });
    await waitFor(() => expect(chosen()).toBe('厦门默认通道（默认）'));
    fireEvent.click(sendButton());
    const alert = await within(dialog()).findByText('报关单未通过发送前检查');
    expect(alert.closest('.decl-send-refusal')).toBeTruthy();
    expect(within(dialog()).getByText('商品编号 8471300000 需要许可证')).toBeTruthy();
    expect(handlers.onFieldErrors).toHaveBeenCalledWith(refusal.errors);
    expect(handlers.onClose).not.toHaveBeenCalled();
    expect(handlers.onSent).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });

  it('shows a refusal without fields (the channel refused) inside the dialog too', async () => {
    stubServer(() => json({ code: 409, message: '报关单已发送海关（状态 20），不能重复发送' }, 409));
    const handlers = open({ id: 9, cd_company_id: 1 });
    await waitFor(() => expect(chosen()).toBe('厦门默认通道（默认）'));
    fireEvent.click(sendButton());
    expect(await within(dialog()).findByText('报关单已发送海关（状态 20），不能重复发送')).toBeTruthy();
    expect(handlers.onClose).not.toHaveBeenCalled();
  });
});
