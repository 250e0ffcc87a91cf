import type { RecordOf } from '../../../data/typed-data-provider.js';
import { OeeWidget } from './OeeWidget.js';

type Widget = Pick<RecordOf<'dashboard-widgets'>, 'component' | 'id_frame' | 'period'>;

/** What a widget's frame shows, by its `component`: an empty frame unless the widget says otherwise. */
export function WidgetBody({ widget }: { widget: Widget | undefined }) {
  switch (widget?.component) {
    case 'oee':
      return widget?.id_frame ? <OeeWidget idFrame={widget.id_frame} period={widget.period ?? 'today'} /> : null;
    default:
      return null;
  }
}
