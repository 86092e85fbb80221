import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { appointment, checkCustomsTrade, type FieldDef, type Lang } from '@app/shared';
import { formRules } from '../../../crud/field-rules.ts';
import { catalogMessage } from '../../../i18n/index.ts';
import { beforeToday, type SlotOption } from '../model/appointment-model.ts';

const F: Record<string, FieldDef> = appointment.fields;

/** What a field's rules depend on besides the definition. */
export interface RuleContext {
  label: string;
  /** The crud namespace's texts (the definition's rules speak them). */
  crud: TFunction;
  lang: Lang;
  slotChoices: readonly SlotOption[];
  /** The global setting APPOINTMENT_NOTE_SETTING is on: 备注 is asked for. */
  noteRequired: boolean;
}

/**
 * The rules of one field of the appointment form: the definition's (with its Chinese messages) and
 * the form's own (trade type not "none", date not past, a slot with room, the note when the setting
 * asks for it); the server checks the same.
 */
export function appointmentRules(name: string, ctx: RuleContext): Rule[] {
  const base: Rule[] = formRules(F[name]!, ctx.label, ctx.crud, ctx.lang).map((r) =>
    name === 'task_types' && r.required ? { ...r, type: 'array' } : r,
  );
  if (name === 'cd_trade')
    base.push({
      validator: async (_r, value) => {
        const problem = checkCustomsTrade(value as string | undefined);
        if (problem) throw new Error(catalogMessage(problem.key, problem.params));
      },
    });
  if (name === 'date')
    base.push({
      validator: async (_r, value) => {
        if (value && beforeToday(value as Dayjs)) throw new Error(catalogMessage('appointment.date_past'));
      },
    });
  if (name === 'slot_id')
    base.push({
      validator: async (_r, value) => {
        const chosen = ctx.slotChoices.find((s) => s.value === Number(value));
        if (chosen?.disabled) throw new Error(catalogMessage('appointment.slot_full', { slot: chosen.name }));
      },
    });
  if (name === 'note' && ctx.noteRequired)
    base.push({ required: true, whitespace: true, message: catalogMessage('appointment.note_required') });
  return base;
}
