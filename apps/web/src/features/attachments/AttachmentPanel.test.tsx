import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../i18n/index.ts';
import { AttachmentPanel, fileSizeText } from './AttachmentPanel.tsx';
import { uploadProblem } from './model/upload-rules.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ROWS = [
  {
    id: 1,
    owner_type: 'appointment',
    owner_id: 7,
    kind: 'draft',
    title: '报关草单',
    is_header: true,
    file_name: null,
    file_size: null,
    content_type: null,
    upload_time: null,
  },
  {
    id: 2,
    owner_type: 'appointment',
    owner_id: 7,
    kind: 'other',
    title: '装箱单',
    is_header: false,
    file_name: 'packing.pdf',
    file_size: 2048,
    content_type: 'application/pdf',
    upload_time: '2026-11-25T08:00:00Z',
  },
];

function stubServer(uploadAnswer?: () => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body });
      if (method === 'GET' && url.startsWith('/api/attachments?'))
        return Promise.resolve(json({ content: ROWS }));
      if (method === 'POST' && url === '/api/attachments/1/file')
        return Promise.resolve(uploadAnswer ? uploadAnswer() : json({ ...ROWS[0], file_name: 'd.pdf' }));
      return Promise.resolve(json({ id: 0 }));
    }),
  );
  return calls;
}

function renderPanel(editable: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <AttachmentPanel ownerType="appointment" ownerId={7} editable={editable} />
      </App>
    </QueryClientProvider>,
  );
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const buttonsOf = (tr: HTMLElement) =>
  within(tr)
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
const pick = (tr: HTMLElement, file: File) =>
  fireEvent.change(tr.querySelector('input[type=file]')!, { target: { files: [file] } });
const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name);

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the upload checks in the browser', () => {
  it('uses the shared rules and their messages', () => {
    expect(uploadProblem({ name: 'a.pdf', size: 0 })).toBe('文件为空');
    expect(uploadProblem({ name: 'a.exe', size: 10 })).toContain('只能上传以下类型的文件');
    expect(uploadProblem({ name: `${'x'.repeat(61)}.pdf`, size: 10 })).toBe('文件名不能超过64个字符');
    expect(uploadProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('文件大小不能超过10MB');
    expect(uploadProblem({ name: '草单.XLSX', size: 10 })).toBeNull();
    expect(fileSizeText(2048)).toBe('2.0 KB');
  });
});

describe('the attachment panel', { timeout: 30_000 }, () => {
  it('marks the header row, offers upload only into an empty row and never deletes the header row', async () => {
    stubServer();
    renderPanel(true);
    const header = await rowOf('报关草单');
    within(header).getByText('必传');
    expect(buttonsOf(header)).toEqual(['上传']);
    const added = await rowOf('装箱单');
    expect(buttonsOf(added)).toEqual(['下载', '删除文件', '删除']);
    expect(added.querySelector('input[type=file]')).toBeNull();
    within(added).getByText('2.0 KB');
    screen.getByRole('button', { name: /添加附件/ });
  });

  it('offers only downloads when the document cannot change', async () => {
    stubServer();
    renderPanel(false);
    expect(buttonsOf(await rowOf('报关草单'))).toEqual([]);
    expect(buttonsOf(await rowOf('装箱单'))).toEqual(['下载']);
    expect(screen.queryByRole('button', { name: /添加附件/ })).toBeNull();
  });

  it('refuses an empty file and a wrong type in the browser, without sending them', async () => {
    const calls = stubServer();
    renderPanel(true);
    const header = await rowOf('报关草单');
    pick(header, fileOf('草单.pdf', 0));
    await screen.findByText('文件为空');
    pick(header, fileOf('草单.exe', 10));
    await screen.findByText(/只能上传以下类型的文件/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends a good file as multipart "file" and shows the server’s reason when it is refused', async () => {
    const calls = stubServer(() =>
      json(
        {
          code: 400,
          message: '上传失败，请检查文件：文件内容不是pdf文件',
          errors: { file: '上传失败，请检查文件：文件内容不是pdf文件' },
        },
        400,
      ),
    );
    renderPanel(true);
    pick(await rowOf('报关草单'), fileOf('草单.pdf', 10));
    await screen.findByText('上传失败，请检查文件：文件内容不是pdf文件');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/attachments/1/file');
    expect((post.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('asks for a title before adding a row', async () => {
    const calls = stubServer();
    renderPanel(true);
    await rowOf('报关草单');
    fireEvent.click(screen.getByRole('button', { name: /添加附件/ }));
    await screen.findByText('请输入附件名称');
    fireEvent.change(screen.getByLabelText('新附件名称'), { target: { value: '发票' } });
    fireEvent.click(screen.getByRole('button', { name: /添加附件/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/attachments',
        body: JSON.stringify({ owner_type: 'appointment', owner_id: 7, kind: 'other', title: '发票' }),
      }),
    );
  });
});
