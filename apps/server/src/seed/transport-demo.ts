import { and, asc, eq, inArray } from 'drizzle-orm';
import { businessDate8, businessTime } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { DEMO_FILE_PREFIX } from './appointments-demo.ts';
import {
  attachments,
  carriers,
  cities,
  declarations,
  documentEvents,
  drivers,
  inventory_lists,
  passports,
  taskOrderLinks,
  task_orders,
  transport_orders,
  vehicles,
} from '../db/schema/index.ts';
import { demoClerk } from './demo-documents.ts';

const JIAHE = ['C0001', '厦门嘉禾贸易有限公司'] as const;
const MINNAN = ['C0002', '福建闽南电子科技有限公司'] as const;

/** Carriers: code, name, credit code (check characters verified), contact, phone. */
const CARRIERS = [
  ['SD01', '厦门顺达物流有限公司', '91350200MA2XK3L50G', '陈国强', '13905920101'],
  ['HX02', '厦门海翔集装箱运输有限公司', '91350206MA31RT8Q09', '林晓燕', '13806020202'],
  ['JM03', '厦门集美恒通货运有限公司', '91350211MA8N2D4H0P', '黄志明', '13959230303'],
] as const;

/** Drivers: carrier (index), name, ID card (check digit verified), phone, licence valid for so many days. */
const DRIVERS: [number, string, string, string, number][] = [
  [0, '张建国', '350203198506123013', '13600592001', 1460],
  [0, '李海波', '350211199003154525', '13600592002', 20],
  [1, '王志强', '350582197811206138', '13600592003', 900],
  [1, '陈美玲', '350102198807082241', '13600592004', 1200],
  [2, '郑伟', '350206199201251018', '13600592005', 700],
];

/** Vehicles: carrier (index), plate, type, tare, frame, payload (kg). */
const VEHICLES: [number, string, string, string, string, string][] = [
  [0, '闽D12345', 'tractor', '8800.000', '4200.000', '30000.000'],
  [0, '闽D23456', 'box_truck', '6500.000', '0.000', '12000.000'],
  [1, '闽D34567', 'tractor', '9100.000', '4300.000', '32000.000'],
  [1, '闽D45678', 'flatbed', '7200.000', '3800.000', '25000.000'],
  [2, '闽D56789', 'reefer', '9800.000', '4500.000', '20000.000'],
];

type TaskState = 'new' | 'in_progress' | 'done' | 'cancelled';
/** Task orders: customer, types, state, days from today it was made, due in days, container, order no. */
const TASKS: [typeof JIAHE | typeof MINNAN, string, TaskState, number, number, string | null, string][] = [
  [JIAHE, 'declaration', 'new', 0, 2, 'MSKU1234565', 'PO-2026-1101'],
  [MINNAN, 'filing,storage', 'new', 0, 3, null, 'MN-8841'],
  [JIAHE, 'declaration,storage', 'in_progress', -1, 1, 'TGHU8765436', 'PO-2026-1098'],
  [MINNAN, 'two_step', 'in_progress', -2, 0, 'CSQU3054383', 'MN-8839'],
  [JIAHE, 'other', 'done', -5, -3, null, 'PO-2026-1080'],
  [MINNAN, 'declaration', 'cancelled', -4, -2, 'OOLU8842131', 'MN-8830'],
];

type OrderState = 'planned' | 'dispatched' | 'in_transit' | 'delivered' | 'cancelled';
/**
 * Transport orders: task (index or null), customer, state, day from today and hour of the planned
 * pick-up, crew (carrier, driver, vehicle indexes), route (pick-up and delivery city codes), container.
 */
const ORDERS: [
  number | null,
  typeof JIAHE | typeof MINNAN,
  OrderState,
  number,
  string,
  [number, number, number] | null,
  [string, string, string, string],
  string | null,
][] = [
  [
    2,
    JIAHE,
    'planned',
    0,
    '14:00',
    null,
    ['350206', '厦门市湖里区象屿路1号', '350205', '厦门市海沧区港南路88号'],
    'TGHU8765436',
  ],
  [
    null,
    MINNAN,
    'planned',
    0,
    '16:30',
    null,
    ['350211', '厦门市集美区杏林湾路166号', '350500', '泉州市丰泽区津淮街52号'],
    null,
  ],
  [
    3,
    MINNAN,
    'dispatched',
    0,
    '10:00',
    [1, 2, 2],
    ['350205', '厦门市海沧区海新路18号', '350206', '厦门市湖里区东渡路128号'],
    'CSQU3054383',
  ],
  [
    null,
    JIAHE,
    'dispatched',
    0,
    '11:30',
    [0, 0, 0],
    ['350206', '厦门市湖里区象屿路1号', '350100', '福州市仓山区金山大道618号'],
    'FCIU4712868',
  ],
  [
    2,
    JIAHE,
    'in_transit',
    0,
    '08:00',
    [0, 1, 1],
    ['350206', '厦门市湖里区象屿路1号', '350211', '厦门市集美区灌口南路99号'],
    null,
  ],
  [
    null,
    JIAHE,
    'delivered',
    0,
    '07:00',
    [2, 4, 4],
    ['350205', '厦门市海沧区港南路88号', '350206', '厦门市湖里区高崎南五路220号'],
    'TCLU5520488',
  ],
  [
    0,
    JIAHE,
    'planned',
    1,
    '09:00',
    null,
    ['350206', '厦门市湖里区象屿路1号', '440300', '深圳市南山区前海保税港区5号'],
    'MSKU1234565',
  ],
  [
    5,
    MINNAN,
    'cancelled',
    1,
    '15:00',
    [1, 3, 3],
    ['350211', '厦门市集美区杏林湾路166号', '350205', '厦门市海沧区海新路18号'],
    'OOLU8842131',
  ],
];

