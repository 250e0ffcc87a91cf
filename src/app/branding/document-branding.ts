import type { Branding } from '../config/branding.js';

/** The browser tab: title, favicon and the theme-color of mobile browsers. */
export function applyToDocument(brand: Branding, doc: Document = document): void {
  doc.title = brand.title;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.color);
  if (!brand.favicon) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = brand.favicon;
}
