import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of analytics-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const analyticsRouteSchemas: Record<string, RouteDescription> = {};
