import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  button,
  dragSlider,
  main,
  openFromMenu,
  rowOf,
  sidebar,
  signIn,
  signInButton,
  siteUrl,
  toast,
} from './helpers.ts';
import { codeOf, waitForMail } from './mail.ts';

/**
 * The appointment site on screen: a partner registers with an e-mail code read from the mail
 * the server wrote, an administrator approves the registration, the partner signs in on yy, books a
 * slot with its customs draft and an extra attachment, is rejected with a reason, corrects and submits
 * again, is approved (and mailed); the front desk checks the vehicle in.
 */

const stamp = Date.now().toString().slice(-6);
const USERNAME = `e2eptn${stamp}`;
const EMAIL = `${USERNAME}@example.net`;
const PASSWORD = 'Yy#Partner2026';
const ORDER_NO = `PO-E2E-${stamp}`;
const REASON = `车牌号与行驶证不一致 ${stamp}`;

/** A field's control by its label, whether antd marks it required ("* label") or not. */
const labelled = (name: string) => new RegExp(`^(\\* )?${name}$`);

/** A day `days` ahead in the business time zone, as YYYY-MM-DD. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** A small but real PDF (the server sniffs the type from the first bytes). */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** Opens a select by its label and clicks the option with this text (again if a click did not take). */
async function choose(scope: Locator, label: string, text: string | RegExp) {
  const input = scope.getByRole('combobox', { name: labelled(label) });
  await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const list = scope
    .page()
    .locator(`.ant-select-dropdown:has([id="${await input.getAttribute('aria-controls')}"])`);
  await expect(async () => {
    if (!(await list.isVisible())) await input.click({ force: true });
    await list
      .locator('.ant-select-item-option:not(.ant-select-item-option-disabled)', { hasText: text })
      .first()
      .click({ timeout: 3000 });
    await expect(input).toHaveAttribute('aria-expanded', 'false', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Answers 确定 to the confirmation asked, again if a click made while it opened did not take. */
async function confirmAsk(page: Page) {
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toBeVisible();
  await expect(async () => {
    if (await ask.count()) await button(ask, '确定').click({ timeout: 2000 });
    await expect(ask).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Refreshes the list (its toolbar's reload button) until the row shows the text. */
async function waitForRow(page: Page, key: string, text: string | RegExp) {
  await expect(async () => {
    // the live notifications of the partner's own appointment stack over the toolbar: closed first
    for (const close of await page.locator('.ant-notification-notice-close').all())
      await close.click({ timeout: 1000 }).catch(() => undefined);
    await main(page).getByRole('button', { name: '刷新', exact: true }).first().click({ timeout: 5000 });
    await expect(rowOf(main(page), key)).toContainText(text, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** Uploads a file into an attachment row through its 上传 button, as a person picks the file. */
async function uploadInto(page: Page, panel: Locator, title: string, name: string) {
  const row = rowOf(panel, title);
  const chooser = page.waitForEvent('filechooser');
  await button(row, '上传').click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
  await expect(toast(page, '上传成功')).toBeVisible();
  await expect(row).toContainText(name);
}

test('a partner registers, is approved, books a slot with the customs draft, is rejected, corrects it, is approved and mailed; the vehicle is checked in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const partner = await browser.newPage();
  await partner.goto(siteUrl('yy'));
  await partner.getByRole('link', { name: '合作伙伴注册' }).click();
  await expect(partner).toHaveURL(/\/index\/partner-register$/);
  await expect(partner.getByText('注册后由所选服务公司的管理员审核开通')).toBeVisible();

  await partner.getByLabel('用户名', { exact: true }).fill(USERNAME);
  // the nickname is Chinese characters only
  const nickname = partner.getByLabel('昵称', { exact: true });
  await nickname.fill('abc');
  await expect(partner.getByText('昵称只能输入汉字，长度为3到32个字')).toBeVisible();
  await nickname.fill('端到端测试伙伴');
  await expect(partner.getByText('昵称只能输入汉字，长度为3到32个字')).toHaveCount(0);
  // the first service company the demo offers
  const register = partner.locator('form[id="partner-register"]');
  await choose(register, '服务公司', '华海国际货运代理（厦门）有限公司');
  await partner.getByLabel('合作方代码', { exact: true }).fill('C0001');
  await partner.getByLabel('邮箱', { exact: true }).fill(EMAIL);

  // the strength bars follow the password as it is typed
  const password = partner.getByLabel('密码', { exact: true });
  const meter = partner.getByRole('meter', { name: '密码强度' });
  await password.fill('abcdefgh');
  await expect(meter).toHaveAttribute('aria-valuetext', '弱');
  await expect(meter).toHaveAttribute('aria-valuenow', '1');
  await password.fill('abcdef12');
  await expect(meter).toHaveAttribute('aria-valuetext', '中');
  await password.fill(PASSWORD);
  await expect(meter).toHaveAttribute('aria-valuetext', '强');
  await expect(meter).toHaveAttribute('aria-valuenow', '3');
  await partner.getByLabel('确认密码', { exact: true }).fill(PASSWORD);

  // the code goes to the address; no SMTP here, so the server wrote the mail under DATA_DIR/mail
  const asked = Date.now() - 2000;
  await partner.getByRole('button', { name: '获取验证码' }).click();
  await expect(partner.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  const mail = await waitForMail(EMAIL, /合作方注册验证码/, asked);
  await partner.getByLabel('邮箱验证码', { exact: true }).fill(codeOf(mail));
  await button(partner, '注册').click();
  await expect(partner.getByText('注册申请已提交')).toBeVisible();
  await expect(partner.getByRole('button', { name: '去登录' })).toBeVisible();

  // not yet approved: the sign-in is refused
  await partner.goto(siteUrl('yy'));
  await partner.getByLabel('用户名', { exact: true }).fill(USERNAME);
  await partner.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dragSlider(partner);
  await signInButton(partner).click();
  await expect(partner.getByRole('alert')).toContainText('用户名或密码错误');

  // the administrator approves it (系统管理 › 合作方注册审核, waiting ones listed)
  const admin = await browser.newPage();
  const reviewed = Date.now() - 2000;
  await signIn(admin);
  await openFromMenu(admin, '系统管理', '系统管理', '合作方注册审核');
  const application = rowOf(main(admin), USERNAME);
  await expect(application).toContainText('端到端测试伙伴');
  await expect(application).toContainText('C0001');
  await expect(application).toContainText('待审核');
  await button(application, '通过').click();
  await expect(admin.locator('.ant-modal-confirm')).toContainText(`确认通过 ${USERNAME} 的注册申请吗`);
  await confirmAsk(admin);
  await expect(toast(admin, '操作成功')).toBeVisible();
  // approved ones leave the list of waiting ones
  await expect(rowOf(main(admin), USERNAME)).toHaveCount(0);
  await waitForMail(EMAIL, /合作方注册已通过审核/, reviewed);

  // the partner signs in on the appointment site with the new account (drag slider included)
  await signIn(partner, { site: 'yy', username: USERNAME, password: PASSWORD });
  await expect(partner).toHaveURL(/\/index\/yy\/welcome$/);
  await expect(sidebar(partner).getByRole('menuitem', { name: '我的预约' })).toBeVisible();

  await sidebar(partner).getByRole('menuitem', { name: '我的预约' }).click();
  await expect(partner.locator('.app-main h1', { hasText: '我的预约' })).toBeVisible();

  await button(main(partner), '新增预约').first().click();
  const form = partner.locator('.ant-modal.appointment-form');
  await expect(form.locator('.ant-modal-title')).toHaveText('新增预约');
  const field = (label: string) => form.getByLabel(labelled(label));

  // the partner has one service company with a warehouse: it is set already, nothing to choose
  const company = form.getByRole('combobox', { name: labelled('所属公司') });
  await expect(company).toBeDisabled();
  await expect(
    form.locator('.ant-form-item', { has: partner.getByRole('combobox', { name: labelled('所属公司') }) }),
  ).toContainText('华海国际货运代理（厦门）有限公司');
  await field('客户名称').fill('厦门嘉禾贸易有限公司');
  // the consignee from 我的客户
  await choose(form, '从我的客户选择', '厦门嘉禾贸易有限公司');
  await expect(field('收货人代码')).toHaveValue('3502960001');
  await expect(field('收货人全称')).toHaveValue('厦门嘉禾贸易有限公司');

  await choose(form, '仓库', '象屿保税区1号仓');
  const date = field('预计送货日期');
  await date.fill(dayAhead(5));
  await date.press('Enter');
  // only slots with room can be chosen; each says how many places are left
  await choose(form, '预约时间段', /剩余 \d+/);

  await choose(form, '报关方式', '委托报关');
  // "none" is offered and refused
  await choose(form, '报关贸易类型', '无');
  await expect(form.getByText('报关贸易类型不能为“无”')).toBeVisible();
  await choose(form, '报关贸易类型', '一般贸易');
  await field('报检号').fill(`CIQ${stamp}`);
  await form.getByRole('checkbox', { name: '报关单' }).check();
  await form.getByRole('checkbox', { name: '仓储作业' }).check();

  await field('车牌号').fill('闽D9E801');
  await choose(form, '车型', '牵引车');
  await field('司机姓名').fill('张三');
  await field('司机电话').fill('13800138000');
  // the ID card's check digit is checked
  await field('司机身份证').fill('110105194912310021');
  await field('运输公司').fill('厦门顺达物流有限公司');
  await field('集装箱号').fill('CSQU3054383');
  await choose(form, '集装箱类型', '40尺高柜');
  await field('订单号').fill(ORDER_NO);
  await field('邮箱').fill(EMAIL);
  // 备注 is optional (the global setting that requires it is off): left blank
  await expect(field('备注')).toHaveValue('');
  await button(form, '保存').click();
  await expect(toast(partner, '请输入正确的值')).toBeVisible();
  await expect(form.getByText('身份证号校验位不正确，请核对')).toBeVisible();
  await field('司机身份证').fill('11010519491231002X');

  await button(form, '保存').click();
  await expect(toast(partner, '保存成功')).toBeVisible();
  await expect(form.locator('.ant-modal-title')).toHaveText(/^修改预约 YY\d+/);
  const appointmentNo = ((await form.locator('.ant-modal-title').textContent()) ?? '').replace(
    '修改预约 ',
    '',
  );
  await expect(form.getByText('已保存为草稿。请在下方上传报关草单')).toBeVisible();

  // the customs draft into its header row, and one more attachment
  const panel = form.locator('.attachment-panel');
  await expect(rowOf(panel, '报关草单')).toContainText('必传');
  await uploadInto(partner, panel, '报关草单', `draft-${stamp}.pdf`);
  await panel.getByRole('textbox', { name: '新附件名称' }).fill('装箱单');
  await button(panel, '添加附件').click();
  await uploadInto(partner, panel, '装箱单', `packing-${stamp}.pdf`);

  await button(form, '保存并提交').click();
  await expect(toast(partner, '提交成功')).toBeVisible();
  await expect(form).toHaveCount(0);
  const mine = rowOf(main(partner), ORDER_NO);
  await expect(mine).toContainText(appointmentNo);
  await expect(mine).toContainText('待审核');

  // the back-office admin rejects it with the reason
  await openFromMenu(admin, '仓储运输', '仓储运输', '入仓预约');
  const booking = rowOf(main(admin), ORDER_NO);
  await expect(booking).toContainText('待审核');
  await button(booking, '驳回').click();
  const reject = admin.locator('.ant-modal.reason-dialog');
  await expect(reject.locator('.ant-modal-title')).toHaveText(`驳回预约 ${appointmentNo}`);
  await reject.getByLabel('驳回原因').fill(REASON);
  await button(reject, '驳回').click();
  await expect(toast(admin, '操作成功')).toBeVisible();
  await expect(booking).toContainText('审核驳回');

  // the partner sees it rejected with the reason (live push, or a refresh)
  await waitForRow(partner, ORDER_NO, `驳回原因：${REASON}`);
  await expect(mine).toContainText('审核驳回');
  await button(mine, '修改').click();
  await expect(form.locator('.ant-modal-title')).toHaveText(`修改预约 ${appointmentNo}`);
  await expect(form.getByRole('alert').first()).toContainText(`该预约被驳回：${REASON}`);
  await expect(field('车牌号')).toHaveValue('闽D9E801');
  await field('车牌号').fill('闽D9E802');
  // the files stay; the draft is still there
  await expect(rowOf(form.locator('.attachment-panel'), '报关草单')).toContainText(`draft-${stamp}.pdf`);
  await button(form, '保存并提交').click();
  await expect(toast(partner, '提交成功')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(mine).toContainText('待审核');
  await expect(mine).toContainText('闽D9E802');
  await expect(mine).not.toContainText('驳回原因');

  // the admin approves it; the partner is told by e-mail at the appointment's address
  await waitForRow(admin, ORDER_NO, '待审核');
  await expect(booking).toContainText('闽D9E802');
  const approved = Date.now() - 2000;
  await button(booking, '审核通过').click();
  await confirmAsk(admin);
  await expect(toast(admin, '操作成功')).toBeVisible();
  await expect(booking).toContainText('审核通过');
  const notice = await waitForMail(EMAIL, new RegExp(`入仓预约审核通过：${appointmentNo}`), approved);
  expect(notice.text).toContain(`您的入仓预约 ${appointmentNo} 已审核通过`);
  expect(notice.text).toContain(dayAhead(5));
  await waitForRow(partner, ORDER_NO, '审核通过');

  // the front desk checks the vehicle in
  await button(booking, '到场登记').click();
  await expect(admin.locator('.ant-modal-confirm')).toContainText(`预约 ${appointmentNo} 的车辆已到场？`);
  await confirmAsk(admin);
  await expect(toast(admin, '操作成功')).toBeVisible();
  await expect(booking).toContainText('已到场');
  await expect(button(booking, '离场登记')).toBeVisible();
  await waitForRow(partner, ORDER_NO, '已到场');
  await admin.close();
  await partner.close();
});
