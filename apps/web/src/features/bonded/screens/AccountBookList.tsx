import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountBook, accountBookGoods, accountBookLoss } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { bookLog, uploadBookReceipt } from '../book-api.ts';
import { BONDED_NS } from '../locales.ts';
import { ActionTimeline } from './ActionTimeline.tsx';
import { logActionLabel, useScreenMoves } from './passport-moves.tsx';
import { useReceiptUpload } from './receipt-upload.tsx';
import { WriteOffDialog } from './WriteOffDialog.tsx';

/**
 * Account books: the generic list, with each book's goods and consumption lines; its moves (confirm,
 * submit, change, write-off with its kind) are the definition's (customs' approve and refuse are the
 * receipts'), its filings and receipts in the timeline, and the header's receipt upload.
 */
export default function AccountBookList({ route }: ScreenProps) {
  const { t } = useTranslation(BONDED_NS);
  const navigate = useNavigate();
  const [writingOff, setWritingOff] = useState<Row | null>(null);
  const [history, setHistory] = useState<Row | null>(null);
  const screenMoves = useScreenMoves(accountBook, { dialogs: { 'write-off': setWritingOff } });
  const upload = useReceiptUpload({
    label: t('uploadReceipt'),
    permission: accountBook.permissions.submit,
    upload: uploadBookReceipt,
    doneText: (a) => t(a.duplicate ? 'receiptDuplicate' : 'receiptRecorded', { code: a.code }),
    testId: 'book-receipt-file',
  });
  const lines = (path: string | undefined, row: Row) =>
    navigate(`${path ?? ''}?book_id=${encodeURIComponent(String(row.id))}`);
  const no = (row: Row) => String(row.ems_no ?? row.id);

  return (
    <EntityTable
      def={screenMoves.listDef}
      route={route}
      actionsWidth={360}
      toolbar={(table) => [upload.action(table)]}
      rowActions={(row, table) => [
        ...screenMoves.moves(row, table),
        {
          key: 'goods',
          label: t('goods'),
          permission: accountBookGoods.permissions.list,
          onClick: () => lines(accountBookGoods.path, row),
        },
        {
          key: 'losses',
          label: t('losses'),
          permission: accountBookLoss.permissions.list,
          onClick: () => lines(accountBookLoss.path, row),
        },
        {
          key: 'history',
          label: t('bookHistory'),
          permission: accountBook.permissions.view,
          onClick: () => setHistory(row),
        },
      ]}
    >
      {upload.input}
      {writingOff && (
        <WriteOffDialog
          book={writingOff}
          onClose={() => setWritingOff(null)}
          onDone={() => {
            setWritingOff(null);
            screenMoves.reload();
          }}
        />
      )}
      {history && (
        <ActionTimeline
          title={t('bookHistoryTitle', { no: no(history) })}
          queryKey={['account-book-log', history.id]}
          load={() => bookLog(Number(history.id))}
          actionLabel={(action) =>
            logActionLabel(accountBook, action, (a) => (a === 'receipt' ? t('receipt') : a))
          }
          emptyText={t('bookHistoryEmpty')}
          failedText={t('failed')}
          onClose={() => setHistory(null)}
        />
      )}
    </EntityTable>
  );
}
