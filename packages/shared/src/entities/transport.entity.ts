import { z } from 'zod';
import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { f, options, ENABLED_OPTIONS } from '../kit/fields.ts';
import { checkContainerNo } from '../validators/container-no.ts';
import { checkCreditCode } from '../validators/credit-code.ts';
import { checkIdCard } from '../validators/id-card.ts';
import { checkEmail, checkMobile } from '../validators/text-formats.ts';
import { CONTAINER_TYPES, TASK_TYPES, VEHICLE_TYPES } from '../logistics/appointment-options.ts';
import { checkTaskTypes } from '../logistics/appointment-rules.ts';
import { tx } from './bonded-fields.ts';

const hidden = { show: { table: false } } as const;
/** A carrier, driver or vehicle a dispatch names (the order's own when left out). */
const crewId = z.number().int().positive().optional();
type StringOpts = Parameters<typeof f.string>[1];
const req = (label: LocalizedText, length: number, more: StringOpts = {}) =>
  f.string(label, { length, required: true, ...more });
const company = () =>
  f.ref(tx('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', { readonly: true, ...hidden });
const statusField = () =>
  f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), ENABLED_OPTIONS, {
    required: true,
    default: '1',
    search: 'eq',
  });

/** new → in progress → done, or cancelled. */
export const TASK_ORDER_STATUS = options({
  new: tx('新建', 'New', 'Nueva', '新規'),
  in_progress: tx('处理中', 'In progress', 'En curso', '処理中'),
  done: tx('已完成', 'Done', 'Hecha', '完了'),
  cancelled: tx('已取消', 'Cancelled', 'Cancelada', '取消'),
});

/** The task orders that take changes and new documents (a transport order, a link): new and in progress. */
export const TASK_OPEN_STATES: readonly string[] = ['new', 'in_progress'];

/** planned → dispatched → in transit → delivered, or cancelled. */
export const TRANSPORT_ORDER_STATUS = options({
  planned: tx('已计划', 'Planned', 'Planificada', '計画済み'),
  dispatched: tx('已派车', 'Dispatched', 'Despachada', '配車済み'),
  in_transit: tx('运输中', 'In transit', 'En tránsito', '輸送中'),
  delivered: tx('已送达', 'Delivered', 'Entregada', '配達済み'),
  cancelled: tx('已取消', 'Cancelled', 'Cancelada', '取消'),
});

/**
 * A task order (任务单): the work a clerk does for one customer's shipment (a declaration, a filing
 * list, a two-step declaration, warehouse work or other documents), made from an approved appointment
 * or by staff. The documents made for it carry its number (declarations' task_no) or are linked to it.
 */
