import { Link } from 'react-router';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentPath, type DueLine, type DueStatement } from '../api.ts';
import { PAYMENT_NS } from '../locales.ts';

const money = (amount: string, currency: string) => `${currency} ${amount}`;

function PayLink({ token }: { token: string }) {
  const { t } = useTranslation(PAYMENT_NS);
  return (
    <Link to={paymentPath(token)}>
      <Button type="primary" size="small">
        {t('pay.button')}
      </Button>
    </Link>
  );
}

/** Open statements with their amounts and a Pay button each. */
export function StatementTable({ rows }: { rows: DueStatement[] }) {
  const { t } = useTranslation(PAYMENT_NS);
  return (
    <Table<DueStatement>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      scroll={{ x: true }}
      columns={[
        { title: t('col.statementNo'), dataIndex: 'statement_no' },
        { title: t('col.period'), render: (_, r) => `${r.period_from} ~ ${r.period_to}` },
        { title: t('col.amount'), align: 'right', render: (_, r) => money(r.total_amount, r.currency) },
        { title: t('col.paid'), align: 'right', render: (_, r) => money(r.paid_amount, r.currency) },
        {
          title: t('col.due'),
          align: 'right',
          render: (_, r) => <strong>{money(r.due, r.currency)}</strong>,
        },
        { title: t('col.action'), render: (_, r) => <PayLink token={r.token} /> },
      ]}
    />
  );
}

/** Open charge lines with their amounts and a Pay button each. */
export function LineTable({ rows }: { rows: DueLine[] }) {
  const { t } = useTranslation(PAYMENT_NS);
  return (
    <Table<DueLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      scroll={{ x: true }}
      columns={[
        { title: t('col.item'), dataIndex: 'charge_item' },
        { title: t('col.document'), render: (_, r) => r.source_no ?? r.bill_no ?? '' },
        { title: t('col.date'), dataIndex: 'event_date' },
        { title: t('col.amount'), align: 'right', render: (_, r) => money(r.bill_amount, r.currency) },
        {
          title: t('col.due'),
          align: 'right',
          render: (_, r) => <strong>{money(r.due, r.currency)}</strong>,
        },
        { title: t('col.action'), render: (_, r) => <PayLink token={r.token} /> },
      ]}
    />
  );
}
