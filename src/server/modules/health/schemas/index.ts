import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import healthAnswer from './health.answer.schema.json' with { type: 'json' };
import metaAnswer from './meta.answer.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** The health check and the running version (health-routes.ts). */
export const healthRouteSchemas = {
  healthCheck: route('GET', '/miscellaneous/signals/healthcheck', 'HealthCheck', { answer: resolved(healthAnswer), alsoAnswers: [503] }),
  meta: route('GET', '/meta.json', 'Meta', { answer: resolved(metaAnswer) }, true),
};
