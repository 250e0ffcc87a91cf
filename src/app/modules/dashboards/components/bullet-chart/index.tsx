import type { DashboardComponentView } from '../component-view.js';
import { BulletChartView } from './BulletChartView.js';

/** The bullet chart: a tag's value against its target over qualitative ranges (options: tag, period, scale, target, range boundaries). */
export const bulletChartComponent: DashboardComponentView = { Renderer: BulletChartView };
