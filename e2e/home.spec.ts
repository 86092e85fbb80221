import { expect, test } from '@playwright/test';
import { apiToken, signIn, siteUrl } from './helpers.ts';
import {
  bouncedDeclaration,
  figureOf,
  json,
  listTotal,
  sectionCard,
  setAsideReceipt,
} from './home-fixture.ts';

/**
 * The home tab's figures: each role sees its own section, every figure counts what its list
 * shows, and its number opens that list with the figure's filters. The clerk's bounced declarations,
 * the administrator's 系统运行 (failed jobs and set-aside receipts) and the partner's overview.
 */

const stamp = Date.now().toString().slice(-8);

test("a clerk's home counts the bounced and held declarations and opens exactly them", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // ---- a declaration of the clerk's, sent and bounced by customs (receipt E), through the API ----
  const admin = await apiToken(request);
  const { cdSn } = await bouncedDeclaration(
    request,
    { admin, clerk: await apiToken(request, 'clerk') },
    stamp,
  );

  // ---- the clerk signs in (the set-up's session is signed out): what the list counts now ----
  await signIn(page, { username: 'clerk' });
  const clerk = await apiToken(request, 'clerk');
  const attention = await listTotal(request, clerk, '/api/declarations', { cd_status: '80,90' });
  expect(attention.rows.map((r) => r.cd_sn)).toContain(cdSn);
  expect(attention.total).toBeGreaterThanOrEqual(2); // the demo's bounced one and ours

  // ---- the home tab's 单证 card shows that number ----
  await page.goto(siteUrl('oms', '/index/dashboard'));
  const card = sectionCard(page, '单证待办');
  await expect(card).toBeVisible();
  const figure = figureOf(card, '退单或查验待处理');
  const link = figure.getByRole('link', { name: `退单或查验待处理：${attention.total}` });
  await expect(link).toHaveText(String(attention.total));

  // ---- its number opens the declaration list with the filter applied ----
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === '/index/declaration/index');
  expect(new URL(page.url()).searchParams.get('cd_status')).toBe('80,90');
  const list = page.locator('.app-page:visible', {
    has: page.locator('h1', { hasText: /^报关单/ }),
  });
  const rows = list.locator('.ant-table-tbody .ant-table-row');
  // the list's screen loads on first use: the loaded machine is given time
  await expect(list.locator('.ant-table-row', { hasText: cdSn })).toBeVisible({ timeout: 60_000 });
  await expect(list.locator('.ant-pagination-total-text')).toHaveText(`共 ${attention.total} 条`);
  // the newest first: ours is on the first page of 20 with the others
  await expect(rows).toHaveCount(Math.min(attention.total, 20));
  // every row listed is bounced (退单) or held (查验)
  const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
  for (const text of statuses) expect(text).toMatch(/退单|查验/);
});

test("the administrator's home shows 系统运行; its figures open the 系统运行 page filtered", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // ---- a receipt file the watcher cannot read is set aside ----
  const fileName = await setAsideReceipt(request, await apiToken(request), stamp);

  await signIn(page, { username: 'admin' });
  const admin = await apiToken(request);
  const section = await json<{ figures: { key: string; count: number; query: Record<string, string> }[] }>(
    await request.get('/api/summary/admin', { headers: { 'Access-Token': admin } }),
  );
  const failed = section.figures.find((f) => f.key === 'jobs_failed')!;
  const inbox = await listTotal(request, admin, '/api/summary/inbox-failures');
  expect(inbox.total).toBeGreaterThanOrEqual(1);

  // ---- the 系统运行 card: every figure with its number ----
  await page.goto(siteUrl('oms', '/index/dashboard'));
  const card = sectionCard(page, '系统运行');
  await expect(card).toBeVisible();
  for (const name of ['在线用户', '失败的后台任务', '运行中的后台任务', '处理失败的回执', '今日登录失败'])
    await expect(figureOf(card, name).locator('.summary-count')).toHaveText(/^\d+$/);
  await expect(figureOf(card, '处理失败的回执').locator('.summary-count')).toHaveText(String(inbox.total));
  await expect(figureOf(card, '失败的后台任务').locator('.summary-count')).toHaveText(String(failed.count));

  // ---- "failed jobs" opens the page with the status (and the day) set ----
  await figureOf(card, '失败的后台任务').getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/index/summary/health');
  const address = new URL(page.url()).searchParams;
  expect(address.get('status')).toBe('failed');
  expect(address.get('since')).toBe(failed.query.since);
  const health = page.locator('.health-page:visible');
  await expect(health.locator('h1')).toHaveText('系统运行');
  const jobs = health.locator('.health-jobs');
  await expect(jobs.locator('.health-status .ant-select-selection-item')).toHaveText('失败');
  await expect(jobs.getByLabel('起始日期')).toHaveValue(failed.query.since!);
  if (failed.count)
    await expect(jobs.locator('.ant-pagination-total-text')).toHaveText(`共 ${failed.count} 条`);
  else await expect(jobs.getByText('没有符合条件的后台任务')).toBeVisible();

  // ---- "set-aside receipts" opens the page where the file is listed with its reason ----
  await page.goto(siteUrl('oms', '/index/dashboard'));
  await figureOf(sectionCard(page, '系统运行'), '处理失败的回执').getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/index/summary/health' && !url.search);
  const set = page.locator('.health-page:visible .health-inbox');
  const row = set.locator('.ant-table-row', { hasText: fileName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('demo');
  await expect(row).toContainText('unknown receipt');
  // and with no filter in the address the jobs are not filtered
  await expect(
    page.locator('.health-page:visible .health-status .ant-select-selection-placeholder'),
  ).toHaveText('全部状态');
});

test('the partner sees their overview on the welcome page, each number what their lists count', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, { site: 'yy', username: 'partner01' });
  await expect(page).toHaveURL(/\/index\/yy\/welcome$/);
  const partner = await apiToken(request, 'partner01');
  const section = await json<{
    figures: { key: string; label?: string; count: number; query: Record<string, string> }[];
  }>(await request.get('/api/summary/partner', { headers: { 'Access-Token': partner } }));
  const queryOf = (key: string) => section.figures.find((f) => f.key === key)!.query;
  const week = await listTotal(request, partner, '/api/appointments', queryOf('appointments_week'));
  const declarations = await listTotal(request, partner, '/api/declarations');
  const toConfirm = await listTotal(request, partner, '/api/statements', { status: 'sent' });

  const card = sectionCard(page, '我的概览');
  await expect(card).toBeVisible();
  await expect(figureOf(card, '本周预约').locator('.summary-count')).toHaveText(String(week.total));
  await expect(figureOf(card, '待确认的对账单').locator('.summary-count')).toHaveText(
    String(toConfirm.total),
  );
  // their declarations by status: the parts add up to every declaration they may read
  const byStatus = figureOf(card, '我的报关单（按状态）');
  await expect(byStatus.locator('.summary-part').first()).toBeVisible();
  await expect
    .poll(async () => {
      const counts = await byStatus.locator('.summary-part .summary-count').allTextContents();
      return counts.reduce((sum, n) => sum + Number(n), 0);
    })
    .toBe(declarations.total);
  await expect(byStatus.locator('.summary-part-label').first()).not.toHaveText('');
  // the week's appointments open the partner's own appointment list
  await figureOf(card, '本周预约').getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/index/yy/appointment');
});
