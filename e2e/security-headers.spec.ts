import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, sidebar, signIn, siteUrl } from './helpers.ts';

/** Every Content-Security-Policy violation the browser reports on the page (Chromium logs each). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the web app runs under its Content-Security-Policy without a violation, with the security headers', async ({
  page,
}) => {
  // five pages, the last the data board in the embedded-page host (its charts load there): a loaded
  // machine needs more than one minute for all of them
  test.slow();
  const violations = watchCsp(page);
  const html = (await page.goto(siteUrl('oms', '/index/login')))!;
  expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  expect(html.headers()['referrer-policy']).toBe('same-origin');
  expect(html.headers()['x-frame-options']).toBe('SAMEORIGIN');

  await signIn(page);
  // a generic list, the declaration list and editor, a form dialog, the embedded-page host
  await openFromMenu(page, '系统管理', '系统管理', '用户管理');
  await expect(page.locator('.app-main .ant-table')).toBeVisible();
  await page.goto(siteUrl('oms', '/index/declaration/index'));
  await expect(page.locator('.app-main .ant-table')).toBeVisible();
  await page.goto(siteUrl('oms', '/index/declaration/edit?ie_flag=0'));
  await expect(page.locator('.decl-editor')).toBeVisible();
  await page.goto(siteUrl('oms', '/index/system/user'));
  await sidebar(page).getByRole('menuitem', { name: '数据看板' }).click();
  await expect(page.frameLocator('iframe.app-iframe').locator('h1')).toHaveText('业务数据看板');
  expect(violations).toEqual([]);
});
