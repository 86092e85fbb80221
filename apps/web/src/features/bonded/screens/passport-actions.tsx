import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_VEHICLE_PASSPORT_TYPE,
  PASSPORT_GATE_CODE,
  PASSPORT_STATUS_CODE as S,
  passport,
  passportLine,
} from '@app/shared';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import { actionsWidth, type CrudAction } from '../../../crud/EntityTable.tsx';
import { confirmThen } from '../../../crud/confirm.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import type { Row } from '../../../crud/entity-values.ts';
import {
  declarePassport,
  passportStep,
  passportTimeline,
  uploadPassportReceipt,
  voidPassport,
  type PassportStep,
} from '../api.ts';
import { PASSPORT_NS } from '../passport-locales.ts';
import { ActionTimeline } from './ActionTimeline.tsx';
import { BindListsDialog } from './BindListsDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useReceiptUpload } from './receipt-upload.tsx';

/** Passports whose lists may be bound again: not sent yet, or refused. */
const BINDABLE = new Set<string>([S.unconfirmed, S.failed]);
/** Passports that may be declared: unconfirmed, confirmed, or refused. */
const DECLARABLE = new Set<string>([S.unconfirmed, S.confirmed, S.failed]);

/** A row's action (and the dialog it opens) with the list it reloads afterwards. */
type Open = { row: Row; table: CrudTableApi };

/**
 * The passport screens' buttons, shared by the passports and the two-step passports: goods and list
 * binding (`lists`, passports only), confirm and its undo, declare, void, the timeline, and the header's
 * receipt upload. Render `dialogs` inside the list.
 */
export function usePassportActions({ lists }: { lists: boolean }) {
  const { t } = useTranslation(PASSPORT_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const navigate = useNavigate();
  const [binding, setBinding] = useState<Open | null>(null);
  const [voiding, setVoiding] = useState<Open | null>(null);
  const [timeline, setTimeline] = useState<Row | null>(null);
  const upload = useReceiptUpload({
    label: t('uploadReceipt'),
    permission: passport.permissions.declare,
    upload: uploadPassportReceipt,
    doneText: (a) => t(a.duplicate ? 'receiptDuplicate' : 'receiptRecorded', { code: a.code ?? '' }),
    testId: 'passport-receipt-file',
  });

  const no = (row: Row) => String(row.etps_preent_no ?? row.id);
  const when = (ok: boolean, action: CrudAction) => (ok ? [action] : []);
  const ask = (row: Row, table: CrudTableApi, key: string, run: () => Promise<unknown>) =>
    confirmThen(app, t(`${key}Ask`, { no: no(row) }), run, { after: table.reload });
  const step = (row: Row, table: CrudTableApi, name: PassportStep): CrudAction => ({
    key: name,
    label: t(name),
    permission: passport.permissions.edit,
    onClick: () => ask(row, table, name, () => passportStep(Number(row.id), name, Number(row.version))),
  });

  const rowActions = (row: Row, table: CrudTableApi): CrudAction[] => {
    const status = String(row.status ?? '');
    return [
      ...when(lists, {
        key: 'cargo',
        label: t('cargo'),
        permission: passportLine.permissions.list,
        onClick: () =>
          navigate(`${passportLine.path ?? ''}?passport_id=${encodeURIComponent(String(row.id))}`),
      }),
      ...when(lists && BINDABLE.has(status) && String(row.passport_typecd) !== EMPTY_VEHICLE_PASSPORT_TYPE, {
        key: 'lists',
        label: t('bindLists'),
        permission: passport.permissions.edit,
        onClick: () => setBinding({ row, table }),
      }),
      ...when(status === S.unconfirmed, step(row, table, 'confirm')),
      ...when(status === S.confirmed, step(row, table, 'unconfirm')),
      ...when(DECLARABLE.has(status), {
        key: 'declare',
        label: t('declare'),
        permission: passport.permissions.declare,
        onClick: () => ask(row, table, 'declare', () => declarePassport(Number(row.id), Number(row.version))),
      }),
      ...when(String(row.stucd ?? '') === PASSPORT_GATE_CODE.approved, {
        key: 'void',
        label: t('void'),
        permission: passport.permissions.void,
        danger: true,
        onClick: () => setVoiding({ row, table }),
      }),
      {
        key: 'timeline',
        label: t('history'),
        permission: passport.permissions.view,
        onClick: () => setTimeline(row),
      },
    ];
  };

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
          title={t('voidTitle', { no: no(voiding.row) })}
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
            await voidPassport(Number(voiding.row.id), Number(voiding.row.version), reason ?? '');
            void app.message.success(crud('success'));
            done(voiding, () => setVoiding(null))();
          }}
          onClose={() => setVoiding(null)}
        />
      )}
      {timeline && (
        <ActionTimeline
          title={t('historyTitle', { no: no(timeline) })}
          queryKey={['passport-timeline', timeline.id]}
          load={() => passportTimeline(Number(timeline.id))}
          actionLabel={(action) => t(`action.${action}`, { defaultValue: action })}
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
    run: (saved: unknown) => {
      const { id, version } = saved as { id: number; version: number };
      return declarePassport(id, version);
    },
  };

  return { rowActions, toolbar: (table: CrudTableApi) => [upload.action(table)], dialogs, width, saveThen };
}
