import { z } from 'zod';
import { defineEntity } from '../kit/define-entity.ts';
import type { LocalizedText } from '../i18n/text.ts';
import { f, ENABLED_OPTIONS } from '../kit/fields.ts';
import { checkContainerNo } from '../validators/container-no.ts';
import { checkConsigneeCode } from '../validators/customs-code.ts';
import { checkIdCard } from '../validators/id-card.ts';
import { checkAlphanumericDash, checkEmail, checkInteger, checkMobile } from '../validators/text-formats.ts';
import { tx } from './bonded-fields.ts';
import {
  APPOINTMENT_STATUS,
  CONTAINER_TYPES,
  CUSTOMS_METHODS,
  CUSTOMS_TRADE_TYPES,
  TASK_TYPES,
  VEHICLE_TYPES,
  YES_NO,
} from '../logistics/appointment-options.ts';
import { checkTaskTypes, checkTimeOfDay } from '../logistics/appointment-rules.ts';

const hidden = { show: { table: false } } as const;
type StringOpts = Parameters<typeof f.string>[1];
const req = (label: LocalizedText, length: number, more: StringOpts = {}) =>
  f.string(label, { length, required: true, ...more });
const weight = (label: LocalizedText) => f.decimal(label, 12, 3, { min: 0, ...hidden });

/** A warehouse that takes appointments: its time slots (with their capacity) are its lines. */
export const warehouse = defineEntity({
  name: 'warehouses',
  table: 'warehouses',
  label: tx('仓库', 'Warehouse', 'Almacén', '倉庫'),
  perm: 'warehouse',
  path: '/warehouse/index',
  menu: {
    group: 'logistics',
    sort: 45,
    title: tx('仓库', 'Warehouses', 'Almacenes', '倉庫'),
  },
  display: 'warehouse_name',
  scope: { company: 'company_id', warehouse: { field: 'warehouse_code', holds: 'code' } },
  unique: [['company_id', 'warehouse_code']],
  fields: {
    company_id: f.ref(tx('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', { readonly: true }),
    warehouse_code: req(tx('仓库代码', 'Warehouse code', 'Código de almacén', '倉庫コード'), 32, {
      upperCase: true,
      search: 'eq',
      example: 'WH01',
    }),
    warehouse_name: req(tx('仓库名称', 'Warehouse name', 'Nombre del almacén', '倉庫名'), 100, {
      search: 'like',
      example: '象屿保税区1号仓',
    }),
    address: f.string(tx('地址', 'Address', 'Dirección', '住所'), { length: 200 }),
    contact_phone: f.string(tx('联系电话', 'Phone', 'Teléfono', '電話'), { length: 30 }),
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), ENABLED_OPTIONS, {
      required: true,
      default: '1',
      search: 'eq',
    }),
  },
});

/** A daily time slot of a warehouse and how many vehicles it takes. */
export const warehouseSlot = defineEntity({
  name: 'warehouse-slots',
  table: 'warehouse_slots',
  label: tx('预约时段', 'Time slot', 'Franja horaria', '予約時間枠'),
  perm: 'warehouseSlot',
  path: '/warehouseSlot/index',
  // its own page (filter by warehouse) so the slots and their capacity are one click away
  menu: {
    group: 'logistics',
    sort: 44,
    title: tx('预约时段', 'Time slots', 'Franjas horarias', '予約時間枠'),
  },
  display: 'slot_name',
  scope: { company: 'company_id', warehouse: { field: 'warehouse_id', holds: 'id' } },
  defaultSort: 'start_time,asc',
  unique: [['warehouse_id', 'start_time']],
  fields: {
    company_id: f.ref(tx('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', {
      readonly: true,
      show: { table: false },
    }),
    warehouse_id: f.ref(tx('仓库', 'Warehouse', 'Almacén', '倉庫'), 'warehouses', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    slot_name: req(tx('时段', 'Slot', 'Franja', '時間枠'), 20, { readonly: true, required: false }),
    start_time: req(tx('开始时间', 'From', 'Desde', '開始'), 5, {
      check: checkTimeOfDay,
      example: '09:00',
      sortable: true,
    }),
    end_time: req(tx('结束时间', 'To', 'Hasta', '終了'), 5, { check: checkTimeOfDay, example: '10:00' }),
    capacity: f.int(tx('可预约车次', 'Capacity (vehicles)', 'Capacidad (vehículos)', '受入台数'), {
      required: true,
      min: 1,
      max: 999,
      example: 4,
    }),
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), ENABLED_OPTIONS, {
      required: true,
      default: '1',
      search: 'eq',
    }),
  },
});

