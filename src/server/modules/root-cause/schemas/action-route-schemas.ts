import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of ../action-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const actionRouteSchemas: Record<string, RouteDescription> = {};
