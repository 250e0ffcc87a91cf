/**
 * A dashboard image (a static or conditional image widget's picture, an HMI tab's process picture): stored by the
 * server under a random name it makes, `<32 hex>.<type>`, which is the image's id everywhere.
 */
export const DASHBOARD_IMAGE_TYPES = ['png', 'jpg', 'svg'] as const;
export type DashboardImageType = (typeof DASHBOARD_IMAGE_TYPES)[number];

/** Any stored dashboard image's id (an HMI picture may be a sanitised SVG). */
export const dashboardImageIdPattern = /^[0-9a-f]{32}\.(png|jpg|svg)$/;

/** A widget's picture: PNG or JPG only (business modules §9, "Image upload: PNG or JPG, under 2 MB"). */
export const widgetImageIdPattern = /^[0-9a-f]{32}\.(png|jpg)$/;

/** Business modules §9: under 2 MB. */
export const DASHBOARD_IMAGE_MAX_BYTES = 2 * 1024 * 1024 - 1;

/** What an upload is for: a widget takes PNG or JPG; an HMI picture may also be an SVG. */
export const IMAGE_PURPOSES = ['widget', 'hmi'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

export const isDashboardImageId = (value: unknown): value is string => typeof value === 'string' && dashboardImageIdPattern.test(value);
