import { expect, test } from '@playwright/test';
import { signIn, tabs } from './helpers.ts';

test('switch the language and the size', async ({ page, context }) => {
  await signIn(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle('Home - 智慧物流平台');
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');

  await page.getByRole('button', { name: 'Size' }).click();
  await page.getByRole('menuitem', { name: 'Mini' }).click();
  await expect(page.getByText('Switch Size Success')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'size')?.value).toBe('mini');
  await expect(page.locator('.app-root')).toHaveClass(/size-mini/);

  // both choices survive a reload; Japanese and Spanish are there too
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
  await expect(page.locator('.app-root')).toHaveClass(/size-mini/);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('tab', { name: 'ホーム' })).toBeVisible();
  await page.getByRole('button', { name: '言語' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('tab', { name: 'Inicio' })).toBeVisible();
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
});

test('the settings drawer changes the theme and hides the tags view', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '系统布局配置' }).click();
  const drawer = page.getByRole('dialog', { name: '系统布局配置' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('switch', { name: '开启 Tags-View' })).toBeChecked();
  await expect(drawer.getByRole('switch', { name: '固定 Header' })).toBeChecked();
  await expect(drawer.getByRole('switch', { name: '侧边栏 Logo' })).toBeChecked();
  await expect(drawer.getByRole('switch', { name: '菜单支持拼音搜索' })).toBeChecked();
  await drawer.getByRole('radio', { name: '#11a983' }).click();
  await expect(drawer.getByRole('radio', { name: '#11a983' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('tab', { name: '首页' })).toHaveCSS('background-color', 'rgb(17, 169, 131)');
  await drawer.getByRole('switch', { name: '开启 Tags-View' }).click();
  await expect(tabs(page)).toHaveCount(0);
  await drawer.getByRole('switch', { name: '侧边栏 Logo' }).click();
  await expect(page.locator('.sidebar-logo')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.sidebar-logo')).toHaveCount(0);
  await expect(tabs(page)).toHaveCount(0);
});
