import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Alert, DatePicker, Empty, Segmented, Space, Spin, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sumAmounts, businessToday } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { profit, type ProfitRow } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { formatAmount } from '../model/finance-model.ts';
import type { ProfitChartProps } from './ProfitChart.tsx';

const AMOUNTS = ['receivable', 'payable', 'profit'] as const;
// echarts is loaded with the chart only, never with the lists or the sign-in page
const ProfitChart = lazy(() => import('./ProfitChart.tsx'));

/**
 * 利润: receivable minus payable per task order or declaration in a period: the page's jobs as grouped bars
 * and the same figures as a table with the page's totals (the chart's accessible alternative).
 */
export function ProfitReport({
  // what draws the bars: echarts by default; a page without canvas (jsdom, in tests) passes another
  Chart = ProfitChart,
}: {
  Chart?: ComponentType<ProfitChartProps>;
}) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const [by, setBy] = useState<'task' | 'declaration'>('task');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([
    businessToday().startOf('month'),
    businessToday().endOf('month'),
  ]);
  const [page, setPage] = useState({ page: 1, size: 20 });
  const params = {
    by,
    from: range[0].format('YYYY-MM-DD'),
    to: range[1].format('YYYY-MM-DD'),
    ...page,
  };
  const query = useQuery({
    queryKey: ['finance-profit', params],
    queryFn: () => profit(params),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const rows = useMemo(() => query.data?.content ?? [], [query.data]);
  const totals = useMemo(
    () =>
      Object.fromEntries(AMOUNTS.map((k) => [k, sumAmounts(rows.map((r) => r[k] ?? '0'))])) as Record<
        (typeof AMOUNTS)[number],
        string
      >,
    [rows],
  );
  const negative = (v: unknown) => String(v ?? '').startsWith('-');
  const chartLabels = useMemo(
    () => ({
      receivable: t('report.col.receivable'),
      payable: t('report.col.payable'),
      profit: t('report.col.profit'),
    }),
    [t],
  );

  return (
    <div className="finance-profit">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={by}
          onChange={(v) => {
            setBy(v as 'task' | 'declaration');
            setPage({ ...page, page: 1 });
          }}
          options={[
            { value: 'task', label: t('report.byTask') },
            { value: 'declaration', label: t('report.byDeclaration') },
          ]}
        />
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(v) => {
            if (v?.[0] && v[1]) {
              setRange([v[0], v[1]]);
              setPage({ ...page, page: 1 });
            }
          }}
        />
      </Space>
      {query.isError && <Alert type="error" showIcon message={errorText(query.error)} />}
      {rows.length > 0 && (
        <Suspense fallback={<Spin />}>
          <Chart rows={rows} labels={chartLabels} />
        </Suspense>
      )}
      <Table<ProfitRow>
        size="small"
        className="finance-profit-table"
        rowKey={(r) => String(r.key)}
        loading={query.isFetching}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('report.noProfit')} /> }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: query.data?.totalElements ?? 0,
          showSizeChanger: true,
          showTotal: (n) => crud('total', { total: n }),
          onChange: (p, s) => setPage({ page: s !== page.size ? 1 : p, size: s }),
        }}
        columns={[
          { title: by === 'task' ? t('report.taskNo') : t('report.declarationNo'), dataIndex: 'source_no' },
          { title: t('report.customer'), dataIndex: 'customer' },
          ...AMOUNTS.map((k) => ({
            title: t(`report.col.${k}`),
            dataIndex: k,
            align: 'right' as const,
            render: (v: unknown) =>
              k === 'profit' && negative(v) ? (
                <Typography.Text type="danger">{formatAmount(v)}</Typography.Text>
              ) : (
                formatAmount(v)
              ),
          })),
        ]}
        summary={() =>
          rows.length ? (
            <Table.Summary.Row className="finance-total-row">
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('report.pageTotal')}
              </Table.Summary.Cell>
              {AMOUNTS.map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 2} align="right">
                  {formatAmount(totals[k])}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
