import { createContext, lazy, type ComponentType } from 'react';
import type { EChartProps } from './EChart.tsx';

/**
 * What draws the chart of a ChartWithTable: echarts, loaded with the first chart only, so the sign-in
 * and list pages never load it. A page without canvas (jsdom, in component tests) provides another.
 */
export const ChartRenderer = createContext<ComponentType<EChartProps>>(lazy(() => import('./EChart.tsx')));