/** 我的客户: a partner's own consignees, offered in the appointment form. */
export const partnerConsignee = defineEntity({
  name: 'partner-consignees',
  table: 'partner_consignees',
  label: tx('我的客户', 'My customers', 'Mis clientes', 'マイ顧客'),
  perm: 'yy:customer',
  path: '/yy/customer',
  menu: { group: 'appointment', sort: 20 },
  display: 'consignee_name',
  scope: { customer: 'customer_code' },
  unique: [['customer_code', 'consignee_code']],
  fields: {
    customer_code: f.string(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), {
      length: 50,
      readonly: true,
      show: { table: false },
    }),
    consignee_code: req(tx('收货人代码', 'Consignee code', 'Código del consignatario', '荷受人コード'), 18, {
      check: checkConsigneeCode,
      upperCase: true,
      search: 'eq',
      example: '3502960001',
    }),
    consignee_name: req(tx('收货人全称', 'Consignee name', 'Nombre del consignatario', '荷受人名'), 200, {
      search: 'like',
      example: '厦门示例贸易有限公司',
    }),
    contact: f.string(tx('联系人', 'Contact', 'Contacto', '担当者'), { length: 50 }),
    phone: f.string(tx('联系电话', 'Phone', 'Teléfono', '電話'), { length: 30 }),
    email: f.string(tx('邮箱', 'E-mail', 'Correo', 'メール'), { length: 100, check: checkEmail }),
    address: f.string(tx('地址', 'Address', 'Dirección', '住所'), { length: 200 }),
  },
});

/** A reason given with a move (a rejection's, a cancellation's). */
const reason = { reason: z.string().max(500).optional() };

/**
 * The warehouse appointment (入仓预约): every field of the older form (business-domain §3, §5). Written
 * by its workflow (`modules/appointments`): the slot's capacity is taken under a lock, the state moves
 * only by the moves below, and the customs draft file is its header attachment.
 */
