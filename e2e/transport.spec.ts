import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, button, dialog, openFromMenu, signIn, toast } from './helpers.ts';

/**
 * Issue 15 on screen, the dispatcher's part: from an approved appointment a task order, from the task a
 * transport order; it is dispatched with a carrier's driver and vehicle, started, refused delivery
 * without the signed receipt, given its proof of delivery and delivered; the dispatch board shows it
 * delivered.
 */

// The dispatcher works in the business time zone: the board groups and shows times in it, while the
// generic forms read and show date-times in the browser's zone (the same for people in China).
test.use({ timezoneId: 'Asia/Shanghai' });

const stamp = Date.now().toString().slice(-6);
const ORDER_NO = `PO-TR-${stamp}`;

const rowOf = (scope: Page | Locator, text: string) => scope.locator('.ant-table-row', { hasText: text });
const main = (page: Page) => page.locator('.app-main .app-page:visible');
const labelled = (name: string) => new RegExp(`^(\\* )?${name}$`);

/** Today and a day `days` ahead in the business time zone, as YYYY-MM-DD. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * Set-up through the API (the booking and its review are the appointment test's subject): an appointment
 * at 象屿保税区1号仓 a few days ahead with its customs draft, submitted and approved.
 */
async function approvedAppointment(request: APIRequestContext) {
  const headers = { 'Access-Token': await apiToken(request) };
  const json = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as Record<string, unknown> & { content?: Record<string, unknown>[] };
  };
  const options = (await json(await request.get('/api/appointments/options', { headers }))) as unknown as {
    warehouses: { id: number; company_id: number; warehouse_name: string }[];
  };
  const warehouse = options.warehouses.find((w) => w.warehouse_name === '象屿保税区1号仓')!;
  expect(warehouse, 'the demo warehouse').toBeTruthy();
  const date = dayAhead(6);
  const slots = await json(
    await request.get('/api/appointments/slots', { headers, params: { warehouse_id: warehouse.id, date } }),
  );
  const slot = slots.content!.find((s) => Number(s.left) > 0)!;
  expect(slot, 'a slot with room').toBeTruthy();
  const created = await json(
    await request.post('/api/appointments', {
      headers,
      data: {
        company_id: warehouse.company_id,
        customer_code: 'C0001',
        customer_name: '厦门嘉禾贸易有限公司',
        warehouse_id: warehouse.id,
        slot_id: slot.id,
        date,
        receiver_code: '3502960001',
        receiver_name: '厦门嘉禾贸易有限公司',
        cd_type: 'agent',
        cd_trade: 'general',
        is_ciq: '0',
        inspection_no: `CIQ${stamp}`,
        vehicle_no: '闽D7T601',
        vehicle_type: 'tractor',
        driver_name: '张三',
        driver_phone: '13800138000',
        driver_id_card: '11010519491231002X',
        container_no: 'CSQU3054383',
        container_type: '40HQ',
        order_no: ORDER_NO,
        email: `transport${stamp}@example.net`,
        task_types: 'declaration,storage',
        transport_company: '厦门顺达物流有限公司',
        note: '整柜入仓',
      },
    }),
  );
  const id = Number(created.id);
  const files = await json(
    await request.get('/api/attachments', { headers, params: { owner_type: 'appointment', owner_id: id } }),
  );
  const draft = files.content!.find((r) => r.is_header)!;
  await json(
    await request.post(`/api/attachments/${String(draft.id)}/file`, {
      headers,
      multipart: { file: { name: 'draft.pdf', mimeType: 'application/pdf', buffer: pdf('draft') } },
    }),
  );
  const submitted = await json(
    await request.post(`/api/appointments/${id}/submit`, { headers, data: { version: created.version } }),
  );
  const approved = await json(
    await request.post(`/api/appointments/${id}/review`, {
      headers,
      data: { version: submitted.version, approve: true },
    }),
  );
  expect(approved.status).toBe('approved');
  return String(created.appointment_no);
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

