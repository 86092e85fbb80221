import { bookItem, choose, declareList, deductionReceipt, rowOf } from '../bonded-fixture.ts';
import { chooseOption } from '../form-helpers.ts';
import { button, dialog, main, signIn, siteUrl, toast } from '../helpers.ts';
import { expect, test } from './journey-guard.ts';

/**
 * The bonded operator's journey. The demo has no account of a bonded role of its own: the clerk's role
 * (单证员, user `clerk`) holds the books, inventory lists and passports, so the clerk plays it. An outbound
 * inventory list on the demo zone book whose line shows its item as soon as its 备案序号 is typed, declared;
 * customs' deduction receipt uploaded on the list screen; the book's balance lowered; a passport bound to
 * that list.
 */

const stamp = Date.now().toString().slice(-7);
const BOOK = 'T3701W000018';
const ITEM = 'MB-X1-0001';

test('bonded operator: an outbound list, declared, its receipt uploaded, the balance lowered, a passport bound to it', async ({
  page,
  journey,
}) => {
  test.setTimeout(240_000);
  await signIn(page, { username: 'clerk' });
  const before = await bookItem(page, BOOK, ITEM);
  expect(before.balance, 'the demo book holds item 1 in stock').toBeGreaterThanOrEqual(5);

  // ---- the outbound list: typing 备案序号 1 shows the item at once; saved and declared ----
  const internalNo = `JRNOUT${stamp}`;
  await declareList(page, {
    book: BOOK,
    internalNo,
    direction: '出口（出区）',
    qty: '5',
    item: '1',
    shows: [ITEM, '笔记本电脑主板'],
  });

  // ---- customs deducts: its receipt file uploaded on the list screen ----
  await page.goto(siteUrl('oms', '/index/invt/index'));
  const chooser = page.waitForEvent('filechooser');
  await button(main(page), '上传回执').click();
  await (
    await chooser
  ).setFiles({
    name: `INV211_${internalNo}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(deductionReceipt(internalNo, `QD3701E${stamp}001`)),
  });
  await expect(toast(page, /回执已记录/)).toBeVisible();
  await expect(rowOf(main(page), internalNo)).toContainText('已核扣');

  // ---- the book's balance is 5 lower, its outbound 5 higher ----
  expect(await bookItem(page, BOOK, ITEM)).toEqual({
    in: before.in,
    out: before.out + 5,
    balance: before.balance - 5,
  });

  // ---- a passport for the truck, bound to the list ----
  const passportNo = `JRNHF${stamp}`;
  await page.goto(siteUrl('oms', '/index/sasPassport/index'));
  await button(main(page), '新增').first().click();
  const form = dialog(page);
  await choose(form, '账册', BOOK);
  await chooseOption(form, '绑定类型', '一车多票');
  // the truck leaves the zone with the list's goods
  await chooseOption(form, '进出标志', '出区');
  await choose(form, '主管关区', '3701');
  await choose(form, '传输通道', '厦门单一窗口（文件夹）', '厦门');
  for (const [label, value] of Object.entries({
    企业内部编号: passportNo,
    车牌号: '闽D7E215',
    '车自重(KG)': '13000',
    '车架重(KG)': '1000',
    '总重量(KG)': '14050',
  }))
    await form.getByLabel(label, { exact: true }).fill(value);
  await button(form, '确定').click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(form).toBeHidden();
  const passport = rowOf(main(page), passportNo);
  await expect(passport).toContainText('未确认');
  await button(passport, '关联清单').click();
  const bind = page.locator('.passport-bind-lists');
  await rowOf(bind, internalNo).getByRole('checkbox').check();
  await button(bind, '关联清单').click();
  await expect(toast(page, '已关联 1 张清单，表体 1 行')).toBeVisible();
  await button(rowOf(main(page), passportNo), '货物').click();
  await expect(rowOf(main(page), ITEM)).toBeVisible();
  await journey.finish(page, 'bonded');
});
