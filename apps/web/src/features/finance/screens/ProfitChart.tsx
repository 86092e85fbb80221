import { useMemo } from 'react';
import EChart, { type EChartOption } from '../../../components/charts/EChart.tsx';
import type { ProfitRow } from '../api.ts';
import { formatAmount } from '../model/finance-model.ts';

const SERIES = [
  { key: 'receivable', color: '#1677ff' },
  { key: 'payable', color: '#faad14' },
  { key: 'profit', color: '#52c41a' },
] as const;

export interface ProfitChartProps {
  rows: readonly ProfitRow[];
  /** The series' names in the language: receivable, payable, profit. */
  labels: Record<(typeof SERIES)[number]['key'], string>;
}

/**
 * Receivable, payable and profit of each job on the page as grouped bars (the table below gives the same
 * figures exactly; the bars take the amounts as numbers only to draw them).
 */
export default function ProfitChart({ rows, labels }: ProfitChartProps) {
  const option = useMemo(
    (): EChartOption => ({
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v) => formatAmount(String(v)),
      },
      legend: { top: 0 },
      grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: rows.map((r) => String(r.source_no ?? r.key)) },
      yAxis: { type: 'value' },
      series: SERIES.map(({ key, color }) => ({
        name: labels[key],
        type: 'bar',
        color,
        data: rows.map((r) => Number(r[key] ?? 0)),
      })),
    }),
    [rows, labels],
  );
  return (
    <div style={{ marginBottom: 12 }}>
      <EChart option={option} label={Object.values(labels).join(' / ')} className="finance-profit-chart" />
    </div>
  );
}
