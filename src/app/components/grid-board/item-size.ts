import type { GridCell } from './grid-board-layout.js';

export interface GridItemSize {
  width: number;
  height: number;
}

/** The frame's title bar, above the body (GridBoardItemFrame). */
export const TITLE_BAR_PX = 31;

/**
 * Each cell's body size in px, as react-grid-layout places it: `cols` columns share the width less the
 * margins between them; a cell of `w` columns and `h` rows spans its margins too; the title bar is not body.
 */
export function itemSizes(cells: readonly GridCell[], cols: number, width: number, rowHeight: number, margin: number): Record<string, GridItemSize> {
  const column = cols > 0 ? (width - margin * (cols - 1)) / cols : 0;
  const sizes: Record<string, GridItemSize> = {};
  for (const cell of cells) {
    sizes[cell.i] = {
      width: Math.max(0, Math.round(column * cell.w + margin * (cell.w - 1))),
      height: Math.max(0, Math.round(rowHeight * cell.h + margin * (cell.h - 1)) - TITLE_BAR_PX),
    };
  }
  return sizes;
}