export const taskOrder = defineEntity({
  name: 'task-orders',
  table: 'task_orders',
  label: tx('任务单', 'Task order', 'Orden de tarea', 'タスク'),
  perm: 'task',
  path: '/task/index',
  menu: { group: 'logistics', sort: 40 },
  // new → in progress → done; new or in progress → cancelled
  workflow: {
    state: 'status',
    docType: 'task-order',
    moves: {
      start: {
        from: ['new'],
        to: 'in_progress',
        permission: 'edit',
        label: tx('开始处理', 'Start', 'Iniciar', '開始'),
        confirm: tx(
          '开始处理任务单 {no}？',
          'Start work on task order {no}?',
          '¿Iniciar la orden de tarea {no}?',
          'タスク {no} の処理を開始しますか？',
        ),
      },
      finish: {
        from: ['in_progress'],
        to: 'done',
        permission: 'edit',
        label: tx('完成', 'Finish', 'Terminar', '完了'),
        confirm: tx(
          '任务单 {no} 已处理完成？',
          'Is task order {no} finished?',
          '¿La orden de tarea {no} está terminada?',
          'タスク {no} の処理は完了しましたか？',
        ),
      },
      cancel: {
        from: ['new', 'in_progress'],
        to: 'cancelled',
        permission: 'edit',
        label: tx('取消', 'Cancel', 'Cancelar', '取り消し'),
        confirm: tx(
          '取消任务单 {no}？',
          'Cancel task order {no}?',
          '¿Cancelar la orden de tarea {no}?',
          'タスク {no} を取り消しますか？',
        ),
        danger: true,
        batch: true,
        body: { reason: z.string().trim().max(200).optional() },
      },
    },
  },
  display: 'task_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  fields: {
    company_id: company(),
    task_no: f.string(tx('任务单号', 'Task no.', 'N.º de tarea', 'タスク番号'), {
      length: 32,
      readonly: true,
      search: 'eq',
      sortable: true,
    }),
    task_types: req(tx('任务类型', 'Task type', 'Tipo de tarea', 'タスク種別'), 100, {
      check: checkTaskTypes,
      choices: TASK_TYPES,
      example: 'declaration',
    }),
    customer_code: req(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), 50, {
      upperCase: true,
      search: 'eq',
      example: 'C0001',
    }),
    customer_name: f.string(tx('客户名称', 'Customer name', 'Nombre del cliente', '顧客名'), {
      length: 200,
      search: 'like',
    }),
    appointment_id: f.ref(tx('入仓预约', 'Appointment', 'Cita', '入庫予約'), 'appointments', {
      readonly: true,
      search: 'eq',
    }),
    clerk_id: f.ref(tx('负责单证员', 'Assigned clerk', 'Responsable', '担当者'), 'users', { search: 'eq' }),
    // moved only by the task order's actions (start, finish, cancel)
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), TASK_ORDER_STATUS, {
      required: true,
      default: 'new',
      readonly: true,
      search: 'in',
    }),
    due_date: f.date(tx('要求完成日期', 'Due date', 'Fecha límite', '期限'), {
      search: 'range',
      sortable: true,
    }),
    container_no: f.string(tx('集装箱号', 'Container no.', 'N.º de contenedor', 'コンテナ番号'), {
      length: 11,
      check: checkContainerNo,
      upperCase: true,
      search: 'eq',
    }),
    order_no: f.string(tx('订单号', 'Order no.', 'N.º de pedido', '注文番号'), { length: 50, search: 'eq' }),
    note: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, ...hidden }),
  },
});
/** The options of a task order's type (the appointment's task types). */
export const TASK_ORDER_TYPES = TASK_TYPES;

/** A carrier (承运商): a road haulier the brokerage hires. */
export const carrier = defineEntity({
  name: 'carriers',
  table: 'carriers',
  label: tx('承运商', 'Carrier', 'Transportista', '運送業者'),
  perm: 'carrier',
  path: '/carrier/index',
  menu: { group: 'logistics', sort: 20 },
  display: 'carrier_name',
  scope: { company: 'company_id' },
  unique: [['company_id', 'carrier_code']],
  fields: {
    company_id: company(),
    carrier_code: req(tx('承运商代码', 'Carrier code', 'Código', 'コード'), 32, {
      upperCase: true,
      search: 'eq',
      example: 'SD01',
    }),
    carrier_name: req(tx('承运商名称', 'Carrier name', 'Nombre', '名称'), 200, {
      search: 'like',
      example: '厦门顺达物流有限公司',
    }),
    credit_code: f.string(tx('统一社会信用代码', 'Credit code', 'Código de crédito', '統一社会信用コード'), {
      length: 18,
      check: checkCreditCode,
      upperCase: true,
      example: '91350100M000100Y43',
    }),
    contact: f.string(tx('联系人', 'Contact', 'Contacto', '担当者'), { length: 50 }),
    phone: f.string(tx('联系电话', 'Phone', 'Teléfono', '電話'), { length: 11, check: checkMobile }),
    email: f.string(tx('邮箱', 'E-mail', 'Correo', 'メール'), { length: 100, check: checkEmail, ...hidden }),
    address: f.string(tx('地址', 'Address', 'Dirección', '住所'), { length: 200, ...hidden }),
    status: statusField(),
  },
});

