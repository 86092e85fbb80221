import { expect, test } from '@playwright/test';
import { apiToken, signIn, siteUrl } from './helpers.ts';

/**
 * The last sign-in: after signing in, the user is told once when, from where and with which client it
 * signed in before (a notification "上次登录"); a reload does not tell it again; the personal page keeps it.
 */

test('after a sign-in the previous one is shown once, and on the personal page', async ({
  page,
  request,
}) => {
  test.slow();
  // a sign-in before this one, from the test's own client
  await apiToken(request, 'service');

  await signIn(page, { username: 'service' });
  const notice = page.locator('.last-login-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('上次登录');
  await expect(notice).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(notice).toContainText(/127\.0\.0\.1|::1/);

  // shown once: a reload of the same session does not tell it again
  await page.reload();
  await expect(page.locator('.app-wrapper, .app-page').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.locator('.last-login-notice')).toHaveCount(0);

  await page.goto(siteUrl('oms', '/index/personalCenter/personalCenterindex'));
  await expect(page.locator('.personal-center .last-login')).toContainText(
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
  );
});
