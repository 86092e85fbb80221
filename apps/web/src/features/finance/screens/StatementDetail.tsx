import { useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Empty, Space, Statistic, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  chargeItem,
  localize,
  payment,
  statement,
  STATEMENT_LINES_EDITABLE,
  UNPAGED_SIZE,
} from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { confirmThen } from '../../../crud/confirm.ts';
import { getRecord, listRecords } from '../../../crud/crud-api.ts';
import { displayValue } from '../../../crud/display.ts';
import { renderActions } from '../../../crud/EntityTable.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { usePermissionCodes } from '../../../crud/services.tsx';
import { currentLang } from '../../../i18n/index.ts';
import {
  downloadStatementPdf,
  downloadStatementXlsx,
  listPayments,
  removeStatementLine,
  statementLines,
} from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import {
  formatAmount,
  moneyText,
  openAmount,
  PAYMENT_STATUS_COLOR,
  STATEMENT_STATUS_COLOR,
} from '../model/finance-model.ts';
import { StatusTag } from './finance-columns.tsx';
import { StatementLinePicker } from './StatementLinePicker.tsx';
import { useStatementMoves, type StatementMode } from './statement-moves.tsx';

const HEAD = [
  'statement_no',
  'party_name',
  'period_from',
  'period_to',
  'due_date',
  'invoice_no',
  'invoice_date',
];

export interface StatementDetailProps {
  id: number;
  mode: StatementMode;
  onChanged: () => void;
  onClose: () => void;
}

/**
 * A statement in a drawer: its head and state, the totals (total, paid, open), its moves, the Excel and
 * PDF, its lines (paged; taken out while draft or disputed) and its payments.
 */
