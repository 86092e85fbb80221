import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { Row } from '../../../crud/entity-values.ts';
import { AGEING_BUCKETS, ageingSeries, formatAmount, type AgeingBucket } from '../model/finance-model.ts';

// only the bar chart, its grid, legend and tooltip, drawn on canvas: this module is loaded lazily
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return undefined;
    const chart = echarts.init(box.current);
    const { parties, series } = ageingSeries(rows);
    const option: Option = {
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
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [rows, labels]);
  return (
    <div
      ref={box}
      className="finance-ageing-chart"
      role="img"
      aria-label={Object.values(labels).join(' / ')}
      style={{ width: '100%', height: Math.max(240, rows.length * 36 + 80) }}
    />
  );
}
