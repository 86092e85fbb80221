import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_VEHICLE_PASSPORT_TYPE,
  passport,
  PASSPORT_EDITABLE_STATES,
  passportLine,
  passportVoidable,
} from '@app/shared';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import { actionsWidth, type CrudAction } from '../../../crud/EntityTable.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { moveRecord } from '../../../crud/row-moves.tsx';
import { passportTimeline, uploadPassportReceipt } from '../api.ts';
import { PASSPORT_NS } from '../passport-locales.ts';
import { ActionTimeline } from './ActionTimeline.tsx';
import { BindListsDialog } from './BindListsDialog.tsx';
import { logActionLabel, useScreenMoves } from './passport-moves.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useReceiptUpload } from './receipt-upload.tsx';

/** A row's action (and the dialog it opens) with the list it reloads afterwards. */
type Open = { row: Row; table: CrudTableApi };

/** The void beside its state (申报成功) needs customs' approval, as its hook checks. */
const allows = (move: string, row: Row) => move !== 'void' || passportVoidable(row);

/**
 * The passport screens' buttons, shared by the passports and the two-step passports: the definition's
 * moves (confirm and its undo, declare, void with its reason; customs' moves left to the receipts), goods
 * and list binding (`lists`, passports only), the timeline, and the header's receipt upload. Give the list
 * `def` and render `dialogs` inside it.
 */
export function usePassportActions({ lists }: { lists: boolean }) {
  const { t } = useTranslation(PASSPORT_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const navigate = useNavigate();
  const [binding, setBinding] = useState<Open | null>(null);
  const [voiding, setVoiding] = useState<Row | null>(null);
  const [timeline, setTimeline] = useState<Row | null>(null);
  const screenMoves = useScreenMoves(passport, {
    allows,
    dialogs: { void: setVoiding },
  });
  const upload = useReceiptUpload({
    label: t('uploadReceipt'),
    permission: passport.permissions.declare,
    upload: uploadPassportReceipt,
    doneText: (a) => t(a.duplicate ? 'receiptDuplicate' : 'receiptRecorded', { code: a.code }),
    testId: 'passport-receipt-file',
  });

  const no = (row: Row) => String(row.etps_preent_no ?? row.id);
  const when = (ok: boolean, action: CrudAction) => (ok ? [action] : []);

  const rowActions = (row: Row, table: CrudTableApi): CrudAction[] => [
    ...screenMoves.moves(row, table),
    ...when(lists, {
      key: 'cargo',
      label: t('cargo'),
      permission: passportLine.permissions.list,
      onClick: () => navigate(`${passportLine.path ?? ''}?passport_id=${encodeURIComponent(String(row.id))}`),
    }),
    ...when(
      lists &&
        PASSPORT_EDITABLE_STATES.includes(String(row.status ?? '')) &&
        String(row.passport_typecd) !== EMPTY_VEHICLE_PASSPORT_TYPE,
      {
        key: 'lists',
        label: t('bindLists'),
        permission: passport.permissions.edit,
        onClick: () => setBinding({ row, table }),
      },
    ),
    {
      key: 'timeline',
      label: t('history'),
      permission: passport.permissions.view,
      onClick: () => setTimeline(row),
    },
  ];

  const done = (open: Open, close: () => void) => () => {
    close();
    open.table.reload();
  };

  const dialogs = (
    <>
      {upload.input}
      {binding && (
        <BindListsDialog
          passport={binding.row}
          onClose={() => setBinding(null)}
          onDone={done(binding, () => setBinding(null))}
        />
      )}
      {voiding && (
        <ReasonDialog
          title={t('voidTitle', { no: no(voiding) })}
          warning={t('voidWarning')}
          okText={t('void')}
          fields={[
            {
              name: 'reason',
              label: t('voidReason'),
              max: 255,
              required: t('voidReasonRequired'),
              multiline: true,
            },
          ]}
          onSubmit={async ({ reason }) => {
            await moveRecord(passport, voiding, 'void', { reason: reason ?? '' });
            void app.message.success(crud('success'));
            setVoiding(null);
            screenMoves.reload();
          }}
          onClose={() => setVoiding(null)}
        />
      )}
      {timeline && (
        <ActionTimeline
          title={t('historyTitle', { no: no(timeline) })}
          queryKey={['passport-timeline', timeline.id]}
          load={() => passportTimeline(Number(timeline.id))}
          actionLabel={(action) =>
            logActionLabel(passport, action, (a) => t(`action.${a}`, { defaultValue: a }))
          }
          emptyText={t('historyEmpty')}
          failedText={t('failed')}
          onClose={() => setTimeline(null)}
        />
      )}
    </>
  );

  // wide enough for the most buttons a row shows at once (with edit, view and delete)
  const labels = [crud('edit'), crud('view'), t('declare'), t('void'), t('history'), crud('delete')];
  const width = actionsWidth([...labels, ...(lists ? [t('cargo'), t('bindLists')] : []), t('unconfirm')]);

  /** 保存并申报 in the add and edit dialogs: the saved passport declared at once (its SAS121 sent). */
  const saveThen = {
    label: t('saveAndDeclare'),
    step: t('declare'),
    permission: passport.permissions.declare,
    run: (saved: unknown) => moveRecord(passport, saved as Row, 'declare'),
  };

  return {
    def: screenMoves.listDef,
    rowActions,
    toolbar: (table: CrudTableApi) => [upload.action(table)],
    dialogs,
    width,
    saveThen,
  };
}
