import { eq, inArray } from 'drizzle-orm';
import { businessDate8, businessDay } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import {
  appointments,
  attachments,
  documentEvents,
  partner_consignees,
  users,
  warehouse_slots,
  warehouses,
} from '../db/schema/index.ts';

/** The demo's customs draft files: written into the file store at start when missing (`demo-files.ts`). */
export const DEMO_FILE_PREFIX = 'attachments/demo-';

const dayAfter = (days: number) => {
  const d = new Date(`${businessDay()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type Status = 'draft' | 'submitted' | 'rejected' | 'approved' | 'arrived' | 'completed' | 'cancelled';
/** status, day offset, slot index, vehicle, driver, phone, container, order, task types, reason */
type Seed = [Status, number, number, string, string, string, string, string, string, string?];
const SEEDS: Seed[] = [
  ['draft', 2, 1, '闽D3K801', '陈建国', '13905921234', 'TGHU8836524', 'PO-JH-2611-01', 'declaration,storage'],
  ['submitted', 1, 0, '闽D5C216', '林志明', '13806012345', 'MSKU7729319', 'PO-JH-2611-02', 'declaration'],
  ['submitted', 1, 2, '闽D8A773', '黄海波', '13959287766', 'CSQU3054383', 'PO-JH-2611-03', 'filing,storage'],
  [
    'rejected',
    2,
    0,
    '闽D2B558',
    '吴晓东',
    '13600901122',
    'TCNU6612020',
    'PO-JH-2611-04',
    'two_step',
    '司机身份证与车辆登记信息不一致，请核对后重新提交',
  ],
  [
    'approved',
    0,
    1,
    '闽D6F319',
    '郑伟',
    '13788905566',
    'OOLU1848267',
    'PO-JH-2611-05',
    'declaration,storage',
  ],
  ['approved', 0, 2, '闽D7E942', '刘大力', '13850007788', 'CMAU5170046', 'PO-JH-2611-06', 'other'],
  ['arrived', 0, 0, '闽D1G605', '许文涛', '13916623344', 'HLXU2293152', 'PO-JH-2611-07', 'declaration'],
  ['completed', -1, 1, '闽D9H437', '蔡明亮', '13559203355', 'EGHU9015529', 'PO-JH-2611-08', 'filing'],
  ['cancelled', 3, 1, '闽D4J182', '杨光', '13400506677', 'TEMU4471030', 'PO-JH-2611-09', 'declaration'],
];
/** Valid mainland ID cards (check digit included) for the demo drivers. */
const ID_CARDS = [
  '350203198503151019',
  '350206199001012012',
  '350211198811083011',
  '350102197912251217',
  '350211199206066015',
  '350203198707073016',
  '350205198011211014',
  '350206199403300017',
  '350181198612120012',
];

/**
 * Appointments at the demo company's two warehouses: slots of the day with their capacity, the
 * partner's consignees, and bookings from today to the next days in every state, with their logs and
 * header attachments (the customs draft uploaded for every booking past the draft).
 */
export async function seedAppointmentsDemo(tx: DbOrTx, companyId: number) {
  const [wh1, wh2] = await tx
    .insert(warehouses)
    .values([
      {
        company_id: companyId,
        warehouse_code: 'XY01',
        warehouse_name: '象屿保税区1号仓',
        address: '厦门市湖里区象屿路88号',
        contact_phone: '0592-5612345',
        status: '1',
      },
      {
        company_id: companyId,
        warehouse_code: 'HC02',
        warehouse_name: '海沧物流园2号仓',
        address: '厦门市海沧区港南路168号',
        contact_phone: '0592-6558899',
        status: '1',
      },
    ])
    .returning();
  const times: [string, string, number][] = [
    ['08:00', '10:00', 4],
    ['10:00', '12:00', 4],
    ['14:00', '16:00', 3],
    ['16:00', '18:00', 2],
  ];
  const slots = await tx
    .insert(warehouse_slots)
    .values(
      [wh1!, wh2!].flatMap((w) =>
        times.map(([start, end, capacity]) => ({
          company_id: companyId,
          warehouse_id: w.id,
          slot_name: `${start}-${end}`,
          start_time: start,
          end_time: end,
          capacity,
          status: '1',
        })),
      ),
    )
    .returning();
  await tx.insert(partner_consignees).values([
    {
      customer_code: 'C0001',
      consignee_code: '3502960001',
      consignee_name: '厦门嘉禾贸易有限公司',
      contact: '王敏',
      phone: '0592-5201234',
    },
    {
      customer_code: 'C0001',
      consignee_code: '91350100M000100Y43',
      consignee_name: '厦门象屿供应链有限公司',
      contact: '李娜',
      phone: '0592-6025588',
    },
  ]);
  const [partner] = await tx.select().from(users).where(eq(users.username, 'partner01'));
  const [staff] = await tx
    .select()
    .from(users)
    .where(inArray(users.username, ['admin']))
    .limit(1);
  const author = partner ?? staff!;
  const reviewer = staff ?? author;
  const today = businessDate8();
  for (const [
    i,
    [status, offset, slotIndex, vehicle, driver, phone, container, order, types, reason],
  ] of SEEDS.entries()) {
    const slot = slots.filter((s) => s.warehouse_id === wh1!.id)[slotIndex]!;
    const [row] = await tx
      .insert(appointments)
      .values({
        appointment_no: `YY${today}${String(i + 1).padStart(4, '0')}`,
        status,
        company_id: companyId,
        customer_code: 'C0001',
        customer_name: '厦门嘉禾贸易有限公司',
        warehouse_id: wh1!.id,
        date: dayAfter(offset),
        slot_id: slot.id,
        reserve_time: slot.slot_name,
        receiver_code: '3502960001',
        receiver_name: '厦门嘉禾贸易有限公司',
        cd_type: i % 3 === 0 ? 'self' : 'agent',
        cd_trade: i % 2 === 0 ? 'general' : 'bonded',
        is_ciq: i % 4 === 0 ? '1' : '0',
        inspection_no: `CIQ${today}${String(i + 1).padStart(3, '0')}`,
        vehicle_no: vehicle,
        vehicle_type: i % 2 === 0 ? 'tractor' : 'box_truck',
        driver_name: driver,
        driver_phone: phone,
        driver_id_card: ID_CARDS[i]!,
        vehicle_weight: '9800.000',
        head_weight: '7600.000',
        frame_weight: '2200.000',
        container_weight: '3800.000',
        container_no: container,
        container_type: i % 2 === 0 ? '40HQ' : '20GP',
        order_no: order,
        email: 'jiahe.ops@example.com',
        pay_phone: '13860001234',
        task_types: types,
        transport_company: '厦门顺达物流有限公司',
        note: i % 2 === 0 ? '整柜入仓，需卸货至A区' : '散货入仓，请安排叉车',
        reject_reason: reason ?? null,
        submit_time: status === 'draft' ? null : new Date(Date.now() - 26 * 3600_000),
        review_time: ['approved', 'arrived', 'completed', 'rejected'].includes(status)
          ? new Date(Date.now() - 20 * 3600_000)
          : null,
        arrive_time: ['arrived', 'completed'].includes(status) ? new Date(Date.now() - 2 * 3600_000) : null,
        leave_time: status === 'completed' ? new Date(Date.now() - 3600_000) : null,
        create_id: author.id,
        update_id: author.id,
      })
      .returning();
    const withFile = status !== 'draft';
    await tx.insert(attachments).values([
      {
        owner_type: 'appointment',
        owner_id: row!.id,
        kind: 'draft',
        title: '报关草单',
        is_header: true,
        company_id: companyId,
        customer_code: 'C0001',
        ...(withFile
          ? {
              file_name: `报关草单-${order}.pdf`,
              file_key: `${DEMO_FILE_PREFIX}${row!.id}-draft.pdf`,
              file_size: 0,
              content_type: 'application/pdf',
              uploaded_by: author.id,
              upload_time: new Date(Date.now() - 27 * 3600_000),
            }
          : {}),
      },
      {
        owner_type: 'appointment',
        owner_id: row!.id,
        kind: 'invoice',
        title: '商业发票',
        is_header: false,
        company_id: companyId,
        customer_code: 'C0001',
      },
    ]);
    const steps: [string, Date, number, string?][] = [
      ['add', new Date(Date.now() - 28 * 3600_000), author.id],
    ];
    if (status !== 'draft') steps.push(['submit', new Date(Date.now() - 26 * 3600_000), author.id]);
    if (status === 'rejected')
      steps.push(['reject', new Date(Date.now() - 20 * 3600_000), reviewer.id, reason]);
    if (['approved', 'arrived', 'completed'].includes(status))
      steps.push(['approve', new Date(Date.now() - 20 * 3600_000), reviewer.id]);
    if (['arrived', 'completed'].includes(status))
      steps.push(['arrive', new Date(Date.now() - 2 * 3600_000), reviewer.id]);
    if (status === 'completed') steps.push(['complete', new Date(Date.now() - 3600_000), reviewer.id]);
    if (status === 'cancelled') steps.push(['cancel', new Date(Date.now() - 10 * 3600_000), author.id]);
    await tx.insert(documentEvents).values(
      steps.map(([action, at, userId, message], n) => ({
        identity: `demo:appointment:${row!.id}:${n + 1}`,
        doc_type: 'appointment',
        doc_id: row!.id,
        action,
        result: 'ok',
        message: message ?? '',
        user_id: userId,
        user_name: userId === author.id ? author.name : reviewer.name,
        at,
      })),
    );
  }
}
