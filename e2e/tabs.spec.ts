import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signIn, tabMenu, tabs } from './helpers.ts';

const tab = (page: Page, title: string) => page.getByRole('tab', { name: title, exact: true });
// a tab is clicked on its left edge: on a two-character title the middle can be the close button
const openTab = (page: Page, title: string) => tab(page, title).click({ position: { x: 6, y: 8 } });
const tabTitles = async (page: Page) => (await tabs(page).allTextContents()).map((t) => t.trim());
/**
 * Chooses a close item of a tab's context menu until the tabs are `left`. Seen on a loaded CI machine:
 * the item was clicked while the page opened just before was still being drawn, and the choice did not
 * take (no error, the menu gone, every tab still there); a person would choose it again.
 */
async function closeFromMenu(page: Page, title: string, item: string, left: string[]) {
  await expect(async () => {
    if ((await tabTitles(page)).length > left.length) await tabMenu(page, title, item);
    await expect.poll(() => tabTitles(page), { timeout: 5_000 }).toEqual(left);
  }).toPass({ timeout: 40_000 });
}

test('four pages in tabs: refresh, close, close others, close all, middle click; tabs survive a reload', async ({
  page,
}) => {
  test.slow(); // six pages are built, one of them twice, and the whole shell once more after a reload
  await signIn(page);
  for (const title of ['报关单', '出口提运单', '舱单', '传输通道']) {
    await openFromMenu(page, '报关业务', '报关业务', title);
  }
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '报关单', '出口提运单', '舱单', '传输通道']);
  await expect(tab(page, '传输通道')).toHaveAttribute('aria-selected', 'true');
  // the home tab is pinned: no close button, and its menu cannot close it
  await expect(tab(page, '首页').getByLabel(/关闭/)).toHaveCount(0);

  // refresh builds the page again and stays on it
  await openTab(page, '舱单');
  await expect(page).toHaveURL(/\/manifest\/index$/);
  // the screen's own title element, marked: a page built again has a new one
  const title = page.locator('.app-main .app-page:visible h1');
  await expect(title).toHaveText('舱单');
  await title.evaluate((el) => el.setAttribute('data-before-refresh', '1'));
  await tabMenu(page, '舱单', '刷新');
  await expect(page).toHaveURL(/\/manifest\/index$/);
  await expect(title).toHaveText('舱单');
  await expect(title).not.toHaveAttribute('data-before-refresh', '1');

  // a middle click closes a tab
  await tab(page, '出口提运单').click({ button: 'middle' });
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '报关单', '舱单', '传输通道']);

  // closing the active tab selects the next visited tab
  await openTab(page, '舱单');
  await closeFromMenu(page, '舱单', '关闭', ['首页', '报关单', '传输通道']);
  await expect(page).toHaveURL(/\/channel\/index$/);

  // close others keeps the home tab and the chosen one, and opens it
  await closeFromMenu(page, '报关单', '关闭其他', ['首页', '报关单']);
  await expect(page).toHaveURL(/\/declaration\/index$/);

  // close all keeps only the home tab
  await closeFromMenu(page, '报关单', '关闭所有', ['首页']);
  await expect(page).toHaveURL(/\/dashboard$/);

  // the × closes a tab too; the tabs survive a browser refresh
  await openFromMenu(page, '报关业务', '报关业务', '舱单');
  await openFromMenu(page, '报关业务', '报关业务', '敏感词规则');
  await openFromMenu(page, '报关业务', '报关业务', '代理关系');
  await tab(page, '敏感词规则').getByLabel('关闭 敏感词规则').click();
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '舱单', '代理关系']);
  await page.reload();
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '舱单', '代理关系']);
  await expect(tab(page, '代理关系')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('代理关系 - 智慧物流平台');
});
