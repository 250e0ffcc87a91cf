import { cloneLayout, moveElement, verticalCompactor } from 'react-grid-layout';
import { nudgeCell, type GridCell } from './grid-board-layout.js';

const steps: Record<string, { x?: number; y?: number }> = {
  ArrowLeft: { x: -1 },
  ArrowRight: { x: 1 },
  ArrowUp: { y: -1 },
  ArrowDown: { y: 1 },
};

/** The keys an item's title answers while editing: arrows move it, Shift + arrows resize it. */
export function isLayoutKey(key: string): boolean {
  return key in steps;
}

/**
 * The cells after one key press on item `id`: moved the way dragging moves it (others make
 * room, then everything floats up), or resized by one cell with Shift.
 */
export function cellsAfterKey(cells: readonly GridCell[], id: string, key: string, resize: boolean, columns: number): GridCell[] {
  const step = steps[key];
  const item = cells.find((cell) => cell.i === id);
  if (!step || !item) return [...cells];
  const changed = resize
    ? nudgeCell(cells, id, { w: step.x ?? 0, h: step.y ?? 0 }, columns)
    : (() => {
        const layout = cloneLayout(cells);
        const moving = layout.find((cell) => cell.i === id)!;
        const x = Math.min(Math.max(item.x + (step.x ?? 0), 0), columns - item.w);
        const y = Math.max(item.y + (step.y ?? 0), 0);
        return moveElement(layout, moving, x, y, true, false, 'vertical', columns);
      })();
  return verticalCompactor.compact(changed, columns).map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}
