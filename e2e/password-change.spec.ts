import { expect, test, type Page } from '@playwright/test';
import { apiToken, passwordInput, signIn, signInButton, siteUrl, usernameInput } from './helpers.ts';

/** A field's error under the input (the policy also appears as a hint below the form). */
const fieldError = (page: Page, text: string) =>
  page.getByRole('dialog').locator('.ant-form-item-explain-error', { hasText: text });

async function fillChange(page: Page, oldPassword: string, password: string, confirm: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('旧密码').fill(oldPassword);
  await dialog.getByLabel('新密码').fill(password);
  await dialog.getByLabel('确认密码').fill(confirm);
  await dialog.getByRole('button', { name: '修改密码' }).click();
}

test('a weak-password user must change it, and signs in again after', async ({ page }) => {
  await signIn(page, { username: 'legacy01', password: 'legacy2026' });
  const dialog = page.getByRole('dialog', { name: '请修改密码' });
  await expect(dialog).toBeVisible();
  // forced: no close button, Escape does not dismiss it
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // the shared policy and messages
  await fillChange(page, 'legacy2026', 'abc12345', 'abc12345');
  await expect(fieldError(page, '密码只能由8-20位的数字、大小写字母和特殊符合任三种类型组成')).toBeVisible();
  await fillChange(page, 'legacy2026', 'Legacy01@x', 'Legacy01@x');
  await expect(fieldError(page, '密码与用户名有重叠，请重新设置')).toBeVisible();
  await fillChange(page, 'legacy2026', 'Legacy@2026a', 'Legacy@2026b');
  await expect(fieldError(page, '两次密码输入不一致')).toBeVisible();
  await fillChange(page, 'wrong-old', 'Legacy@2026a', 'Legacy@2026a');
  await expect(fieldError(page, '旧密码不正确')).toBeVisible();

  await fillChange(page, 'legacy2026', 'Legacy@2026a', 'Legacy@2026a');
  await expect(page).toHaveURL(/\/index\/login$/);
  await expect(page.locator('.login-box').getByText('修改密码成功,请重新登录')).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);

  // the old password no longer works; the new one does, without the dialog
  await usernameInput(page).fill('legacy01');
  await passwordInput(page).fill('legacy2026');
  await signInButton(page).click();
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await signIn(page, { username: 'legacy01', password: 'Legacy@2026a' });
  await expect(page.getByRole('heading', { name: /欢迎/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a password reset by an administrator must be changed; the dialog offers sign-out', async ({
  page,
  request,
}) => {
  // set-up through the API: a new staff user whose password an administrator reset
  const token = await apiToken(request);
  const username = `e2ereset${Date.now() % 100000}`;
  const add = await request.post(`/code/oauth2/sys-user-dto/add?access_token=${token}`, {
    data: { username, password: 'Start@2026x', name: '重置测试', client_id: 'web' },
  });
  expect(add.ok(), await add.text()).toBe(true);
  const id = ((await add.json()) as { data: { id: number } }).data.id;
  const reset = await request.post(`/code/oauth2/sys-user-dto/resetUserPassword?access_token=${token}`, {
    data: { id, password: 'Reset@2026x' },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  await signIn(page, { username, password: 'Reset@2026x' });
  const dialog = page.getByRole('dialog', { name: '请修改密码' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '稍后修改' })).toHaveCount(0);
  // it comes back after a reload, until the password is changed
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/index\/login$/);
  await page.goto(siteUrl('oms', '/index/dashboard'));
  await expect(page).toHaveURL(/\/index\/login\?redirect=%2Fdashboard$/);
});
