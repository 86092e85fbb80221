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
  await signIn(page, { username: 'clerk' });
  await page.goto(siteUrl('oms', '/index/declaration/index'));
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
