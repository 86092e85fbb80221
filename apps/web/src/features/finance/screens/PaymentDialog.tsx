import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Radio,
  Row as GridRow,
  Select,
  Upload,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  checkMoneyAmount,
  currencyPlaces,
  IO_TYPES,
  localize,
  payment,
  PAYMENT_METHODS,
  businessToday,
} from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { currentLang } from '../../../i18n/index.ts';
import { addAttachmentRow, uploadAttachmentFile } from '../../attachments/api.ts';
import { UPLOAD_ACCEPT, uploadFailure, uploadProblem } from '../../attachments/model/upload-rules.ts';
import { createPayment, type NewPayment } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { moneyText, openAmount } from '../model/finance-model.ts';
import { applyFieldErrors, currencyOptions, dayText, optional, optionsOf } from './form-helpers.ts';
import { PartyItem, partyOf } from './PartyItem.tsx';
import { BASE } from '../../../site/site.ts';

const FIELDS = [
  'io_type',
  'customer_code',
  'carrier_id',
  'method',
  'amount',
  'currency',
  'reference',
  'payer_name',
  'note',
];

/** The public payment page of a statement: looked up by its number and the code printed on its notice. */
export const payPageUrl = (statement: Row) =>
  `${BASE}/fee/index?${new URLSearchParams({
    no: String(statement.statement_no ?? ''),
    ...(statement.pay_code ? { verify: String(statement.pay_code) } : {}),
  }).toString()}`;

export interface PaymentDialogProps {
  /** The statement paid (its party, currency and open amount); none: staff name the party. */
  statement?: Row;
  /** The partner's transfer: bank only, with the reference and the slip required. */
  partner?: boolean;
  onClose: () => void;
  onSaved: (saved: Row) => void;
}

/**
 * A payment received or made (pending until finance confirms it): method, amount, currency, reference,
 * payer and date, and the transfer slip, uploaded as the payment's attachment once the payment exists.
 */
export function PaymentDialog({ statement, partner, onClose, onSaved }: PaymentDialogProps) {
  const { t } = useTranslation(FINANCE_NS);
  const app = App.useApp();
  const lang = currentLang();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [slip, setSlip] = useState<File | null>(null);
  const [slipError, setSlipError] = useState<string | null>(null);
  const ioType =
    (Form.useWatch('io_type', form) as string | undefined) ?? String(statement?.io_type ?? 'receivable');
  const label = (name: string) => localize(payment.fields[name]!.label, lang);
  const open = statement ? openAmount(statement.total_amount, statement.paid_amount) : undefined;
  const methods = optionsOf(PAYMENT_METHODS, lang).filter((o) => o.value !== 'online');

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (partner && !slip) {
      setSlipError(t('v.slip'));
      return;
    }
    // with a statement the io type is the statement's (the form has no such field then)
    const customer = (statement?.io_type ?? values.io_type) === 'receivable';
    const body: NewPayment = {
      io_type: customer ? 'receivable' : 'payable',
      ...(statement
        ? statement.customer_code
          ? { customer_code: String(statement.customer_code) }
          : { carrier_id: Number(statement.carrier_id) }
        : partyOf(customer, values)),
      ...(statement ? { statement_id: Number(statement.id) } : {}),
      method: partner ? 'bank' : (values.method as NewPayment['method']),
      amount: String(values.amount).trim(),
      currency: String(values.currency),
      reference: optional(values.reference),
      payer_name: optional(values.payer_name),
      paid_date: dayText(values.paid_date as Dayjs)!,
      note: optional(values.note),
    };
    setBusy(true);
    let saved: Row;
    try {
      saved = await createPayment(body);
    } catch (error) {
      if (applyFieldErrors(form, error, FIELDS)) void app.message.error(t('fixFields'));
      else void app.message.error(errorText(error));
      setBusy(false);
      return;
    }
    if (slip) {
      try {
        const row = await addAttachmentRow('payment', Number(saved.id), t('payment.slipTitle'), 'slip');
        await uploadAttachmentFile(row.id, slip);
      } catch (error) {
        void app.message.warning(
          t('payment.slipFailed', { reason: uploadFailure(error, t('payment.slipUploadFailed')) }),
        );
      }
    }
    setBusy(false);
    void app.message.success(t('payment.recorded', { no: String(saved.payment_no ?? '') }));
    onSaved(saved);
  };

  return (
    <Modal
      open
      width={680}
      title={
        statement ? t('payment.titleFor', { no: String(statement.statement_no ?? '') }) : t('payment.title')
      }
      okText={partner ? t('payment.submitTransfer') : t('save')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      className="payment-dialog"
    >
      {statement && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('payment.openAmount', { amount: moneyText(open, statement.bill_currency) })}
          description={
            partner ? (
              <>
                {t('payment.transferHint')}{' '}
                <a href={payPageUrl(statement)} target="_blank" rel="noreferrer">
                  {t('payment.online')}
                </a>
              </>
            ) : undefined
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{
          io_type: statement?.io_type ?? 'receivable',
          method: 'bank',
          amount: open && !open.startsWith('-') && open !== '0' ? open : undefined,
          currency: statement?.bill_currency ?? 'CNY',
          paid_date: businessToday(),
        }}
      >
        {!statement && (
          <>
            <Form.Item name="io_type" label={label('io_type')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={optionsOf(IO_TYPES, lang)}
                onChange={() => form.setFieldsValue({ customer_code: undefined, carrier_id: undefined })}
              />
            </Form.Item>
            <PartyItem customer={ioType === 'receivable'} />
          </>
        )}
        <GridRow gutter={16}>
          {!partner && (
            <Col xs={24} md={12}>
              <Form.Item name="method" label={label('method')} rules={[{ required: true }]}>
                <Select options={methods} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item
              name="amount"
              label={label('amount')}
              rules={[
                { required: true, message: t('v.amount') },
                ({ getFieldValue }) => ({
                  // the shared amount rule with the currency's places, as the server applies it
                  validator: async (_r, value: unknown) => {
                    if (value === undefined || value === '') return;
                    const places = currencyPlaces(getFieldValue('currency') as string | undefined);
                    if (checkMoneyAmount(String(value).trim(), { places }))
                      throw new Error(t('v.amountFormat'));
                  },
                }),
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="currency" label={label('currency')} rules={[{ required: true }]}>
              <Select options={currencyOptions(lang)} disabled={!!statement} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="paid_date"
              label={label('paid_date')}
              rules={[{ required: true, message: t('v.paidDate') }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="reference"
              label={label('reference')}
              rules={partner ? [{ required: true, whitespace: true, message: t('v.reference') }] : []}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="payer_name" label={label('payer_name')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </GridRow>
        <Form.Item name="note" label={label('note')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item
          label={t('payment.slip')}
          required={!!partner}
          validateStatus={slipError ? 'error' : undefined}
          help={slipError ?? (slip ? slip.name : t('payment.slipHint'))}
        >
          <Upload
            accept={UPLOAD_ACCEPT}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              const problem = uploadProblem(file);
              setSlipError(problem);
              if (!problem) setSlip(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('payment.chooseSlip')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
