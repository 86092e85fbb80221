import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../i18n/index.ts';
import { json, renderAt, services } from '../../../crud/test-list-helpers.tsx';
import { routeOf } from '../../../menu/test-route.ts';
import { DECL_PERM, LIST_PATH } from '../model/paths.ts';
import DeclarationList from './DeclarationList.tsx';

const ROWS = [
  { id: 11, version: 1, cd_sn: 'I20261128000011', ie_flag: '0', cd_status: '0' },
  { id: 12, version: 2, cd_sn: 'I20261128000012', ie_flag: '0', cd_status: '20' },
];

/** The list answers ROWS; a DELETE answers `deleteAnswer`; every call is recorded with its method. */
function stubServer(deleteAnswer: Response) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'DELETE') return Promise.resolve(deleteAnswer);
      const path = url.split('?')[0]!;
      return Promise.resolve(
        json(
          path === '/api/declarations'
            ? { content: ROWS, totalElements: 2 }
            : { content: [], totalElements: 0 },
        ),
      );
    }),
  );
  return calls;
}

function open(codes: string[]) {
  const element = <DeclarationList route={routeOf(LIST_PATH, '报关单')} />;
  return renderAt(LIST_PATH, LIST_PATH, element, services(codes));
}

const rowOf = async (cdSn: string) => (await screen.findByText(cdSn)).closest('tr') as HTMLElement;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('删除 on the declaration list', { timeout: 60_000 }, () => {
  it('is offered on a draft only, asks first, then deletes it', async () => {
    const calls = stubServer(json({ code: 0 }));
    open([DECL_PERM.search, DECL_PERM.delete]);
    const draft = await rowOf('I20261128000011');
    const sent = await rowOf('I20261128000012');
    expect(within(sent).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    fireEvent.click(within(draft).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除暂存报关单 I20261128000011 吗？删除后不能恢复。')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/declarations/11']),
    );
    expect(await screen.findByText('已删除')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses', async () => {
    const reason = '报关单“I20261128000011”状态为“已申报”，不能删除；只有“暂存”状态可以删除';
    const refusal = new Response(JSON.stringify({ code: 'delete.wrong_state', message: reason }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
    stubServer(refusal);
    open([DECL_PERM.search, DECL_PERM.delete]);
    fireEvent.click(within(await rowOf('I20261128000011')).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('is not offered without declaration:delete', async () => {
    stubServer(json({ code: 0 }));
    open([DECL_PERM.search]);
    const draft = await rowOf('I20261128000011');
    expect(within(draft).queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});

describe('申报 on the declaration list', { timeout: 60_000 }, () => {
  it('is offered on a draft, not on a declaration already with customs', async () => {
    stubServer(json({ code: 0 }));
    open([DECL_PERM.search, DECL_PERM.send]);
    const draft = await rowOf('I20261128000011');
    const sent = await rowOf('I20261128000012');
    expect(within(draft).getByRole('button', { name: /申\s*报/ })).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /申\s*报/ })).toBeNull();
  });
});
