import { useState } from 'react';
import { Alert, App, Empty, Modal, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { addStatementLines, statementCandidates } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { formatAmount, moneyText } from '../model/finance-model.ts';

/**
 * 添加费用: the lines a draft or disputed statement may take, as the server lists them by the rule its
 * add checks (the party's confirmed lines on no statement, in its currency and period); the chosen ones
 * are added at once, and a refusal is shown in the dialog, which stays open.
 */
export function StatementLinePicker({
  statement,
  onClose,
  onAdded,
}: {
  statement: Row;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const id = Number(statement.id);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const candidates = useQuery({
    queryKey: ['statement-candidates', id, page],
    queryFn: () => statementCandidates(id, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const add = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await addStatementLines(id, Number(statement.version), chosen);
      void app.message.success(crud('success'));
      onAdded();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={860}
      title={t('statement.addLinesTitle', { no: String(statement.statement_no ?? id) })}
      okText={t('statement.addLines')}
      okButtonProps={{ disabled: !chosen.length, loading: busy }}
      onOk={() => void add()}
      onCancel={onClose}
      className="statement-line-picker"
    >
      {refusal && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={refusal} />}
      {candidates.isError && <Alert type="error" showIcon message={errorText(candidates.error)} />}
      <Table<Row>
        size="small"
        rowKey="id"
        loading={candidates.isFetching}
        dataSource={candidates.data?.content ?? []}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
        locale={{ emptyText: <Empty description={t('statement.noCandidates')} /> }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: candidates.data?.totalElements ?? 0,
          showTotal: (n) => crud('total', { total: n }),
          onChange: (p, s) => setPage({ page: s !== page.size ? 1 : p, size: s }),
        }}
        columns={[
          { title: t('line.billNo'), dataIndex: 'bill_no' },
          { title: t('line.eventDate'), dataIndex: 'event_date' },
          {
            title: t('line.chargeItem'),
            key: 'item',
            render: (_v, r) =>
              String((r._display as Row | undefined)?.charge_item_id ?? `#${String(r.charge_item_id)}`),
          },
          { title: t('line.sourceNo'), dataIndex: 'source_no' },
          {
            title: t('line.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: (v) => formatAmount(v, 0),
          },
          {
            title: t('line.billAmount'),
            dataIndex: 'bill_amount',
            align: 'right',
            render: (v, r) => moneyText(v, r.bill_currency),
          },
        ]}
      />
    </Modal>
  );
}
