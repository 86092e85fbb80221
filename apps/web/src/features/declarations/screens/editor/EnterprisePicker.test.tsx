import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../../i18n/index.ts';
import type { Head } from '../../model/types.ts';
import { HeadForm } from './HeadForm.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The library's answer: a customer completed by its declarations, a trading partner, a group company. */
const LIBRARY = [
  {
    cus_code: '3502960001',
    cn_name: '厦门嘉禾贸易有限公司',
    code: '91350200MA2XY00018',
    scc: '91350200MA2XY00018',
    source: 'customer',
  },
  { cus_code: '3702960009', cn_name: '青岛远洋贸易有限公司', code: '', scc: '', source: 'partner' },
  {
    cus_code: '3502980001',
    cn_name: '华海国际货运代理（厦门）有限公司',
    code: '91350200MA2XY0002X',
    scc: '91350200MA2XY0002X',
    source: 'company',
  },
];

function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const [path, query] = url.split('?');
      if (path === '/api/base-data/list-enter') {
        asked.push(new URLSearchParams(query).get('keyword') ?? '');
        return Promise.resolve(json({ status: 0, data: LIBRARY }));
      }
      return Promise.resolve(json({ status: 0, data: [] }));
    }),
  );
  return asked;
}

/** The head form with its party cells only, its values shown as the editor holds them. */
function Harness() {
  const [head, setHead] = useState<Head>({ ie_flag: '0', receiver_scc: 'OLD', receiver_code: 'OLD' });
  const visible = new Set(['receiver_scc', 'receiver_code', 'receiver_name', 'declare_scc']);
  return (
    <>
      <HeadForm
        head={head}
        errors={{}}
        visible={visible}
        onChange={(c) => setHead((h) => ({ ...h, ...c }))}
      />
      <output data-testid="head">{JSON.stringify(head)}</output>
    </>
  );
}

const head = () => JSON.parse(screen.getByTestId('head').textContent ?? '{}') as Head;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('从企业库选择 in the declaration head', { timeout: 60_000 }, () => {
  it('captions each of a party’s cells with what it holds', () => {
    stubServer();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <Harness />
        </App>
      </QueryClientProvider>,
    );
    const party = document.querySelector('[data-section="parties"] .decl-party') as HTMLElement;
    const captions = Array.from(party.querySelectorAll('.decl-party-caption')).map((c) => c.textContent);
    expect(captions).toEqual(['企业库', '社会信用代码', '海关代码', '名称']);
    // each caption sits with its own cell
    for (const [caption, name] of [
      ['社会信用代码', '境内收货人社会信用代码'],
      ['海关代码', '境内收货人海关代码'],
      ['名称', '境内收货人名称'],
    ] as const) {
      const cell = within(party).getByText(caption).closest('.decl-party-cell') as HTMLElement;
      expect(within(cell).getByLabelText(name)).toBeTruthy();
    }
  });

  it('searches customers, partners and group companies, and fills the three cells together', async () => {
    const asked = stubServer();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <Harness />
        </App>
      </QueryClientProvider>,
    );
    const picker = screen.getByRole('combobox', { name: '境内收货人从企业库选择' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '嘉禾' } });
    await waitFor(() => expect(asked).toContain('嘉禾'));
    const options = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option'));
      expect(found).toHaveLength(3);
      return found as HTMLElement[];
    });
    // each with where it comes from and its codes
    expect(options[0]!.textContent).toContain('客户');
    expect(options[0]!.textContent).toContain('海关代码 3502960001');
    expect(options[1]!.textContent).toContain('往来企业');
    expect(options[2]!.textContent).toContain('本集团');
    fireEvent.click(options[0]!);
    await waitFor(() =>
      expect(head()).toMatchObject({
        receiver_scc: '91350200MA2XY00018',
        receiver_code: '3502960001',
        receiver_name: '厦门嘉禾贸易有限公司',
      }),
    );
    expect(screen.getByLabelText('境内收货人海关代码')).toHaveProperty('value', '3502960001');

    // a partner the library knows no credit code of: the old one is not left beside the new name
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '远洋' } });
    await waitFor(() => expect(asked).toContain('远洋'));
    const partner = await screen.findByText('青岛远洋贸易有限公司', {
      selector: '.decl-enterprise-option div',
    });
    fireEvent.click(partner.closest('.ant-select-item-option')!);
    await waitFor(() =>
      expect(head()).toMatchObject({
        receiver_scc: '',
        receiver_code: '3702960009',
        receiver_name: '青岛远洋贸易有限公司',
      }),
    );
  });
});
