import { expect, test } from '@playwright/test';
import { button, signIn, toast } from './helpers.ts';

/**
 * The demo company prints its seal (打印显示公章 on): a clerk (the document-clerk role) previews and
 * prints a declaration with it (the PDF's seal is checked by the API tests, declaration-seal.test.ts).
 */

test('a clerk prints a declaration carrying the company’s seal', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, { username: 'clerk', to: '/declaration/index' });
  const row = page.locator('.ant-table-row').first();
  await expect(row).toBeVisible();
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await button(row, '打印').click();
  const overlay = page.locator('.decl-print-overlay');
  const seal = overlay.getByTestId('declaration-seal');
  await expect(seal).toBeVisible();
  expect(await seal.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(overlay).toContainText('申报单位（签章）');
  await button(overlay, '打印').click();
  await expect(toast(page, '已记录打印')).toBeVisible();
});
