import { expect, test } from '@playwright/test';
import { openFromMenu, signIn, siteUrl } from './helpers.ts';

test('sign out lands on the login page with the session cleared and the token revoked', async ({
  page,
  context,
}) => {
  await signIn(page);
  await openFromMenu(page, '报关业务', '报关业务', '报关单');
  const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
  // the page leaves as soon as logout answers, so its answer is read on the way through
  let logoutBody: unknown;
  await page.route('**/oos/logout?*', async (route) => {
    // Node does not resolve *.localhost: fetch through 127.0.0.1
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString() });
    logoutBody = await response.json();
    await route.fulfill({ response });
  });
  // the pointer crosses 切换公司 on its way down, whose submenu can swallow the first click: try again then
  await expect(async () => {
    if (logoutBody === undefined) {
      await page.getByRole('button', { name: '用户菜单' }).click({ timeout: 2000 });
      await page.getByRole('menuitem', { name: '退出登录' }).click({ timeout: 2000 });
    }
    await expect.poll(() => logoutBody, { timeout: 3000 }).toMatchObject({ code: 10000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/index\/login$/);
  await expect(page.getByRole('heading', { name: '智慧物流平台' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);
  // every stored field is gone except the company choice
  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bo.oms.')));
  expect(left).toEqual(['bo.oms.session.company']);
  const after = await page.request.get('/sys-user/get-user-info', { headers: { 'Access-Token': token } });
  expect(after.status()).toBe(401);
  // the app's pages now lead to the login page, remembering where the user wanted to go
  await page.goto(siteUrl('oms', '/index/declaration/index'));
  await expect(page).toHaveURL(/\/index\/login\?redirect=%2Fdeclaration%2Findex$/);
});

test('a token revoked on the server sends the page back to the login page (HTTP 401)', async ({
  page,
  context,
}) => {
  await signIn(page, { username: 'finance' });
  const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
  await page.request.get(`/oauth/revoke_token?access_token=${token}`);
  await page.reload();
  await expect(page).toHaveURL(/\/index\/login\?redirect=%2Fdashboard$/);
  expect((await context.cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);
});

test('personal centre: profile, avatar upload shown at once, avatar type refused', async ({ page }) => {
  await signIn(page, { username: 'service' });
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/personalCenterindex$/);
  await expect(page.getByRole('tab', { name: '个人中心' })).toBeVisible();
  await expect(page.getByLabel('邮箱')).toHaveValue('service@example.com');

  // a 1×1 PNG
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = page.waitForResponse((r) => new URL(r.url()).pathname === '/sys-user/upload-portrait');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  expect((await upload).ok()).toBe(true);
  await expect(page.getByText('头像已更新')).toBeVisible();
  await expect(page.locator('.avatar-upload img')).toHaveAttribute('src', /\/sys-user\/avatar\/.+\.png$/);
  await expect(page.locator('.avatar-button img')).toHaveAttribute('src', /\/sys-user\/avatar\/.+\.png$/);

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: png });
  await expect(page.getByText('头像只能是 PNG、JPG、GIF 或 WEBP 图片')).toBeVisible();

  await page.getByLabel('手机号码').fill('123');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toBeVisible();
  await page.getByLabel('手机号码').fill('13800138000');
  await page.getByLabel('个人简介').fill('负责华东区客户');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
});
