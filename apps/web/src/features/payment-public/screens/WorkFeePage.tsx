import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Descriptions, Empty, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../registration/model/form-errors.ts';
import { PublicFrame } from '../../../components/PublicFrame.tsx';
import { lookupWorkFee, paymentPath, type WorkFee } from '../api.ts';
import { PAYMENT_NS } from '../locales.ts';
import { LineTable } from './DueTables.tsx';

interface Query {
  appointment_no: string;
  phone: string;
}

/** /workfee/index (public): an appointment's storage and handling fee by its no. and phone, then pay. */
export default function WorkFeePage() {
  const { t } = useTranslation(PAYMENT_NS);
  const [form] = Form.useForm<Query>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<WorkFee | null>(null);

  const search = async (values: Query) => {
    setBusy(true);
    setError(null);
    try {
      setFound(await lookupWorkFee(values.appointment_no.trim(), values.phone.trim()));
    } catch (e) {
      setFound(null);
      setError(applyFieldErrors(form, e, ['appointment_no', 'phone']));
    } finally {
      setBusy(false);
    }
  };
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('pay.required', { field }) },
  ];

  return (
    <PublicFrame wide title={t('workfee.title')} subtitle={t('workfee.subtitle')}>
      <Form<Query>
        form={form}
        name="workfee-lookup"
        layout="vertical"
        disabled={busy}
        onFinish={(values) => void search(values)}
        onValuesChange={() => setError(null)}
      >
        <Form.Item
          label={t('workfee.appointmentNo')}
          name="appointment_no"
          rules={required(t('workfee.appointmentNo'))}
        >
          <Input maxLength={32} autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('workfee.phone')} name="phone" rules={required(t('workfee.phone'))}>
          <Input maxLength={20} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('workfee.search')}
        </Button>
      </Form>
      {found && (
        <div style={{ marginTop: 24 }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('workfee.appointmentNo')}>{found.appointment_no}</Descriptions.Item>
            <Descriptions.Item label={t('workfee.customer')}>{found.customer_name}</Descriptions.Item>
            <Descriptions.Item label={t('workfee.total')}>
              <strong>{found.currency ? `${found.currency} ${found.due}` : found.due}</strong>
            </Descriptions.Item>
          </Descriptions>
          {found.lines.length ? (
            <div style={{ marginTop: 16 }}>
              <LineTable rows={found.lines} />
            </div>
          ) : (
            <Empty description={t('workfee.none')} />
          )}
          {found.token && (
            <Link to={paymentPath(found.token)}>
              <Button type="primary" block style={{ marginTop: 16 }}>
                {t('workfee.payAll')}
              </Button>
            </Link>
          )}
        </div>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/fee/index">{t('workfee.feeLink')}</Link>
      </div>
    </PublicFrame>
  );
}
