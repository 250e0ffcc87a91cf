import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of ../cause-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const causeRouteSchemas: Record<string, RouteDescription> = {};
