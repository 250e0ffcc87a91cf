/** A rectangle on the page, in millimetres from its top-left corner. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A4 landscape (ISO 216: 297 × 210 mm) with 12 mm margins. */
export const a4Landscape = { width: 297, height: 210, margin: 12 } as const;

/** The room for the tab's image: the page inside its margins, below the header ending at `headerBottom`. */
export function imageArea(headerBottom: number, page: { width: number; height: number; margin: number } = a4Landscape): PageBox {
  const top = Math.max(headerBottom, page.margin);
  return { x: page.margin, y: top, width: page.width - 2 * page.margin, height: Math.max(0, page.height - page.margin - top) };
}

/**
 * An image of `size` scaled to fit `area` whole, keeping its aspect ratio ("contain", as CSS
 * `object-fit` names it): as wide as the area when it is relatively wider, else as tall;
 * centred across, at the area's top.
 */
export function fitInside(size: { width: number; height: number }, area: PageBox): PageBox {
  if (size.width <= 0 || size.height <= 0 || area.width <= 0 || area.height <= 0) return { x: area.x, y: area.y, width: 0, height: 0 };
  const scale = Math.min(area.width / size.width, area.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  return { x: area.x + (area.width - width) / 2, y: area.y, width, height };
}
