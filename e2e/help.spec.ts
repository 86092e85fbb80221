import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

/**
 * The help pages (issue 30): a role opens its own guide from the avatar menu and sees its screenshots,
 * switches the interface language, finds a topic of another guide through the route search and lands on
 * it; the reference lists the menu's pages with their buttons.
 */

const guide = (page: Page) => page.locator('.help-guide');

/** Every screenshot of the guide on screen has loaded (a broken image has no natural width). */
async function expectScreenshotsLoaded(page: Page) {
  const images = guide(page).locator('img');
  await expect(images.first()).toBeVisible();
  await images.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBeGreaterThan(0);
}

async function chooseLanguage(page: Page, current: RegExp, name: string, check: () => Promise<void>) {
  // a busy machine may drop the click that opens the language menu: try again, as a person would
  await expect(async () => {
    await page.getByRole('button', { name: current }).click();
    await page.getByRole('menuitem', { name }).click({ timeout: 5_000 });
    await check();
  }).toPass({ timeout: 45_000 });
}

test('a role opens its guide with screenshots, switches language and finds a topic by the route search', async ({
  page,
}) => {
  test.slow();
  await signIn(page, { username: 'accountant' });

  // ---- finance opens the guides from the avatar menu: its own guide first, marked as its role ----
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '使用指南' }).click();
  await expect(page).toHaveURL(/\/index\/guide\/index$/);
  await expect(page.locator('.app-main h1')).toHaveText('使用指南');
  await expect(page.getByRole('tab', { name: /财务.*您的角色/ })).toHaveAttribute('aria-selected', 'true');
  await expect(guide(page).getByRole('heading', { level: 2 })).toHaveText(/^财务指南/);
  await expect(guide(page).getByRole('heading', { name: /^对账单/ })).toBeVisible();
  await expectScreenshotsLoaded(page);

  // ---- the interface language changes the guide ----
  await chooseLanguage(page, /^语言$/, 'English', () =>
    expect(guide(page).getByRole('heading', { level: 2 })).toHaveText(/^Guide for finance/, {
      timeout: 5_000,
    }),
  );
  await expect(page.getByRole('tab', { name: /Finance.*Your role/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectScreenshotsLoaded(page);

  // ---- the route search finds a topic of the clerks' guide and opens the guide there ----
  await page.getByRole('button', { name: 'Search menus' }).click();
  await page.keyboard.type('Follow the receipts');
  const option = page
    .locator('.ant-select-item-option')
    .filter({ hasText: 'User guides > Clerk > Follow the receipts' });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/index\/guide\/index\?role=clerk#receipts$/);
  await expect(page.getByRole('tab', { name: 'Clerk', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const topic = guide(page).locator('#receipts');
  await expect(topic).toHaveText(/^Follow the receipts/);
  await expect(topic).toBeInViewport();

  // ---- back in Chinese the same topic is there, in Chinese ----
  await chooseLanguage(page, /^Language$/, '中文', () =>
    expect(guide(page).locator('#receipts')).toHaveText(/^跟踪回执/, { timeout: 5_000 }),
  );
});

test('the reference lists every menu group with its pages and buttons', async ({ page }) => {
  await signIn(page, { username: 'clerk', to: '/documentation/index' });
  await expect(page.locator('.app-main h1')).toHaveText('功能参考');
  const customs = page.locator('section').filter({ has: page.getByRole('heading', { name: '报关业务' }) });
  const row = customs
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '报关单', exact: true }) });
  await expect(row).toContainText('打印');
  // a page the clerk may not open is named, not linked
  const system = page.locator('section').filter({ has: page.getByRole('heading', { name: '系统管理' }) });
  await expect(system.getByRole('cell', { name: /^用户管理/ })).toBeVisible();
  await expect(system.getByRole('link', { name: '用户管理' })).toHaveCount(0);
  await row.getByRole('link', { name: '报关单', exact: true }).click();
  await expect(page).toHaveURL(/\/index\/declaration\/index$/);
});
