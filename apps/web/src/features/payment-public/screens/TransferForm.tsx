import { useState } from 'react';
import { Alert, Button, Form, Input, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkMoneyAmount, compareAmounts, currencyPlaces } from '@app/shared';
import { ApiError } from '../../../api/http.ts';
import { UPLOAD_ACCEPT, uploadProblem } from '../../attachments/model/upload-rules.ts';
import { applyFieldErrors } from '../../registration/model/form-errors.ts';
import { reportTransfer, type PaymentInfo, type TransferDone } from '../api.ts';
import { PAYMENT_NS } from '../locales.ts';

interface TransferValues {
  amount: string;
  reference: string;
  payer_name: string;
}

/**
 * The bank transfer report: amount (the amount due to start with), the bank's reference, the payer and
 * the slip (checked with the shared upload rules before it is sent; the server checks its content).
 * A refusal marks the fields it names and keeps everything typed and the chosen file.
 */
export function TransferForm({
  token,
  info,
  onDone,
}: {
  token: string;
  info: PaymentInfo;
  onDone: (done: TransferDone) => void;
}) {
  const { t } = useTranslation(PAYMENT_NS);
  const [form] = Form.useForm<TransferValues>();
  const [slip, setSlip] = useState<File | null>(null);
  const [slipError, setSlipError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: TransferValues) => {
    if (!slip) {
      setSlipError(t('pay.slipRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const data = new FormData();
    data.append('token', token);
    data.append('amount', values.amount.trim());
    data.append('reference', values.reference.trim());
    data.append('payer_name', values.payer_name.trim());
    data.append('slip', slip, slip.name);
    try {
      onDone(await reportTransfer(data));
    } catch (e) {
      const fileError = e instanceof ApiError ? (e.errors.slip ?? e.errors.file) : undefined;
      if (fileError) setSlipError(fileError);
      else setError(applyFieldErrors(form, e, ['amount', 'reference', 'payer_name']));
    } finally {
      setBusy(false);
    }
  };

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('pay.required', { field }),
  });
  const fileList: UploadFile[] = slip ? [{ uid: 'slip', name: slip.name, status: 'done' }] : [];

  return (
    <Form<TransferValues>
      form={form}
      name="transfer"
      layout="vertical"
      disabled={busy}
      initialValues={{ amount: info.due }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setError(null)}
    >
      <Form.Item
        label={`${t('pay.amount')} (${info.currency})`}
        name="amount"
        rules={[
          required(t('pay.amount')),
          {
            validator: async (_, value: string | undefined) => {
              const text = (value ?? '').trim();
              if (!text) return;
              // the shared amount rule, as the server applies it
              if (checkMoneyAmount(text, { places: currencyPlaces(info.currency) }))
                throw new Error(t('pay.amountRule'));
              if (compareAmounts(text, info.due) > 0) throw new Error(t('pay.amountOver', { due: info.due }));
            },
          },
        ]}
      >
        <Input inputMode="decimal" maxLength={18} />
      </Form.Item>
      <Form.Item label={t('pay.reference')} name="reference" rules={[required(t('pay.reference'))]}>
        <Input placeholder={t('pay.referencePlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item label={t('pay.payer')} name="payer_name" rules={[required(t('pay.payer'))]}>
        <Input placeholder={t('pay.payerPlaceholder')} maxLength={200} />
      </Form.Item>
      <Form.Item
        label={t('pay.slip')}
        required
        validateStatus={slipError ? 'error' : undefined}
        help={slipError ?? t('pay.slipHint')}
      >
        <Upload
          accept={UPLOAD_ACCEPT}
          maxCount={1}
          fileList={fileList}
          beforeUpload={(file) => {
            const problem = uploadProblem(file);
            setSlipError(problem);
            if (!problem) setSlip(file);
            return false;
          }}
          onRemove={() => {
            setSlip(null);
            return true;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('pay.chooseSlip')}</Button>
        </Upload>
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t('pay.submit')}
      </Button>
    </Form>
  );
}
