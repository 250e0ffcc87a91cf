import { isDashboardImageId, type ImagePurpose } from '../../../../domain/dashboards/content/dashboard-image.js';
import { imagesNamedBy } from '../../../../domain/dashboards/content/image-references.js';

/** What of a definition's tab names pictures: its HMI picture and its widgets' options. */
export interface PictureNamingTab {
  hmi_image?: string;
  widgets: readonly { options?: Record<string, unknown> }[];
}

/**
 * The pictures the tabs name, once each in the order they first appear, with the upload purpose they need: a picture
 * a widget names is a widget's (PNG or JPEG only), one only HMI tabs name may be an SVG.
 */
export function picturesNamedBy(tabs: readonly PictureNamingTab[]): Map<string, ImagePurpose> {
  const named = new Map<string, ImagePurpose>();
  for (const tab of tabs) {
    if (isDashboardImageId(tab.hmi_image) && !named.has(tab.hmi_image)) named.set(tab.hmi_image, 'hmi');
    for (const widget of tab.widgets) for (const id of imagesNamedBy(widget.options ?? {})) named.set(id, 'widget');
  }
  return named;
}

/** A copy of the options with each string that is an old picture id replaced by its new id (where imagesNamedBy finds them). */
export function renamePictures(options: Record<string, unknown>, renames: ReadonlyMap<string, string>): Record<string, unknown> {
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return renames.get(node) ?? node;
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node === 'object' && node !== null) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    return node;
  };
  return visit(options) as Record<string, unknown>;
}

/** The tabs with their HMI pictures and their widgets' pictures renamed; ids without a new one stay as they were. */
export function tabsWithPicturesRenamed<Tab extends PictureNamingTab>(tabs: readonly Tab[], renames: ReadonlyMap<string, string>): Tab[] {
  return tabs.map((tab) => ({
    ...tab,
    ...(tab.hmi_image !== undefined ? { hmi_image: renames.get(tab.hmi_image) ?? tab.hmi_image } : {}),
    widgets: tab.widgets.map((widget) => (widget.options ? { ...widget, options: renamePictures(widget.options, renames) } : widget)),
  }));
}
