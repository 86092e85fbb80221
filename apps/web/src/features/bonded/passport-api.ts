import type { BindableListsAnswer, PassportBindAnswer, RecordPage, RecordWithText } from '@app/shared';
import { requestJson } from '../../api/http.ts';

/**
 * The passport's calls beside its moves (confirm, unconfirm, declare, void: the definition's, posted by
 * crud/row-moves.tsx): the binding and the lists it would take.
 */
const PASSPORTS = '/api/passports';

/** Binds the passport to these inventory lists (replacing the binding); its lines are made again. */
export const bindPassportLists = (id: number, version: number, listIds: number[]) =>
  requestJson<PassportBindAnswer>(`${PASSPORTS}/${id}/lists`, {
    method: 'POST',
    data: { version, list_ids: listIds },
  });

/** The inventory lists the binding would accept for this passport (the server's one rule), the latest first. */
export const bindableLists = (id: number) =>
  requestJson<BindableListsAnswer>(`${PASSPORTS}/${id}/bindable-lists`);

/** One binding of the passport (the engine's passport-lists record): its list_id and the list's number. */
type BoundList = RecordWithText<'rlt_no'>;

/** The lists a passport is bound to now. */
export const boundLists = (passportId: number) =>
  requestJson<RecordPage<BoundList>>('/api/passport-lists', {
    params: { passport_id: passportId, page: 1, size: 100 },
  });
