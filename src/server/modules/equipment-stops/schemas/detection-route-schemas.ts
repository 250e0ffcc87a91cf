import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of detection-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const detectionRouteSchemas: Record<string, RouteDescription> = {};
