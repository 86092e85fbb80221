import { useMemo, useState } from 'react';
import { Col, Row, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IncomeDay, SummaryIncome, SummarySection } from '@app/shared';
import type { FigureColumn } from '../../../components/charts/ChartWithTable.tsx';
import { formatAmount } from '../../finance/model/finance-model.ts';
import { ageingBands, ageingOption, incomeOption, type AgeingBand } from '../model/home-chart-options.ts';
import { SUMMARY_NS } from '../locales.ts';
import { ChartCard, ChartNumber } from './ChartCard.tsx';
import { useSummaryIncome, useSummarySection } from './use-summary.ts';

/**
 * The finance home's pictures (summary:finance): open receivables by age, from the finance section's
 * figures, and this month's income per day. Each card loads and fails on its own.
 */
export function FinanceCharts() {
  return (
    <Row gutter={[12, 12]} className="summary-charts">
      <Col xs={24} xl={12}>
        <AgeingChart />
      </Col>
      <Col xs={24} xl={12}>
        <IncomeChart />
      </Col>
    </Row>
  );
}

/** Open receivables per ageing band: amounts as bars, each band's amount and line count beside. */
export function AgeingChart() {
  const { t } = useTranslation(SUMMARY_NS);
  const query = useSummarySection('finance');
  const title = t('chart.ageing');
  const bandsOf = (section: SummarySection) =>
    ageingBands(section.figures, (label) => t(`band.${label}`, { defaultValue: label }));
  const columns: FigureColumn<AgeingBand>[] = [
    { key: 'band', title: t('chart.band'), render: (b) => b.name },
    { key: 'amount', title: t('chart.openAmount'), align: 'right', render: (b) => formatAmount(b.amount) },
    { key: 'count', title: t('chart.lines'), align: 'right', render: (b) => b.count },
  ];
  return (
    <ChartCard<SummarySection, AgeingBand>
      title={title}
      className="summary-chart-ageing"
      query={query}
      empty={t('chart.emptyAgeing')}
      chart={(section) => {
        const bands = bandsOf(section);
        if (!bands.some((b) => b.count)) return null;
        return {
          option: ageingOption(bands, t('chart.openAmount')),
          rows: bands,
          rowKey: (b) => b.label,
          columns,
        };
      }}
      numbers={(section) =>
        bandsOf(section).map((b) => (
          <ChartNumber
            key={b.label}
            name={b.name}
            value={formatAmount(b.amount)}
            more={t('chart.lineCount', { n: b.count })}
          />
        ))
      }
    />
  );
}

/** This month's income per day: lines charged and receipts confirmed, the month's totals beside. */
export function IncomeChart() {
  const { t } = useTranslation(SUMMARY_NS);
  const query = useSummaryIncome();
  const [picked, setPicked] = useState<string>();
  const title = t('chart.income');
  const names = useMemo(() => ({ charged: t('chart.charged'), received: t('chart.received') }), [t]);
  const columns: FigureColumn<IncomeDay>[] = [
    { key: 'day', title: t('chart.day'), render: (d) => <span className="summary-day">{d.day}</span> },
    { key: 'charged', title: names.charged, align: 'right', render: (d) => formatAmount(d.charged) },
    { key: 'lines', title: t('chart.lines'), align: 'right', render: (d) => d.lines },
    { key: 'received', title: names.received, align: 'right', render: (d) => formatAmount(d.received) },
    { key: 'receipts', title: t('chart.receipts'), align: 'right', render: (d) => d.receipts },
  ];
  // the currency shown: the one picked, else the month's largest
  const currencyOf = (income: SummaryIncome) =>
    income.currencies.find((c) => c.currency === picked) ?? income.currencies[0];
  return (
    <ChartCard<SummaryIncome, IncomeDay>
      title={title}
      className="summary-chart-income"
      query={query}
      empty={t('chart.emptyIncome')}
      chart={(income) => {
        const shown = currencyOf(income);
        if (!shown) return null;
        return {
          option: incomeOption(shown.days, names),
          rows: shown.days,
          rowKey: (d) => d.day,
          columns,
        };
      }}
      numbers={(income) => {
        const shown = currencyOf(income);
        if (!shown) return null;
        return (
          <>
            {income.currencies.length > 1 && (
              <Segmented
                size="small"
                aria-label={t('chart.currency')}
                value={shown.currency}
                onChange={(v) => setPicked(String(v))}
                options={income.currencies.map((c) => c.currency)}
              />
            )}
            <ChartNumber
              name={`${names.charged} (${shown.currency})`}
              value={formatAmount(shown.charged)}
              more={t('chart.lineCount', { n: shown.lines })}
            />
            <ChartNumber
              name={`${names.received} (${shown.currency})`}
              value={formatAmount(shown.received)}
              more={t('chart.receiptCount', { n: shown.receipts })}
            />
          </>
        );
      }}
    />
  );
}
