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

/** An appointment as its actions answer it. */
export interface MovedAppointment {
  id: number;
  version: number;
  status: string;
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

/** The moves that take only the version read. */
export type AppointmentStep = 'submit' | 'arrive' | 'complete';

export const appointmentStep = (id: number, step: AppointmentStep, version: number) =>
  requestJson<MovedAppointment>(`${APPOINTMENTS}/${id}/${step}`, { method: 'POST', data: { version } });

export const cancelAppointment = (id: number, version: number, reason?: string) =>
  requestJson<MovedAppointment>(`${APPOINTMENTS}/${id}/cancel`, {
    method: 'POST',
    data: { version, ...(reason ? { reason } : {}) },
  });

/** Approves, or rejects with the reason (required by the server). */
export const reviewAppointment = (id: number, version: number, approve: boolean, reason?: string) =>
  requestJson<MovedAppointment>(`${APPOINTMENTS}/${id}/review`, {
    method: 'POST',
    data: { version, approve, ...(reason ? { reason } : {}) },
  });

/** A task order for an approved appointment (once: the appointment then names its task order). */
export const taskFromAppointment = (id: number) =>
  requestJson<Row>(`/api/task-orders/from-appointment/${id}`, { method: 'POST', data: {} });

/** The appointment's log, oldest first: add, update, submit, approve, reject, arrive, complete, cancel. */
export const appointmentLog = (id: number) =>
  requestJson<{ content: ActionLogEntry[] }>(`${APPOINTMENTS}/${id}/log`);
