import { toPng } from 'html-to-image';
import type { CapturedImage } from './pdf-document.js';

/** Twice the CSS pixels: sharp lines and text when the page is printed (about 230 dpi across an A4 page). */
const PIXEL_RATIO = 2;

/** True when `element` holds an iframe of another origin: its document cannot be read, so it would be drawn blank. */
export function hasCrossOriginFrame(element: HTMLElement): boolean {
  return Array.from(element.querySelectorAll('iframe')).some((frame) => {
    try {
      return frame.contentDocument === null;
    } catch {
      return true;
    }
  });
}

/** The element drawn as a PNG (html-to-image: its DOM cloned into an SVG foreignObject, painted on a canvas). */
export async function captureElement(element: HTMLElement, backgroundColor: string): Promise<CapturedImage> {
  const width = element.scrollWidth;
  const height = element.scrollHeight;
  const dataUrl = await toPng(element, { width, height, pixelRatio: PIXEL_RATIO, backgroundColor });
  return { dataUrl, width, height };
}
