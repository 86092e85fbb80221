import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn, siteUrl } from './helpers.ts';
import { releasedDeclaration } from './finance-fixture.ts';

/**
 * The data board: the wall screen's account `board` signs in on the datav site and lands on
 * the board; a declaration released through the API (its receipts uploaded) changes "released today"
 * within seconds, pushed by the live channel, without a reload. The account holds the board only.
 */

/** A big number of the board (released today, needing action, …), as a number. */
const figure = async (page: Page, key: string) => {
  const text = await page.locator(`[data-figure="${key}"] .data-board-kpi-value`).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
};

test('the wall screen shows the board and follows a release without a reload', async ({ page, request }) => {
  test.setTimeout(180_000);
  // the board runs under the app's Content-Security-Policy (charts, the dark theme) without a violation
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const admin = await apiToken(request);

  // ---- the wall screen signs in on the datav site: the board, dark and full screen ----
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, { site: 'datav', username: 'board' });
  await expect(page).toHaveURL(/\/index\/datav\/jhx$/);
  const board = page.locator('.data-board');
  await expect(board.locator('h1')).toHaveText('业务数据看板');
  await expect(board.locator('[data-figure="releasedToday"] .data-board-kpi-value')).toHaveText(/^\d[\d,]*$/);
  await expect(board.getByText(/^数据时间 \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expect(board.getByRole('region', { name: '客户排行' }).getByRole('img')).toBeVisible();
  // it fits the screen: nothing scrolls
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth > window.innerWidth,
    y: document.documentElement.scrollHeight > window.innerHeight,
  }));
  expect(overflow).toEqual({ x: false, y: false });
  const before = await figure(page, 'releasedToday');
  // a marker on the page: still there afterwards means the page was not loaded again
  await page.evaluate(() => ((window as unknown as { boardMarker?: number }).boardMarker = 1));

  // ---- a declaration is released (its receipts arrive through the API): the board follows ----
  await releasedDeclaration(request, admin, `B${Date.now().toString().slice(-7)}`);
  await expect.poll(() => figure(page, 'releasedToday'), { timeout: 15_000 }).toBe(before + 1);
  expect(await page.evaluate(() => (window as unknown as { boardMarker?: number }).boardMarker)).toBe(1);
  await expect(board.locator('.data-board-offline')).toHaveCount(0);
  expect(violations).toEqual([]);

  // ---- the board's account may read the board and nothing else ----
  const token = await apiToken(request, 'board');
  const headers = { 'Access-Token': token };
  expect((await request.get('/api/summary/board', { headers })).status()).toBe(200);
  const refused = await request.get('/api/declarations', { headers, params: { page: 1, size: 1 } });
  expect(refused.status()).toBe(403);
});

test('the board fits 1366×768, keeps its figures while the server is away, and is refused to a clerk', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, { site: 'datav', username: 'board' });
  const today = page.locator('[data-figure="today"] .data-board-kpi-value');
  await expect(today).toHaveText(/^\d[\d,]*$/);
  await expect(page.locator('.data-board-panel')).toHaveCount(10);
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth > window.innerWidth,
    y: document.documentElement.scrollHeight > window.innerHeight,
  }));
  expect(overflow).toEqual({ x: false, y: false });

  // ---- the server cannot be reached: the figures stay, with the time they were taken ----
  const shown = await today.textContent();
  const takenAt = (await page.getByText(/^数据时间 /).textContent())!.replace('数据时间 ', '');
  await page.route('**/api/summary/board', (route) => route.abort('connectionrefused'));
  // the browser saying it is online again makes the board fetch at once (as a push would)
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.locator('.data-board-offline')).toHaveText(`连接中断，显示 ${takenAt} 的数据`);
  await expect(today).toHaveText(shown!);
  await expect(page.locator('.data-board-panel')).toHaveCount(10);
  // back again: the retry (with back-off) recovers by itself
  await page.unroute('**/api/summary/board');
  await expect(page.locator('.data-board-offline')).toHaveCount(0, { timeout: 30_000 });

  // ---- a clerk holds no board permission: the page says so instead of showing figures ----
  await signIn(page, { username: 'clerk' });
  await page.goto(siteUrl('oms', '/index/datav/jhx'));
  await expect(page.getByText('无权查看数据看板')).toBeVisible();
  await expect(page.locator('.data-board h1')).toHaveText('业务数据看板');
  await expect(page.locator('[data-figure]')).toHaveCount(0);
});
