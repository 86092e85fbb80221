import { expect, test } from '@playwright/test';
import { chooseGroup, openFromMenu, sidebar, signIn, siteUrl } from './helpers.ts';

interface MenuEntry {
  title: string;
  type: string;
  hidden: boolean;
  children: MenuEntry[];
}

test('menus come from the server; a hidden route is in neither the menu nor the search', async ({ page }) => {
  const menu = page.waitForResponse((r) => new URL(r.url()).pathname === '/menu/index');
  const groups = page.waitForResponse((r) => new URL(r.url()).pathname === '/menu/group');
  await signIn(page);
  const tree = ((await (await menu).json()) as { data: MenuEntry[] }).data;
  const groupTitles = ((await (await groups).json()) as { data: { title: string }[] }).data.map(
    (g) => g.title,
  );
  // the hidden type-3 route is in the server's tree …
  const customs = tree.find((e) => e.title === '报关业务')!;
  expect(customs.children.find((c) => c.title === '报关单编辑')).toMatchObject({ type: '3', hidden: true });

  // … the top bar holds the server's groups (by their short labels, named by their titles), and the
  // sidebar the chosen group's pages
  const topBar = page.locator('.group-menu');
  await expect(topBar.getByRole('menuitem').first()).toHaveAccessibleName(groupTitles[0]!);
  await expect(topBar.getByRole('menuitem').first()).toHaveText('报关');
  await chooseGroup(page, '报关业务');
  await sidebar(page).getByRole('menuitem', { name: '报关业务' }).click();
  const items = sidebar(page).getByRole('menuitem');
  await expect(items.filter({ hasText: '报关单' }).first()).toBeVisible();
  const titles = (await items.allTextContents()).map((t) => t.trim());
  expect(titles).toEqual(['报关业务', '报关单', '出口提运单', '舱单', '传输通道', '敏感词规则', '代理关系']);
  expect(titles).not.toContain('报关单编辑');

  // … and not in the route search
  await page.getByRole('button', { name: '搜索菜单' }).click();
  await page.keyboard.type('报关单');
  const options = page.locator('.ant-select-item-option');
  await expect(options.first()).toHaveText('报关业务 > 报关单');
  expect(await options.allTextContents()).not.toContain('报关业务 > 报关单编辑');
  await page.keyboard.press('Escape');

  // a hidden route still opens by its address, with its title; unknown paths go to /404
  await page.goto(siteUrl('oms', '/index/declaration/edit'));
  await expect(page.locator('.app-main h1')).toHaveText('报关单编辑');
  await expect(page.locator('.decl-editor').getByText('商品信息').first()).toBeVisible();
  await page.goto(siteUrl('oms', '/index/no/such/page'));
  await expect(page).toHaveURL(/\/index\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('search a route by its pinyin initials', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '搜索菜单' }).click();
  await page.keyboard.type('bgd');
  const first = page.locator('.ant-select-item-option').first();
  await expect(first).toHaveText('报关业务 > 报关单');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/index\/declaration\/index$/);
  await expect(page).toHaveTitle('报关单 - 智慧物流平台');
  await expect(page.locator('.app-main h1')).toHaveText('报关单');
  await expect(page.locator('.app-main .ant-table')).toBeVisible();
  // a page opened by its address (应收应付 was the last menu page without a screen: it has one now)
  await page.goto(siteUrl('oms', '/index/bill/index'));
  await expect(page.locator('.app-main h1')).toHaveText('应收应付');
  await expect(page.getByRole('tab', { name: '未计费原因' })).toBeVisible();
});

test('an embedded page (type 2) opens in the iframe host with the access token', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '系统管理', '用户管理');
  await sidebar(page).getByRole('menuitem', { name: '数据看板' }).click();
  await expect(page).toHaveURL(/\/index\/oms\/iframe\/index\?id=\d+$/);
  const frame = page.locator('iframe.app-iframe');
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('src')).toMatch(/\/index\/datav\/jhx\?access_token=.+/);
  await expect(page.getByRole('tab', { name: '数据看板' })).toBeVisible();
  await expect(page.frameLocator('iframe.app-iframe').locator('h1')).toHaveText('业务数据看板');
});

test('menu titles follow the interface language; the customs work comes first for staff', async ({
  page,
}) => {
  await signIn(page);
  const topBar = page.locator('.group-menu').getByRole('menuitem');
  await expect(topBar.first()).toHaveText('报关');
  await openFromMenu(page, '报关业务', '报关业务', '出口提运单');

  // a busy machine may drop the click that opens the language menu: try again, as a person would
  await expect(async () => {
    await page.getByRole('button', { name: /^(语言|Language)$/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click({ timeout: 5_000 });
    await expect(topBar.first()).toHaveAccessibleName('Customs', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  // top bar, sidebar, tab, page title and browser title switch at once, from the definitions' labels
  await expect(sidebar(page).getByRole('menuitem', { name: 'Shipping bill', exact: true })).toBeVisible();
  await expect(
    sidebar(page).getByRole('menuitem', { name: 'Customs declaration', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Shipping bill' })).toBeVisible();
  await expect(page.locator('.app-main h1')).toHaveText('Shipping bill');
  await expect(page).toHaveTitle('Shipping bill - 智慧物流平台');

  // a new sign-in in English gets the English menu from the server too
  await page.reload();
  await expect(sidebar(page).getByRole('menuitem', { name: 'Shipping bill', exact: true })).toBeVisible();

  // right after the reload a busy machine may drop the first click on the language menu: try again
  await expect(async () => {
    await page.getByRole('button', { name: /^(Language|语言)$/ }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(topBar.first()).toHaveText('报关', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(sidebar(page).getByRole('menuitem', { name: '出口提运单', exact: true })).toBeVisible();
});
