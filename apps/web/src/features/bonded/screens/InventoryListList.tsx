import { useState } from 'react';
import { App, Drawer, Empty, Timeline } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { declaration, inventoryList, inventoryListLine } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { copyList, downloadListPdf, listTimeline, uploadListReceipt } from '../inventory-api.ts';
import { BONDED_NS } from '../locales.ts';
import { useReceiptUpload } from './receipt-upload.tsx';
import { RelativeTime } from '../../../components/RelativeTime.tsx';

/** The list editor's hidden route. */
const EDITOR = '/invt/edit';

/** The send and receipts of one list, oldest first. */
function ListTimeline({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation(BONDED_NS);
  const id = Number(row.id);
  const query = useQuery({ queryKey: ['inventory-timeline', id], queryFn: () => listTimeline(id) });
  const entries = query.data?.content ?? [];
  return (
    <Drawer
      open
      width={520}
      title={t('timelineTitle', { no: String(row.etps_inner_invt_no) })}
      onClose={onClose}
    >
      {entries.length ? (
        <Timeline
          items={entries.map((e) => ({
            color: /^(A[23]|R[1-9X]|G2)$/.test(e.code) ? 'red' : e.code === 'ss' ? 'blue' : 'green',
            children: (
              <div className="bonded-timeline-entry">
                <strong>
                  {e.message_type} {e.code}
                </strong>{' '}
                <RelativeTime value={e.receipt_time} />
                <div>{e.message}</div>
              </div>
            ),
          }))}
        />
      ) : (
        <Empty description={query.isLoading ? undefined : t('timelineEmpty')} />
      )}
    </Drawer>
  );
}

/**
 * Inventory lists: the generic list, with each list's lines, its declaration draft, copy, print and
 * receipts; its declare is drawn from the definition (customs' own moves are never offered); the header uploads a receipt file.
 */
export default function InventoryListList({ route }: ScreenProps) {
  const { t } = useTranslation(BONDED_NS);
  const app = App.useApp();
  const navigate = useNavigate();
  const [timeline, setTimeline] = useState<Row | null>(null);
  const upload = useReceiptUpload({
    label: t('uploadReceipt'),
    permission: inventoryList.permissions.declare,
    upload: uploadListReceipt,
    doneText: (a) => t(a.duplicate ? 'receiptDuplicate' : 'receiptRecorded', { code: a.code }),
    testId: 'inventory-receipt-file',
  });

  return (
    <>
      <EntityTable
        def={inventoryList}
        route={route}
        actionsWidth={500}
        toolbar={(table) => [upload.action(table)]}
        editor={{
          add: () => navigate(EDITOR),
          edit: (row) => navigate(`${EDITOR}?id=${encodeURIComponent(String(row.id))}`),
        }}
        rowActions={(row, table) => [
          {
            key: 'lines',
            label: t('lines'),
            permission: inventoryListLine.permissions.list,
            onClick: () =>
              navigate(`${inventoryListLine.path ?? ''}?list_id=${encodeURIComponent(String(row.id))}`),
          },
          ...(row.declaration_id
            ? [
                {
                  key: 'declaration',
                  label: t('declaration'),
                  permission: declaration.permissions.view,
                  onClick: () =>
                    navigate(`/declaration/edit?id=${encodeURIComponent(String(row.declaration_id))}`),
                },
              ]
            : []),
          {
            key: 'copy',
            label: t('copy'),
            permission: inventoryList.permissions.add,
            onClick: () =>
              void copyList(Number(row.id)).then(
                (copy) => {
                  void app.message.success(t('copied', { no: copy.etps_inner_invt_no }));
                  table.reload();
                },
                (e: unknown) => app.message.error(e instanceof Error ? e.message : String(e)),
              ),
          },
          {
            key: 'print',
            label: t('print'),
            permission: inventoryList.permissions.view,
            onClick: () =>
              void downloadListPdf(Number(row.id), String(row.etps_inner_invt_no)).catch((e: unknown) =>
                app.message.error(e instanceof Error ? e.message : String(e)),
              ),
          },
          {
            key: 'timeline',
            label: t('timeline'),
            permission: inventoryList.permissions.view,
            onClick: () => setTimeline(row),
          },
        ]}
      />
      {upload.input}
      {timeline && <ListTimeline row={timeline} onClose={() => setTimeline(null)} />}
    </>
  );
}
