import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of stop-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const stopRouteSchemas: Record<string, RouteDescription> = {};
