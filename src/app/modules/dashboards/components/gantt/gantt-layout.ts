/** Where the gantt's parts go in a frame `width` × `height`: the names' column, the lanes, the time axis. */
export interface GanttLayout {
  labelWidth: number;
  laneWidth: number;
  rowHeight: number;
  axisY: number;
}

export const AXIS_HEIGHT = 18;
const MAX_ROW_HEIGHT = 32;

export function ganttLayout(width: number, height: number, rows: number): GanttLayout {
  const labelWidth = Math.min(120, Math.max(48, Math.round(width * 0.2)));
  const rowHeight = Math.max(8, Math.min(MAX_ROW_HEIGHT, Math.floor((height - AXIS_HEIGHT) / Math.max(1, rows))));
  return { labelWidth, laneWidth: Math.max(1, width - labelWidth - 4), rowHeight, axisY: rowHeight * rows };
}

/** A bar's left edge and width in the lane; at least one pixel, so a lone micro-stop can be seen and hovered. */
export function barBox(start: number, end: number, range: { from: number; to: number }, laneWidth: number): { x: number; width: number } {
  const scale = laneWidth / Math.max(1, range.to - range.from);
  const x = (start - range.from) * scale;
  return { x: Math.min(x, laneWidth - 1), width: Math.max(1, (end - start) * scale) };
}
