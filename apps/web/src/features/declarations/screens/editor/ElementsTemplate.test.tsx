import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../../i18n/index.ts';
import type { GoodsLine } from '../../model/types.ts';
import { GoodsTable } from './GoodsTable.tsx';

/** The goods table over a line of an HS code whose elements the HS table lists (the API answered by a stub). */
function Harness({ start }: { start: GoodsLine[] }) {
  const [goods, setGoods] = useState(start);
  return (
    <>
      <GoodsTable lines={goods} ieFlag="1" onChange={setGoods} />
      <output data-testid="state">{JSON.stringify(goods)}</output>
    </>
  );
}

const ELEMENTS = '0:品牌类型;1:出口享惠情况;2:品牌;3:型号;4:GTIN;5:CAS;6:其他';
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '[]') as GoodsLine[];
const template = () => screen.getByRole('region', { name: /Declaration elements \(item 1, 8471300000\)/ });
const goodsTable = () => document.querySelector<HTMLElement>('[data-lines="goods"]')!;

const mount = (line: Partial<GoodsLine>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Harness start={[{ key: 'a', g_no: 1, code_ts: '8471300000', ...line }]} />
      </App>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('/api/hs-codes')
        ? { content: [{ id: 1, hs_code: '8471300000', description: ELEMENTS }], totalElements: 1 }
        : { status: 0, data: [] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('declaration elements template', { timeout: 30_000 }, () => {
  it('opens from the line, lists the HS code’s elements and composes 规格型号 from the values typed', async () => {
    mount({ g_model: '3|0' });
    fireEvent.click(within(goodsTable()).getByRole('button', { name: 'Declaration elements 1' }));
    const form = template();
    // the elements in customs' order; the two coded ones show the code already in g_model
    const brand = await within(form).findByLabelText('品牌');
    expect([...form.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      '0:品牌类型',
      '1:出口享惠情况',
      '2:品牌',
      '3:型号',
      '4:GTIN',
      '5:CAS',
      '6:其他',
    ]);
    expect(form.textContent).toContain('3 Foreign brand (OEM)');
    expect(form.textContent).toContain('Missing: 品牌、型号');

    fireEvent.change(brand, { target: { value: 'Lenovo ' } });
    expect(state()[0]!.g_model).toBe('3|0|Lenovo');
    // a space typed before the next word stays in the template while g_model keeps the trimmed value
    expect(brand).toHaveProperty('value', 'Lenovo ');
    fireEvent.change(brand, { target: { value: 'Lenovo Think' } });
    fireEvent.change(within(form).getByLabelText('型号'), { target: { value: 'T14|G2' } });
    expect(state()[0]!.g_model).toBe('3|0|Lenovo Think|T14/G2');
    expect(form.textContent).not.toContain('Missing');
    fireEvent.change(within(form).getByLabelText('其他'), { target: { value: '无' } });
    expect(state()[0]!.g_model).toBe('3|0|Lenovo Think|T14/G2|||无');
  });

  it('stays editable: a g_model typed in its cell fills the template back', async () => {
    mount({});
    fireEvent.click(within(goodsTable()).getByRole('button', { name: 'Declaration elements 1' }));
    const model = await within(template()).findByLabelText('型号');
    fireEvent.change(within(goodsTable()).getByLabelText('Specification 1'), {
      target: { value: '0|0|HUAHAI|M1' },
    });
    expect(model).toHaveProperty('value', 'M1');
    expect(within(template()).getByLabelText('品牌')).toHaveProperty('value', 'HUAHAI');
    fireEvent.click(within(template()).getByRole('button', { name: 'Close the declaration elements' }));
    expect(screen.queryByRole('region', { name: /Declaration elements/ })).toBeNull();
  });
});
