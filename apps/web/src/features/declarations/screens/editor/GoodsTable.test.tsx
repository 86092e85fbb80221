import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../../i18n/index.ts';
import { followRenumbering } from '../../model/goods-lines.ts';
import type { ContainerLine, GoodsLine } from '../../model/types.ts';
import { fromHsCode, GoodsTable } from './GoodsTable.tsx';
import { ContainersTable } from './OtherLines.tsx';

/** The goods and containers tables with the editor's state rule: containers follow the item numbers. */
function Harness({ start = [] as GoodsLine[], boxes = [] as ContainerLine[] }) {
  const [state, setState] = useState({ goods: start, containers: boxes });
  return (
    <>
      <GoodsTable
        lines={state.goods}
        ieFlag="0"
        onChange={(goods) =>
          setState((s) => ({ goods, containers: followRenumbering(s.containers, s.goods, goods) }))
        }
      />
      <ContainersTable
        lines={state.containers}
        goods={state.goods}
        onChange={(containers) => setState((s) => ({ ...s, containers }))}
      />
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  );
}

const mount = (props: Parameters<typeof Harness>[0] = {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Harness {...props} />
      </App>
    </QueryClientProvider>,
  );

const state = () =>
  JSON.parse(screen.getByTestId('state').textContent ?? '{}') as {
    goods: GoodsLine[];
    containers: ContainerLine[];
  };
const goodsTable = () => document.querySelector<HTMLElement>('[data-lines="goods"]')!;
const cell = (label: string) => within(goodsTable()).getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(cell(label), { target: { value } });
const press = (label: string) =>
  fireEvent.click(within(goodsTable()).getByRole('button', { name: new RegExp(`(^|\\s|plus)${label}$`) }));
const names = () => state().goods.map((g) => `${g.g_no}:${g.g_name ?? ''}`);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  // the lookup selects ask for their lists; none is needed here
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 0, data: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

// antd renders a select per cell: slow under jsdom
describe('goods table', { timeout: 30_000 }, () => {
  it('adds lines numbered 1..n and computes each total from quantity × price, read-only', () => {
    mount();
    press('Add');
    press('Add');
    expect(state().goods.map((g) => g.g_no)).toEqual([1, 2]);
    type('Quantity 1', '3');
    type('Unit price 1', '19.99');
    expect(cell('Total 1')).toHaveProperty('value', '59.97');
    expect(cell('Total 1')).toHaveProperty('readOnly', true);
    expect(state().goods[0]!.decl_total).toBe('59.97');
    // a decimal cell refuses letters
    type('Quantity 2', '2x');
    expect(state().goods[1]!.g_qty).toBeUndefined();
  });

  it('copies, moves and deletes lines; containers follow the item numbers', () => {
    mount({
      start: [
        { key: 'a', g_no: 1, g_name: 'A' },
        { key: 'b', g_no: 2, g_name: 'B' },
      ],
      boxes: [{ key: 'c', container_no: 'TGHU1234567', goods_no: '2' }],
    });
    press('Copy 1');
    expect(names()).toEqual(['1:A', '2:A', '3:B']);
    expect(state().containers[0]!.goods_no).toBe('3');
    press('Up 3');
    expect(names()).toEqual(['1:A', '2:B', '3:A']);
    expect(state().containers[0]!.goods_no).toBe('2');
    press('Delete 2');
    expect(names()).toEqual(['1:A', '2:A']);
    expect(state().containers[0]!.goods_no).toBe('');
    expect(within(goodsTable()).getByRole('button', { name: 'Up 1' })).toHaveProperty('disabled', true);
    expect(within(goodsTable()).getByRole('button', { name: 'Down 2' })).toHaveProperty('disabled', true);
  });

  it('moves to the next cell with Enter, and adds a line from the last one', () => {
    mount({ start: [{ key: 'a', g_no: 1 }] });
    const name = cell('Goods name 1');
    name.focus();
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(document.activeElement).toBe(cell('Specification 1'));
    const inputs = goodsTable().querySelectorAll<HTMLInputElement>('[data-cell] input:not([readonly])');
    const last = inputs[inputs.length - 1]!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Enter' });
    expect(state().goods.map((g) => g.g_no)).toEqual([1, 2]);
  });

  it('takes the name (when blank) and the legal units from the HS code picked', () => {
    const hs = { hs_code: '8471300000', hs_name: '便携式电脑', first_uom: '001', second_uom: '035' };
    expect(fromHsCode({ key: 'a', g_no: 1 }, hs.hs_code, hs)).toEqual({
      code_ts: '8471300000',
      g_name: '便携式电脑',
      first_unit: '001',
      second_unit: '035',
    });
    expect(
      fromHsCode({ key: 'a', g_no: 1, g_name: '笔记本' }, hs.hs_code, { ...hs, second_uom: '' }),
    ).toMatchObject({
      g_name: '笔记本',
      second_unit: undefined,
    });
    expect(fromHsCode({ key: 'a', g_no: 1 }, undefined, undefined)).toEqual({ code_ts: undefined });
  });
});

describe('containers table', { timeout: 30_000 }, () => {
  it('shows the shared container-number check on the cell', () => {
    mount({ boxes: [{ key: 'c', container_no: 'AB12' }] });
    const table = document.querySelector<HTMLElement>('[data-lines="containers"]')!;
    expect(table.querySelector('.decl-cell-error')).not.toBeNull();
    fireEvent.change(within(table).getByLabelText('Container no. 1'), { target: { value: 'tghu1234567' } });
    expect(state().containers[0]!.container_no).toBe('TGHU1234567');
  });
});
