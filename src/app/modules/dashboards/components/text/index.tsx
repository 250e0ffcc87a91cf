import type { DashboardComponentView } from '../component-view.js';
import { TextView } from './TextView.js';

export { richTextWidget } from './RichTextWidget.js';

/** The text component: rich text (options: its sanitised HTML). */
export const textComponent: DashboardComponentView = { Renderer: TextView };
