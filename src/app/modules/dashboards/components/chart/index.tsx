import type { DashboardComponentView } from '../component-view.js';
import { ChartView } from './ChartView.js';

/** The chart: tag trends with limits and goals (options: tags with colours, period, level, chart type, limits and goals shown). */
export const chartComponent: DashboardComponentView = { Renderer: ChartView };
