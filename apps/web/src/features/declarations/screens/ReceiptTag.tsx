import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECL_NS } from '../locales/index.ts';
import { isKnownReceipt, receiptColour } from '../model/receipt-codes.ts';

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
