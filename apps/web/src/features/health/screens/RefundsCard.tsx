import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { fetchRefundsWaiting, type RefundWaiting } from '../api.ts';
import { HEALTH_NS } from '../locales.ts';
import { FullText, LongText } from './LongText.tsx';
import { PagedListCard } from './PagedListCard.tsx';

/**
 * 待退款的在线支付: online payments paid twice whose refund has not gone through (the server's refund
 * sweep asks the provider again every 10 minutes), the longest wait first, each with its reason and the
 * provider's last answer.
 */
export function RefundsCard({ active }: { active: boolean }) {
  const { t } = useTranslation(HEALTH_NS);
  const columns: ColumnsType<RefundWaiting> = [
    {
      title: t('refunds.order'),
      dataIndex: 'out_trade_no',
      render: (v: string) => <span className="health-mono">{v}</span>,
    },
    { title: t('refunds.company'), dataIndex: 'company' },
    {
      title: t('refunds.payable'),
      dataIndex: 'payable',
      render: (v: string) => <span className="health-mono">{v}</span>,
    },
    {
      title: t('refunds.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string, r) => <span className="health-nowrap">{`${v} ${r.currency}`}</span>,
    },
    {
      title: t('refunds.paidAt'),
      dataIndex: 'paid_time',
      render: (v: string | null) => (
        <span className="health-nowrap">{v ? <BusinessTime value={v} /> : ''}</span>
      ),
    },
    {
      title: t('refunds.reason'),
      dataIndex: 'reason',
      width: 420,
      ellipsis: { showTitle: false },
      render: (v: string) => <LongText text={v} empty="" />,
    },
  ];
  return (
    <PagedListCard<RefundWaiting>
      className="health-refunds"
      name="refunds"
      title={t('refunds.title')}
      hint={t('refunds.hint')}
      failedText={t('refunds.failed')}
      emptyText={t('refunds.empty')}
      active={active}
      fetch={fetchRefundsWaiting}
      columns={columns}
      rowKey={(r) => r.out_trade_no}
      expandable={{
        rowExpandable: (r) => Boolean(r.reason.trim()),
        expandedRowRender: (r) => <FullText text={r.reason} />,
      }}
    />
  );
}
