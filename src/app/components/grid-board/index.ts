export { GridBoard, type GridBoardItem, type GridBoardProps } from './GridBoard.js';
export {
  breakpointOfWidth,
  gridBreakpointNames,
  gridBreakpoints,
  gridColumns,
  normaliseLayouts,
  placeItems,
  sameLayouts,
  type GridBoardLayouts,
  type GridBreakpoint,
  type GridCell,
} from './grid-board-layout.js';
export type { GridItemSize } from './item-size.js';
