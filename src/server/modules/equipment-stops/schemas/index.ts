import { analyticsRouteSchemas } from './analytics-route-schemas.js';
import { detectionRouteSchemas } from './detection-route-schemas.js';
import { stopRouteSchemas } from './stop-route-schemas.js';

/** Every route of the equipment-stops module, for `route-schemas/catalogue.ts`. */
export const equipmentStopsRouteSchemas = { ...stopRouteSchemas, ...detectionRouteSchemas, ...analyticsRouteSchemas };
