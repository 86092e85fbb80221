import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Alert, DatePicker, Empty, Segmented, Select, Space, Spin, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IO_TYPES, businessToday } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { currentLang } from '../../../i18n/index.ts';
import { ageing } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { AGEING_BUCKETS, ageingTable, formatAmount, type AgeingBucket } from '../model/finance-model.ts';
import type { AgeingChartProps } from './AgeingChart.tsx';
import { optionsOf } from './form-helpers.ts';

// echarts is loaded with the chart only, never with the lists or the sign-in page
const AgeingChart = lazy(() => import('./AgeingChart.tsx'));

/**
 * 账龄: open amounts per party by days past the event date (0-30, 31-60, 61-90, over 90) as a stacked
 * bar chart, and the same figures as a table (the accessible alternative, with totals).
 */
export function AgeingReport({
  // what draws the bars: echarts by default; a page without canvas (jsdom, in tests) passes another
  Chart = AgeingChart,
}: {
  Chart?: ComponentType<AgeingChartProps>;
}) {
  const { t } = useTranslation(FINANCE_NS);
  const lang = currentLang();
  const [ioType, setIoType] = useState('receivable');
  const [asOf, setAsOf] = useState<Dayjs>(businessToday());
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const query = useQuery({
    queryKey: ['finance-ageing', ioType, asOf.format('YYYY-MM-DD')],
    queryFn: () => ageing({ io_type: ioType, as_of: asOf.format('YYYY-MM-DD') }),
    retry: false,
  });
  const table = useMemo(() => ageingTable(query.data ?? []), [query.data]);
  const parties = useMemo(() => table.filter((r) => !r._total), [table]);
  const labels = useMemo(
    () =>
      Object.fromEntries(AGEING_BUCKETS.map((b) => [b, t(`report.bucket.${b}`)])) as Record<
        AgeingBucket,
        string
      >,
    [t],
  );
  const amount = (v: unknown) => formatAmount(v);

  return (
    <div className="finance-ageing">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('report.ioType')}
          style={{ width: 120 }}
          value={ioType}
          onChange={setIoType}
          options={optionsOf(IO_TYPES, lang)}
        />
        <DatePicker
          aria-label={t('report.asOf')}
          value={asOf}
          allowClear={false}
          onChange={(d) => d && setAsOf(d)}
          placeholder={t('report.asOf')}
        />
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'chart' | 'table')}
          options={[
            { value: 'chart', label: t('report.chart') },
            { value: 'table', label: t('report.table') },
          ]}
        />
      </Space>
      {query.isError && <Alert type="error" showIcon message={errorText(query.error)} />}
      {query.isSuccess && !parties.length && <Empty description={t('report.noOpen')} />}
      {view === 'chart' && parties.length > 0 && (
        <Suspense fallback={<Spin />}>
          <Chart rows={parties} labels={labels} />
        </Suspense>
      )}
      {view === 'table' && parties.length > 0 && (
        <Table<Row>
          size="small"
          className="finance-ageing-table"
          rowKey={(r) => (r._total ? '__total' : String(r.party))}
          dataSource={table}
          pagination={false}
          loading={query.isFetching}
          rowClassName={(r) => (r._total ? 'finance-total-row' : '')}
          columns={[
            {
              title: t('report.party'),
              dataIndex: 'party',
              render: (v: unknown, r) => (r._total ? t('report.total') : String(v ?? '')),
            },
            ...AGEING_BUCKETS.map((b) => ({
              title: labels[b],
              dataIndex: b,
              align: 'right' as const,
              render: amount,
            })),
            { title: t('report.total'), dataIndex: 'total', align: 'right' as const, render: amount },
          ]}
        />
      )}
    </div>
  );
}
