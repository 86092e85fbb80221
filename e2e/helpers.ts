import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The port of the server the config started (the same default as playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 18181);
export const DEMO_PASSWORD = 'Demo@2026!';

/** A white-label site's address: Chromium resolves every *.localhost to 127.0.0.1. */
export function siteUrl(site: 'oms' | 'yy' | 'ops' | 'datav', path = '/index/login'): string {
  return `http://${site}.localhost:${PORT}${path}`;
}

// antd puts a space between the characters of two-character CJK button labels ("登 录").
export const signInButton = (page: Page) => page.getByRole('button', { name: /^登\s*录$/ });
export const usernameInput = (page: Page) => page.getByLabel('用户名', { exact: true });
export const passwordInput = (page: Page) => page.getByLabel('密码', { exact: true });

/** Drags the slider of the appointment site's login by `fraction` of the track. */
export async function dragSlider(page: Page, fraction = 1) {
  const handle = page.getByRole('slider');
  const track = page.getByTestId('slider-check');
  const t = (await track.boundingBox())!;
  // after a failed try the handle slides back (a CSS transition): start from the left edge
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await expect.poll(async () => Math.round((await handle.boundingBox())!.x - t.x)).toBeLessThanOrEqual(1);
  const h = (await handle.boundingBox())!;
  const startX = h.x + h.width / 2;
  const y = h.y + h.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const endX = startX + (t.width - h.width) * fraction + (fraction >= 1 ? 20 : 0);
  await page.mouse.move(endX, y, { steps: 12 });
  await page.mouse.up();
}

/**
 * Signs in through the login page. When the user has a live session elsewhere (another test),
 * the "already logged in" confirm appears: confirming signs that session out. With `to` (a page of the
 * site, `/rate/index`), the login page is opened as a signed-out visit to that page leaves it
 * (`?redirect=`), so the sign-in lands there instead of on the home tab: the tests about another page do
 * not draw a home they do not look at (two to three CPU-seconds of the browser each).
 */
export async function signIn(
  page: Page,
  options: {
    site?: 'oms' | 'yy' | 'ops' | 'datav';
    username?: string;
    password?: string;
    slider?: boolean;
    to?: string;
  } = {},
) {
  const { site = 'oms', username = 'admin', password = DEMO_PASSWORD, slider = site === 'yy', to } = options;
  await page.goto(siteUrl(site, to ? `/index/login?redirect=${encodeURIComponent(to)}` : '/index/login'));
  await usernameInput(page).fill(username);
  await passwordInput(page).fill(password);
  if (slider) await dragSlider(page);
  await signInButton(page).click();
  await passSessionConfirm(page);
  if (to) await expect(page).toHaveURL((url) => url.pathname === `/index${to.split('?')[0]}`);
  await expect(page.locator('.app-wrapper, .app-page').first()).toBeVisible();
}

/**
 * Waits for the sign-in to leave the login page, confirming "already logged in elsewhere" when asked.
 * A click on the confirmation while its dialog is still opening was seen (on CI) to have no effect, so
 * the confirmation is clicked again while it is still there and the page has not left.
 */
export async function passSessionConfirm(page: Page) {
  const force = page.getByRole('button', { name: '强制下线并登录' });
  const onLogin = () => new URL(page.url()).pathname.includes('/login');
  await expect(async () => {
    if (onLogin() && (await force.isVisible())) await force.click({ timeout: 2_000 });
    await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A token for API calls made by the test itself (set-up), not by the page. */
export async function apiToken(request: APIRequestContext, username = 'admin', password = DEMO_PASSWORD) {
  const client = username.startsWith('partner') ? ['customer', 'customer-secret'] : ['web', 'web-secret'];
  const res = await request.post('/oauth/token', {
    form: { grant_type: 'password', client_id: client[0]!, client_secret: client[1]!, username, password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The sidebar's menu items (by visible title). */
export const sidebar = (page: Page) => page.locator('.app-sidebar');
export const tabs = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');

/** Chooses a menu group in the top bar (from its overflow menu when the bar is too narrow). */
export async function chooseGroup(page: Page, group: string) {
  const item = page.locator('.group-menu').getByRole('menuitem', { name: group, exact: true });
  if (await item.isVisible()) {
    await item.click();
    return;
  }
  // the overflow popup opens on hover and closes when the pointer leaves it: seen on a loaded CI machine,
  // the home page below it finished drawing while it was open, the popup moved and closed before its
  // item was clicked; a person would hover again, and so does this (the click is not retried once done)
  await expect(async () => {
    await page.locator('.group-menu .ant-menu-overflow-item-rest').hover();
    await page
      .locator('.ant-menu-submenu-popup')
      .getByRole('menuitem', { name: group, exact: true })
      .click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens a page through the top-bar group and the sidebar. */
export async function openFromMenu(page: Page, group: string, directory: string, title: string) {
  await chooseGroup(page, group);
  const item = sidebar(page).getByRole('menuitem', { name: title, exact: true });
  if (!(await item.isVisible())) await sidebar(page).getByRole('menuitem', { name: directory }).click();
  await item.click();
  // exactly this title, among the open tabs' pages the visible one (合同 and 合同方案 may both be open)
  await expect(
    page.locator('.app-main h1:visible').filter({ hasText: new RegExp(`^${title}$`) }),
  ).toBeVisible();
}

/**
 * Right-clicks a tab and chooses an item of its menu. Seen on the slower CI machine: a tab menu opened
 * right after the page below it changed can close again within a few hundred milliseconds, before its
 * item is clicked; a person would right-click again, and so does this (the item's click is not retried
 * once it has happened).
 */
export async function tabMenu(page: Page, title: string, item: string) {
  const tab = page.getByRole('tab', { name: title, exact: true });
  await expect(async () => {
    await tab.click({ button: 'right' });
    await page.getByRole('menuitem', { name: item, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

// antd spaces two-character CJK button labels ("保 存"); an icon's name comes first ("plus 新增")
const buttonLabel = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}$`);
/** A button by its text, however antd spaces it. */
export const button = (scope: Page | Locator, text: string) =>
  scope.getByRole('button', { name: buttonLabel(text) });
/** The open dialog. */
export const dialog = (page: Page) => page.locator('.ant-modal:visible');
/** A message toast with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice', { hasText: text }).first();
/** The page of the tab in front. */
export const main = (page: Page) => page.locator('.app-main .app-page:visible');
/** A table row holding this text. */
export const rowOf = (scope: Page | Locator, text: string) =>
  scope.locator('.ant-table-row', { hasText: text });
