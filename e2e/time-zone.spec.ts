import { expect, test, type Locator } from '@playwright/test';
import { button, signIn, siteUrl } from './helpers.ts';

/**
 * One clock for everyone: a clerk whose browser is in New York sees a declaration's latest receipt at
 * the same business time (Asia/Shanghai, the demo's BUSINESS_TIME_ZONE, learnt from the site
 * configuration) in the list's 最新回执 and in the receipts drawer, each labelled UTC+8.
 */
test.use({ timezoneId: 'America/New_York' });

/** The Shanghai wall-clock text of an instant, worked out here and not by the app. */
const shanghai = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));

/** What a BusinessTime element says: its instant, its text without the label, and the label. */
async function shownTime(time: Locator) {
  await expect(time).toBeVisible();
  const instant = (await time.getAttribute('datetime'))!;
  const label = (await time.locator('.zone-label').textContent())!.trim();
  const text = (await time.textContent())!.replace(label, '').trim();
  return { instant, text, label };
}

test('a clerk in New York sees the latest receipt at one business time in the list and the drawer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { username: 'clerk' });
  // the browser really is elsewhere: its own clock is not China's
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/New_York',
  );
  await page.goto(siteUrl('oms', '/index/declaration/index'));
  await expect(page.locator('.app-main h1', { hasText: '报关单' })).toBeVisible();

  // a declaration with a latest receipt: its code and, under it, its time on the business clock
  const row = page.locator('.ant-table-row', { has: page.locator('.decl-latest-receipt') }).first();
  await expect(row).toBeVisible();
  const code = await row.locator('.decl-latest-receipt .ant-tag').getAttribute('data-code');
  const inList = await shownTime(row.locator('.decl-latest-receipt time'));
  expect(inList.label).toBe('UTC+8');
  expect(inList.text).toBe(shanghai(inList.instant));
  // hovering names the zone and gives the reader's own (New York) time
  await expect(row.locator('.decl-latest-receipt time')).toHaveAttribute(
    'title',
    /^业务时间 Asia\/Shanghai（UTC\+8） · 您的时间 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
  );

  // the drawer's newest receipt is that receipt, at that same time, labelled the same
  await button(row, '回执').click();
  const drawer = page.locator('.decl-receipts');
  const newest = drawer.locator('.decl-receipt').last();
  await expect(newest).toHaveAttribute('data-code', code!);
  const inDrawer = await shownTime(newest.locator('.decl-receipt-time time.business-time'));
  expect(inDrawer).toEqual(inList);
});
