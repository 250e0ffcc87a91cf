import { chartRouteSchemas } from './chart-route-schemas.js';
import { queryRouteSchemas } from './query-route-schemas.js';
import { violationRouteSchemas } from './violation-route-schemas.js';

/** Every route of the SPC module, for `route-schemas/catalogue.ts`. */
export const spcRouteSchemas = { ...queryRouteSchemas, ...chartRouteSchemas, ...violationRouteSchemas };