export const appointment = defineEntity({
  name: 'appointments',
  table: 'appointments',
  label: tx('入仓预约', 'Warehouse appointment', 'Cita de almacén', '入庫予約'),
  perm: 'appointment',
  path: '/appointment/index',
  menu: { group: 'logistics', sort: 50 },
  buttons: {
    review: tx('审核', 'Review', 'Revisar', '審査'),
    checkin: tx('到场登记', 'Check in / out', 'Registrar llegada', '到着登録'),
  },
  // draft (or rejected) → submitted → approved or rejected; approved → arrived → completed;
  // cancelled from any state before the vehicle arrives
  workflow: {
    state: 'status',
    docType: 'appointment',
    moves: {
      submit: {
        from: ['draft', 'rejected'],
        to: 'submitted',
        permission: 'edit',
        label: tx('提交', 'Submit', 'Enviar', '提出'),
        confirm: tx(
          '提交预约 {no}？',
          'Submit appointment {no}?',
          '¿Enviar la cita {no}?',
          '予約 {no} を提出しますか？',
        ),
      },
      approve: {
        from: ['submitted'],
        to: 'approved',
        permission: 'review',
        label: tx('审核通过', 'Approve', 'Aprobar', '承認'),
        confirm: tx(
          '审核通过预约 {no}？',
          'Approve appointment {no}?',
          '¿Aprobar la cita {no}?',
          '予約 {no} を承認しますか？',
        ),
      },
      reject: {
        from: ['submitted'],
        to: 'rejected',
        permission: 'review',
        label: tx('驳回', 'Reject', 'Rechazar', '差し戻し'),
        danger: true,
        // the reason is required (the hook says so on the field); the screen asks for it in a dialog
        body: reason,
        dialog: true,
      },
      arrive: {
        from: ['approved'],
        to: 'arrived',
        permission: 'checkin',
        label: tx('到场登记', 'Check in', 'Registrar llegada', '到着登録'),
        confirm: tx(
          '预约 {no} 的车辆已到场？',
          'Has the vehicle of appointment {no} arrived?',
          '¿Ha llegado el vehículo de la cita {no}?',
          '予約 {no} の車両は到着しましたか？',
        ),
      },
      complete: {
        from: ['arrived'],
        to: 'completed',
        permission: 'checkin',
        label: tx('离场登记', 'Check out', 'Registrar salida', '退場登録'),
        confirm: tx(
          '预约 {no} 的车辆离场，完成预约？',
          'The vehicle of appointment {no} leaves: complete it?',
          'El vehículo de la cita {no} sale: ¿completarla?',
          '予約 {no} の車両が退場し、予約を完了しますか？',
        ),
      },
      cancel: {
        from: ['draft', 'submitted', 'rejected', 'approved'],
        to: 'cancelled',
        permission: 'edit',
        label: tx('取消预约', 'Cancel booking', 'Cancelar cita', '予約取消'),
        danger: true,
        // its place in the slot is given back; the screen asks for the reason in a dialog
        body: reason,
        dialog: true,
      },
    },
  },
  display: 'appointment_no',
  scope: {
    company: 'company_id',
    customer: 'customer_code',
    partnerPicksCompany: true,
    warehouse: { field: 'warehouse_id', holds: 'id' },
  },
  defaultSort: 'id,desc',
  fields: {
    appointment_no: f.string(tx('预约单号', 'Appointment no.', 'N.º de cita', '予約番号'), {
      length: 32,
      readonly: true,
      search: 'eq',
      sortable: true,
    }),
    status: f.enum(tx('状态', 'Status', 'Estado', 'ステータス'), APPOINTMENT_STATUS, {
      readonly: true,
      search: 'in',
    }),
    company_id: f.ref(tx('所属公司', 'Affiliated company', 'Empresa', '所属会社'), 'companies', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    customer_code: f.string(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), {
      length: 50,
      required: true,
      upperCase: true,
      check: checkAlphanumericDash,
      search: 'eq',
      example: 'C0001',
    }),
    customer_name: req(tx('客户名称', 'Customer name', 'Nombre del cliente', '顧客名'), 200, {
      search: 'like',
      example: '厦门示例贸易有限公司',
    }),
    warehouse_id: f.ref(tx('仓库', 'Warehouse', 'Almacén', '倉庫'), 'warehouses', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    date: f.date(tx('预计送货日期', 'Expected delivery date', 'Fecha de entrega prevista', '納品予定日'), {
      required: true,
      search: 'range',
      sortable: true,
      example: '2026-12-01',
    }),
    slot_id: f.ref(tx('预约时间段', 'Time slot', 'Franja horaria', '予約時間枠'), 'warehouse-slots', {
      required: true,
      search: 'eq',
      example: 1,
    }),
    reserve_time: f.string(tx('时间段', 'Slot', 'Franja', '時間枠'), { length: 20, readonly: true }),
    receiver_code: f.string(tx('收货人代码', 'Consignee code', 'Código del consignatario', '荷受人コード'), {
      length: 18,
      check: checkConsigneeCode,
      upperCase: true,
      ...hidden,
    }),
    receiver_name: req(tx('收货人全称', 'Consignee full name', 'Consignatario', '荷受人名'), 200, {
      search: 'like',
      example: '厦门示例贸易有限公司',
    }),
    cd_type: f.enum(tx('报关方式', 'Customs method', 'Modo de despacho', '通関方式'), CUSTOMS_METHODS, {
      required: true,
      ...hidden,
      example: 'agent',
    }),
    cd_trade: f.enum(
      tx('报关贸易类型', 'Customs trade type', 'Tipo de comercio', '通関貿易種別'),
      CUSTOMS_TRADE_TYPES,
      {
        required: true,
        ...hidden,
        example: 'general',
      },
    ),
    is_ciq: f.enum(tx('是否商检', 'Inspection', 'Inspección', '検査の有無'), YES_NO, {
      default: '0',
      ...hidden,
    }),
    inspection_no: req(tx('报检号', 'Inspection no.', 'N.º de inspección', '検査番号'), 32, {
      ...hidden,
      example: 'CIQ20261201001',
    }),
    ent_decl_no: f.string(tx('入境报关单号', 'Entry declaration no.', 'N.º de declaración', '入境申告番号'), {
      length: 18,
      ...hidden,
    }),
    vehicle_no: req(tx('车牌号', 'Vehicle plate', 'Matrícula', 'ナンバー'), 16, {
      search: 'like',
      upperCase: true,
      example: '闽D12345',
    }),
    vehicle_type: f.enum(tx('车型', 'Vehicle type', 'Tipo de vehículo', '車種'), VEHICLE_TYPES, {
      required: true,
      ...hidden,
      example: 'tractor',
    }),
    driver_name: req(tx('司机姓名', 'Driver name', 'Conductor', '運転手名'), 50, { example: '张三' }),
    driver_phone: req(tx('司机电话', 'Driver phone', 'Teléfono del conductor', '運転手電話'), 11, {
      check: checkMobile,
      example: '13800138000',
    }),
    driver_id_card: req(tx('司机身份证', 'Driver ID card', 'DNI del conductor', '運転手身分証'), 18, {
      check: checkIdCard,
      upperCase: true,
      ...hidden,
      example: '11010519491231002X',
    }),
    vehicle_weight: weight(
      tx('车辆重量(kg)', 'Vehicle weight (kg)', 'Peso del vehículo (kg)', '車両重量(kg)'),
    ),
    head_weight: weight(tx('车头重量(kg)', 'Head weight (kg)', 'Peso de la cabeza (kg)', 'ヘッド重量(kg)')),
    frame_weight: weight(tx('车架重量(kg)', 'Frame weight (kg)', 'Peso del chasis (kg)', 'フレーム重量(kg)')),
    container_weight: weight(
      tx('集装箱重量(kg)', 'Container weight (kg)', 'Peso del contenedor (kg)', 'コンテナ重量(kg)'),
    ),
    chassis_no: f.string(tx('车架号', 'Chassis no.', 'N.º de chasis', 'シャーシ番号'), {
      length: 20,
      check: checkInteger,
      ...hidden,
    }),
    container_no: req(tx('集装箱号', 'Container no.', 'N.º de contenedor', 'コンテナ番号'), 11, {
      check: checkContainerNo,
      upperCase: true,
      search: 'eq',
      example: 'CSQU3054383',
    }),
    container_type: f.enum(
      tx('集装箱类型', 'Container type', 'Tipo de contenedor', 'コンテナ種別'),
      CONTAINER_TYPES,
      {
        required: true,
        ...hidden,
        example: '40HQ',
      },
    ),
    order_no: req(tx('订单号', 'Order no.', 'N.º de pedido', '注文番号'), 50, {
      search: 'eq',
      example: 'PO20261201',
    }),
    email: req(tx('邮箱', 'E-mail', 'Correo', 'メール'), 100, {
      check: checkEmail,
      ...hidden,
      example: 'ops@example.com',
    }),
    pay_phone: f.string(tx('支付手机号', 'Payment phone', 'Teléfono de pago', '支払電話'), {
      length: 11,
      check: checkMobile,
      ...hidden,
    }),
    task_types: req(tx('任务单类型', 'Task order type', 'Tipo de tarea', 'タスク種別'), 100, {
      check: checkTaskTypes,
      choices: TASK_TYPES,
      ...hidden,
      example: 'declaration',
    }),
    transport_company: req(tx('运输公司', 'Transport company', 'Transportista', '運送会社'), 200, {
      ...hidden,
      example: '厦门顺达物流有限公司',
    }),
    // optional unless the global setting APPOINTMENT_NOTE_SETTING asks for it (the hooks and the form)
    note: f.string(tx('备注', 'Note', 'Nota', '備考'), { length: 500, ...hidden, example: '整柜入仓' }),
    reject_reason: f.string(tx('驳回原因', 'Rejection reason', 'Motivo del rechazo', '差し戻し理由'), {
      length: 500,
      readonly: true,
      ...hidden,
    }),
    submit_time: f.datetime(tx('提交时间', 'Submitted', 'Enviada', '提出日時'), {
      readonly: true,
      ...hidden,
    }),
    review_time: f.datetime(tx('审核时间', 'Reviewed', 'Revisada', '審査日時'), {
      readonly: true,
      ...hidden,
    }),
    arrive_time: f.datetime(tx('到场时间', 'Arrived', 'Llegada', '到着日時'), { readonly: true, ...hidden }),
    leave_time: f.datetime(tx('离场时间', 'Left', 'Salida', '退場日時'), { readonly: true, ...hidden }),
    task_order_id: f.ref(tx('任务单', 'Task order', 'Orden de tarea', 'タスク'), 'task-orders', {
      readonly: true,
      ...hidden,
    }),
  },
});
