import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signIn, siteUrl } from './helpers.ts';

// Only with SCREENSHOTS=1 (npm run screenshots -w apps/web): refreshes docs/screenshots (SCREENSHOTS_DIR
// writes them elsewhere, to try the spec without touching the docs).
const dir = process.env.SCREENSHOTS_DIR ?? path.resolve(import.meta.dirname, '../docs/screenshots');

test.use({ viewport: { width: 1440, height: 860 } });

/** Waits for the progress bar to go and every finite CSS animation and transition (menus, drawers, hovers) to end. */
async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('#nprogress'));
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

test('screenshots of the login page, the layout with tabs and the settings drawer', async ({ page }) => {
  // two login pages, a sign-in, three pages and a drawer: 47 s on a machine with load 10, so three times the limit
  test.slow();
  await page.goto(siteUrl('oms'));
  await expect(page.getByRole('heading', { name: '智慧物流平台' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'login.png') });
  await page.goto(siteUrl('yy'));
  await expect(page.getByRole('heading', { name: '出入库预约系统' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'login-yy.png') });

  await signIn(page);
  for (const title of ['报关单', '舱单', '传输通道']) await openFromMenu(page, '报关业务', '报关业务', title);
  await page.getByRole('tab', { name: '舱单' }).click();
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'layout-tabs.png') });

  await page.getByRole('button', { name: '系统布局配置' }).click();
  await expect(page.getByRole('dialog', { name: '系统布局配置' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'settings-drawer.png') });
});

test('screenshots of the declaration list, editor and receipts, the download tasks and the message centre', async ({
  page,
}) => {
  test.slow();
  await signIn(page, { username: 'clerk', to: '/declaration/index' });
  await expect(page.locator('.app-main h1')).toHaveText('报关单');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'declaration-list.png') });

  const row = page.locator('.ant-table-row').first();
  await row.getByRole('button', { name: /回\s*执/ }).click();
  await expect(page.locator('.decl-receipts')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'declaration-receipts.png') });
  await page.keyboard.press('Escape');
  await expect(page.locator('.decl-receipts')).toBeHidden();

  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page.locator('.decl-editor')).toBeVisible();
  await expect(page.locator('.decl-editor [data-lines="goods"] [data-line]').first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'declaration-editor.png'), fullPage: true });

  await page.goto(siteUrl('oms', '/index/declaration/index'));
  await page.getByRole('button', { name: /导\s*出/ }).click();
  await page.getByRole('button', { name: /^下载任务/ }).click();
  await expect(page.locator('.download-panel').getByText('已完成').first()).toBeVisible({ timeout: 30_000 });
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'download-tasks.png') });

  await page.goto(siteUrl('oms', '/index/message/index'));
  await expect(page.locator('.app-main')).toContainText('消息中心');
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'message-centre.png') });
});

// The help guides' screenshots (apps/web/src/features/help/guides): served by the web app from
// apps/web/public/help/, one viewport of 1280×760 each (HELP_SCREENSHOTS_DIR writes them elsewhere).
const helpDir =
  process.env.HELP_SCREENSHOTS_DIR ?? path.resolve(import.meta.dirname, '../apps/web/public/help');
const HELP_VIEWPORT = { width: 1280, height: 760 };

async function helpShot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(helpDir, `${name}.png`) });
}

/** Opens a list page and waits for its first rows. */
async function openList(page: Page, site: 'oms' | 'yy', pathname: string) {
  await page.goto(siteUrl(site, `/index${pathname}`));
  await expect(page.locator('.app-main .ant-table-row').first()).toBeVisible();
}

const visibleDrawer = (page: Page) => page.locator('.ant-drawer-content:visible').last();

