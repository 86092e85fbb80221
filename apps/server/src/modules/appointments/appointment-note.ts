import { eq } from 'drizzle-orm';
import { APPOINTMENT_NOTE_SETTING, appointmentNoteRequired } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { globalSettings } from '../../db/schema/index.ts';
import { fieldError } from '../../plugins/app-error.ts';

/**
 * 备注 is required only while the global setting asks for it (APPOINTMENT_NOTE_SETTING, off by
 * default): a blank note is then refused on a save and on a submit, with the field named.
 */
export async function assertNote(tx: DbOrTx, note: unknown): Promise<void> {
  if (typeof note === 'string' && note.trim()) return;
  const [setting] = await tx
    .select({ val: globalSettings.val })
    .from(globalSettings)
    .where(eq(globalSettings.code, APPOINTMENT_NOTE_SETTING.code));
  if (appointmentNoteRequired(setting?.val)) throw fieldError('note', 'appointment.note_required');
}
