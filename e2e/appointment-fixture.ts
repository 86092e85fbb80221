import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { chooseOption, labelled } from './form-helpers.ts';
import { apiToken, button, toast } from './helpers.ts';

/** What the appointment and transport browser tests share: a booking made and reviewed through the API. */

/** A day `days` ahead in the business time zone, as YYYY-MM-DD. */
export const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** A small but real PDF (the server sniffs the type from the first bytes). */
export const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * Set-up through the API (the booking and its review are the appointment test's subject): an appointment
 * of customer C0001 at 象屿保税区1号仓 a few days ahead with its customs draft, submitted and, unless
 * `approve` is false, approved. Answers its number.
 */
export async function bookedAppointment(
  request: APIRequestContext,
  booking: { orderNo: string; stamp: string; approve?: boolean },
) {
  const { orderNo: ORDER_NO, stamp } = booking;
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
  if (booking.approve !== false) {
    const approved = await json(
      await request.post(`/api/appointments/${id}/review`, {
        headers,
        data: { version: submitted.version, approve: true },
      }),
    );
    expect(approved.status).toBe('approved');
  }
  return String(created.appointment_no);
}

/**
 * Fills the transport order form a task opened (customer C0001 comes with it): from Huli to Haicang,
 * picked up today at `time`; saves it and answers its number.
 */
export async function saveTransportOrder(page: Page, form: Locator, stamp: string, time: string) {
  await expect(form.getByLabel(labelled('客户代码'))).toHaveValue('C0001');
  await chooseOption(form, '提货城市', '湖里', '厦门市湖里区');
  await form.getByLabel(labelled('提货地址')).fill('厦门市湖里区象屿路88号');
  await chooseOption(form, '送货城市', '海沧', '厦门市海沧区');
  await form.getByLabel(labelled('送货地址')).fill(`厦门市海沧区港南路${stamp.slice(-3)}号`);
  const pickup = form.getByLabel(labelled('计划提货时间'));
  await pickup.fill(`${dayAhead(0)} ${time}`);
  await pickup.press('Enter');
  await button(form, '确定').click();
  const saved = toast(page, /操作成功 YS\d+/);
  await expect(saved).toBeVisible();
  const transportNo = /YS\d+/.exec((await saved.textContent()) ?? '')![0];
  await expect(form).toHaveCount(0);
  return transportNo;
}

/** The order's 派车 on its list row: the demo's carrier, driver and vehicle chosen, then shown on the row. */
export async function dispatchOrder(page: Page, order: Locator, transportNo: string) {
  await button(order, '派车').click();
  const dispatch = page.locator('.ant-modal.dispatch-dialog');
  await expect(dispatch.locator('.ant-modal-title')).toHaveText(`运输订单 ${transportNo} 派车`);
  await chooseOption(dispatch, '承运商', '顺达', '厦门顺达物流有限公司');
  await chooseOption(dispatch, '司机', '张建国');
  await chooseOption(dispatch, '车辆', '闽D12345');
  await button(dispatch, '派车').click();
  await expect(dispatch).toHaveCount(0);
  await expect(order).toContainText('已派车');
  await expect(order).toContainText('张建国');
}
