import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page, type WebSocket } from '@playwright/test';
import { apiToken, button, signIn, siteUrl, toast } from './helpers.ts';

/**
 * Download tasks end to end: an export from a list screen becomes a download task; the
 * header badge counts it, the panel shows its progress pushed over the live channel, the file
 * downloads by itself at 100 and opens with exceljs; a task is deleted with the confirmation; an
 * export whose file cannot be written ends failed: red status and an error notification.
 */

// antd spaces two-character CJK button labels ("删 除"); an icon's name comes first ("export 导出")
const drawer = (page: Page) => page.locator('.ant-drawer-content', { hasText: '下载任务' });
const badgeCount = (page: Page) => page.locator('.download-badge .ant-badge-count');

/** The ports of the customs parameters: a few thousand seeded rows, enough for several progress steps. */
const LIST = '/index/baseData/index?type=port';

/**
 * Records every badge count and every progress value each panel row shows, however briefly (an
 * export of a few thousand rows takes seconds only), from before the exports start.
 */
async function recordUi(page: Page) {
  await page.evaluate(() => {
    const seen = { badge: [] as number[], progress: {} as Record<string, number[]>, toasts: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const toasts = new WeakSet<Element>();
    const record = () => {
      // each message toast once, whatever its life: on a loaded machine a 3-second toast can come and go
      // between two polls of a visibility check
      for (const notice of Array.from(document.querySelectorAll('.ant-message-notice'))) {
        if (toasts.has(notice) || !notice.textContent) continue;
        toasts.add(notice);
        seen.toasts.push(notice.textContent);
      }
      const count = document.querySelector('.download-badge .ant-badge-count')?.getAttribute('title');
      if (count && Number(count) !== seen.badge.at(-1)) seen.badge.push(Number(count));
      for (const row of Array.from(document.querySelectorAll('.download-panel tr[data-row-key]'))) {
        const value = Number(row.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
        const values = (seen.progress[row.getAttribute('data-row-key')!] ??= []);
        if (!Number.isNaN(value) && value !== values.at(-1)) values.push(value);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    record();
  });
}

interface Seen {
  badge: number[];
  progress: Record<string, number[]>;
  toasts: string[];
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

test('the live channel: token out of the URL, init payload, ping answered by pong, closed on sign-out', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  // listeners set as the socket is created see every frame, the first one included
  const sent: string[] = [];
  const received: string[] = [];
  const opened = new Promise<WebSocket>((resolve) =>
    page.on('websocket', (ws) => {
      if (!/\/ws(\?|$)/.test(ws.url())) return;
      ws.on('framesent', ({ payload }) => sent.push(String(payload)));
      ws.on('framereceived', ({ payload }) => received.push(String(payload)));
      resolve(ws);
    }),
  );
  await page.goto(siteUrl('oms', '/index/dashboard'));
  const socket = await opened;
  // the token travels as a subprotocol: never in the URL (URLs end up in logs)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  expect(cookie?.value).toBeTruthy();
  expect(socket.url()).not.toContain(cookie!.value);
  expect(new URL(socket.url()).search).toBe('');
  await expect.poll(() => sent[0]).toBe('{"type":"init","lang":"zh"}');
  // ping every 15 s, answered by pong
  await expect.poll(() => sent.includes('ping'), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => received.includes('pong')).toBe(true);
  const closed = socket.waitForEvent('close');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await closed;
  await expect(page).toHaveURL(/\/index\/login$/);
});

test('exports: badge, progress, the files arrive and open, delete with confirmation', async ({
  page,
  request,
}) => {
  test.slow();
  let token = await apiToken(request);
  const list = await request.get('/api/base-data', {
    params: { type: 'port', page: 1, size: 10 },
    headers: { 'Access-Token': token },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const { totalElements: total } = (await list.json()) as { totalElements: number };
  expect(total).toBeGreaterThan(1000);

  await signIn(page);
  // the live pushes the page receives (the socket is the page's own)
  const pushes: { process: number; sta: number }[] = [];
  page.on('websocket', (socket) => {
    if (!/\/ws(\?|$)/.test(socket.url())) return;
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (!text.startsWith('{')) return;
      const message = JSON.parse(text) as { type?: string; data?: { process: number; sta: number } };
      if (message.type === 'download' && message.data) pushes.push(message.data);
    });
  });
  await page.goto(siteUrl('oms', LIST));
  await expect(page.locator('.app-main h1')).toHaveText('海关参数');
  await expect(page.locator('.ant-table-row').first()).toContainText('口岸（港口）');
  await expect(badgeCount(page)).toHaveCount(0);

  // the download page is open in a second tab (same session, its own socket) while three exports
  // run (the server runs two at once): its rows follow the pushes on the way to 100
  const tasksPage = await page.context().newPage();
  await tasksPage.goto(siteUrl('oms', '/index/download/index'));
  await expect(tasksPage.locator('.app-main h1')).toHaveText('下载任务');
  await expect(tasksPage.locator('.download-panel')).toContainText('暂无下载任务');
  await recordUi(tasksPage);
  await recordUi(page);
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.bringToFront();
  // three tasks made, each said by the toast (one keyed toast per list: a second export renews it)
  const toastSeen = async () => (await seen(page)).toasts.some((text) => text.includes('导出任务已创建'));
  for (let i = 1; i <= 3; i++) {
    const started = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/base-data\/export(\?|$)/.test(r.url()),
    );
    await button(page, '导出').click();
    expect((await started).ok()).toBe(true);
    await expect.poll(toastSeen).toBe(true);
    await expect(button(page, '导出')).toBeEnabled();
  }
  await expect.poll(() => downloads.length, { timeout: 90_000 }).toBe(3);
  const download = downloads[0]!;
  expect(download.suggestedFilename()).toMatch(/^海关参数_\d{14}\.xlsx$/);
  const file = path.join(test.info().outputPath(), download.suggestedFilename());
  await download.saveAs(file);

  // at 100 the lists refreshed: every task is complete (green) with a full bar, in the page and in
  // the header's panel
  await page.getByRole('button', { name: /^下载任务/ }).click();
  const panel = drawer(page);
  for (const list of [tasksPage.locator('.download-panel'), panel]) {
    const rows = list.locator('.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.locator('.download-status-complete')).toHaveText([/完成/, /完成/, /完成/]);
    for (const bar of await rows.getByRole('progressbar').all()) {
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
    }
  }
  await expect(badgeCount(page)).toHaveCount(0);
  await expect(badgeCount(tasksPage)).toHaveCount(0);
  // the badge counted the unfinished tasks, and the bars showed values on the way to 100
  const steps = pushes.filter((p) => p.process > 0 && p.process < 100);
  expect(steps.length, 'progress pushes between 0 and 100').toBeGreaterThan(2);
  const header = await seen(page);
  expect(Math.max(...header.badge)).toBeGreaterThanOrEqual(1);
  const shown = Object.values((await seen(tasksPage)).progress);
  expect(shown).toHaveLength(3);
  expect(shown.every((values) => values.at(-1) === 100)).toBe(true);
  expect(
    shown.some((values) => values.some((v) => v > 0 && v < 100)),
    JSON.stringify(shown),
  ).toBe(true);

  // the file opens: a header row in the user's language, one row per port, codes shown with names
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
  expect(headers).toEqual(expect.arrayContaining(['参数类别', '海关代码', '中文名称']));
  expect(sheet.actualRowCount).toBe(total + 1);
  const kind = headers.indexOf('参数类别') + 1;
  expect(String(sheet.getRow(2).getCell(kind).value)).toBe('口岸（港口）');
  expect(String(sheet.getRow(total + 1).getCell(kind).value)).toBe('口岸（港口）');

  // delete: cancel first (取消删除), then confirm (删除成功!); the browser's sign-in ended the set-up
  // token's session, so the checks use the browser's token
  token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
  const id = await newestTaskId(request, token);
  expect((await request.get(`/download/file/${id}`, { headers: { 'Access-Token': token } })).status()).toBe(
    200,
  );
  const rows = panel.locator('.ant-table-row');
  const row = panel.locator(`tr[data-row-key="${id}"]`);
  const before = await rows.count();
  await button(row, '删除').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('操作提示');
  await expect(confirm.locator('.ant-modal-confirm-content')).toHaveText('确定要删除吗?');
  await button(confirm, '取消').click();
  await expect(toast(page, '取消删除')).toBeVisible();
  await expect(rows).toHaveCount(before);
  await button(row, '删除').click();
  await button(confirm, '确定').click();
  await expect(toast(page, '删除成功!')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
  await expect(row).toHaveCount(0);
  // its file is gone with it
  expect((await request.get(`/download/file/${id}`, { headers: { 'Access-Token': token } })).status()).toBe(
    404,
  );
});

/** The id of the user's newest task. */
async function newestTaskId(request: Parameters<typeof apiToken>[0], token: string): Promise<number> {
  const res = await request.get('/download/index', {
    params: { page: 1, size: 10 },
    headers: { 'Access-Token': token },
  });
  const body = (await res.json()) as { data: { data: { id: number }[] } };
  expect(body.data.data.length).toBeGreaterThan(0);
  return body.data.data[0]!.id;
}

/** Where the server keeps export files (DATA_DIR/files/exports): the config gives the test the same DATA_DIR. */
const exportsDir = () => path.join(process.env.E2E_DATA_DIR!, 'files', 'exports');

test('an export whose file cannot be written: red status with the note, error notification', async ({
  page,
}) => {
  test.slow();
  await signIn(page, { to: '/rate/index' });
  await expect(page.locator('.app-main h1')).toHaveText('汇率');

  // the file store breaks for real: a plain file stands where the exports folder must be
  const dir = exportsDir();
  const aside = `${dir}.aside-${Date.now()}`;
  if (fs.existsSync(dir)) fs.renameSync(dir, aside);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.writeFileSync(dir, 'not a folder');
  try {
    await button(page, '导出').click();
    await expect(toast(page, '导出任务已创建')).toBeVisible();
    const notice = page.locator('.ant-notification-notice-error');
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice.locator('.ant-notification-notice-message')).toContainText('失败');
    const note = (await notice.locator('.ant-notification-notice-description').textContent()) ?? '';
    expect(note.trim().length).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^下载任务/ }).click();
    const row = drawer(page).locator('.ant-table-row').first();
    const status = row.locator('.download-status-failed');
    await expect(status).toContainText('失败');
    await expect(status).toHaveCSS('color', 'rgb(255, 77, 79)');
    await status.hover();
    await expect(page.locator('.ant-tooltip-inner', { hasText: note.trim() })).toBeVisible();
    await expect(badgeCount(page)).toHaveCount(0);
  } finally {
    fs.rmSync(dir, { force: true });
    if (fs.existsSync(aside)) fs.renameSync(aside, dir);
  }
});
