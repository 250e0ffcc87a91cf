import type { DashboardComponentView } from '../component-view.js';
import { GaugeView } from './GaugeView.js';

/** The gauge: one tag's latest value on a dial with coloured bands (options: tag, period, scale, decimals, bands). */
export const gaugeComponent: DashboardComponentView = { Renderer: GaugeView };