/** A business day's time in the business time zone, `days` from today. */
const at = (days: number, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return businessTime().add(days, 'day').hour(h!).minute(m!).second(0).millisecond(0).toDate();
};
const dayText = (days: number) => businessTime().add(days, 'day').format('YYYY-MM-DD');

/**
 * Demo carriers, drivers (one licence about to expire), vehicles, task orders in every state (one with
 * its declaration, inventory list and passport) and transport orders in every state for today and
 * tomorrow (so the dispatch board has cards), with their logs.
 */
export async function seedTransportDemo(tx: DbOrTx, companyId: number) {
  const clerk = await demoClerk(tx);
  const audit = { create_id: clerk.id, update_id: clerk.id };
  const carrierRows = await tx
    .insert(carriers)
    .values(
      CARRIERS.map(([code, name, credit, contact, phone]) => ({
        company_id: companyId,
        carrier_code: code,
        carrier_name: name,
        credit_code: credit,
        contact,
        phone,
        address: '厦门市湖里区',
        ...audit,
      })),
    )
    .returning({ id: carriers.id });
  const driverRows = await tx
    .insert(drivers)
    .values(
      DRIVERS.map(([carrier, name, idCard, phone, validDays], i) => ({
        company_id: companyId,
        carrier_id: carrierRows[carrier]!.id,
        driver_name: name,
        id_card: idCard,
        phone,
        licence_no: `3502${String(i + 1).padStart(8, '0')}`,
        licence_expiry: dayText(validDays),
        ...audit,
      })),
    )
    .returning({ id: drivers.id });
  const vehicleRows = await tx
    .insert(vehicles)
    .values(
      VEHICLES.map(([carrier, plate, type, tare, frame, payload]) => ({
        company_id: companyId,
        carrier_id: carrierRows[carrier]!.id,
        plate_no: plate,
        vehicle_type: type,
        vehicle_weight: tare,
        frame_weight: frame,
        load_capacity: payload,
        ...audit,
      })),
    )
    .returning({ id: vehicles.id });

  const seqs = new Map<string, number>();
  const nextNo = (prefix: string, made: Date) => {
    const stem = `${prefix}${businessDate8(made)}`;
    const n = (seqs.get(stem) ?? 0) + 1;
    seqs.set(stem, n);
    return `${stem}${String(n).padStart(4, '0')}`;
  };
  const log = (type: 'task-order' | 'transport-order', id: number, events: [string, Date, string?][]) =>
    tx.insert(documentEvents).values(
      events.map(([action, when, message], i) => ({
        identity: `demo:${type}:${id}:${i + 1}`,
        doc_type: type,
        doc_id: id,
        action,
        result: 'ok',
        message: message ?? '',
        user_id: clerk.id,
        user_name: clerk.name,
        at: when,
      })),
    );

  const taskIds: number[] = [];
  for (const [[code, name], types, state, madeDay, dueDays, container, orderNo] of TASKS) {
    const made = at(madeDay, '09:00');
    const [row] = await tx
      .insert(task_orders)
      .values({
        company_id: companyId,
        task_no: nextNo('RW', made),
        task_types: types,
        customer_code: code,
        customer_name: name,
        clerk_id: clerk.id,
        status: state,
        due_date: dayText(dueDays),
        container_no: container,
        order_no: orderNo,
        create_time: made,
        ...audit,
      })
      .returning({ id: task_orders.id, task_no: task_orders.task_no });
    taskIds.push(row!.id);
    const events: [string, Date, string?][] = [['add', made]];
    if (state !== 'new' && state !== 'cancelled') events.push(['start', at(madeDay, '10:00')]);
    if (state === 'done') events.push(['finish', at(madeDay + 1, '16:00')]);
    if (state === 'cancelled') events.push(['cancel', at(madeDay, '15:00'), '客户取消本批出货']);
    await log('task-order', row!.id, events);
  }

  // the task in progress for 嘉禾: its declaration carries the task number; a list and a passport are linked
  const working = taskIds[2]!;
  const [task] = await tx
    .select({ task_no: task_orders.task_no })
    .from(task_orders)
    .where(eq(task_orders.id, working));
  const [declaration] = await tx
    .select({ id: declarations.id })
    .from(declarations)
    .where(and(eq(declarations.cd_company_id, companyId), eq(declarations.customer_code, JIAHE[0])))
    .orderBy(asc(declarations.id))
    .limit(1);
  if (declaration && task?.task_no)
    await tx.update(declarations).set({ task_no: task.task_no }).where(eq(declarations.id, declaration.id));
  const [list] = await tx
    .select({ id: inventory_lists.id })
    .from(inventory_lists)
    .where(and(eq(inventory_lists.company_id, companyId), eq(inventory_lists.customer_code, JIAHE[0])))
    .orderBy(asc(inventory_lists.id))
    .limit(1);
  const [passport] = await tx
    .select({ id: passports.id })
    .from(passports)
    .where(and(eq(passports.company_id, companyId), eq(passports.customer_code, JIAHE[0])))
    .orderBy(asc(passports.id))
    .limit(1);
  const links = [
    ...(list ? [{ doc_type: 'inventory-list', doc_id: list.id }] : []),
    ...(passport ? [{ doc_type: 'passport', doc_id: passport.id }] : []),
  ];
  if (links.length)
    await tx
      .insert(taskOrderLinks)
      .values(links.map((l) => ({ ...l, task_order_id: working, create_id: clerk.id })));

  const cityRows = await tx
    .select({ id: cities.id, code: cities.code })
    .from(cities)
    .where(inArray(cities.code, [...new Set(ORDERS.flatMap(([, , , , , , r]) => [r[0], r[2]]))]));
  const city = (code: string) => {
    const found = cityRows.find((c) => c.code === code);
    if (!found) throw new Error(`city ${code} is missing: seed the reference data first`);
    return found.id;
  };
  for (const [taskIndex, [code], state, day, time, crew, route, container] of ORDERS) {
    const pickup = at(day, time);
    const made = at(Math.min(day, 0) - 1, '17:00');
    const assigned = crew
      ? {
          carrier_id: carrierRows[crew[0]]!.id,
          driver_id: driverRows[crew[1]]!.id,
          vehicle_id: vehicleRows[crew[2]]!.id,
        }
      : {};
    const pickedUp = state === 'in_transit' || state === 'delivered' ? pickup : null;
    const delivered = state === 'delivered' ? new Date(pickup.getTime() + 150 * 60_000) : null;
    const [row] = await tx
      .insert(transport_orders)
      .values({
        company_id: companyId,
        order_no: nextNo('YS', made),
        task_order_id: taskIndex === null ? null : taskIds[taskIndex]!,
        customer_code: code,
        status: state,
        pickup_city_id: city(route[0]),
        pickup_address: route[1],
        delivery_city_id: city(route[2]),
        delivery_address: route[3],
        planned_pickup_time: pickup,
        planned_delivery_time: new Date(pickup.getTime() + 180 * 60_000),
        actual_pickup_time: pickedUp,
        actual_delivery_time: delivered,
        container_no: container,
        container_type: container ? '40HQ' : 'none',
        goods_desc: container ? '电子产品' : '纸箱包装材料',
        pieces: container ? 120 : 36,
        gross_weight: container ? '18650.000' : '2450.000',
        create_time: made,
        ...assigned,
        ...audit,
      })
      .returning({ id: transport_orders.id });
    // a dispatched order has its proof-of-delivery row, waiting for the signed receipt
    if (crew)
      await tx.insert(attachments).values({
        owner_type: 'transport-order',
        owner_id: row!.id,
        kind: 'pod',
        title: '签收单',
        is_header: true,
        company_id: companyId,
        customer_code: code,
        // a delivered order's signed receipt (its file is written at start, like the appointments' drafts)
        ...(delivered
          ? {
              file_name: `签收单-${row!.id}.pdf`,
              file_key: `${DEMO_FILE_PREFIX}pod-${row!.id}.pdf`,
              file_size: 0,
              content_type: 'application/pdf',
              upload_time: delivered,
            }
          : {}),
      });
    const events: [string, Date, string?][] = [['add', made]];
    if (crew) events.push(['dispatch', at(Math.min(day, 0) - 1, '18:00')]);
    if (pickedUp) events.push(['start', pickedUp]);
    if (delivered) events.push(['deliver', delivered]);
    if (state === 'cancelled') events.push(['cancel', at(Math.min(day, 0) - 1, '19:00'), '客户改期']);
    await log('transport-order', row!.id, events);
  }
}
