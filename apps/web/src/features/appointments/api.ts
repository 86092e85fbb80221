import type {
  AppointmentCalendar,
  AppointmentOptions,
  CalendarBooking,
  CalendarDay,
  ConsigneesFound,
  DocumentLog,
  EntityRecord,
  RecordPage,
  RecordWithText,
  SlotOfDay,
  SlotsOfDay,
} from '@app/shared';
import { requestJson } from '../../api/http.ts';
import { createRecord, getRecord, updateRecord } from '../../crud/crud-api.ts';
import type { Row } from '../../crud/entity-values.ts';

const APPOINTMENTS = '/api/appointments';

export type { AppointmentOptions, CalendarBooking, CalendarDay, SlotOfDay };

export const appointmentOptions = () => requestJson<AppointmentOptions>(`${APPOINTMENTS}/options`);

export const slotsOfDay = (warehouseId: number, date: string) =>
  requestJson<SlotsOfDay>(`${APPOINTMENTS}/slots`, {
    params: { warehouse_id: warehouseId, date },
  });

/** The calendar from one day to another (at most 31 days). */
export const appointmentCalendar = (warehouseId: number, from: string, to: string) =>
  requestJson<AppointmentCalendar>(`${APPOINTMENTS}/calendar`, {
    params: { warehouse_id: warehouseId, from, to },
  });

/** A customs consignee by its 10-digit customs code or 18-character credit code. */
export const findConsignees = (code: string) =>
  requestJson<ConsigneesFound>(`${APPOINTMENTS}/consignees`, {
    params: { code },
  });

/** One of the partner's own consignees (我的客户): its required code and name. */
type PartnerConsignee = RecordWithText<'consignee_code' | 'consignee_name'>;

/** The partner's own consignees (我的客户), offered in the form. */
export const myConsignees = () =>
  requestJson<RecordPage<PartnerConsignee>>('/api/partner-consignees', { params: { page: 1, size: 999 } });

export const getAppointment = (id: number) => getRecord(APPOINTMENTS, id);
export const createAppointment = (body: Row) => createRecord(APPOINTMENTS, body);
export const updateAppointment = (id: number, body: Row) => updateRecord(APPOINTMENTS, id, body);

/** A task order for an approved appointment (once: the appointment then names its task order). */
export const taskFromAppointment = (id: number) =>
  requestJson<EntityRecord>(`/api/task-orders/from-appointment/${id}`, { method: 'POST', data: {} });

/** The appointment's log (the engine's), oldest first: add, update and every move of its definition. */
export const appointmentLog = (id: number) => requestJson<DocumentLog>(`${APPOINTMENTS}/${id}/log`);
