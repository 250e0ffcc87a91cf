import type { DashboardComponentView } from '../component-view.js';
import { SolidGaugeView } from './SolidGaugeView.js';

/** The solid gauge: one tag's latest value as a filled arc with the percent of its scale (options: tag, period, scale, decimals). */
export const solidGaugeComponent: DashboardComponentView = { Renderer: SolidGaugeView };