test.describe('screenshots of the help guides', () => {
  test.use({ viewport: HELP_VIEWPORT });

  test('the clerk’s', async ({ page }) => {
    test.slow();
    await signIn(page, { username: 'clerk' });
    await openList(page, 'oms', '/declaration/index');
    await helpShot(page, 'declaration-list');
    const row = page.locator('.ant-table-row').first();
    await row.getByRole('button', { name: /回\s*执/ }).click();
    await expect(page.locator('.decl-receipts')).toBeVisible();
    await helpShot(page, 'declaration-receipts');
    await page.keyboard.press('Escape');
    await expect(page.locator('.decl-receipts')).toBeHidden();
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await expect(page.locator('.decl-editor [data-lines="goods"]')).toBeVisible();
    await helpShot(page, 'declaration-editor');
    await openList(page, 'oms', '/invt/index');
    await helpShot(page, 'inventory-list');
    await openList(page, 'oms', '/sasPassport/index');
    await helpShot(page, 'passport-list');
  });

  test('customer service’s', async ({ page }) => {
    test.slow();
    await signIn(page, { username: 'service' });
    await openList(page, 'oms', '/appointment/index');
    await helpShot(page, 'appointment-list');
    await openList(page, 'oms', '/task/index');
    await page.locator('.ant-table-row').first().getByRole('button', { name: '详情' }).click();
    await expect(visibleDrawer(page).locator('.ant-table-row').first()).toBeVisible();
    await helpShot(page, 'task-order-detail');
    await page.goto(siteUrl('oms', '/index/transport/transport/index?view=board'));
    await expect(page.locator('.dispatch-board')).toBeVisible();
    await helpShot(page, 'dispatch-board');
  });

  test('finance’s', async ({ page }) => {
    test.slow();
    await signIn(page, { username: 'accountant' });
    await openList(page, 'oms', '/bill/index');
    await helpShot(page, 'bill-list');
    await openList(page, 'oms', '/statement/index');
    await page.locator('.ant-table-row').first().getByRole('button', { name: '详情' }).click();
    await expect(visibleDrawer(page).locator('.ant-table-row').first()).toBeVisible();
    await helpShot(page, 'statement-detail');
    await page.goto(siteUrl('oms', '/index/financeReport/index'));
    await expect(page.locator('.app-main canvas, .app-main .ant-table-row').first()).toBeVisible();
    await helpShot(page, 'finance-report');
  });

  test('the partner’s', async ({ page }) => {
    test.slow();
    await signIn(page, { site: 'yy', username: 'partner01', to: '/yy/welcome' });
    await expect(page.locator('.app-main .ant-card').first()).toBeVisible();
    await helpShot(page, 'partner-home');
    await openList(page, 'yy', '/yy/appointment');
    await page.getByRole('button', { name: '新增预约' }).first().click();
    await expect(
      page.locator('.ant-modal-content:visible, .ant-drawer-content:visible').first(),
    ).toBeVisible();
    await helpShot(page, 'partner-appointment-form');
    await openList(page, 'yy', '/yy/statement');
    await helpShot(page, 'partner-statements');
  });

  test('the administrator’s', async ({ page }) => {
    test.slow();
    await signIn(page);
    await openList(page, 'oms', '/system/user');
    await helpShot(page, 'user-list');
    await openList(page, 'oms', '/system/role');
    // a top-level role of the tree (the administrator's holds every permission and shows no tree)
    await page
      .locator('.ant-table-row', { hasText: 'ccs管理员' })
      .first()
      .getByRole('button', { name: '授权' })
      .click();
    await expect(page.locator('.ant-tree-treenode:visible').first()).toBeVisible();
    await helpShot(page, 'role-grant');
    await page.keyboard.press('Escape');
    await openList(page, 'oms', '/channel/index');
    await helpShot(page, 'channel-list');
  });
});

test('screenshot of the help page (a role’s guide)', async ({ page }) => {
  test.slow();
  await signIn(page, { username: 'accountant' });
  await page.goto(siteUrl('oms', '/index/guide/index#statements'));
  await expect(page.locator('.help-guide #statements')).toBeInViewport();
  await page.locator('.help-guide img').first().scrollIntoViewIfNeeded();
  await page.locator('.help-guide #statements').scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: path.join(dir, 'guide.png') });
});
