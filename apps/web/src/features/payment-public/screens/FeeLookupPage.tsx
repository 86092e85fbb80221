import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Empty, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../registration/model/form-errors.ts';
import { PublicFrame } from '../../../components/PublicFrame.tsx';
import { lookupFees, type FeeLookup } from '../api.ts';
import { PAYMENT_NS } from '../locales.ts';
import { LineTable, StatementTable } from './DueTables.tsx';

interface Query {
  no: string;
  verify: string;
}

/**
 * /fee/index (public): a number (statement, declaration, container, appointment or transport order)
 * and its verification (the statement's pay code or the phone on the document) → the open statements
 * and fees, each with a Pay button. A miss says one thing whatever was wrong; the form keeps its input.
 * `?no=…&verify=…` (the statement notice's link) fills the form and looks it up.
 */
export default function FeeLookupPage() {
  const { t } = useTranslation(PAYMENT_NS);
  const [form] = Form.useForm<Query>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<FeeLookup | null>(null);
  // a link from a statement notice names the number and its code: look it up at once
  const [params] = useSearchParams();
  const initial = { no: params.get('no') ?? '', verify: params.get('verify') ?? '' };

  const search = async (values: Query) => {
    setBusy(true);
    setError(null);
    try {
      setFound(await lookupFees(values.no.trim(), values.verify.trim()));
    } catch (e) {
      setFound(null);
      setError(applyFieldErrors(form, e, ['no', 'verify']));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (initial.no && initial.verify) void search(initial);
    // only the link's own values, once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <PublicFrame wide title={t('fee.title')} subtitle={t('fee.subtitle')}>
      <Form<Query>
        form={form}
        name="fee-lookup"
        layout="vertical"
        disabled={busy}
        initialValues={initial}
        onFinish={(values) => void search(values)}
        onValuesChange={() => setError(null)}
      >
        <Form.Item
          label={t('fee.no')}
          name="no"
          rules={[{ required: true, whitespace: true, message: t('pay.required', { field: t('fee.no') }) }]}
        >
          <Input placeholder={t('fee.noPlaceholder')} maxLength={64} autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('fee.verify')}
          name="verify"
          rules={[
            { required: true, whitespace: true, message: t('pay.required', { field: t('fee.verify') }) },
          ]}
        >
          <Input placeholder={t('fee.verifyPlaceholder')} maxLength={32} autoComplete="off" />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('fee.search')}
        </Button>
      </Form>
      {found && (
        <div style={{ marginTop: 24 }}>
          {!found.statements.length && !found.lines.length && <Empty description={t('fee.none')} />}
          {found.statements.length > 0 && (
            <>
              <Typography.Title level={5}>{t('fee.statements')}</Typography.Title>
              <StatementTable rows={found.statements} />
            </>
          )}
          {found.lines.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('fee.lines')}
              </Typography.Title>
              <LineTable rows={found.lines} />
            </>
          )}
        </div>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/workfee/index">{t('fee.workfeeLink')}</Link>
      </div>
    </PublicFrame>
  );
}
