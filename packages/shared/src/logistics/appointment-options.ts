import type { LocalizedText } from '../i18n/text.ts';
import { options } from '../kit/fields.ts';

const tx = (zh: string, en: string, es: string, ja: string): LocalizedText => ({ zh, en, es, ja });

/**
 * Where an appointment stands: a partner drafts and submits it, the back-office admin approves or
 * rejects it (with the reason), the front desk checks the vehicle in (arrived) and out (completed).
 */
export const APPOINTMENT_STATUS = options({
  draft: tx('草稿', 'Draft', 'Borrador', '下書き'),
  submitted: tx('待审核', 'Awaiting review', 'Pendiente de revisión', '審査待ち'),
  rejected: tx('审核驳回', 'Rejected', 'Rechazada', '差し戻し'),
  approved: tx('审核通过', 'Approved', 'Aprobada', '承認済み'),
  arrived: tx('已到场', 'Arrived', 'Llegada', '到着済み'),
  completed: tx('已完成', 'Completed', 'Completada', '完了'),
  cancelled: tx('已取消', 'Cancelled', 'Cancelada', '取消'),
});
export type AppointmentStatus =
  'draft' | 'submitted' | 'rejected' | 'approved' | 'arrived' | 'completed' | 'cancelled';
/** Attachments may be deleted (and the record edited) only in these states (business-domain §4). */
export const APPOINTMENT_EDITABLE: readonly AppointmentStatus[] = ['draft', 'rejected'];
/** A booking holds its place in the slot unless it was rejected or cancelled. */
export const APPOINTMENT_HOLDS_PLACE: readonly AppointmentStatus[] = [
  'draft',
  'submitted',
  'approved',
  'arrived',
  'completed',
];

/** 报关方式. */
export const CUSTOMS_METHODS = options({
  self: tx('自理报关', 'Self-declared', 'Autodeclarada', '自社申告'),
  agent: tx('委托报关', 'By our brokerage', 'Por nuestra agencia', '委託申告'),
  transfer: tx('转关', 'Transit declaration', 'Tránsito aduanero', '転関'),
});

/** 报关贸易类型: "none" is offered as the older form did, and refused (business-domain §5). */
export const CUSTOMS_TRADE_NONE = 'none';
export const CUSTOMS_TRADE_TYPES = options({
  general: tx('一般贸易', 'General trade', 'Comercio general', '一般貿易'),
  bonded: tx('保税', 'Bonded', 'Régimen aduanero', '保税貿易'),
  cbec: tx('跨境电商', 'Cross-border e-commerce', 'Comercio electrónico', '越境EC'),
  processing: tx('加工贸易', 'Processing trade', 'Comercio de perfeccionamiento', '加工貿易'),
  none: tx('无', 'None', 'Ninguno', 'なし'),
});

/**
 * 任务单类型, several may be ticked: at most one of declaration, filing list and two-step declaration;
 * "other documents" only alone (business-domain §5). Warehouse work goes with any of the first three.
 */
export const TASK_TYPES = options({
  declaration: tx('报关单', 'Declaration', 'Declaración', '申告書'),
  filing: tx('备案清单', 'Filing list', 'Lista de registro', '備案リスト'),
  two_step: tx('两步申报', 'Two-step declaration', 'Declaración en dos pasos', '二段階申告'),
  storage: tx('仓储作业', 'Warehouse work', 'Trabajo de almacén', '倉庫作業'),
  other: tx('其他单证', 'Other documents', 'Otros documentos', 'その他書類'),
});
export const EXCLUSIVE_TASK_TYPES = ['declaration', 'filing', 'two_step'] as const;

export const VEHICLE_TYPES = options({
  tractor: tx('牵引车', 'Tractor unit', 'Tractora', 'トラクター'),
  box_truck: tx('厢式货车', 'Box truck', 'Camión furgón', 'バン'),
  flatbed: tx('平板车', 'Flatbed', 'Plataforma', '平ボディ'),
  reefer: tx('冷藏车', 'Refrigerated truck', 'Camión frigorífico', '冷凍車'),
  van: tx('小型货车', 'Light van', 'Furgoneta', '小型トラック'),
});

export const CONTAINER_TYPES = options({
  '20GP': tx('20尺普柜', "20' GP", "20' GP", '20フィート'),
  '40GP': tx('40尺普柜', "40' GP", "40' GP", '40フィート'),
  '40HQ': tx('40尺高柜', "40' HQ", "40' HQ", '40フィートHQ'),
  '45HQ': tx('45尺高柜', "45' HQ", "45' HQ", '45フィートHQ'),
  '20RF': tx('20尺冷柜', "20' reefer", "20' refrigerado", '20フィート冷凍'),
  '40RF': tx('40尺冷柜', "40' reefer", "40' refrigerado", '40フィート冷凍'),
  none: tx('散货无柜', 'No container', 'Sin contenedor', 'コンテナなし'),
});

export const YES_NO = options({ '1': tx('是', 'Yes', 'Sí', 'はい'), '0': tx('否', 'No', 'No', 'いいえ') });
