import type { DashboardComponentView } from '../component-view.js';
import { StaticImageView } from './StaticImageView.js';

export { imageUploadWidget } from './ImageUploadWidget.js';

/** The static image: an uploaded PNG or JPG (options: the image, its fit, its description). */
export const staticImageComponent: DashboardComponentView = { Renderer: StaticImageView };
