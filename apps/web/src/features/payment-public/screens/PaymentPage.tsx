import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  fetchPaymentInfo,
  openProviderPage,
  startOnline,
  type PaymentInfo,
  type TransferDone,
} from '../api.ts';
import { PAYMENT_NS } from '../locales.ts';
import { PublicFrame } from '../../../components/PublicFrame.tsx';
import { TransferForm } from './TransferForm.tsx';

/**
 * /payment/index?token=… (public): what the link pays, the payee's bank account and the transfer
 * report, and the online payment when the payee's cashier offers it (the browser goes to the provider).
 */
export default function PaymentPage() {
  const { t } = useTranslation(PAYMENT_NS);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [info, setInfo] = useState<PaymentInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState<TransferDone | null>(null);
  const [onlineBusy, setOnlineBusy] = useState(false);
  const [onlineError, setOnlineError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      setLoadError(t('pay.invalidLink'));
      return;
    }
    let live = true;
    fetchPaymentInfo(token).then(
      (answer) => live && setInfo(answer),
      (e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  const payOnline = async () => {
    setOnlineBusy(true);
    setOnlineError(null);
    try {
      openProviderPage((await startOnline(token)).url);
    } catch (e) {
      setOnlineError(e instanceof Error ? e.message : String(e));
      setOnlineBusy(false);
    }
  };

  const back = (
    <Link to="/fee/index">
      <Button>{t('pay.backToLookup')}</Button>
    </Link>
  );

  return (
    <PublicFrame wide title={t('pay.title')}>
      {loadError && (
        <Result status="warning" title={t('pay.invalidLink')} subTitle={loadError} extra={back} />
      )}
      {!loadError && !info && (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
      {done && (
        <Result
          status="success"
          title={t('pay.submitted')}
          subTitle={t('pay.submittedText', { no: done.payment_no })}
          extra={back}
        />
      )}
      {info && !done && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('pay.document')}>{info.document_no}</Descriptions.Item>
            {info.party_name && (
              <Descriptions.Item label={t('pay.party')}>{info.party_name}</Descriptions.Item>
            )}
            {info.payee && <Descriptions.Item label={t('pay.payee')}>{info.payee}</Descriptions.Item>}
            <Descriptions.Item label={t('pay.due')}>
              <strong>{`${info.currency} ${info.due}`}</strong>
            </Descriptions.Item>
          </Descriptions>
          {info.online && (
            <Card size="small" title={t('pay.onlineTitle')}>
              {onlineError && (
                <Alert type="error" showIcon message={onlineError} style={{ marginBottom: 12 }} />
              )}
              <Button type="primary" block loading={onlineBusy} onClick={() => void payOnline()}>
                {onlineBusy
                  ? t('pay.redirecting')
                  : t('pay.online', { amount: `${info.currency} ${info.due}` })}
              </Button>
            </Card>
          )}
          <Card size="small" title={t('pay.bankTitle')}>
            {info.bank ? (
              <>
                <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
                  <Descriptions.Item label={t('pay.bankName')}>{info.bank.bank_name}</Descriptions.Item>
                  <Descriptions.Item label={t('pay.accountNo')}>
                    <span style={{ userSelect: 'all' }}>{info.bank.account_no}</span>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('pay.holder')}>{info.bank.holder}</Descriptions.Item>
                </Descriptions>
                <TransferForm token={token} info={info} onDone={setDone} />
              </>
            ) : (
              <Alert type="warning" showIcon message={t('pay.noBank')} />
            )}
          </Card>
        </Space>
      )}
    </PublicFrame>
  );
}
