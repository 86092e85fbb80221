import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  passSessionConfirm,
  passwordInput,
  signInButton,
  siteUrl,
  usernameInput,
} from './helpers.ts';

/**
 * What the sign-in page loads: its own code only. antd, the layout and every page behind
 * sign-in (the `shell` chunk) and the sign-in calls with their schemas (`auth-flow`) come when the user
 * starts on the form, and the app works after signing in. Structural checks (which files, what they
 * hold), never timings: the figures are in bench/RESULTS.md (bench/pages.ts).
 */

const ANTD_VERSION = (
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../node_modules/antd/package.json'), 'utf8'),
  ) as {
    version: string;
  }
).version;

const SHELL = /\/assets\/shell-[\w-]+\.js$/;
const SIGN_IN_CALLS = /\/assets\/auth-flow-[\w-]+\.js$/;

/** A file's text, asked of the test's server by path (Node does not resolve *.localhost as Chromium does). */
async function textOf(request: APIRequestContext, url: string) {
  return (await request.get(new URL(url).pathname)).text();
}

/** Every JavaScript file the page requests from now on, by address. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

test('the sign-in page loads no antd and nothing behind sign-in until the user starts on the form', async ({
  page,
  request,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(siteUrl('oms', '/index/login?redirect=%2Fdeclaration%2Findex'));
  await expect(usernameInput(page)).toBeVisible();
  await expect(signInButton(page)).toBeEnabled();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => SHELL.test(url) || SIGN_IN_CALLS.test(url))).toEqual([]);
  // no file of the page holds antd (its version string is in its theme code, which every antd page needs)
  for (const url of scripts) {
    const body = await textOf(request, url);
    expect(body.includes(ANTD_VERSION), `${url} holds antd ${ANTD_VERSION}`).toBe(false);
  }

  // typing starts loading what comes next, before the click: the shell, the sign-in calls, and antd
  const beforeTyping = scripts.length;
  await usernameInput(page).fill('clerk');
  await expect.poll(() => scripts.some((url) => SHELL.test(url))).toBe(true);
  await expect.poll(() => scripts.some((url) => SIGN_IN_CALLS.test(url))).toBe(true);
  await expect
    .poll(async () => {
      const texts = await Promise.all(scripts.slice(beforeTyping).map((url) => textOf(request, url)));
      return texts.some((text) => text.includes(ANTD_VERSION));
    })
    .toBe(true);

  // and the app works once signed in: the declaration list (the redirect target) shows its rows
  await passwordInput(page).fill(DEMO_PASSWORD);
  await signInButton(page).click();
  await passSessionConfirm(page);
  await expect(page).toHaveURL(/\/index\/declaration\/index$/);
  await expect(page.locator('.app-main h1', { hasText: '报关单' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});

test('the sign-in form keeps its labels, messages and keyboard use without antd', async ({ page }) => {
  await page.goto(siteUrl('oms'));
  // the user name field has the focus; Enter sends the form, and empty fields are named and refused
  await expect(usernameInput(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const username = usernameInput(page);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  const described = await username.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described}"]`)).toHaveText('请输入用户名');
  // typing clears the message; the password can be shown and hidden by its button
  await username.pressSequentially('admin');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await passwordInput(page).fill('secret-1');
  await expect(passwordInput(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: '显示密码' }).click();
  await expect(passwordInput(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: '隐藏密码' }).click();
  await expect(passwordInput(page)).toHaveAttribute('type', 'password');

  // the language menu: opened by the keyboard too, every language there, the page in the chosen one
  await page.getByRole('button', { name: '语言' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['中文', 'English', 'Español', '日本語']);
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Sign in - 智慧物流平台');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('button', { name: '言語' })).toBeVisible();
  await page.getByRole('button', { name: '言語' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Idioma' })).toBeVisible();
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Idioma' })).toBeFocused();
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(usernameInput(page)).toBeVisible();
});
