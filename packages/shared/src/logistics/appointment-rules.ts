import { checkError, type Check, type CheckResult } from '../validators/types.ts';
import { CUSTOMS_TRADE_NONE, EXCLUSIVE_TASK_TYPES, TASK_TYPES } from './appointment-options.ts';

/** The task types ticked, from their stored comma-joined form. */
export function taskTypeList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * 任务单类型 (business-domain §5): known types, at least one; at most one of declaration, filing list
 * and two-step declaration; "other documents" only alone.
 */
export const checkTaskTypes: Check = (value) => {
  const list = taskTypeList(value);
  if (list.length === 0) return null;
  const known = new Set(TASK_TYPES.map((o) => o.value));
  if (list.some((v) => !known.has(v)) || new Set(list).size !== list.length)
    return checkError('appointment.task_type_unknown');
  if (list.filter((v) => (EXCLUSIVE_TASK_TYPES as readonly string[]).includes(v)).length > 1)
    return checkError('appointment.task_type_exclusive');
  if (list.includes('other') && list.length > 1) return checkError('appointment.task_type_other_alone');
  return null;
};

/** A time of day, `HH:mm` on the 24-hour clock. */
export const checkTimeOfDay: Check = (value) => {
  if (!value) return null;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : checkError('appointment.time_of_day');
};

/** 报关贸易类型 cannot be "none" (business-domain §5). */
export function checkCustomsTrade(value: string | null | undefined): CheckResult {
  return value === CUSTOMS_TRADE_NONE ? checkError('appointment.trade_none') : null;
}

/** A slot ends after it starts. */
export function checkSlotTimes(start: string, end: string): CheckResult {
  return end > start ? null : checkError('appointment.slot_order');
}
