import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, downloadFile, fetchData, REQUEST_TIMEOUT_MS, request, setSessionHooks } from './http.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const hooks = {
  token: vi.fn(() => 'tok' as string | undefined),
  groupId: vi.fn(() => '6' as string | undefined),
  onUnauthorized: vi.fn(),
  onSessionReset: vi.fn(),
};

beforeEach(() => {
  vi.clearAllMocks();
  setSessionHooks(hooks);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the HTTP client (platform-shell §7, §8)', () => {
  it('sends Access-Token and Group-Id, GET params without empty values, POST as JSON', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(json({ code: 0, data: [1] })));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchData('/menu/index', { params: { a: 1, b: '', c: null } })).toEqual([1]);
    await request('/sys-user/save-user', { data: { name: 'x' } });
    await request('/menu/index', { noGroup: true });
    const calls = fetch.mock.calls;
    expect(calls[0]![0]).toBe('/menu/index?a=1');
    expect(calls[0]![1].headers).toEqual({ 'Access-Token': 'tok', 'Group-Id': '6' });
    expect(calls[0]![1].signal).toBeInstanceOf(AbortSignal);
    expect(calls[1]![1]).toMatchObject({ method: 'POST', body: '{"name":"x"}' });
    expect(calls[1]![1].headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[2]![1].headers).toEqual({ 'Access-Token': 'tok' });
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('HTTP 401 ends the session and goes to the login page', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ code: 401, message: 'token 无效' }, 401)));
    await expect(request('/sys-user/get-user-info')).rejects.toMatchObject({
      status: 401,
      message: 'token 无效',
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('body code 305 clears the session with the failed request kept', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ code: 305, message: 'reset' })));
    await expect(request('/x', { method: 'POST', data: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onSessionReset).toHaveBeenCalledWith({
      url: '/x',
      method: 'POST',
      params: undefined,
      data: { id: 1 },
    });
  });

  it('sign-in calls handle 401 themselves; other failures carry the server message and fields', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ code: 401, message: 'bad client' }, 401)));
    await expect(request('/oauth/token', { noSessionHandling: true })).rejects.toMatchObject({ status: 401 });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json({ code: 400, message: '提交的数据有误', errors: { password: '太弱' } }, 400)),
    );
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ password: '太弱' });
    vi.stubGlobal('fetch', () => Promise.resolve(json({ code: 1, message: '失败' })));
    await expect(fetchData('/x')).rejects.toMatchObject({ message: '失败' });
  });

  it('a timeout or a network failure is an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    await expect(request('/x')).rejects.toMatchObject({ status: 0 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('failed to fetch')));
    await expect(request('/x')).rejects.toMatchObject({ status: 0 });
  });
});

describe('downloadFile', () => {
  it('fetches with the session headers (no token in the address) and saves under the server’s name', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response('PK', {
          status: 200,
          headers: { 'content-disposition': "attachment; filename*=UTF-8''%E6%B1%87%E7%8E%87.xlsx" },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    expect(await downloadFile('/download/file/7', 'fallback.xlsx')).toBe('汇率.xlsx');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/download/file/7');
    expect(url).not.toContain('token');
    expect(init.headers).toEqual({ 'Access-Token': 'tok', 'Group-Id': '6' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(clicks).toEqual(['汇率.xlsx']);
    click.mockRestore();
  });

  it('a 401 ends the session; another refusal carries the server’s message', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ code: 401, message: 'token 无效' }, 401)));
    await expect(downloadFile('/api/declarations/1/print.pdf', 'a.pdf')).rejects.toMatchObject({
      status: 401,
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    vi.stubGlobal('fetch', () => Promise.resolve(json({ code: 404, message: '文件不存在' }, 404)));
    await expect(downloadFile('/download/file/9', 'b.xlsx')).rejects.toMatchObject({
      status: 404,
      message: '文件不存在',
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
  });
});
