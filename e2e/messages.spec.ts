import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { apiToken, button, dialog, signIn, siteUrl } from './helpers.ts';

/**
 * Messages end to end: an administrator sends a message from the message centre; it pops up
 * at once for the recipient signed in in another browser (pushed over the live channel), as an in-page
 * notification when desktop notifications are not permitted and as a desktop notification when they
 * are; the bell counts it, opens it and marks it read.
 */

const notice = (page: Page) => page.locator('.message-notice');
const bell = (page: Page) => page.getByRole('button', { name: /^消息（\d+ 条未读）$/ });
const bellCount = (page: Page) => page.locator('.message-badge .ant-badge-count');

/** A second browser (its own cookies and storage) signed in as `username`, recording desktop notifications. */
async function recipient(browser: Browser, username: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'zh-CN', ...options });
  await context.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { __notifications: typeof shown }).__notifications = shown;
    const Native = window.Notification;
    if (!Native) return;
    // the real constructor still runs; the test only learns what was shown
    class Recorded extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
  });
  const page = await context.newPage();
  await signIn(page, { username });
  await expect(bell(page)).toBeVisible();
  return { context, page };
}

const desktopShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: { title: string }[] }).__notifications);

test('an administrator’s message pops up in the page of a signed-in user, who reads it from the bell', async ({
  page,
  browser,
}) => {
  test.slow();
  const clerk = await recipient(browser, 'clerk');
  expect(await clerk.page.evaluate(() => Notification.permission)).not.toBe('granted');

  await signIn(page, { to: '/message/index' });
  await expect(page.locator('.app-main')).toContainText('消息中心');
  await button(page, '发送消息').click();
  const form = dialog(page);
  await expect(form).toBeVisible();
  // the dialog checks its fields before sending anything
  await button(form, '发送消息').click();
  await expect(form.getByText('请填写标题')).toBeVisible();

  const title = `请核对报关单 ${Date.now().toString(36)}`;
  const users = form.getByLabel('用户', { exact: true });
  await users.click();
  await users.fill('clerk');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '(clerk)' }).click();
  await form.getByLabel('标题', { exact: true }).fill(title);
  await form.getByLabel('内容', { exact: true }).fill('报关单 A001 缺少箱号，请补充。');
  await button(form, '发送消息').click();
  await expect(page.locator('.ant-message-notice', { hasText: '已发送给 1 位用户' })).toBeVisible();
  await expect(form).toBeHidden();

  // the recipient's page shows it at once (desktop notifications are not permitted: in-page)
  const popped = notice(clerk.page).filter({ hasText: title });
  await expect(popped).toBeVisible();
  await expect(popped).toContainText('报关单 A001 缺少箱号，请补充。');
  expect(await desktopShown(clerk.page)).toEqual([]);
  // it leaves by itself after 3 s
  await expect(popped).toBeHidden({ timeout: 6_000 });
  await expect(bellCount(clerk.page)).toHaveAttribute('title', '1');

  // the bell lists it unread; opening it shows the body and marks it read
  await bell(clerk.page).click();
  const popover = clerk.page.getByTestId('message-popover');
  const item = popover.locator('.message-item', { hasText: title });
  await expect(item).toHaveClass(/message-unread/);
  await item.click();
  const view = dialog(clerk.page);
  await expect(view).toContainText(title);
  await expect(view.locator('.message-body')).toHaveText('报关单 A001 缺少箱号，请补充。');
  await expect(view).toContainText('系统管理员');
  await expect(bellCount(clerk.page)).toHaveCount(0);
  await button(view, '关闭').click();

  // the administrator's own inbox did not get it
  await page.getByRole('tab', { name: '私信' }).click();
  await expect(page.locator('.message-row', { hasText: title })).toHaveCount(0);
  await clerk.context.close();
});

test('with notifications permitted the message is a desktop notification; the centre lists and filters it', async ({
  browser,
  request,
}) => {
  test.slow();
  const service = await recipient(browser, 'service', { permissions: ['notifications'] });
  expect(await service.page.evaluate(() => Notification.permission)).toBe('granted');

  const token = await apiToken(request);
  const title = `系统维护通知 ${Date.now().toString(36)}`;
  const res = await request.post('/api/messages/send', {
    headers: { 'Access-Token': token },
    data: { kind: 'announcement', title, body: '今晚 22:00 起维护一小时。' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();

  await expect.poll(async () => (await desktopShown(service.page)).map((n) => n.title)).toContain(title);
  await expect(notice(service.page)).toHaveCount(0);
  await expect(bellCount(service.page)).toBeVisible();

  // the message centre: announcements tab, unread filter, read by opening
  await service.page.goto(siteUrl('oms', '/index/message/index'));
  await service.page.getByRole('tab', { name: /公告/ }).click();
  const row = service.page.locator('.message-row', { hasText: title });
  await expect(row).toHaveClass(/message-unread/);
  // a user without message:send has no send button
  await expect(button(service.page, '发送消息')).toHaveCount(0);
  await service.page.locator('.ant-segmented').getByText('未读', { exact: true }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '查看' }).click();
  await expect(dialog(service.page).locator('.message-body')).toHaveText('今晚 22:00 起维护一小时。');
  await button(dialog(service.page), '关闭').click();
  // read now: the unread filter drops it
  await expect(row).toHaveCount(0);
  await service.page.locator('.ant-segmented').getByText('全部', { exact: true }).click();
  await expect(service.page.locator('.message-row', { hasText: title })).not.toHaveClass(/message-unread/);
  await service.context.close();
});
