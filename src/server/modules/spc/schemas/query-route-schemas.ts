import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of query-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const queryRouteSchemas: Record<string, RouteDescription> = {};
