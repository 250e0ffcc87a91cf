import { gridBreakpointNames, gridColumns } from '../../../components/grid-board/index.js';
import type { BoardWidget } from '../WidgetBoard.js';
import type { WidgetPlace } from '../widget-layout.js';
import type { EmbedDefinition } from './embed-api.js';

export type EmbedWidget = EmbedDefinition['widgets'][number];

/** A tab's widgets of a link's definition, oldest first (as the dashboard page shows them). */
export const widgetsOfTab = (definition: Pick<EmbedDefinition, 'widgets'>, idTab: number): EmbedWidget[] =>
  definition.widgets.filter((widget) => widget.id_tab === idTab).sort((a, b) => (a.id_widget ?? 0) - (b.id_widget ?? 0));

const DEFAULT_HEIGHT = 6;

/**
 * The one widget of a widget export across the whole frame at every screen size, as tall as its widest
 * saved place (the host page sizes the frame; the widget takes its width).
 */
export function alone(widget: EmbedWidget): BoardWidget {
  const saved = (widget.layout ?? []) as readonly WidgetPlace[];
  const h = saved[0]?.h ?? DEFAULT_HEIGHT;
  const layout = gridBreakpointNames.map((breakpoint) => ({ breakpoint, x: 0, y: 0, w: gridColumns[breakpoint], h }));
  return { ...widget, layout } as BoardWidget;
}
