import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPaymentResult, type PaymentResult } from '../api.ts';
import { PAYMENT_NS } from '../locales.ts';
import { PublicFrame } from '../../../components/PublicFrame.tsx';

/**
 * /fee/notify (public): where the provider sends the payer back; reads out_trade_no from the query and
 * shows the order as paid, still waiting for the provider's notification, or closed.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation(PAYMENT_NS);
  const [params] = useSearchParams();
  const outTradeNo = params.get('out_trade_no') ?? '';
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);

  const load = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      if (!outTradeNo) throw new Error(t('result.missing'));
      setResult(await fetchPaymentResult(outTradeNo));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }, [outTradeNo, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const back = (
    <Link to="/fee/index" key="back">
      <Button>{t('pay.backToLookup')}</Button>
    </Link>
  );
  const refresh = (
    <Button type="primary" key="refresh" onClick={() => void load()} loading={busy}>
      {t('result.refresh')}
    </Button>
  );

  let body;
  if (busy && !result) body = <Spin tip={t('result.checking')} />;
  else if (error)
    body = <Result status="warning" title={t('result.missing')} subTitle={error} extra={back} />;
  else if (result?.status === 'paid')
    body = (
      <Result
        status="success"
        title={t('result.paid')}
        subTitle={t('result.paidText', {
          no: result.out_trade_no,
          amount: `${result.currency} ${result.amount}`,
        })}
        extra={back}
      />
    );
  else if (result?.status === 'refunding' || result?.status === 'refunded')
    body = (
      <Result
        status="warning"
        title={t(result.status === 'refunded' ? 'result.refunded' : 'result.refunding')}
        subTitle={t('result.refundText', {
          no: result.out_trade_no,
          amount: `${result.currency} ${result.amount}`,
        })}
        extra={back}
      />
    );
  else if (result?.status === 'closed')
    body = (
      <Result status="error" title={t('result.closed')} subTitle={t('result.closedText')} extra={back} />
    );
  else
    body = (
      <Result
        status="info"
        title={t('result.pending')}
        subTitle={t('result.pendingText')}
        extra={[refresh, back]}
      />
    );

  return (
    <PublicFrame wide title={t('result.title')}>
      <div style={{ textAlign: 'center' }}>{body}</div>
    </PublicFrame>
  );
}
