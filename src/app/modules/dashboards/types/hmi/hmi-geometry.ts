/** Where an element sits on the page (a DOMRect's fields). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PercentPoint {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** A tenth of a percent: finer than a pixel on any screen a picture fills, and short to store. */
const roundTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * A pointer's place on the picture, in percent of its width and height from its top left corner, kept inside it:
 * the stored place of a point, so a label stays on its vessel whatever width the picture is drawn at.
 */
export function percentAt(clientX: number, clientY: number, box: Box): PercentPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: roundTenth(clamp(((clientX - box.left) / box.width) * 100)), y: roundTenth(clamp(((clientY - box.top) / box.height) * 100)) };
}

/** A point moved by a drag of (dx, dy) pixels on a picture of that box, from where it was. */
export function movedBy(from: PercentPoint, dx: number, dy: number, box: Box): PercentPoint {
  return percentAt(box.left + (from.x / 100) * box.width + dx, box.top + (from.y / 100) * box.height + dy, box);
}
