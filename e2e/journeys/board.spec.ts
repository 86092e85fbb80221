import { signIn } from '../helpers.ts';
import { expect, test } from './journey-guard.ts';

/**
 * The wall screen's journey (role board, user `board`): it signs in on the staff site and lands on the
 * data board, full screen, drawn: its figures, its clock and its charts.
 */

test('board: signs in and sees the data board drawn', async ({ page, journey }) => {
  test.setTimeout(240_000);
  await signIn(page, { username: 'board' });
  await expect(page).toHaveURL(/\/index\/datav\/jhx$/);
  const board = page.locator('.data-board');
  await expect(board.locator('h1')).toHaveText('业务数据看板');
  await expect(board.locator('[data-figure="releasedToday"] .data-board-kpi-value')).toHaveText(/^\d[\d,]*$/);
  await expect(board.getByText(/^数据时间 \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expect(board.getByRole('region', { name: '客户排行' }).getByRole('img')).toBeVisible();
  // full screen: no menus around it, and it fits the window
  await expect(page.locator('.app-sidebar')).toHaveCount(0);
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth > window.innerWidth,
    y: document.documentElement.scrollHeight > window.innerHeight,
  }));
  expect(overflow).toEqual({ x: false, y: false });
  await expect(board.locator('.data-board-offline')).toHaveCount(0);
  await journey.finish(page, 'board');
});
