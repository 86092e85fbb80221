import { bookedAppointment, dispatchOrder, saveTransportOrder } from '../appointment-fixture.ts';
import { confirmAsk } from '../form-helpers.ts';
import { button, dialog, main, openFromMenu, rowOf, signIn, toast } from '../helpers.ts';
import { expect, test } from './journey-guard.ts';

/**
 * Customer service's journey (role service, user `service`): a partner's appointment approved, a task
 * order made from it, a transport order from the task with its pick-up and delivery cities, dispatched
 * with a carrier's driver and vehicle.
 */

test.use({ timezoneId: 'Asia/Shanghai' });

const stamp = Date.now().toString().slice(-6);
const ORDER_NO = `PO-JRN-${stamp}`;

test('customer service: an appointment approved, a task order and a transport order with their cities, dispatched', async ({
  page,
  request,
  journey,
}) => {
  test.setTimeout(240_000);
  // set-up the partner would have done on its site: the booking, with its customs draft, submitted
  const appointmentNo = await bookedAppointment(request, { orderNo: ORDER_NO, stamp, approve: false });

  await signIn(page, { username: 'service' });

  // ---- 入仓预约: approved, then its task order ----
  await openFromMenu(page, '仓储运输', '仓储运输', '入仓预约');
  const booking = rowOf(main(page), ORDER_NO);
  await expect(booking).toContainText('待审核');
  await button(booking, '审核通过').click();
  await confirmAsk(page);
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(booking).toContainText('审核通过');
  await button(booking, '生成任务单').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`由预约 ${appointmentNo} 生成任务单？`);
  await confirmAsk(page);
  const created = toast(page, /已生成任务单 RW\d+/);
  await expect(created).toBeVisible();
  const taskNo = /RW\d+/.exec((await created.textContent()) ?? '')![0];

  // ---- 任务单: a transport order from the task, with its cities ----
  await openFromMenu(page, '仓储运输', '仓储运输', '任务单');
  await button(rowOf(main(page), taskNo), '详情').click();
  const detail = page.getByRole('dialog', { name: `任务单 ${taskNo}` });
  await expect(detail.locator('.ant-descriptions')).toContainText(appointmentNo);
  await button(detail, '生成运输订单').click();
  const form = dialog(page);
  const transportNo = await saveTransportOrder(page, form, stamp, '15:00:00');
  await expect(rowOf(detail.locator('.ant-table'), transportNo)).toContainText('运输订单');
  await detail.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(detail).toHaveCount(0);

  // ---- 运输订单: dispatched with a carrier's driver and vehicle ----
  await openFromMenu(page, '仓储运输', '仓储运输', '运输订单');
  const order = rowOf(main(page), transportNo);
  await expect(order).toContainText('已计划');
  await expect(order).toContainText('厦门市湖里区');
  await expect(order).toContainText('厦门市海沧区');
  await dispatchOrder(page, order, transportNo);
  await journey.finish(page, 'service');
});
