import { alertRouteSchemas } from '../modules/alerts/schemas/index.js';
import { equipmentStopsRouteSchemas } from '../modules/equipment-stops/schemas/index.js';
import { rootCauseRouteSchemas } from '../modules/root-cause/schemas/index.js';
import { spcRouteSchemas } from '../modules/spc/schemas/index.js';
import { logbookRouteSchemas } from '../modules/logbook/schemas/index.js';
import { healthRouteSchemas } from '../modules/health/schemas/index.js';
import { authRouteSchemas } from '../modules/auth/schemas/index.js';
import { brandingRouteSchemas } from '../modules/branding/schemas/index.js';
import { clientErrorRouteSchemas } from '../modules/client-errors/schemas/index.js';
import { accessRouteSchemas } from '../modules/access/schemas/index.js';
import { contractRouteSchemas } from '../modules/contract/schemas/index.js';
import { dashboardViewRouteSchemas } from '../modules/dashboard-views/schemas/index.js';
import { dashboardRouteSchemas } from '../modules/dashboards/schemas/index.js';
import { tagRouteSchemas } from '../modules/tags/schemas/index.js';
import { userRouteSchemas } from '../modules/users/schemas/index.js';
import { entityRouteSchemas } from '../modules/entities/schemas/index.js';
import { fileRouteSchemas } from '../modules/files/schemas/index.js';
import { seriesRouteSchemas } from '../modules/series/schemas/index.js';
import { jobRouteSchemas } from '../modules/jobs/schemas/index.js';
import { tokenRouteSchemas } from '../modules/tokens/schemas/index.js';
import { elementsTreeRouteSchemas } from '../modules/elements-tree/schemas/index.js';
import type { RouteDescription } from './route-schema.js';

/**
 * Every hand-written route's description, for the generator (OpenAPI paths, api-types.ts) and the
 * route-schemas test. A route file takes its `schema` option from the same objects.
 */
export const routeCatalogue: readonly RouteDescription[] = [
  ...Object.values(healthRouteSchemas),
  ...Object.values(authRouteSchemas),
  ...Object.values(brandingRouteSchemas),
  ...Object.values(clientErrorRouteSchemas),
  ...Object.values(accessRouteSchemas),
  ...Object.values(contractRouteSchemas),
  ...Object.values(dashboardViewRouteSchemas),
  ...Object.values(dashboardRouteSchemas),
  ...Object.values(tagRouteSchemas),
  ...Object.values(userRouteSchemas),
  ...Object.values(entityRouteSchemas),
  ...Object.values(fileRouteSchemas),
  ...Object.values(logbookRouteSchemas),
  ...Object.values(equipmentStopsRouteSchemas),
  ...Object.values(spcRouteSchemas),
  ...Object.values(rootCauseRouteSchemas),
  ...Object.values(seriesRouteSchemas),
  ...Object.values(alertRouteSchemas),
  ...Object.values(jobRouteSchemas),
  ...Object.values(tokenRouteSchemas),
  ...Object.values(elementsTreeRouteSchemas),
];
