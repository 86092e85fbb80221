import { deletableNow, localize, type EntityDef, type Lang } from '@app/shared';
import { AppError } from '../plugins/app-error.ts';

type Row = Record<string, unknown>;

/**
 * Refuses to delete a record whose state the definition's `deletable` does not allow (a declaration
 * once sent): 409 naming the record, its state and the states it may be deleted in.
 */
export function assertDeletable(def: EntityDef, rows: readonly Row[], lang: Lang): void {
  const rule = def.deletable;
  if (!rule) return;
  const options = def.fields[rule.state]?.options ?? [];
  const name = (value: unknown) => {
    const option = options.find((o) => o.value === String(value ?? ''));
    return option ? localize(option.label, lang) : String(value ?? '');
  };
  const row = rows.find((r) => !deletableNow(def, r));
  if (!row) return;
  throw new AppError(409, 'delete.wrong_state', {
    entity: localize(def.label, lang),
    no: String(row[def.display] ?? row.id),
    status: name(row[rule.state]),
    states: rule.states.map((s) => `“${name(s)}”`).join(' / '),
  });
}
