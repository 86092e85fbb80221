import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MANIFEST_BILL_CODE as B,
  MANIFEST_MESSAGE_CODE as M,
  manifest,
  manifestConsignment,
} from '@app/shared';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import { actionsWidth, EntityTable, type CrudAction } from '../../../crud/EntityTable.tsx';
import { confirmThen } from '../../../crud/confirm.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { ActionTimeline } from '../../bonded/screens/ActionTimeline.tsx';
import { ReasonDialog } from '../../bonded/screens/ReasonDialog.tsx';
import { useReceiptUpload } from '../../bonded/screens/receipt-upload.tsx';
import {
  manifestLog,
  manifestStep,
  requestManifestDelete,
  submitManifest,
  uploadManifestReceipt,
  type ManifestStep,
} from '../api.ts';
import { MANIFESTS_NS } from '../locales.ts';

/** A submitted manifest may be sent again when the send or the declaration failed. */
const RESUBMITTABLE = new Set<string>([M.sendFailed, M.failed]);

const billOf = (row: Row) => String(row.bill_status ?? '');
const submittable = (row: Row) =>
  billOf(row) === B.confirmed ||
  (billOf(row) === B.submitted && RESUBMITTABLE.has(String(row.message_status ?? '')));

/** Manifests: the generic list with their consignments, confirm and its undo, submit, delete request, log. */
export default function ManifestList({ route }: ScreenProps) {
  const { t } = useTranslation(MANIFESTS_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<{ row: Row; table: CrudTableApi } | null>(null);
  const [log, setLog] = useState<Row | null>(null);
  const upload = useReceiptUpload({
    label: t('uploadReceipt'),
    permission: manifest.permissions.submit,
    upload: uploadManifestReceipt,
    doneText: (a) => t(a.duplicate ? 'receiptDuplicate' : 'receiptRecorded', { code: a.code ?? '' }),
    testId: 'manifest-receipt-file',
  });

  const no = (row: Row) => String(row.batch_no ?? row.id);
  const when = (ok: boolean, action: CrudAction) => (ok ? [action] : []);
  const ask = (row: Row, table: CrudTableApi, key: string, run: () => Promise<unknown>) =>
    confirmThen(app, t(`${key}Ask`, { no: no(row) }), run, { after: table.reload });
  const step = (row: Row, table: CrudTableApi, name: ManifestStep): CrudAction => ({
    key: name,
    label: t(name),
    permission: manifest.permissions.confirm,
    onClick: () => ask(row, table, name, () => manifestStep(Number(row.id), name, Number(row.version))),
  });

  const rowActions = (row: Row, table: CrudTableApi): CrudAction[] => [
    {
      key: 'consignments',
      label: t('consignments'),
      permission: manifestConsignment.permissions.list,
      onClick: () =>
        navigate(`${manifestConsignment.path ?? ''}?manifest_id=${encodeURIComponent(String(row.id))}`),
    },
    ...when(billOf(row) === B.draft, step(row, table, 'confirm')),
    ...when(billOf(row) === B.confirmed, step(row, table, 'cancel')),
    ...when(submittable(row), {
      key: 'submit',
      label: t('submit'),
      permission: manifest.permissions.submit,
      onClick: () => ask(row, table, 'submit', () => submitManifest(Number(row.id), Number(row.version))),
    }),
    ...when(billOf(row) === B.submitted, {
      key: 'deleteRequest',
      label: t('deleteRequest'),
      permission: manifest.permissions.delete,
      danger: true,
      onClick: () => setDeleting({ row, table }),
    }),
    { key: 'log', label: t('log'), permission: manifest.permissions.view, onClick: () => setLog(row) },
  ];

  const labels = [
    crud('edit'),
    crud('view'),
    t('consignments'),
    t('cancel'),
    t('submit'),
    t('deleteRequest'),
  ];
  return (
    <EntityTable
      def={manifest}
      route={route}
      actionsWidth={actionsWidth([...labels, t('log'), crud('delete')])}
      rowActions={rowActions}
      toolbar={(table) => [upload.action(table)]}
    >
      {upload.input}
      {deleting && (
        <ReasonDialog
          title={t('deleteTitle', { no: no(deleting.row) })}
          warning={t('deleteWarning')}
          okText={t('deleteRequest')}
          fields={[
            {
              name: 'reason',
              label: t('deleteReason'),
              max: 255,
              required: t('deleteReasonRequired'),
              multiline: true,
            },
            { name: 'contact', label: t('contact'), max: 64 },
            { name: 'phone', label: t('phone'), max: 32 },
          ]}
          onSubmit={async ({ reason, contact, phone }) => {
            const { row, table } = deleting;
            await requestManifestDelete(Number(row.id), Number(row.version), {
              reason: reason ?? '',
              contact,
              phone,
            });
            void app.message.success(crud('success'));
            setDeleting(null);
            table.reload();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {log && (
        <ActionTimeline
          title={t('logTitle', { no: no(log) })}
          queryKey={['manifest-log', log.id]}
          load={() => manifestLog(Number(log.id))}
          actionLabel={(action) => t(`action.${action}`, { defaultValue: action })}
          emptyText={t('logEmpty')}
          failedText={t('failed')}
          onClose={() => setLog(null)}
        />
      )}
    </EntityTable>
  );
}
