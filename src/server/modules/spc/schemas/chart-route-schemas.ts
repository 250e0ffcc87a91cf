import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of chart-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const chartRouteSchemas: Record<string, RouteDescription> = {};
