import CFB from 'cfb';
import ExcelJS from 'exceljs';
import { businessDay } from '@app/shared';
import type { TestApp } from './test-app.ts';

/** A day N days after today (business calendar). */
export function dayAfter(days: number): string {
  const d = new Date(`${businessDay()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

let seq = 0;
/** A warehouse of the admin's company with one slot of the given capacity. */
export async function warehouseWithSlot(t: TestApp, token: string, capacity: number, start = '09:00') {
  seq += 1;
  const wh = await t.call('POST', '/api/warehouses', token, {
    warehouse_code: `TW${seq}${Date.now().toString(36).slice(-4)}`.toUpperCase(),
    warehouse_name: `测试仓${seq}`,
    status: '1',
  });
  if (wh.statusCode !== 201) throw new Error(wh.body);
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const slot = await t.call('POST', '/api/warehouse-slots', token, {
    warehouse_id: wh.json().id,
    start_time: start,
    end_time: end,
    capacity,
    status: '1',
  });
  if (slot.statusCode !== 201) throw new Error(slot.body);
  return {
    warehouseId: wh.json().id as number,
    slotId: slot.json().id as number,
    companyId: wh.json().company_id as number,
  };
}

/** A complete appointment form (every required field, valid formats). */
export function appointmentBody(
  place: { warehouseId: number; slotId: number; companyId: number },
  date = dayAfter(2),
) {
  return {
    company_id: place.companyId,
    customer_code: 'C0001',
    customer_name: '厦门嘉禾贸易有限公司',
    warehouse_id: place.warehouseId,
    slot_id: place.slotId,
    date,
    receiver_code: '3502960001',
    receiver_name: '厦门嘉禾贸易有限公司',
    cd_type: 'agent',
    cd_trade: 'general',
    is_ciq: '0',
    inspection_no: 'CIQ20261201001',
    vehicle_no: '闽D12345',
    vehicle_type: 'tractor',
    driver_name: '张三',
    driver_phone: '13800138000',
    driver_id_card: '11010519491231002X',
    vehicle_weight: '8500.5',
    container_no: 'CSQU3054383',
    container_type: '40HQ',
    order_no: 'PO20261201',
    email: 'ops@example.com',
    task_types: 'declaration,storage',
    transport_company: '厦门顺达物流有限公司',
    note: '整柜入仓',
  };
}

/** A multipart body with one file. */
export function multipartFile(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----attachment-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const upload = (t: TestApp, token: string, rowId: number, name: string, content: Buffer) => {
  const m = multipartFile(name, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/attachments/${rowId}/file`,
    headers: { ...m.headers, 'access-token': token },
    payload: m.body,
  });
};

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

export async function xlsx(withFormula: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('goods');
  sheet.addRow(['品名', '数量', '单价']);
  sheet.addRow(['螺丝', 10, 2.5]);
  if (withFormula) sheet.getCell('D2').value = { formula: 'B2*C2', result: 25 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A BIFF8 workbook in an OLE2 file: BOF, optionally one FORMULA record, EOF. */
export function xls(withFormula: boolean): Buffer {
  const record = (type: number, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16LE(type, 0);
    head.writeUInt16LE(data.length, 2);
    return Buffer.concat([head, data]);
  };
  const parts = [record(0x0809, Buffer.alloc(16)), record(0x0203, Buffer.alloc(14))];
  if (withFormula) parts.push(record(0x0006, Buffer.alloc(26)));
  parts.push(record(0x000a, Buffer.alloc(0)));
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, 'Workbook', Buffer.concat(parts));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}
