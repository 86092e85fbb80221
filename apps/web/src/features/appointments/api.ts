import { requestJson } from '../../api/http.ts';
import { createRecord, getRecord, updateRecord } from '../../crud/crud-api.ts';
import type { Row } from '../../crud/entity-values.ts';
import type { ActionLogEntry } from '../bonded/api.ts';

const APPOINTMENTS = '/api/appointments';

/** What the form offers: the companies the caller books with and their enabled warehouses. */
export interface AppointmentOptions {
  companies: { id: number; name: string }[];
  warehouses: {
    id: number;
    company_id: number;
    warehouse_code: string;
    warehouse_name: string;
    address: string | null;
  }[];
}

/** A slot of a warehouse on a day: capacity, places taken and places left. */
export interface SlotOfDay {
  id: number;
  slot_name: string;
  start_time: string;
  end_time: string;
  capacity: number;
  taken: number;
  left: number;
}

/** A booking as the calendar shows it (the caller's own only, for a partner). */
export interface CalendarBooking {
  id: number;
  appointment_no: string | null;
  status: string | null;
  vehicle_no: string;
  customer_name: string;
}

export interface CalendarDay {
  date: string;
  slots: (SlotOfDay & { bookings: CalendarBooking[] })[];
}

export const appointmentOptions = () => requestJson<AppointmentOptions>(`${APPOINTMENTS}/options`);

export const slotsOfDay = (warehouseId: number, date: string) =>
  requestJson<{ content: SlotOfDay[] }>(`${APPOINTMENTS}/slots`, {
    params: { warehouse_id: warehouseId, date },
  });

/** The calendar from one day to another (at most 31 days). */
export const appointmentCalendar = (warehouseId: number, from: string, to: string) =>
  requestJson<{ days: CalendarDay[] }>(`${APPOINTMENTS}/calendar`, {
    params: { warehouse_id: warehouseId, from, to },
  });

/** A customs consignee by its 10-digit customs code or 18-character credit code. */
export const findConsignees = (code: string) =>
  requestJson<{ content: { code: string; name: string }[] }>(`${APPOINTMENTS}/consignees`, {
    params: { code },
  });

/** The partner's own consignees (我的客户), offered in the form. */
export const myConsignees = () =>
  requestJson<{ content: { id: number; consignee_code: string; consignee_name: string }[] }>(
    '/api/partner-consignees',
    { params: { page: 1, size: 999 } },
  );

export const getAppointment = (id: number) => getRecord(APPOINTMENTS, id);
export const createAppointment = (body: Row) => createRecord(APPOINTMENTS, body);
export const updateAppointment = (id: number, body: Row) => updateRecord(APPOINTMENTS, id, body);

/** A task order for an approved appointment (once: the appointment then names its task order). */
export const taskFromAppointment = (id: number) =>
  requestJson<Row>(`/api/task-orders/from-appointment/${id}`, { method: 'POST', data: {} });

/** The appointment's log (the engine's), oldest first: add, update and every move of its definition. */
export const appointmentLog = (id: number) =>
  requestJson<{ content: ActionLogEntry[] }>(`${APPOINTMENTS}/${id}/log`);
