import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of ../effect-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const effectRouteSchemas: Record<string, RouteDescription> = {};
