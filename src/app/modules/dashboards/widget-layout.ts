import { gridBreakpointNames, normaliseLayouts, type GridBoardLayouts, type GridBreakpoint } from '../../components/grid-board/index.js';

/** One entry of a widget's `layout` field: its place at one screen size. */
export interface WidgetPlace {
  breakpoint: GridBreakpoint;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the page needs of a widget record. */
export interface WidgetLayoutSource {
  id_widget?: number;
  layout?: readonly WidgetPlace[];
}

/** The board's id of a widget (react-grid-layout keys are strings). */
export const boardIdOf = (widget: WidgetLayoutSource): string => String(widget.id_widget);

/** The widgets' own places gathered into the board's `{ [breakpoint]: {i,x,y,w,h}[] }`. */
export function layoutsOfWidgets(widgets: readonly WidgetLayoutSource[]): GridBoardLayouts {
  const layouts: GridBoardLayouts = {};
  for (const widget of widgets) {
    const id = boardIdOf(widget);
    for (const { breakpoint, x, y, w, h } of widget.layout ?? []) {
      const cells = (layouts[breakpoint] ??= []);
      // A widget has one place per screen size: a repeated size keeps its first place.
      if (!cells.some((cell) => cell.i === id)) cells.push({ i: id, x, y, w, h });
    }
  }
  return normaliseLayouts(layouts);
}

/** One widget's places in the board's layout, widest screen size first. */
export function placesOfWidget(layouts: GridBoardLayouts, widget: WidgetLayoutSource): WidgetPlace[] {
  const id = boardIdOf(widget);
  return gridBreakpointNames.flatMap((breakpoint) => {
    const cell = layouts[breakpoint]?.find((item) => item.i === id);
    return cell ? [{ breakpoint, x: cell.x, y: cell.y, w: cell.w, h: cell.h }] : [];
  });
}

/** The widgets whose places differ in `layouts`, with their new places. */
export function changedPlaces<W extends WidgetLayoutSource>(widgets: readonly W[], layouts: GridBoardLayouts): { widget: W; layout: WidgetPlace[] }[] {
  return widgets
    .map((widget) => ({ widget, layout: placesOfWidget(layouts, widget) }))
    .filter(({ widget, layout }) => JSON.stringify(layout) !== JSON.stringify(placesOfWidget(layoutsOfWidgets([widget]), widget)));
}
