import type { TextData } from '../../../../domain/dashboards/components/data/text.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/** The text component reads nothing: its `html` option, sanitised when the widget was written (widget-text-html.ts), is all it shows. */
export const textData: WidgetDataProvider = (): Promise<TextData> => Promise.resolve(null);
