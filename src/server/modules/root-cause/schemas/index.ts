import { actionRouteSchemas } from './action-route-schemas.js';
import { attachmentRouteSchemas } from './attachment-route-schemas.js';
import { causeRouteSchemas } from './cause-route-schemas.js';
import { effectRouteSchemas } from './effect-route-schemas.js';

/** Every route of the root-cause module, for `route-schemas/catalogue.ts`. */
export const rootCauseRouteSchemas = { ...effectRouteSchemas, ...causeRouteSchemas, ...actionRouteSchemas, ...attachmentRouteSchemas };
