import type { DashboardComponentView } from '../component-view.js';
import { ConditionalImageView } from './ConditionalImageView.js';

/** The conditional image: a picture chosen by the tag's latest value (options: the tag, up to ten rules, a default picture). */
export const conditionalImageComponent: DashboardComponentView = { Renderer: ConditionalImageView };
