import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import { FINANCE_NS } from '../locales.ts';

/**
 * The party of a finance record: a customer by its code (receivables, customer contracts) or a carrier
 * (payables, supplier contracts). Only the one field of the kind is in the form.
 */
export function PartyItem({ customer, disabled }: { customer: boolean; disabled?: boolean }) {
  const { t } = useTranslation(FINANCE_NS);
  return customer ? (
    <Form.Item
      key="customer_code"
      name="customer_code"
      label={t('field.customer')}
      rules={[{ required: true, message: t('v.customer') }]}
    >
      <RefSelect entity="customers" valueField="customer_code" disabled={disabled} />
    </Form.Item>
  ) : (
    <Form.Item
      key="carrier_id"
      name="carrier_id"
      label={t('field.carrier')}
      rules={[{ required: true, message: t('v.carrier') }]}
    >
      <RefSelect entity="carriers" disabled={disabled} />
    </Form.Item>
  );
}

/** The party part of a body: the customer code or the carrier id, never both. */
export function partyOf(customer: boolean, values: Record<string, unknown>) {
  return customer
    ? { customer_code: String(values.customer_code ?? '').trim() }
    : { carrier_id: Number(values.carrier_id) };
}