export function StatementDetail({ id, mode, onChanged, onClose }: StatementDetailProps) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const lang = currentLang();
  const codes = usePermissionCodes();
  const queries = useQueryClient();
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const head = useQuery({
    queryKey: ['statement', id],
    queryFn: () => getRecord('/api/statements', id),
    retry: false,
  });
  const lines = useQuery({
    queryKey: ['statement-lines', id, page],
    queryFn: () => statementLines(id, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const payments = useQuery({
    queryKey: ['statement-payments', id],
    queryFn: () => listPayments({ statement_id: id, page: 1, size: 100, sort: 'id,desc' }),
    retry: false,
  });
  // the lines are charge-line rows: their charge item is named from the list (staff may read it)
  const canReadItems = codes.has(chargeItem.permissions.list);
  const items = useQuery({
    queryKey: ['charge-item-names'],
    queryFn: () => listRecords('/api/charge-items', { page: 1, size: UNPAGED_SIZE }),
    enabled: canReadItems,
    staleTime: 60_000,
    retry: false,
  });
  const itemNames = new Map((items.data?.content ?? []).map((i) => [Number(i.id), String(i.name ?? '')]));
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['statement', id] });
    void queries.invalidateQueries({ queryKey: ['statement-lines', id] });
    void queries.invalidateQueries({ queryKey: ['statement-payments', id] });
    void queries.invalidateQueries({ queryKey: ['statement-candidates', id] });
    onChanged();
  };
  const moves = useStatementMoves(mode, refresh);
  const row = head.data;
  const status = String(row?.status ?? '');
  const currency = row?.bill_currency;
  const no = String(row?.statement_no ?? id);
  // lines are added and taken out while the statement is a draft or disputed (the server's rule)
  const canRemove =
    mode === 'staff' &&
    STATEMENT_LINES_EDITABLE.some((s) => s === status) &&
    codes.has(statement.permissions.edit);
  const field = (name: string) => localize(statement.fields[name]!.label, lang);

  const download = async (kind: 'xlsx' | 'pdf') => {
    setDownloading(kind);
    try {
      await (kind === 'xlsx' ? downloadStatementXlsx : downloadStatementPdf)(id, no);
    } catch (error) {
      void app.message.error(errorText(error));
    } finally {
      setDownloading(null);
    }
  };
  const removeLine = (line: Row) =>
    confirmThen(
      app,
      t('statement.removeLineAsk', { no: String(line.bill_no ?? line.id) }),
      () => removeStatementLine(id, Number(line.id), Number(row?.version)),
      {
        danger: true,
        after: refresh,
      },
    );

  return (
    <Drawer
      open
      width={960}
      title={t('statement.detailTitle', { no })}
      onClose={onClose}
      className="statement-detail"
      extra={
        <Space wrap>
          {row && renderActions(moves.actions(row), codes)}
          {mode === 'staff' && codes.has(statement.permissions.export) && (
            <Button
              icon={<FileExcelOutlined />}
              loading={downloading === 'xlsx'}
              onClick={() => void download('xlsx')}
            >
              {t('statement.excel')}
            </Button>
          )}
          <Button
            icon={<FilePdfOutlined />}
            loading={downloading === 'pdf'}
            onClick={() => void download('pdf')}
          >
            {t('statement.pdf')}
          </Button>
        </Space>
      }
    >
      {head.isError && <Alert type="error" showIcon message={errorText(head.error)} />}
      {row && (
        <>
          {status === 'disputed' && row.dispute_reason ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('statement.disputedBecause', { reason: String(row.dispute_reason) })}
            />
          ) : null}
          <Space size={40} wrap className="statement-totals" style={{ marginBottom: 12 }}>
            <Statistic title={field('total_amount')} value={moneyText(row.total_amount, currency)} />
            <Statistic title={field('paid_amount')} value={moneyText(row.paid_amount, currency)} />
            <Statistic
              title={t('statement.open')}
              value={moneyText(openAmount(row.total_amount, row.paid_amount), currency)}
            />
            <Statistic title={field('line_count')} value={formatAmount(row.line_count, 0)} />
            <div>
              <Typography.Text type="secondary">{field('status')}</Typography.Text>
              <div>
                <StatusTag def={statement} status={status} colors={STATEMENT_STATUS_COLOR} lang={lang} />
              </div>
            </div>
          </Space>
          <Descriptions size="small" column={2} bordered>
            {HEAD.filter((name) => mode === 'staff' || name !== 'party_name').map((name) => (
              <Descriptions.Item key={name} label={field(name)}>
                {displayValue(statement.fields[name]!, name, row, lang, crud)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
      <Space style={{ marginTop: 16, marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('statement.lines')}
        </Typography.Title>
        {canRemove && row && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
            {t('statement.addLines')}
          </Button>
        )}
      </Space>
      {lines.isError && <Alert type="error" showIcon message={errorText(lines.error)} />}
      <Table<Row>
        size="small"
        rowKey="id"
        className="statement-lines"
        loading={lines.isFetching}
        dataSource={lines.data?.content ?? []}
        locale={{ emptyText: <Empty description={t('statement.noLines')} /> }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: lines.data?.totalElements ?? 0,
          showSizeChanger: true,
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
              String(
                (r._display as Row | undefined)?.charge_item_id ??
                  itemNames.get(Number(r.charge_item_id)) ??
                  `#${String(r.charge_item_id ?? '')}`,
              ),
          },
          { title: t('line.sourceNo'), dataIndex: 'source_no' },
          {
            title: t('line.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: (v) => formatAmount(v, 0),
          },
          {
            title: t('line.unitPrice'),
            dataIndex: 'unit_price',
            align: 'right',
            render: (v) => formatAmount(v),
          },
          {
            title: t('line.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v, r) => moneyText(v, r.currency),
          },
          {
            title: t('line.billAmount'),
            dataIndex: 'bill_amount',
            align: 'right',
            render: (v, r) => moneyText(v, r.bill_currency ?? currency),
          },
          ...(canRemove
            ? [
                {
                  title: crud('actions'),
                  key: 'remove',
                  render: (_v: unknown, r: Row) => (
                    <Button type="link" size="small" danger onClick={() => removeLine(r)}>
                      {t('statement.removeLine')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('statement.payments')}
      </Typography.Title>
      {payments.isError && <Alert type="error" showIcon message={errorText(payments.error)} />}
      <Table<Row>
        size="small"
        rowKey="id"
        className="statement-payments"
        loading={payments.isFetching}
        dataSource={payments.data?.content ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('statement.noPayments')} /> }}
        columns={[
          { title: localize(payment.fields.payment_no!.label, lang), dataIndex: 'payment_no' },
          { title: localize(payment.fields.paid_date!.label, lang), dataIndex: 'paid_date' },
          {
            title: localize(payment.fields.method!.label, lang),
            dataIndex: 'method',
            render: (_v: unknown, r: Row) => displayValue(payment.fields.method!, 'method', r, lang, crud),
          },
          { title: localize(payment.fields.reference!.label, lang), dataIndex: 'reference' },
          {
            title: localize(payment.fields.amount!.label, lang),
            dataIndex: 'amount',
            align: 'right',
            render: (v, r) => moneyText(v, r.currency),
          },
          {
            title: localize(payment.fields.status!.label, lang),
            dataIndex: 'status',
            render: (v) => <StatusTag def={payment} status={v} colors={PAYMENT_STATUS_COLOR} lang={lang} />,
          },
        ]}
      />
      {moves.dialogs}
      {picking && row && (
        <StatementLinePicker
          statement={row}
          onClose={() => setPicking(false)}
          onAdded={() => {
            setPicking(false);
            refresh();
          }}
        />
      )}
    </Drawer>
  );
}
