import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inventoryList, inventoryListLine } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { json, renderAt, services } from '../../../crud/test-list-helpers.tsx';
import { routeOf } from '../../../menu/test-route.ts';
import InventoryListList from './InventoryListList.tsx';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const LISTS = [
  { id: 1, etps_inner_invt_no: 'QD-DRAFT', status: '0', version: 1, book_id: 9 },
  { id: 2, etps_inner_invt_no: 'QD-SENT', status: '1', version: 4, book_id: 9 },
  { id: 3, etps_inner_invt_no: 'QD-REFUSED', status: '5', version: 6, book_id: 9 },
];

/** The server of these tests: every call recorded with its body. */
function stubServer(
  uploaded: Record<string, unknown> = { list_id: 2, duplicate: false, status: '4', code: 'A0' },
) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      calls.push({ method, url, body });
      const path = url.split('?')[0]!;
      if (path === '/api/inventory-lists/receipts/upload')
        return Promise.resolve(json({ deducted: false, message_type: 'INV201', ...uploaded }));
      if (path === '/api/inventory-lists') return Promise.resolve(json({ content: LISTS, totalElements: 3 }));
      if (method === 'GET') return Promise.resolve(json({ content: [], totalElements: 0 }));
      return Promise.resolve(json({ ...LISTS[0], status: '1', version: 2 }));
    }),
  );
  return calls;
}

const open = () =>
  renderAt(
    '/invt/index',
    '/invt/index',
    <InventoryListList route={routeOf('/invt/index', '核注清单')} />,
    services([...Object.values(inventoryList.permissions), inventoryListLine.permissions.list]),
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

describe('the inventory list screen', { timeout: 60_000 }, () => {
  it('offers declare from the definition only where the list may be declared, and no move of customs', async () => {
    stubServer();
    open();
    expect(buttonsOf(await rowOf('QD-DRAFT'))).toContain('申报');
    expect(buttonsOf(await rowOf('QD-REFUSED'))).toContain('申报');
    const sent = buttonsOf(await rowOf('QD-SENT'));
    expect(sent).not.toContain('申报');
    for (const customs of ['入库成功', '入库失败', '审核通过', '退单', '已核扣'])
      for (const row of ['QD-DRAFT', 'QD-SENT', 'QD-REFUSED'])
        expect(buttonsOf(await rowOf(row))).not.toContain(customs);
  });

  it('declares with the definition’s question through the engine’s move, with the version read', async () => {
    const calls = stubServer();
    open();
    fireEvent.click(within(await rowOf('QD-DRAFT')).getByRole('button', { name: '申报' }));
    await screen.findByText('申报核注清单 QD-DRAFT？出区清单将锁定账册数量。');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const declare = calls.find((c) => c.method === 'POST')!;
    expect(declare.url).toBe('/api/inventory-lists/1/declare');
    expect(declare.body).toEqual({ version: 1 });
  });

  it('uploads a receipt file from the header and says what it recorded', async () => {
    const calls = stubServer();
    open();
    await rowOf('QD-DRAFT');
    fireEvent.click(screen.getByRole('button', { name: /上传回执/ }));
    const file = new File(['<xml/>'], 'INV201.xml', { type: 'text/xml' });
    fireEvent.change(screen.getByTestId('inventory-receipt-file'), { target: { files: [file] } });
    await screen.findByText('回执已记录：A0');
    const upload = calls.find((c) => c.method === 'POST')!;
    expect(upload.url).toBe('/api/inventory-lists/receipts/upload');
    expect((upload.body as FormData).get('file')).toBe(file);
    // the list is read again, showing the list where the receipt moved it
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/inventory-lists?')).length).toBe(2),
    );
  });

  it('says when the same receipt was recorded before', async () => {
    stubServer({ list_id: 2, duplicate: true, status: '4', code: 'A0' });
    open();
    await rowOf('QD-DRAFT');
    const file = new File(['<xml/>'], 'INV201.xml', { type: 'text/xml' });
    fireEvent.change(screen.getByTestId('inventory-receipt-file'), { target: { files: [file] } });
    await screen.findByText('该回执已处理过：A0');
  });

  it('offers no upload to a user without the declare permission', async () => {
    stubServer();
    renderAt(
      '/invt/index',
      '/invt/index',
      <InventoryListList route={routeOf('/invt/index', '核注清单')} />,
      services([inventoryList.permissions.list, inventoryList.permissions.view]),
    );
    expect(buttonsOf(await rowOf('QD-DRAFT'))).not.toContain('申报');
    expect(screen.queryByRole('button', { name: /上传回执/ })).toBeNull();
  });
});
