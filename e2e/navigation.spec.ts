import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  passSessionConfirm,
  passwordInput,
  signIn,
  signInButton,
  siteUrl,
  usernameInput,
  DEMO_PASSWORD,
} from './helpers.ts';

/**
 * Landing and navigation (issue 31 §1): every account lands where its work is, and the seven top menu
 * groups all show in the header, in their order, without the "…" overflow, at 1280 and 1440 px with the
 * CJK font the machine has (wider glyphs than the boxes drawn without it).
 */

/** The groups of the oms site in their order: the full title (tooltip, accessible name) and the label. */
const GROUPS: [title: string, label: string][] = [
  ['报关业务', '报关'],
  ['保税业务', '保税'],
  ['仓储运输', '物流'],
  ['财务结算', '财务'],
  ['基础资料', '资料'],
  ['系统管理', '系统'],
  ['入仓预约', '预约'],
];

const topBar = (page: Page) => page.locator('.group-menu');

for (const width of [1280, 1440]) {
  test(`all seven groups show in the header at ${width} px and each opens its pages`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page); // the administrator holds every group
    const items = topBar(page).getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    // in their order, by their short labels; the overflow item ("…") stays hidden
    await expect(items).toHaveText(GROUPS.map(([, label]) => label));
    await expect(topBar(page).locator('.ant-menu-overflow-item-rest')).toBeHidden();
    const bar = (await topBar(page).boundingBox())!;

    for (const [title, label] of GROUPS) {
      const item = topBar(page).getByRole('menuitem', { name: title, exact: true });
      await expect(item).toBeVisible();
      await expect(item).toHaveText(label);
      // inside the bar, not pushed under the header tools
      const box = (await item.boundingBox())!;
      expect(box.x + box.width, title).toBeLessThanOrEqual(bar.x + bar.width);
      await item.click();
      await expect(item).toHaveClass(/ant-menu-item-selected/);
      // the sidebar now holds that group's pages: its directory of the same name
      await expect(
        page.locator('.app-sidebar').getByRole('menuitem', { name: title, exact: true }).first(),
      ).toBeVisible();
    }

    // the full title shows on hover
    await topBar(page).getByText('物流', { exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: '仓储运输' })).toBeVisible();
  });
}

test("the wall screen's account lands on the data board, full screen, from the everyday sign-in page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, { username: 'board' });
  await expect(page).toHaveURL(/\/index\/datav\/jhx$/);
  await expect(page.locator('.data-board h1')).toHaveText('业务数据看板');
  await expect(page.locator('[data-figure="today"] .data-board-kpi-value')).toHaveText(/^\d[\d,]*$/);
  // no layout around it: no menus, no tabs
  await expect(page.locator('.app-wrapper')).toHaveCount(0);
  // the root address takes it there again (a wall screen reloading its start page)
  await page.goto(siteUrl('oms', '/index/'));
  await expect(page).toHaveURL(/\/index\/datav\/jhx$/);
  await expect(page.locator('.data-board h1')).toHaveText('业务数据看板');
});

test("staff land on their role's home tab, with the role's name and the product's version", async ({
  page,
}) => {
  await signIn(page, { username: 'accountant' });
  await expect(page).toHaveURL(/\/index\/dashboard$/);
  const card = page.locator('.dashboard-card');
  await expect(card.locator('.ant-tag')).toHaveText(['财务']);
  // the product's version is the root package.json's, with the time of the build
  const { version } = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'),
  ) as { version: string };
  expect(version).not.toBe('0.0.0');
  await expect(card).toContainText(
    new RegExp(`${version.replaceAll('.', '\\.')}（构建于 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}）`),
  );
  await expect(page.getByText('财务待办', { exact: true })).toBeVisible();
});

test('a partner lands on the appointments home', async ({ page }) => {
  await page.goto(siteUrl('oms', '/index/login/partner'));
  await usernameInput(page).fill('partner01');
  await passwordInput(page).fill(DEMO_PASSWORD);
  await signInButton(page).click();
  await passSessionConfirm(page);
  await expect(page).toHaveURL(/\/index\/yy\/welcome$/);
  await expect(page.getByText('我的概览', { exact: true })).toBeVisible();
});
