import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { manifest, manifestConsignment, manifestMoveAllowed } from '@app/shared';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import { actionsWidth, EntityTable, type CrudAction } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { moveRecord } from '../../../crud/row-moves.tsx';
import type { ScreenProps } from '../../../menu/registry.ts';
import { ActionTimeline } from '../../bonded/screens/ActionTimeline.tsx';
import { logActionLabel, useScreenMoves } from '../../bonded/screens/passport-moves.tsx';
import { ReasonDialog } from '../../bonded/screens/ReasonDialog.tsx';
import { useReceiptUpload } from '../../bonded/screens/receipt-upload.tsx';
import { manifestLog, uploadManifestReceipt } from '../api.ts';
import { MANIFESTS_NS } from '../locales.ts';

/**
 * Manifests: the generic list with their consignments, the definition's moves (confirm and its undo,
 * submit, the delete request with its reason; each only where the declaration status lets it, as its hook
 * checks), the log and the receipt upload.
 */
export default function ManifestList({ route }: ScreenProps) {
  const { t } = useTranslation(MANIFESTS_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [log, setLog] = useState<Row | null>(null);
  const screenMoves = useScreenMoves(manifest, {
    allows: manifestMoveAllowed,
    dialogs: { delete: setDeleting },
  });
  const upload = useReceiptUpload({
    label: t('uploadReceipt'),
    permission: manifest.permissions.submit,
    upload: uploadManifestReceipt,
    doneText: (a) => t(a.duplicate ? 'receiptDuplicate' : 'receiptRecorded', { code: a.code }),
    testId: 'manifest-receipt-file',
  });

  const no = (row: Row) => String(row.batch_no ?? row.id);

  const rowActions = (row: Row, table: CrudTableApi): CrudAction[] => [
    ...screenMoves.moves(row, table),
    {
      key: 'consignments',
      label: t('consignments'),
      permission: manifestConsignment.permissions.list,
      onClick: () =>
        navigate(`${manifestConsignment.path ?? ''}?manifest_id=${encodeURIComponent(String(row.id))}`),
    },
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
      def={screenMoves.listDef}
      route={route}
      actionsWidth={actionsWidth([...labels, t('log'), crud('delete')])}
      rowActions={rowActions}
      toolbar={(table) => [upload.action(table)]}
    >
      {upload.input}
      {deleting && (
        <ReasonDialog
          title={t('deleteTitle', { no: no(deleting) })}
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
            await moveRecord(manifest, deleting, 'delete', {
              reason: reason ?? '',
              ...(contact ? { contact } : {}),
              ...(phone ? { phone } : {}),
            });
            void app.message.success(crud('success'));
            setDeleting(null);
            screenMoves.reload();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {log && (
        <ActionTimeline
          title={t('logTitle', { no: no(log) })}
          queryKey={['manifest-log', log.id]}
          load={() => manifestLog(Number(log.id))}
          actionLabel={(action) =>
            logActionLabel(manifest, action, (a) => t(`action.${a}`, { defaultValue: a }))
          }
          emptyText={t('logEmpty')}
          failedText={t('failed')}
          onClose={() => setLog(null)}
        />
      )}
    </EntityTable>
  );
}
