import { expect, test, type Page } from '@playwright/test';
import { button, dialog, signIn, siteUrl, toast } from './helpers.ts';

/**
 * The checks made before sending and the delete of a draft, as the clerk meets them: the demo draft
 * with an excavator (监管条件 OA) and no automatic import licence shows what sending would refuse when
 * opened; sending it from the list is refused with the goods line and the licence named; a draft is
 * deleted after a question, and a sent declaration offers no delete.
 */

/** The demo's pre-send drafts are the last seeded import drafts, numbered …000091 to …000093. */
const draftRow = (page: Page, n: number) =>
  page.locator('.ant-table-row', { hasText: new RegExp(`I\\d{8}0000${n}`) });
const LICENCE = '第 1 项商品 8429521200 的监管条件 OA 需要随附单证：O 自动进口许可证(新旧机电产品)';

test('a clerk sees the warning, the refusal naming the field, and deletes a draft', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, { username: 'clerk', to: '/declaration/index' });
  const licenceDraft = draftRow(page, 91);
  // the first list of a fresh server on a busy machine may take a while
  await expect(licenceDraft).toBeVisible({ timeout: 60_000 });

  // ---- opened: the editor lists what sending would refuse ----
  await button(licenceDraft, '编辑').click();
  await expect(page).toHaveURL(/\/declaration\/edit\?id=\d+/);
  const warnings = page.locator('.decl-editor .decl-warnings');
  await expect(warnings).toContainText('发送前需处理 1 项：保存不受影响，申报时将被拒绝');
  await expect(warnings).toContainText(LICENCE);

  // ---- sent from the list: refused, the goods line and the licence named, nothing sent ----
  await page.goto(siteUrl('oms', '/index/declaration/index'));
  await button(draftRow(page, 91), '申报').click();
  const send = dialog(page);
  await expect(send).toContainText('确定通过所选通道向海关申报吗？');
  await button(send, '申报').click();
  await expect(send.locator('.decl-error-list')).toContainText(`goods[0].code_ts ${LICENCE}`);
  await send.getByRole('button', { name: /取\s*消/ }).click();
  await expect(draftRow(page, 91)).toContainText('暂存');

  // ---- 删除: offered on a draft, asked first; a sent declaration offers none ----
  const sent = page.locator('.ant-table-row', { hasText: '已申报' }).first();
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  const bookDraft = draftRow(page, 93);
  await bookDraft.getByRole('button', { name: /删\s*除/ }).click();
  const question = dialog(page);
  await expect(question).toContainText(/确定删除暂存报关单 I\d{8}000093 吗？删除后不能恢复。/);
  await button(question, '确定').click();
  await expect(toast(page, '已删除')).toBeVisible();
  await expect(draftRow(page, 93)).toHaveCount(0);
  await expect(draftRow(page, 92)).toBeVisible();
});
