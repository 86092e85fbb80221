import dayjs, { type Dayjs } from 'dayjs';
import { APPOINTMENT_EDITABLE, appointment, businessDay, PERM, type AppointmentStatus } from '@app/shared';
import { formValuesOf, payloadOf, type Row } from '../../../crud/entity-values.ts';
import type { SlotOfDay } from '../api.ts';

/** The back office's page (仓储运输 › 入仓预约) or the appointment site's (入仓预约 › 我的预约). */
export type AppointmentMode = 'staff' | 'partner';

/**
 * The codes that show each of the page's own buttons, by page; null: the page has no such button. The
 * moves carry their own codes (the definition's); a partner's site codes imply them (`PERMISSION_IMPLIES`).
 */
export interface AppointmentPerms {
  list: string;
  add: string;
  edit: string;
  delete: string;
  export: string | null;
}

export function appointmentPerms(mode: AppointmentMode): AppointmentPerms {
  const p = appointment.permissions;
  if (mode === 'staff')
    return {
      list: p.list,
      add: p.add,
      edit: p.edit,
      delete: p.delete,
      export: p.export,
    };
  return {
    list: PERM.yyAppointmentSearch,
    add: PERM.yyAppointmentAdd,
    edit: PERM.yyAppointmentUpdate,
    delete: PERM.yyAppointmentDelete,
    export: null,
  };
}

/** The code of a page's menu resource, by mode (the screens register under these). */
export const APPOINTMENT_PAGE_CODE: Record<AppointmentMode, string> = {
  staff: appointment.resource,
  partner: 'yy:appointment',
};

const statusOf = (row: Row) => String(row.status ?? '') as AppointmentStatus;

/** Draft or rejected: the record and its attachments may change, and it may be submitted. */
export const isEditable = (row: Row) => (APPOINTMENT_EDITABLE as readonly string[]).includes(statusOf(row));

/** The colour of a state's tag. */
export const STATUS_COLOR: Record<AppointmentStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  rejected: 'error',
  approved: 'success',
  arrived: 'cyan',
  completed: 'purple',
  cancelled: 'default',
};
export const statusColor = (status: unknown) =>
  STATUS_COLOR[String(status) as AppointmentStatus] ?? 'default';

/** A slot as the select offers it: full ones are disabled, except the record's own place. */
export interface SlotOption {
  value: number;
  left: number;
  name: string;
  disabled: boolean;
}

/**
 * The slots of a day for the select: a full slot cannot be chosen, but the slot the record holds
 * already (same warehouse and day) counts its own place as free.
 */
export function slotOptions(
  slots: readonly SlotOfDay[],
  own?: { slotId: number; holds: boolean },
): SlotOption[] {
  return slots.map((s) => {
    const left = own?.holds && own.slotId === s.id ? s.left + 1 : s.left;
    return { value: s.id, left, name: s.slot_name, disabled: left <= 0 };
  });
}

/** Days before today (in the business time zone) cannot be picked. */
export const beforeToday = (day: Dayjs) => day.format('YYYY-MM-DD') < businessDay();

/** The form's values of a record (or of a new one): the date as a day, the task types as a list. */
export function formValuesOfRecord(record: Row | undefined, preset: Row = {}): Row {
  const values = formValuesOf(appointment, record, preset);
  if (typeof values.date === 'string') values.date = dayjs(values.date);
  // task types come as a list already (the field's choices)
  if (!Array.isArray(values.task_types)) values.task_types = [];
  return values;
}

/** The create body (no version) or the update body (with the version read) of the form's values. */
export function payloadOfForm(values: Row, version?: number): Row {
  const list = Array.isArray(values.task_types) ? (values.task_types as string[]) : [];
  return payloadOf(appointment, { ...values, task_types: list.join(',') }, version);
}