/** A driver of a carrier, with the ID card and phone checked and the licence's expiry. */
export const driver = defineEntity({
  name: 'drivers',
  table: 'drivers',
  label: tx('司机', 'Driver', 'Conductor', 'ドライバー'),
  perm: 'driver',
  path: '/driver/index',
  menu: { group: 'logistics', sort: 10 },
  display: 'driver_name',
  scope: { company: 'company_id' },
  unique: [['company_id', 'id_card']],
  fields: {
    company_id: company(),
    carrier_id: f.ref(tx('承运商', 'Carrier', 'Transportista', '運送業者'), 'carriers', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    driver_name: req(tx('姓名', 'Name', 'Nombre', '氏名'), 50, { search: 'like', example: '张三' }),
    id_card: req(tx('身份证号', 'ID card', 'DNI', '身分証番号'), 18, {
      check: checkIdCard,
      upperCase: true,
      example: '11010519491231002X',
    }),
    phone: req(tx('手机号', 'Phone', 'Teléfono', '携帯電話'), 11, {
      check: checkMobile,
      example: '13800138000',
    }),
    licence_no: f.string(tx('驾驶证号', 'Licence no.', 'N.º de licencia', '免許番号'), { length: 32 }),
    licence_expiry: f.date(
      tx('驾驶证有效期至', 'Licence valid until', 'Licencia válida hasta', '免許有効期限'),
      {
        required: true,
        search: 'range',
        sortable: true,
        example: '2030-12-31',
      },
    ),
    status: statusField(),
  },
});

/** A vehicle of a carrier: plate, type and its weights (for the passport's total weight). */
export const vehicle = defineEntity({
  name: 'vehicles',
  table: 'vehicles',
  label: tx('车辆', 'Vehicle', 'Vehículo', '車両'),
  perm: 'vehicle',
  path: '/vehicle/index',
  menu: { group: 'logistics', sort: 15 },
  display: 'plate_no',
  scope: { company: 'company_id' },
  unique: [['company_id', 'plate_no']],
  fields: {
    company_id: company(),
    carrier_id: f.ref(tx('承运商', 'Carrier', 'Transportista', '運送業者'), 'carriers', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    plate_no: req(tx('车牌号', 'Plate', 'Matrícula', 'ナンバー'), 16, {
      upperCase: true,
      search: 'like',
      example: '闽D12345',
    }),
    vehicle_type: f.enum(tx('车型', 'Type', 'Tipo', '車種'), VEHICLE_TYPES, {
      required: true,
      search: 'eq',
      example: 'tractor',
    }),
    vehicle_weight: f.decimal(tx('车辆自重(kg)', 'Tare (kg)', 'Tara (kg)', '車両重量(kg)'), 12, 3, {
      min: 0,
    }),
    frame_weight: f.decimal(tx('车架重量(kg)', 'Frame (kg)', 'Chasis (kg)', 'フレーム(kg)'), 12, 3, {
      min: 0,
    }),
    load_capacity: f.decimal(tx('核定载重(kg)', 'Payload (kg)', 'Carga útil (kg)', '積載量(kg)'), 12, 3, {
      min: 0,
    }),
    status: statusField(),
  },
});

/**
 * A transport order (运输订单): one delivery from a pick-up to a delivery address by a carrier's driver
 * and vehicle, from a task order or by hand. Its proof of delivery is an attachment.
 */
export const transportOrder = defineEntity({
  name: 'transport-orders',
  table: 'transport_orders',
  label: tx('运输订单', 'Transport order', 'Orden de transporte', '輸送オーダー'),
  perm: 'transport',
  path: '/transport/transport/index',
  menu: { group: 'logistics', sort: 30 },
  buttons: { dispatch: tx('调度', 'Dispatch', 'Despachar', '配車') },
  // planned → dispatched → in transit → delivered; planned or dispatched → cancelled
  workflow: {
    state: 'status',
    docType: 'transport-order',
    moves: {
      dispatch: {
        from: ['planned'],
        to: 'dispatched',
        permission: 'dispatch',
        label: tx('派车', 'Dispatch', 'Despachar', '配車'),
        // the carrier, driver and vehicle (the order's own when left out); the screen asks in a dialog
        body: { carrier_id: crewId, driver_id: crewId, vehicle_id: crewId },
        dialog: true,
      },
      start: {
        from: ['dispatched'],
        to: 'in_transit',
        permission: 'dispatch',
        label: tx('开始运输', 'Picked up', 'Recogida', '輸送開始'),
        confirm: tx(
          '运输订单 {no} 已提货，开始运输？',
          'Transport order {no} picked up: start the trip?',
          '¿La orden de transporte {no} fue recogida? ¿Iniciar el viaje?',
          '輸送オーダー {no} は集荷済みです。輸送を開始しますか？',
        ),
      },
      deliver: {
        from: ['in_transit'],
        to: 'delivered',
        permission: 'dispatch',
        label: tx('确认送达', 'Delivered', 'Entregada', '配達完了'),
        confirm: tx(
          '运输订单 {no} 已送达？',
          'Was transport order {no} delivered?',
          '¿Se entregó la orden de transporte {no}?',
          '輸送オーダー {no} は配達されましたか？',
        ),
      },
      cancel: {
        from: ['planned', 'dispatched'],
        to: 'cancelled',
        permission: 'dispatch',
        label: tx('取消', 'Cancel', 'Cancelar', '取り消し'),
        confirm: tx(
          '取消运输订单 {no}？',
          'Cancel transport order {no}?',
          '¿Cancelar la orden de transporte {no}?',
          '輸送オーダー {no} を取り消しますか？',
        ),
        danger: true,
        batch: true,
        body: { reason: z.string().trim().max(200).optional() },
      },
    },
  },
  display: 'order_no',
  scope: { company: 'company_id', customer: 'customer_code' },
  fields: {
    company_id: company(),
    order_no: f.string(tx('运输单号', 'Order no.', 'N.º de orden', 'オーダー番号'), {
      length: 32,
      readonly: true,
      search: 'eq',
      sortable: true,
    }),
    task_order_id: f.ref(tx('任务单', 'Task order', 'Orden de tarea', 'タスク'), 'task-orders', {
      search: 'eq',
      // a form offers the open ones only: the server takes no other (transport-orders.hooks.ts)
      pick: { status: TASK_OPEN_STATES.join(',') },
    }),
    customer_code: req(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), 50, {
      upperCase: true,
      search: 'eq',
      example: 'C0001',
    }),
    // moved only by the dispatcher's actions (dispatch, start, deliver, cancel)
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), TRANSPORT_ORDER_STATUS, {
      required: true,
      default: 'planned',
      readonly: true,
      search: 'in',
    }),
    pickup_city_id: f.ref(tx('提货城市', 'Pick-up city', 'Ciudad de recogida', '集荷都市'), 'cities', {
      required: true,
      ...hidden,
      example: 1,
    }),
    pickup_address: req(tx('提货地址', 'Pick-up address', 'Dirección de recogida', '集荷住所'), 200, {
      example: '厦门市湖里区象屿路1号',
    }),
    delivery_city_id: f.ref(tx('送货城市', 'Delivery city', 'Ciudad de entrega', '配達都市'), 'cities', {
      required: true,
      ...hidden,
      example: 1,
    }),
    delivery_address: req(tx('送货地址', 'Delivery address', 'Dirección de entrega', '配達住所'), 200, {
      example: '厦门市海沧区港南路88号',
    }),
    planned_pickup_time: f.datetime(tx('计划提货时间', 'Planned pick-up', 'Recogida prevista', '集荷予定'), {
      required: true,
      search: 'range',
      sortable: true,
      example: '2026-12-01 09:00:00',
    }),
    planned_delivery_time: f.datetime(
      tx('计划送达时间', 'Planned delivery', 'Entrega prevista', '配達予定'),
      {
        ...hidden,
      },
    ),
    actual_pickup_time: f.datetime(tx('实际提货时间', 'Picked up', 'Recogida', '集荷実績'), {
      readonly: true,
      ...hidden,
    }),
    actual_delivery_time: f.datetime(tx('实际送达时间', 'Delivered', 'Entregada', '配達実績'), {
      readonly: true,
    }),
    carrier_id: f.ref(tx('承运商', 'Carrier', 'Transportista', '運送業者'), 'carriers', { search: 'eq' }),
    driver_id: f.ref(tx('司机', 'Driver', 'Conductor', 'ドライバー'), 'drivers', { search: 'eq' }),
    vehicle_id: f.ref(tx('车辆', 'Vehicle', 'Vehículo', '車両'), 'vehicles', { search: 'eq' }),
    container_no: f.string(tx('集装箱号', 'Container no.', 'N.º de contenedor', 'コンテナ番号'), {
      length: 11,
      check: checkContainerNo,
      upperCase: true,
      search: 'eq',
    }),
    container_type: f.enum(
      tx('集装箱类型', 'Container type', 'Tipo de contenedor', 'コンテナ種別'),
      CONTAINER_TYPES,
      {
        ...hidden,
      },
    ),
    goods_desc: f.string(tx('货物描述', 'Goods', 'Mercancía', '貨物'), { length: 200, ...hidden }),
    pieces: f.int(tx('件数', 'Pieces', 'Bultos', '個数'), { min: 0, ...hidden }),
    gross_weight: f.decimal(tx('毛重(kg)', 'Gross weight (kg)', 'Peso bruto (kg)', '総重量(kg)'), 12, 3, {
      min: 0,
      ...hidden,
    }),
    distance_km: f.decimal(tx('里程(km)', 'Distance (km)', 'Distancia (km)', '距離(km)'), 10, 1, {
      min: 0,
      ...hidden,
    }),
    note: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, ...hidden }),
  },
});
