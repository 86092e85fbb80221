import { businessToday, releasedDeclaration, searchBySource, slipPdf } from '../finance-fixture.ts';
import { chooseOption, confirmAsk, labelled } from '../form-helpers.ts';
import { apiToken, button, dialog, main, openFromMenu, rowOf, signIn, siteUrl, toast } from '../helpers.ts';
import { expect, test } from './journey-guard.ts';

/**
 * The accountant's journey (role finance, user `accountant`): the charges of a released declaration
 * confirmed, a statement made of them and sent, confirmed by the partner (a second browser signed in as
 * `partner01`), paid on the public payment page, and the payment confirmed, writing the lines off.
 */

test.use({ timezoneId: 'Asia/Shanghai' });

const stamp = Date.now().toString().slice(-8);
const REFERENCE = `JRNTRF${stamp}`;

test('accountant: a statement made, sent, confirmed by the partner, paid on the public page, confirmed', async ({
  page,
  browser,
  request,
  journey,
}) => {
  test.setTimeout(240_000);
  // set-up the clerk and customs would have done: a declaration of C0001 sent and released; the demo's
  // customs contract of C0001 raises its charges
  const { entryId } = await releasedDeclaration(request, await apiToken(request), stamp);

  // ---- the accountant confirms the declaration's charges ----
  await signIn(page, { username: 'accountant' });
  await openFromMenu(page, '财务结算', '财务结算', '应收应付');
  await searchBySource(page, entryId);
  // the lines of that declaration only (the list below the search)
  const lines = main(page).locator('.ant-table-row');
  await expect(lines.first()).toContainText('草稿');
  const drafts = lines.filter({ hasText: '草稿' });
  while ((await drafts.count()) > 0) {
    const count = await drafts.count();
    await drafts.first().getByRole('button', { name: '确认' }).click();
    await confirmAsk(page);
    await expect(drafts).toHaveCount(count - 1);
  }

  // ---- a statement of today for C0001, sent for confirmation ----
  await openFromMenu(page, '财务结算', '财务结算', '对账单');
  await button(main(page), '新建对账单').first().click();
  const collect = dialog(page);
  await chooseOption(collect, '客户', '嘉禾', /C0001/);
  const today = businessToday();
  const period = collect.locator('.ant-picker-range input');
  await period.first().fill(today);
  await period.last().fill(today);
  await period.last().press('Enter');
  await button(collect, '生成').click();
  const created = toast(page, /已生成对账单 DZ\d+/);
  await expect(created).toBeVisible();
  const statementNo = /DZ\d+/.exec((await created.textContent()) ?? '')![0];
  const detail = page.locator('.ant-drawer:visible');
  await expect(detail).toContainText(statementNo);
  // the released declaration's line is on it (other lines of the customer's day may be too)
  await expect(detail).toContainText(entryId);
  await button(detail, '发送确认').click();
  await confirmAsk(page);
  await expect(detail).toContainText('待客户确认');
  await detail.locator('.ant-drawer-close').click();
  await expect(rowOf(main(page), statementNo)).toContainText('待客户确认');

  // ---- the partner, in its own browser: confirms it and pays it on the public page ----
  const partnerContext = await browser.newContext({
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
  });
  journey.watch(partnerContext);
  const partner = await partnerContext.newPage();
  await signIn(partner, { site: 'yy', username: 'partner01' });
  await partner.goto(siteUrl('yy', '/index/yy/statement'));
  const mine = rowOf(main(partner), statementNo);
  await mine.getByRole('button', { name: '确认对账' }).click();
  await confirmAsk(partner);
  await expect(mine).toContainText('已确认');
  await mine.getByRole('button', { name: '付款' }).click();
  const [feePage] = await Promise.all([
    partner.waitForEvent('popup'),
    dialog(partner)
      .getByRole('link', { name: /收银台/ })
      .click(),
  ]);
  await rowOf(feePage, statementNo).getByRole('link').click();
  await expect(feePage).toHaveURL(/\/payment\/index\?token=/);
  await expect(feePage.getByLabel(/^(\* )?转账金额/)).toHaveValue(/^\d+\.\d{2}$/);
  await feePage.getByLabel(labelled('转账流水号')).fill(REFERENCE);
  await feePage.getByLabel(labelled('付款人')).fill('厦门嘉禾贸易有限公司');
  await feePage.locator('input[type="file"]').setInputFiles({
    name: '转账凭证.pdf',
    mimeType: 'application/pdf',
    buffer: slipPdf(REFERENCE),
  });
  await button(feePage, '提交转账信息').click();
  await expect(feePage.getByText('转账信息已提交')).toBeVisible();
  await partnerContext.close();

  // ---- the accountant confirms the transfer: the statement's lines are written off ----
  await openFromMenu(page, '财务结算', '财务结算', '收付款');
  const payment = rowOf(main(page), REFERENCE);
  await expect(payment).toContainText('待确认');
  await payment.getByRole('button', { name: '确认到账' }).click();
  await confirmAsk(page);
  await expect(payment).toContainText('已确认');
  await openFromMenu(page, '财务结算', '财务结算', '应收应付');
  await searchBySource(page, entryId);
  await expect(lines.first()).toContainText('已结清');
  await expect(lines.filter({ hasNotText: '已结清' })).toHaveCount(0);
  await journey.finish(page, 'accountant');
});
