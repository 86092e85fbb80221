import { Alert, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { RelativeTime } from '../../../components/RelativeTime.tsx';
import { loadReceipts } from '../api.ts';
import { DECL_NS } from '../locales/index.ts';
import { receiptColour, receiptDot } from '../model/receipt-codes.ts';
import { useReceiptMeaning } from './ReceiptTag.tsx';
import type { ReceiptEntry } from '@app/shared';

// the tag is in its own module, so that the list's cells do not load the drawer
export { ReceiptTag, useReceiptMeaning } from './ReceiptTag.tsx';

/**
 * The receipt history of one declaration as a timeline: code, meaning, message, and its time on the
 * business clock (the instant the server answers, the same the list's 最新回执 shows) with how long ago
 * while recent; newest last.
 */
export function ReceiptDrawer({
  id,
  title,
  onClose,
}: {
  id: number | undefined;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(DECL_NS);
  const meaning = useReceiptMeaning();
  const receipts = useQuery({
    queryKey: ['declaration-receipts', id],
    queryFn: () => loadReceipts(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const list: ReceiptEntry[] = receipts.data ?? [];
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      width={460}
      title={t('receipt.title', { no: title })}
      destroyOnHidden
      className="decl-receipts"
    >
      {receipts.isLoading && <Spin />}
      {receipts.isError && <Alert type="error" message={receipts.error.message} />}
      {receipts.isSuccess && !list.length && <Empty description={t('receipt.empty')} />}
      {list.length > 0 && (
        <Timeline
          items={list.map((r, i) => ({
            key: `${r.code}-${r.date ?? ''}-${i}`,
            color: receiptDot(r.code),
            children: (
              <div className="decl-receipt" data-code={r.code}>
                <div>
                  <Tag color={receiptColour(r.code)}>{r.code}</Tag>
                  <Typography.Text strong>{meaning(r.code, r.meaning)}</Typography.Text>
                </div>
                {r.message && (
                  <Typography.Paragraph className="decl-receipt-message">{r.message}</Typography.Paragraph>
                )}
                <Typography.Text type="secondary" className="decl-receipt-time">
                  <BusinessTime value={r.date} /> <RelativeTime value={r.date} recentOnly />
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
