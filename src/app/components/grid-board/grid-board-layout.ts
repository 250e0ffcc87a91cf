/**
 * The GridBoard's layout as plain JSON: `{ [breakpoint]: {i,x,y,w,h}[] }`, the shape a caller
 * stores and gives back. Pure functions only. The screen sizes and their columns live in the
 * domain, where the server's widget layout rules use them too.
 */
import { gridBreakpointNames, gridBreakpoints, gridColumns, isGridBreakpoint, type GridBreakpoint } from '../../../domain/grid-layout/screen-sizes.js';

export { gridBreakpointNames, gridBreakpoints, gridColumns, type GridBreakpoint } from '../../../domain/grid-layout/screen-sizes.js';

/** One item's place: column `x`, row `y`, `w` columns wide, `h` rows high. */
export interface GridCell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type GridBoardLayouts = Partial<Record<GridBreakpoint, GridCell[]>>;

/** The size a new item gets where the layout does not place it. */
const defaultSize = { w: 4, h: 4 };

/** Only the known screen sizes, only `i x y w h`, items kept inside the columns, in id order. */
export function normaliseLayouts(layouts: Readonly<Record<string, readonly Partial<GridCell>[] | undefined>>): GridBoardLayouts {
  const result: GridBoardLayouts = {};
  for (const [name, cells] of Object.entries(layouts)) {
    if (!isGridBreakpoint(name) || !cells) continue;
    result[name] = cells.map((cell) => fitCell(cell, gridColumns[name])).sort((a, b) => a.i.localeCompare(b.i));
  }
  return result;
}

function fitCell(cell: Partial<GridCell>, columns: number): GridCell {
  const whole = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback);
  const w = Math.min(Math.max(whole(cell.w, defaultSize.w), 1), columns);
  const x = Math.min(whole(cell.x, 0), columns - w);
  return { i: String(cell.i), x, y: whole(cell.y, 0), w, h: Math.max(whole(cell.h, defaultSize.h), 1) };
}

/** True when both describe the same places (order of items and extra keys aside). */
export function sameLayouts(a: GridBoardLayouts, b: GridBoardLayouts): boolean {
  return JSON.stringify(normaliseLayouts(a)) === JSON.stringify(normaliseLayouts(b));
}

/**
 * Every item placed: a layout of a screen size that misses an item gets it below the others;
 * with no layout at all, the items flow in rows of the widest size.
 */
export function placeItems(ids: readonly string[], layouts: GridBoardLayouts): GridBoardLayouts {
  const given = normaliseLayouts(layouts);
  const names = Object.keys(given).length ? (Object.keys(given) as GridBreakpoint[]) : (['lg'] as const);
  const result: GridBoardLayouts = {};
  for (const name of names) {
    const cells = (given[name] ?? []).filter((cell) => ids.includes(cell.i));
    let bottom = cells.reduce((max, cell) => Math.max(max, cell.y + cell.h), 0);
    const columns = gridColumns[name];
    const w = Math.min(defaultSize.w, columns);
    let x = 0;
    for (const id of ids.filter((id) => !cells.some((cell) => cell.i === id))) {
      if (x + w > columns) {
        x = 0;
        bottom += defaultSize.h;
      }
      cells.push({ i: id, x, y: bottom, w, h: defaultSize.h });
      x += w;
    }
    result[name] = cells;
  }
  return result;
}

/** The screen size of a container width. */
export function breakpointOfWidth(width: number): GridBreakpoint {
  return gridBreakpointNames.find((name) => width >= gridBreakpoints[name]) ?? 'xs';
}

/** One item moved (dx, dy) or resized (dw, dh) by whole cells, kept inside the columns. */
export function nudgeCell(cells: readonly GridCell[], id: string, change: Partial<Pick<GridCell, 'x' | 'y' | 'w' | 'h'>>, columns: number): GridCell[] {
  return cells.map((cell) => {
    if (cell.i !== id) return cell;
    const w = Math.min(Math.max(cell.w + (change.w ?? 0), 1), columns);
    const h = Math.max(cell.h + (change.h ?? 0), 1);
    const x = Math.min(Math.max(cell.x + (change.x ?? 0), 0), columns - w);
    const y = Math.max(cell.y + (change.y ?? 0), 0);
    return { ...cell, x, y, w, h };
  });
}
