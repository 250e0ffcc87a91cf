import { placeItems } from '../../../../components/grid-board/index.js';
import { layoutsOfWidgets, placesOfWidget, type WidgetLayoutSource, type WidgetPlace } from '../../widget-layout.js';

/** The id the new widget has while it is placed: no stored widget has it. */
const NEW = -1;

/**
 * A new widget's place on every screen size the tab's layout has (the widest alone when it has none): below the
 * others, the GridBoard's default size (`placeItems`), so it never covers a widget when it arrives.
 */
export function newWidgetPlaces(widgets: readonly WidgetLayoutSource[]): WidgetPlace[] {
  const ids = [...widgets.map((widget) => String(widget.id_widget)), String(NEW)];
  return placesOfWidget(placeItems(ids, layoutsOfWidgets(widgets)), { id_widget: NEW });
}