/** Types into a searching select (a reference to another list) and picks the option with this text. */
async function choose(scope: Locator, label: string, typed: string, text: string | RegExp = typed) {
  const input = scope.getByRole('combobox', { name: labelled(label) });
  await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const list = scope
    .page()
    .locator(`.ant-select-dropdown:has([id="${await input.getAttribute('aria-controls')}"])`);
  await expect(async () => {
    if (!(await list.isVisible())) await input.click({ force: true });
    await input.fill(typed);
    await list.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 5000 });
    await expect(input).toHaveAttribute('aria-expanded', 'false', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

test('a dispatcher makes a task order from the approved appointment, a transport order from the task, and delivers it with the proof of delivery', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const appointmentNo = await approvedAppointment(request);
  await signIn(page);

  // 仓储运输 › 入仓预约: the approved appointment gives its task order (once)
  await openFromMenu(page, '仓储运输', '仓储运输', '入仓预约');
  const booking = rowOf(main(page), ORDER_NO);
  await expect(booking).toContainText('审核通过');
  await button(booking, '生成任务单').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`由预约 ${appointmentNo} 生成任务单？`);
  await confirmAsk(page);
  const created = toast(page, /已生成任务单 RW\d+/);
  await expect(created).toBeVisible();
  const taskNo = /RW\d+/.exec((await created.textContent()) ?? '')![0];
  await expect(button(booking, '生成任务单')).toHaveCount(0);

  // 仓储运输 › 任务单: the new task with the appointment's customer, types and container
  await openFromMenu(page, '仓储运输', '仓储运输', '任务单');
  const task = rowOf(main(page), taskNo);
  await expect(task).toContainText('新建');
  await expect(task).toContainText('C0001');
  await expect(task).toContainText('CSQU3054383');
  await button(task, '详情').click();
  const detail = page.getByRole('dialog', { name: `任务单 ${taskNo}` });
  await expect(detail).toBeVisible();
  await expect(detail.locator('.ant-descriptions')).toContainText(appointmentNo);
  await expect(detail.locator('.ant-descriptions')).toContainText('报关单、仓储作业');
  await expect(detail.getByText('还没有单证')).toBeVisible();

  // a transport order from the task: customer, container and task come with it
  await button(detail, '生成运输订单').click();
  const form = dialog(page);
  await expect(form.getByLabel(labelled('客户代码'))).toHaveValue('C0001');
  await expect(form.getByLabel(labelled('集装箱号'))).toHaveValue('CSQU3054383');
  await choose(form, '提货城市', '湖里', '厦门市湖里区');
  await form.getByLabel(labelled('提货地址')).fill('厦门市湖里区象屿路88号');
  await choose(form, '送货城市', '海沧', '厦门市海沧区');
  await form.getByLabel(labelled('送货地址')).fill(`厦门市海沧区港南路${stamp.slice(-3)}号`);
  // picked up today, so that the board of today shows it
  const pickup = form.getByLabel(labelled('计划提货时间'));
  await pickup.fill(`${dayAhead(0)} 12:00:00`);
  await pickup.press('Enter');
  await button(form, '确定').click();
  const saved = toast(page, /操作成功 YS\d+/);
  await expect(saved).toBeVisible();
  const transportNo = /YS\d+/.exec((await saved.textContent()) ?? '')![0];
  await expect(form).toHaveCount(0);
  // the task lists it among its documents
  const documents = detail.locator('.ant-table');
  await expect(rowOf(documents, transportNo)).toContainText('运输订单');
  await expect(rowOf(documents, transportNo)).toContainText('由任务单生成');
  await detail.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(detail).toHaveCount(0);

  // 仓储运输 › 运输订单: dispatch it with a carrier's driver and vehicle
  await openFromMenu(page, '仓储运输', '仓储运输', '运输订单');
  const order = rowOf(main(page), transportNo);
  await expect(order).toContainText('已计划');
  await button(order, '派车').click();
  const dispatch = page.locator('.ant-modal.dispatch-dialog');
  await expect(dispatch.locator('.ant-modal-title')).toHaveText(`运输订单 ${transportNo} 派车`);
  await choose(dispatch, '承运商', '顺达', '厦门顺达物流有限公司');
  await choose(dispatch, '司机', '张建国');
  await choose(dispatch, '车辆', '闽D12345');
  await button(dispatch, '派车').click();
  await expect(dispatch).toHaveCount(0);
  await expect(order).toContainText('已派车');
  await expect(order).toContainText('张建国');

  // on the road
  await button(order, '开始运输').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(
    `运输订单 ${transportNo} 已提货，开始运输？`,
  );
  await confirmAsk(page);
  await expect(order).toContainText('运输中');

  // no delivery without the signed receipt
  // (the refusal is shown inside the question, which stays open until cancelled)
  await button(order, '确认送达').click();
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toContainText(`运输订单 ${transportNo} 已送达？`);
  await button(ask, '确定').click();
  await expect(ask.getByRole('alert')).toContainText('请先上传签收单（回单）附件，再确认送达');
  await button(ask, '取消').click();
  await expect(ask).toHaveCount(0);
  await expect(order).toContainText('运输中');

  // the proof of delivery into its 签收单 row
  await button(order, '签收单').click();
  const pod = page.getByRole('dialog', { name: `运输订单 ${transportNo} 的签收单` });
  const podRow = rowOf(pod, '签收单');
  await expect(podRow).toContainText('未上传');
  const chooser = page.waitForEvent('filechooser');
  await button(podRow, '上传').click();
  await (
    await chooser
  ).setFiles({ name: `pod-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf('pod') });
  await expect(toast(page, '上传成功')).toBeVisible();
  await expect(podRow).toContainText(`pod-${stamp}.pdf`);
  await pod.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(pod).toHaveCount(0);

  await button(order, '确认送达').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`运输订单 ${transportNo} 已送达？`);
  await confirmAsk(page);
  await expect(order).toContainText('已送达');

  // the dispatch board of today shows it under 已送达
  await page.locator('.transport-orders:visible').getByText('调度看板', { exact: true }).click();
  const delivered = page.locator('.dispatch-board [data-column="delivered"]');
  await expect(delivered.locator('.ant-card-head-title').first()).toHaveText(/^已送达 \(\d+\)$/);
  const card = delivered.locator('.dispatch-card', { hasText: transportNo });
  await expect(card).toBeVisible();
  await expect(card).toContainText('12:00');
  await expect(card).toContainText('厦门顺达物流有限公司 · 张建国 · 闽D12345');
  await expect(page.locator('.dispatch-board .dispatch-card', { hasText: transportNo })).toHaveCount(1);
});
