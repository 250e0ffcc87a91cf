import type { DashboardComponentView } from '../component-view.js';
import { IframeView } from './IframeView.js';

/** The iframe component: a page from an allowed site (options: its address and title). */
export const iframeComponent: DashboardComponentView = { Renderer: IframeView };
