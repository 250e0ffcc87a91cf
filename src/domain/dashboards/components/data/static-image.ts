/** The static image reads no data: its picture is its `image` option, fetched from `GDV/queries/images/{id}` (server: widget-data/static-image.ts). */
export type StaticImageData = null;
