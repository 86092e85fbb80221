import type { LocalizedText } from '../i18n/text.ts';

/**
 * The global setting (全局设置) that makes an appointment's 备注 required: off (0) by default, so a
 * note may be left blank; 1 makes the form and the server ask for it. The seed adds it to every
 * install (`REFERENCE_SETTINGS`) with its Chinese name; its label in the four languages is here.
 */
export const APPOINTMENT_NOTE_SETTING = {
  code: 'appointment_note_required',
  group: { zh: '预约', en: 'Appointments', es: 'Citas', ja: '予約' },
  label: {
    zh: '入仓预约备注必填',
    en: 'Appointment note required',
    es: 'Nota obligatoria en las citas',
    ja: '入庫予約の備考を必須にする',
  },
  description: {
    zh: '1：入仓预约必须填写备注；0：备注可不填',
    en: '1: an appointment needs a note; 0: the note may be left blank',
    es: '1: una cita necesita una nota; 0: la nota puede quedar en blanco',
    ja: '1：入庫予約には備考が必要；0：備考は空欄でもよい',
  },
  default: '0',
} as const satisfies {
  code: string;
  group: LocalizedText;
  label: LocalizedText;
  description: LocalizedText;
  default: string;
};

/** Whether the setting's stored value turns the requirement on (only "1" does; blank or unknown is off). */
export function appointmentNoteRequired(value: unknown): boolean {
  return String(value ?? '').trim() === '1';
}
