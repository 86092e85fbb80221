import { Alert, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../crud/display.ts';
import { loadReceipts } from '../api.ts';
import { DECL_NS } from '../locales/index.ts';
import { isKnownReceipt, receiptColour, receiptDot } from '../model/receipt-codes.ts';
import type { ReceiptEntry } from '@app/shared';

/** The meaning of a receipt code in the interface language (the server's own text when the code is not ours). */
export function useReceiptMeaning() {
  const { t } = useTranslation(DECL_NS);
  return (code: string | null | undefined, fallback?: string) =>
    isKnownReceipt(code) ? t(`receipt.${code}`) : fallback || t('receipt.unknown', { code: code ?? '' });
}

/** A receipt code as a coloured tag with its meaning. */
export function ReceiptTag({ code, meaning }: { code: string | null | undefined; meaning?: string }) {
  const text = useReceiptMeaning();
  if (!code) return null;
  return (
    <Tag color={receiptColour(code)} data-code={code}>
      {code} {text(code, meaning)}
    </Tag>
  );
}

/** The receipt history of one declaration as a timeline: code, meaning, message, date; newest last. */
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
                <Typography.Text type="secondary">{formatDateTime(r.date)}</Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
