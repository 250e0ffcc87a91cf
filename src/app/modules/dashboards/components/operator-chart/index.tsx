import type { DashboardComponentView } from '../component-view.js';
import { OperatorChartWidget } from './OperatorChartWidget.js';

/** The operator chart: values entered by hand per operator over the period (options: period, tags, max_bars). */
export const operatorChartComponent: DashboardComponentView = { Renderer: OperatorChartWidget };
