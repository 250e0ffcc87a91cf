import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of violation-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const violationRouteSchemas: Record<string, RouteDescription> = {};
