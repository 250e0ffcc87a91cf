import type { RouteDescription } from '../../../route-schemas/route-schema.js';

/** Route contracts of ../attachment-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const attachmentRouteSchemas: Record<string, RouteDescription> = {};
