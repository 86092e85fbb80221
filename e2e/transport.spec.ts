import { expect, test } from '@playwright/test';
import { bookedAppointment, dispatchOrder, pdf, saveTransportOrder } from './appointment-fixture.ts';
import { confirmAsk, labelled } from './form-helpers.ts';
import { button, dialog, main, openFromMenu, rowOf, signIn, toast } from './helpers.ts';

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

test('a dispatcher makes a task order from the approved appointment, a transport order from the task, and delivers it with the proof of delivery', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const appointmentNo = await bookedAppointment(request, { orderNo: ORDER_NO, stamp });
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
  await expect(form.getByLabel(labelled('集装箱号'))).toHaveValue('CSQU3054383');
  // picked up today, so that the board of today shows it
  const transportNo = await saveTransportOrder(page, form, stamp, '12:00:00');
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
  await dispatchOrder(page, order, transportNo);

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
