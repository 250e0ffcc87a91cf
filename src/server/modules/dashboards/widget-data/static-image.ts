import type { StaticImageData } from '../../../../domain/dashboards/components/data/static-image.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/** The static image reads nothing here: the app fetches its picture from `GET GDV/queries/images/{id}` (image-routes.ts). */
export const staticImageData: WidgetDataProvider = (): Promise<StaticImageData> => Promise.resolve(null);
