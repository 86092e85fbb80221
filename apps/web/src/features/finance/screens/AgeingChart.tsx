import { useMemo } from 'react';
import EChart, { type EChartOption } from '../../../components/charts/EChart.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { AGEING_BUCKETS, ageingSeries, formatAmount, type AgeingBucket } from '../model/finance-model.ts';

const COLORS: Record<AgeingBucket, string> = {
  current: '#52c41a',
  d31_60: '#faad14',
  d61_90: '#fa8c16',
  over_90: '#f5222d',
};

export interface AgeingChartProps {
  rows: readonly Row[];
  /** The bucket names in the language. */
  labels: Record<AgeingBucket, string>;
}

/** Open amounts per party as horizontal stacked bars, one colour per age bucket. */
export default function AgeingChart({ rows, labels }: AgeingChartProps) {
  const option = useMemo((): EChartOption => {
    const { parties, series } = ageingSeries(rows);
    return {
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v) => formatAmount(String(v)),
      },
      legend: { top: 0 },
      grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', data: parties, inverse: true },
      series: AGEING_BUCKETS.map((bucket) => ({
        name: labels[bucket],
        type: 'bar',
        stack: 'open',
        color: COLORS[bucket],
        emphasis: { focus: 'series' },
        data: series[bucket],
      })),
    };
  }, [rows, labels]);
  return (
    <EChart
      option={option}
      label={Object.values(labels).join(' / ')}
      className="finance-ageing-chart"
      height={Math.max(240, rows.length * 36 + 80)}
    />
  );
}
