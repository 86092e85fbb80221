import { expect, test, type Page } from '@playwright/test';

// antd puts a space between the characters of two-character CJK button labels ("登 录").
const signInButton = (page: Page) => page.getByRole('button', { name: /登\s*录/ });

async function fillSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await signInButton(page).click();
}

test('the root address lands on /index/ and shows the sign-in form', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index\/$/);
  await expect(page.getByLabel('用户名')).toBeVisible();
  await expect(page.getByLabel('密码')).toBeVisible();
  await expect(signInButton(page)).toBeEnabled();
});

test('a wrong password shows the server message and leaves the form usable', async ({ page }) => {
  await page.goto('/index/');
  await fillSignIn(page, 'admin', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await expect(page.getByLabel('用户名')).toBeEnabled();
  await expect(page.getByLabel('密码')).toBeEnabled();
  await expect(signInButton(page)).toBeEnabled();
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('admin signs in, is welcomed by name and signs out', async ({ page }) => {
  await page.goto('/index/');
  await fillSignIn(page, 'admin', 'Demo@2026!');
  await expect(page.getByText('欢迎，系统管理员')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  expect(token).toBeTruthy();

  // A reload keeps the session of this tab.
  await page.reload();
  await expect(page.getByText('欢迎，系统管理员')).toBeVisible();

  const logout = page.waitForResponse((r) => r.url().includes('/oos/logout'));
  await page.getByRole('button', { name: '退出登录' }).click();
  expect(await (await logout).json()).toMatchObject({ code: 10000 });
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();

  // The token is revoked on the server.
  const after = await page.request.get('/sys-user/get-user-info', { headers: { 'Access-Token': token! } });
  expect(after.status()).toBe(401);
});
